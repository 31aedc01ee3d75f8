/**
 * How a study in another language marks words it prints in English because no translation exists
 * yet (a Nave's line the team has not translated): in italics, then this mark — `*Chosen queen*
 * (en inglés)`. The study page reads the mark back to give the words their language (`lang="en"`),
 * so that a screen reader does not read English with a Spanish voice.
 */
import type { UiLanguage } from './books';

export const ENGLISH_MARK: Record<UiLanguage, string> = {
  en: '',
  es: '(en inglés)',
  fr: '(en anglais)',
  te: '(ఆంగ్లంలో)',
};

/** The marks, for a reader of any language's study. */
export const ENGLISH_MARKS = Object.values(ENGLISH_MARK).filter(Boolean);

/** English words in italics, marked for the language's study (nothing added in English). */
export const markedEnglish = (text: string, lang: UiLanguage) =>
  lang === 'en' ? `*${text}*` : `*${text}* ${ENGLISH_MARK[lang]}`;
