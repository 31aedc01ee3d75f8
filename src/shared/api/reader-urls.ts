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

/**
 * What a page asks for first, known from its URL alone: a chapter read in a named translation asks
 * for the list of translations, the text and its cross-references (use-reader-passages.ts). The
 * client asks for them before React renders (fetch-page-first.ts); the server names them in a
 * `Link: rel=preload` header, so the browser asks while the code is still downloading (issue 26).
 * With Strong's numbers or a second translation the first requests depend on the answers: none.
 */
export function firstRequests(pathname: string, search: string): string[] {
  const page = matchPage(pathname);
  if (page?.name !== 'chapter') return [];
  const book = bookFromParam(page.params.book);
  const chapter = book && chapterFromParam(book, page.params.chapter);
  const query = new URLSearchParams(search);
  const translation = query.get('translation');
  if (!book || !chapter || !translation || query.has('strongs') || query.has('compare')) return [];
  const ref = `${book.names.en} ${chapter}`;
  return ['/api/translations', passageUrl(ref, translation), crossReferencesUrl(ref, translation)];
}
