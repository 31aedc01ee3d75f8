/**
 * The language's Bible, the one rule every scripture default follows on the client (the reader,
 * the word search, the word studies), as the server's `bestTranslationFor` does: the first
 * installed translation in the UI language (en KJV, es RV1909, fr LSG), else the first installed
 * (the KJV) with `fallback`, which the page says ("no Telugu translation is installed").
 */
import type { Translation } from '../../shared/api';

export function languageBible(list: Translation[], lang: string): { bible?: Translation; fallback: boolean } {
  const own = list.find((tr) => tr.language === lang);
  return { bible: own ?? list[0], fallback: list.length > 0 && !own };
}

/**
 * The Bible the reader opens a chapter in when the address names none: the one last chosen for
 * this language (`stored`, the settings) if it is still installed, else the language's Bible.
 */
export function readerBible(list: Translation[], lang: string, stored: string | undefined) {
  return (stored ? list.find((tr) => tr.id === stored) : undefined) ?? languageBible(list, lang).bible;
}

/**
 * The Bible a word study reads: the language's first Strong's-tagged Bible (en KJV, es RV1909,
 * fr the Darby, FREJND), else the KJV.
 */
export function strongsBible(list: Translation[], lang: string): string {
  return list.find((tr) => tr.language === lang && tr.hasStrongs)?.id ?? 'KJV';
}
