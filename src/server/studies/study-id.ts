/**
 * The id a study is kept under (`GET /api/studies/:id`, the page `/studies/:id`): the start of a
 * SHA-256 of what the study is — who wrote it (driver and model), about whom, by which method, in
 * which language, and its text. The same study is always the same id, on every instance and after
 * any restart; a different text (a provider's new version, an edited character) is a new id, so a
 * link never comes to show something else. 96 bits: no two studies meet by chance.
 */
import { createHash } from 'node:crypto';
import type { Study } from '../../shared/api';

export type IdentifiedBy = Pick<Study, 'subject' | 'method' | 'language' | 'driver' | 'model' | 'text'>;

export function keptStudyId(s: IdentifiedBy): string {
  return createHash('sha256')
    .update(
      JSON.stringify([s.driver, s.model, s.subject.kind, s.subject.id, s.method.id, s.language, s.text]),
    )
    .digest('base64url')
    .slice(0, 16);
}
