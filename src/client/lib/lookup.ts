/**
 * Where a search box's text leads, shared by the quick search and the word search: a reference
 * opens the reader there (a range highlighted whole), a Strong's number its word study, words
 * the word search. The server reads the text (GET /api/lookup: the reference parser in four
 * languages stays out of the bundle) and answers 200 whatever it is.
 */
import type { Lookup } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import { getJson } from './api';
import { readerPath } from './paths';

/** The word study of a Strong's number: the Spanish one (Reina-Valera) for Spanish, else Hebrew or Greek. */
export function strongsPath(strongs: string, lang: string) {
  const tool = lang === 'es' ? 'spanish' : strongs.startsWith('H') ? 'hebrew' : 'greek';
  return `/research-tools/${tool}?${new URLSearchParams({ strongs })}`;
}

/** The page a lookup leads to, or null for words. */
export function lookupTarget(found: Lookup, lang: string): string | null {
  if (found.kind === 'strongs') return strongsPath(found.strongs, lang);
  if (found.kind === 'reference') {
    const r = found.reference;
    return readerPath(r.book, r.chapter, {
      highlight: r.verse ?? undefined,
      highlightEnd: r.verseEnd ?? undefined,
    });
  }
  return null;
}

export const lookupUrl = (q: string, lang: string) => `/api/lookup?${new URLSearchParams({ q, lang })}`;

/** Asks what `q` is; words (or a failed request: searching is the safe answer) give null. */
export async function lookup(q: string, lang: UiLanguage | string): Promise<Lookup> {
  try {
    return await getJson<Lookup>(lookupUrl(q, lang));
  } catch {
    return { kind: 'words' };
  }
}

/**
 * Could the text be a reference or a Strong's number (it has a digit: "John 3:16", "G26")? The
 * word search asks the server only then, so that a word such as "Job" or "Mark" is searched.
 */
export const mayBeReference = (q: string) => /\p{N}/u.test(q);
