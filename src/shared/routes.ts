/**
 * The client's pages (spec §2), defined once: the client's router is built from these patterns and
 * the server answers a URL that none of them matches, or a reader URL whose book or chapter does
 * not exist, with a 404 (still the app's page, which then shows its "not found" help). Zod-free
 * and parser-free: the client imports it.
 */
import { BOOKS, type BookInfo } from './books';
import { deuteroBookFromParam, deuteroChapterFromParam } from './deuterocanon';
import { isStudyId } from './study-id';

/** Each page's path pattern, in react-router's syntax (`:name` is one segment). */
export const PAGES = {
  home: '/',
  studyGuides: '/study-guides',
  bookByBook: '/study-guides/book-by-book',
  oldTestament: '/study-guides/old-testament',
  newTestament: '/study-guides/new-testament',
  /** reading plans: choose one, today's chapters, progress kept in the library */
  readingPlans: '/study-guides/reading-plans',
  book: '/study-guides/book/:book',
  chapter: '/study-guides/book/:book/:chapter',
  /** the deuterocanonical books, in their own group outside the 66 books' numbering (shared/deuterocanon.ts) */
  deuterocanon: '/study-guides/deuterocanon',
  deuteroChapter: '/study-guides/deuterocanon/:book/:chapter',
  characterStudies: '/character-studies',
  researchTools: '/research-tools',
  hebrew: '/research-tools/hebrew',
  greek: '/research-tools/greek',
  spanish: '/research-tools/spanish',
  checkText: '/research-tools/check',
  /** people of the Bible: search, and one person's family, events, places and verses */
  people: '/research-tools/people',
  person: '/research-tools/people/:id',
  topicStudy: '/concordance',
  wordSearch: '/concordance/word-search',
  originalLanguage: '/concordance/original-language',
  contact: '/contact',
  library: '/library',
  /** the account: sign in or up; signed in, its security and sessions. The mailed links land on confirm and reset */
  account: '/account',
  accountConfirm: '/account/confirm',
  accountReset: '/account/reset',
  libraryStudy: '/library/studies/:id',
  /** a study kept on the server, read-only: the link the study screen shows */
  sharedStudy: '/studies/:id',
  /** study groups (issue 46): yours, make one, join by code; a group (members only); its join link; a study shared in it */
  groups: '/groups',
  groupJoin: '/groups/join/:code',
  group: '/groups/:id',
  groupStudy: '/groups/:id/studies/:studyId',
  /** a group's reading together: start, join, or end it (issue 46 §2); the group's page mounts the same control */
  liveReading: '/groups/:id/live',
} as const;
export type PageName = keyof typeof PAGES;

export interface PageMatch {
  name: PageName;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The page a pathname (no query, no hash) shows, as react-router matches it: static segments in any case, one trailing slash allowed. */
export function matchPage(pathname: string): PageMatch | null {
  let parts: string[];
  try {
    parts = segments(pathname).map(decodeURIComponent);
  } catch {
    return null; // malformed percent-encoding
  }
  for (const [name, pattern] of Object.entries(PAGES) as [PageName, string][]) {
    const want = segments(pattern);
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = want.every((w, i) => {
      if (w.startsWith(':')) return (params[w.slice(1)] = parts[i]) !== '';
      return w.toLowerCase() === parts[i].toLowerCase();
    });
    if (ok) return { name, params };
  }
  return null;
}

/** A book named in a URL by its OSIS id, in any case (`John`, `john`, `1cor`). */
export function bookFromParam(param: string): BookInfo | undefined {
  const p = param.toLowerCase();
  return BOOKS.find((b) => b.osis.toLowerCase() === p);
}

/** A chapter number in a URL: digits only, within the book (KJV versification). */
export function chapterFromParam(book: BookInfo, param: string): number | null {
  if (!/^\d{1,3}$/.test(param)) return null;
  const n = Number(param);
  return n >= 1 && n <= book.chapters ? n : null;
}

/**
 * Whether a pathname is a page that exists: a known route, for book pages a real book and chapter,
 * for a kept study an id of the right shape (whether the study exists, the server asks its store).
 */
export function pageExists(pathname: string): boolean {
  const match = matchPage(pathname);
  if (!match) return false;
  if (match.name === 'sharedStudy') return isStudyId(match.params.id);
  if (match.name === 'deuteroChapter') {
    const book = deuteroBookFromParam(match.params.book);
    return !!book && deuteroChapterFromParam(book, match.params.chapter) !== null;
  }
  if (match.name !== 'book' && match.name !== 'chapter') return true;
  const book = bookFromParam(match.params.book);
  if (!book) return false;
  return match.name === 'book' || chapterFromParam(book, match.params.chapter) !== null;
}

/** `/study-guides/book/John` from a pattern and its parameters. */
export function pagePath(name: PageName, params: Record<string, string | number> = {}): string {
  return PAGES[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}
