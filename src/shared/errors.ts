/**
 * Every error a user can meet, by stable id, in the four UI languages. The server answers
 * `{ error: { id, message } }` with the message in the request's language; the client
 * translates by id with the same catalogue. The messages are data, in `error-messages.json`
 * (an id, then `en`, `es`, `fr`, `te`): a translator edits that file, not code. Its ids are the
 * type `ErrorId`, and the compiler refuses the file if an id lacks a language (errors.test.ts
 * checks the texts themselves).
 */
import type { UiLanguage } from './books';
import messages from './error-messages.json';

export type ErrorId = keyof typeof messages;

export const ERROR_MESSAGES: Readonly<Record<ErrorId, Readonly<Record<UiLanguage, string>>>> = messages;

/** Whether a string is an error id of the catalogue (a schema's custom issue message may be one). */
export const isErrorId = (id: string): id is ErrorId => Object.hasOwn(ERROR_MESSAGES, id);

export function errorMessage(id: ErrorId, lang: UiLanguage = 'en'): string {
  return ERROR_MESSAGES[id][lang] ?? ERROR_MESSAGES[id].en;
}
