/** What every resource of the JSON API shares: the UI language, the translation parameter, the error body. */
import { z } from 'zod';
import { UI_LANGUAGES } from '../books';

/** `en`, `es`, `fr` or `te`: the one schema of a UI language (the list is UI_LANGUAGES in books.ts). */
export const UiLanguageSchema = z.enum(UI_LANGUAGES);

/** A translation id as a query parameter (case-insensitive; the server resolves it), KJV by default. */
export const translationParam = z.string().trim().max(40).default('KJV');

export interface ApiError {
  error: { id: string; message: string };
}
