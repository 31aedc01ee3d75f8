/**
 * POST /api/verify (docs/api.md): every reference and quotation in a pasted text, checked
 * against scripture.db — the same verification studies get (src/server/verification.ts).
 * JSON only and same-origin (request-guard), at most VERIFY_MAX_CHARS characters
 * (VerifyRequestSchema), rate-limited per client through the app store.
 */
import type { FastifyInstance } from 'fastify';
import { VerifyRequestSchema, type VerifyResponse } from '../../shared/api';
import type { Config } from '../env';
import { AppError, requestLanguage } from '../errors';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';
import { validate } from '../validate';
import { inTurns } from '../steps';
import { textTranslation, VERIFY_LIMITS, verifySteps } from '../verification';

const HOUR_MS = 3_600_000;

export function verifyRoutes(app: FastifyInstance, repo: ScriptureRepo, store: AppStore, config: Config) {
  app.post('/api/verify', async (req): Promise<VerifyResponse> => {
    const input = validate(VerifyRequestSchema, req.body);
    const { text } = input;
    const translation = textTranslation(repo, text, requestLanguage(req), input.translation);
    const limit = await store.hitRateLimit(`verify:${req.ip}`, config.VERIFY_RATE_LIMIT, HOUR_MS);
    if (!limit.allowed)
      throw new AppError('rate_limited', 429, { 'retry-after': String(limit.retryAfterSeconds) });
    // with a turn of the event loop between steps (a text at the limits is up to ~50 ms of work)
    const { references, verification } = await inTurns(
      verifySteps(repo, text, { translation, limits: VERIFY_LIMITS }),
    );
    return {
      translations: verification.translations,
      unchecked: verification.unchecked ?? 0,
      capped: verification.capped ?? 0,
      references,
      quotations: verification.quotations.map(({ distance: _, ...q }) => q),
    };
  });
}
