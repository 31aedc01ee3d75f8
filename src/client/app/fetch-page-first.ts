/**
 * Imported first by main.tsx, for its side effect: the page's code starts downloading while React,
 * the router and the shell are evaluated (~100 ms on a phone), rather than when the router first
 * renders the page. A chapter page also asks at once for what the reader will ask for
 * (shared/api/reader-urls.ts: the list of translations and, in a named translation, the text and
 * its cross-references), which otherwise waited for the page's code and its first render (issue
 * 26: the text came ~0.4 s after the code). The server's `Link` header has the browser ask earlier
 * still; these requests then take its answers.
 *
 * A chapter whose address names no translation (every link from a book's page) is read in the
 * reader's own Bible: its text is asked for as soon as the list is in, by the reader's rule
 * (readerBible), instead of after the page's code has rendered with the list.
 *
 * A word study's entry (`/research-tools/greek?strongs=G3588`) likewise: the entry and its first
 * verses, in the Bible the page will choose from the list (wordStudyBible), are asked for as soon
 * as the list is in (issue 43: the page waited for its code, then the list, then the entry, then
 * the verses, one after the other, behind "Loading…").
 */
import type { Translation } from '../../shared/api';
import {
  chapterInReadersBible,
  chapterTextRequests,
  firstRequests,
  lexiconEntryUrl,
  lexiconOccurrencesUrl,
  wordStudyEntry,
} from '../../shared/api/reader-urls';
import { storedLanguage } from '../i18n/stored-language';
import { prefetchJson } from '../lib/api';
import { readerBible, wordStudyBible } from '../lib/language-bible';
import { fetchPageCode } from './page-code';

fetchPageCode(location.pathname);
const [translations] = prefetchJson(firstRequests(location.pathname, location.search));
const ref = chapterInReadersBible(location.pathname, location.search);
if (ref && translations)
  void Promise.all([translations, import('../lib/library/library')])
    .then(([list, { slots }]) => {
      const lang = storedLanguage();
      const bible = readerBible(list as Translation[], lang, slots.settings.get().translations[lang]);
      if (bible) void prefetchJson(chapterTextRequests(ref, bible.id));
    })
    .catch(() => {}); // the reader asks for itself, and says what went wrong
const entry = wordStudyEntry(location.pathname, location.search);
if (entry && translations)
  void translations
    .then((list) => {
      const bible = wordStudyBible(entry.tool, list as Translation[], storedLanguage());
      void prefetchJson([
        lexiconEntryUrl(entry.strongs, bible),
        lexiconOccurrencesUrl(entry.strongs, bible, 1),
      ]);
    })
    .catch(() => {}); // the page asks for itself, and says what went wrong
