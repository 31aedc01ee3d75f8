/** Checking a pasted text (POST /api/verify): its references and quotations. */
import { z } from 'zod';
import { VERIFY_MAX_CHARS } from '../limits';
import type { CheckedQuotation } from '../quotations';
import type { StudyReference } from './studies';

/**
 * The body of `POST /api/verify`: the text (not blank: `verify_text_required`; at most
 * VERIFY_MAX_CHARS: `verify_text_too_long`), and optionally the translation (default: the request
 * language's Bible). The error ids are the issues' messages, which the server's `validate` answers.
 */
export const VerifyRequestSchema = z.strictObject({
  text: z
    .string({ error: (issue) => (issue.input === undefined ? 'verify_text_required' : undefined) })
    .refine((text) => text.trim() !== '', { error: 'verify_text_required', abort: true })
    .max(VERIFY_MAX_CHARS, { error: 'verify_text_too_long' }),
  translation: z.string().trim().min(1).max(20).optional(),
});

/** What a client sends to `POST /api/verify`. */
export type VerifyRequest = z.input<typeof VerifyRequestSchema>;

export interface VerifyResponse {
  /** the translations quotations were compared with, in order */
  translations: string[];
  /** attributed quotations in a language no installed Bible is in (Telugu): not checked */
  unchecked: number;
  /**
   * attributed quotations left unchecked because they are longer than VERIFY_LIMITS.maxQuoteWords
   * words; they are not in `quotations`, and the visitor should be told
   */
  capped: number;
  /**
   * present when the check stopped short of the end of the text (one request's time ran out):
   * everything before this offset was checked, nothing after it is in the answer; send the text
   * from here to go on (the check page does)
   */
  checkedTo?: number;
  references: StudyReference[];
  /** as checked (shared/quotations), without the edit distance */
  quotations: Omit<CheckedQuotation, 'distance'>[];
}
