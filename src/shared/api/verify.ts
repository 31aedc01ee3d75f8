/** Checking a pasted text (POST /api/verify): its references and quotations. */
import { z } from 'zod';
import type { CheckedQuotation } from '../quotations';
import type { StudyReference } from './studies';

/** The body of `POST /api/verify`: the text, and optionally the translation (default: the request language's Bible). */
export const VerifyRequestSchema = z
  .object({
    text: z.string(),
    translation: z.string().trim().min(1).max(20).optional(),
  })
  .strict();

export interface VerifyResponse {
  /** the translations quotations were compared with, in order */
  translations: string[];
  /** attributed quotations in a language no installed Bible is in (Telugu): not checked */
  unchecked: number;
  references: StudyReference[];
  /** as checked (shared/quotations), without the edit distance */
  quotations: Omit<CheckedQuotation, 'distance'>[];
}
