/**
 * Imported first by main.tsx, for its side effect: the page's code starts downloading while React,
 * the router and the shell are evaluated (~100 ms on a phone), rather than when the router first
 * renders the page. A chapter read in a named translation also asks at once for what the reader
 * will ask for (the list of translations, the text and its cross-references), which otherwise
 * waited for the page's code and its first render (issue 26: the text came ~0.4 s after the code).
 */
import { bookFromParam, chapterFromParam, matchPage } from '../../shared/routes';
import { crossReferencesUrl, passageUrl } from '../features/reader/api/passages';
import { prefetchJson } from '../lib/api';
import { fetchPageCode } from './page-code';

fetchPageCode(location.pathname);

const page = matchPage(location.pathname);
if (page?.name === 'chapter') {
  const book = bookFromParam(page.params.book);
  const chapter = book && chapterFromParam(book, page.params.chapter);
  const query = new URLSearchParams(location.search);
  const translation = query.get('translation');
  // the same URLs as the reader's (use-reader-passages.ts): with Strong's numbers or a second
  // translation the reader's first requests depend on the list of translations or on the text
  if (book && chapter && translation && !query.has('strongs') && !query.has('compare')) {
    const ref = `${book.names.en} ${chapter}`;
    prefetchJson(['/api/translations', passageUrl(ref, translation), crossReferencesUrl(ref, translation)]);
  }
}
