/**
 * Imported first by main.tsx, for its side effect: the page's code starts downloading while React,
 * the router and the shell are evaluated (~100 ms on a phone), rather than when the router first
 * renders the page. A chapter read in a named translation also asks at once for what the reader
 * will ask for (shared/api/reader-urls.ts: the list of translations, the text and its
 * cross-references), which otherwise waited for the page's code and its first render (issue 26:
 * the text came ~0.4 s after the code). The server's `Link` header has the browser ask earlier
 * still; these requests then take its answers.
 */
import { firstRequests } from '../../shared/api/reader-urls';
import { prefetchJson } from '../lib/api';
import { fetchPageCode } from './page-code';

fetchPageCode(location.pathname);
prefetchJson(firstRequests(location.pathname, location.search));
