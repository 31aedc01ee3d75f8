/**
 * POST /api/verify (docs/api.md): every reference and quotation in a pasted text, checked
 * against scripture.db — the same verification studies get (src/server/verification/verification.ts).
 * JSON only and same-origin (request-guard), at most VERIFY_MAX_CHARS characters
 * (VerifyRequestSchema), rate-limited per client through the app store.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { VerifyRequestSchema, type VerifyResponse } from '../../shared/api';
import type { Config } from '../env';
import { requestLanguage } from '../http/error-handler';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';
import { hourlyLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { textTranslation, verifyText } from '../verification/verification';
import { VERIFY_LIMITS } from '../verification/verify-limits';

export function verifyRoutes(
  app: FastifyInstance,
  { repo, store, config }: { repo: ScriptureRepo; store: AppStore; config: Config },
) {
  const spendQuota = hourlyLimit(store, 'verify', config.VERIFY_RATE_LIMIT);
  app.post(ENDPOINTS.verify.path, async (req): Promise<VerifyResponse> => {
    const input = validate(VerifyRequestSchema, req.body);
    const { text } = input;
    const translation = textTranslation(repo, text, requestLanguage(req), input.translation);
    await spendQuota(req);
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
