/**
 * The contact form's checks: the server's own ContactSchema (shared/api.ts), its issues turned
 * into the form's messages (i18n keys with their values), so the page refuses what the server
 * would and says why in the visitor's language before anything is sent.
 */
import '../../lib/zod';
import { ContactSchema } from '../../../shared/api/contact';
import { CONTACT_LIMITS } from '../../../shared/limits';
import { INVALID_CHARACTERS } from '../../../shared/text';

export type Field = 'name' | 'email' | 'subject' | 'message';
export const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];
export const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' };
export const MAX: Record<Field, number> = {
  name: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  subject: CONTACT_LIMITS.subject,
  message: CONTACT_LIMITS.message,
};

/** A message: its i18n key and the values it needs. */
export type FieldError = [string, Record<string, number>?];

/**
 * Each field's first problem, as the form shows it; empty when the form can be sent. Too long says
 * by how much (the form cuts nothing: issue 43).
 */
export function checkContact(values: Record<Field, string>): Partial<Record<Field, FieldError>> {
  const errors: Partial<Record<Field, FieldError>> = {};
  for (const f of FIELDS) if (!values[f].trim()) errors[f] = ['contact.required'];
  const parsed = ContactSchema.safeParse(values);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (!FIELDS.includes(field) || errors[field]) continue;
    errors[field] =
      issue.code === 'too_big'
        ? ['contact.tooLongCount', { max: Number(issue.maximum), count: values[field].length }]
        : issue.code === 'too_small'
          ? ['contact.tooShort', { min: Number(issue.minimum) }]
          : issue.code === 'invalid_format'
            ? ['contact.invalidEmail']
            : issue.message === INVALID_CHARACTERS
              ? [`apiErrors.${INVALID_CHARACTERS}`]
              : ['apiErrors.contact_invalid'];
  }
  return errors;
}
