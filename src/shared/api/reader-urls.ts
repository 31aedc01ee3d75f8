/** The reader's requests, as URLs for useApi (GET /api/passages, /api/cross-references, /api/interlinear). */
import { bookFromParam, chapterFromParam, matchPage } from '../routes';

/** A passage in one translation; `kjv`: the reference is in the KJV's numbering (ADR 009). */
export const passageUrl = (
  ref: string,
  translation: string,
  opts: { strongs?: boolean; kjv?: boolean } = {},
) =>
  `/api/passages?${new URLSearchParams({ ref, translation, ...(opts.strongs ? { strongs: '1' } : {}), ...(opts.kjv ? { scheme: 'kjv' } : {}) })}`;

/** A chapter's cross-references (one request for the whole chapter). */
export const crossReferencesUrl = (ref: string, translation: string) =>
  `/api/cross-references?${new URLSearchParams({ ref, translation })}`;

/** A passage word by word in the original language (KJV numbering), glosses in `lang` where it has them. */
export const interlinearUrl = (ref: string, lang: string) =>
  `/api/interlinear?${new URLSearchParams({ ref, lang })}`;

/** A chapter's text in one translation and its cross-references, as the reader asks for them. */
export const chapterTextRequests = (ref: string, translation: string) => [
  passageUrl(ref, translation),
  crossReferencesUrl(ref, translation),
];

/** A chapter page's chapter ("John 3") and what its URL says of how it is read; null on any other page. */
function chapterPage(pathname: string, search: string) {
  const page = matchPage(pathname);
  if (page?.name !== 'chapter') return null;
  const book = bookFromParam(page.params.book);
  const chapter = book && chapterFromParam(book, page.params.chapter);
  if (!book || !chapter) return null;
  const query = new URLSearchParams(search);
  return {
    ref: `${book.names.en} ${chapter}`,
    translation: query.get('translation'),
    // with Strong's numbers or a second translation the text's request depends on the list's answer
    plain: !query.has('strongs') && !query.has('compare'),
  };
}

/** A Strong's entry as the word study asks for it, in a translation (GET /api/lexicon/:strongs). */
export const lexiconEntryUrl = (strongs: string, translation: string) =>
  `/api/lexicon/${strongs}?translation=${translation}`;

/** The verses of a Strong's number the word study lists at a time. */
export const OCCURRENCES_PAGE = 50;

/** A page of a Strong's number's verses (page from 1), as the word study asks for it. */
export const lexiconOccurrencesUrl = (strongs: string, translation: string, page: number) =>
  `/api/lexicon/${strongs}/occurrences?translation=${translation}&page=${page}&pageSize=${OCCURRENCES_PAGE}`;

/**
 * A word study's entry page (`/research-tools/greek?strongs=G3588`): its tool and number; null on
 * any other page. Its Bible is the reader's language's (word-study page), which only the browser knows.
 */
export function wordStudyEntry(
  pathname: string,
  search: string,
): { tool: 'hebrew' | 'greek' | 'spanish'; strongs: string } | null {
  const page = matchPage(pathname);
  const strongs = new URLSearchParams(search).get('strongs');
  if (!strongs || (page?.name !== 'hebrew' && page?.name !== 'greek' && page?.name !== 'spanish'))
    return null;
  return { tool: page.name, strongs };
}

/**
 * What a page asks for first, known from its URL alone: a chapter page asks for the list of
 * translations, and, read in a named translation, for the text and its cross-references
 * (use-reader-passages.ts); a word study's entry, the list (its Bible is chosen from it). The
 * client asks for them before React renders (fetch-page-first.ts); the server names them in a
 * `Link: rel=preload` header, so the browser asks while the code is still downloading (issue 26).
 */
export function firstRequests(pathname: string, search: string): string[] {
  const chapter = chapterPage(pathname, search);
  if (!chapter) return wordStudyEntry(pathname, search) ? ['/api/translations'] : [];
  if (!chapter.translation || !chapter.plain) return ['/api/translations'];
  return ['/api/translations', ...chapterTextRequests(chapter.ref, chapter.translation)];
}

/**
 * A chapter page that names no translation ("John 3"; null otherwise): read in the reader's own
 * Bible, which only the browser knows (its settings, its language), so its text is asked for by
 * the client once the list of translations is in (fetch-page-first.ts).
 */
export function chapterInReadersBible(pathname: string, search: string): string | null {
  const chapter = chapterPage(pathname, search);
  return chapter && !chapter.translation && chapter.plain ? chapter.ref : null;
}
