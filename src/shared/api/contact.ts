/** The contact form (POST /api/contact) and the site's contact details (GET /api/site). */
import { z } from 'zod';
import { CONTACT_LIMITS } from '../limits';
import { INVALID_CHARACTERS, isStorableText } from '../text';
import { UiLanguageSchema } from './common';

export interface SiteInfo {
  contact: { email: string | null; phone: string | null; address: string | null };
}

/** A string refused with `text_invalid_characters` when it holds control characters or lone surrogates (shared/text.ts). */
const storable = (multiline = false) =>
  z.string().refine((s) => isStorableText(s, multiline), { message: INVALID_CHARACTERS });

export const ContactSchema = z.object({
  name: storable().trim().min(1).max(CONTACT_LIMITS.name),
  email: storable().trim().max(CONTACT_LIMITS.email).pipe(z.email()),
  subject: storable().trim().min(1).max(CONTACT_LIMITS.subject),
  message: storable(true).trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.message),
  language: UiLanguageSchema.default('en'),
  /** honeypot: hidden from people, filled in by bots */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof ContactSchema>;
