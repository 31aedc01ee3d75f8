/**
 * The client's Bible defaults, all from the one rule of a language's Bible
 * (src/shared/language-bible.ts, which the server's `bestTranslationFor` follows too).
 */
import type { Translation } from '../../shared/api';
import { languageBible } from '../../shared/language-bible';

export { languageBible };

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

/**
 * The Bible a word study page reads: the Spanish study the Reina-Valera 1909; Hebrew and Greek the
 * language's Strong's-tagged Bible (strongsBible).
 */
export const wordStudyBible = (tool: 'hebrew' | 'greek' | 'spanish', list: Translation[], lang: string) =>
  tool === 'spanish' ? 'RV1909' : strongsBible(list, lang);
