/**
 * POST /api/verify (docs/api.md): every reference and quotation in a pasted text, checked
 * against scripture.db — the same verification studies get (src/server/verification.ts).
 * JSON only and same-origin (request-guard), at most VERIFY_MAX_CHARS characters
 * (VerifyRequestSchema), rate-limited per client through the app store.
 */
import type { FastifyInstance } from 'fastify';
import { VerifyRequestSchema, type VerifyResponse } from '../../shared/api';
import type { Config } from '../env';
import { AppError } from '../errors';
import { requestLanguage } from '../http/error-handler';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';
import { validate } from '../http/validate';
import { textTranslation, verifyText } from '../verification';
import { VERIFY_LIMITS } from '../verify-limits';

const HOUR_MS = 3_600_000;

export function verifyRoutes(app: FastifyInstance, repo: ScriptureRepo, store: AppStore, config: Config) {
  app.post('/api/verify', async (req): Promise<VerifyResponse> => {
    const input = validate(VerifyRequestSchema, req.body);
    const { text } = input;
    const translation = textTranslation(repo, text, requestLanguage(req), input.translation);
    const limit = await store.hitRateLimit(`verify:${req.ip}`, config.VERIFY_RATE_LIMIT, HOUR_MS);
    if (!limit.allowed)
      throw new AppError('rate_limited', 429, { 'retry-after': String(limit.retryAfterSeconds) });
    // at once: the check stops itself after ~50 ms of CPU (verify-limits.ts) and says where
    // (checkedTo); in turns, other requests' CPU would count against that clock
    const { references, verification } = verifyText(repo, text, { translation, limits: VERIFY_LIMITS });
    return {
      translations: verification.translations,
      unchecked: verification.unchecked ?? 0,
      capped: verification.capped ?? 0,
      ...(verification.checkedTo === undefined ? {} : { checkedTo: verification.checkedTo }),
      references,
      quotations: verification.quotations.map(({ distance: _, ...q }) => q),
    };
  });
}
