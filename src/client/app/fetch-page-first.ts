/**
 * Imported first by main.tsx, for its side effect: the page's code starts downloading while React,
 * the router and the shell are evaluated (~100 ms on a phone), rather than when the router first
 * renders the page.
 */
import { fetchPageCode } from './page-code';

fetchPageCode(location.pathname);
