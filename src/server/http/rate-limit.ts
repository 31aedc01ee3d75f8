/**
 * One client's hourly quota, counted in the app store (so it holds across restarts and across
 * servers sharing PostgreSQL): once spent, a 429 `rate_limited` with `Retry-After` in seconds.
 * A route checks its input first, so a refused request does not spend the quota.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AppStore } from '../store';

const HOUR_MS = 3_600_000;

/** `bucket`'s check for one request, by client address: at most `perHour` in any rolling hour. */
export function hourlyLimit(store: Pick<AppStore, 'hitRateLimit'>, bucket: string, perHour: number) {
  return async (req: FastifyRequest): Promise<void> => {
    const limit = await store.hitRateLimit(`${bucket}:${req.ip}`, perHour, HOUR_MS);
    if (!limit.allowed)
      throw new AppError('rate_limited', 429, { 'retry-after': String(limit.retryAfterSeconds) });
  };
}
