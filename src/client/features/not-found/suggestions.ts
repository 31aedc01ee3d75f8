/**
 * Where a visitor who reached a page that does not exist probably wanted to go: the chapters of
 * the book they named, books whose names look like what they typed, or pages whose address is
 * a typo away. Pure: the page turns each suggestion's i18n key into a link.
 */
import { BOOKS, type BookInfo, type UiLanguage } from '../../../shared/books';
import { distance } from '../../../shared/edit-distance';
import {
  bookFromParam,
  chapterFromParam,
  matchPage,
  PAGES,
  pagePath,
  type PageName,
} from '../../../shared/routes';

export interface Suggestion {
  to: string;
  /** an i18n key and its values, or the text itself (a book's name) */
  label: { key: string; values?: Record<string, string | number> };
}

/** The i18n key naming each page that has no parameters. */
export const PAGE_LABELS: Partial<Record<PageName, string>> = {
  home: 'sidebar.home',
  studyGuides: 'nav.studyGuides',
  bookByBook: 'nav.bookByBook',
  oldTestament: 'sidebar.oldTestament',
  newTestament: 'sidebar.newTestament',
  characterStudies: 'nav.characterStudies',
  researchTools: 'nav.wordStudies',
  hebrew: 'nav.hebrew',
  greek: 'nav.greek',
  spanish: 'nav.spanish',
  checkText: 'verify.pageTitle',
  people: 'people.title',
  topicStudy: 'nav.topicalStudies',
  wordSearch: 'nav.wordSearch',
  originalLanguage: 'nav.originalLanguage',
  contact: 'sidebar.contact',
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');

/** Books whose OSIS id or name in any language is what was typed, begins with it, or is a typo away. */
export function booksLike(typed: string, max = 3): BookInfo[] {
  const q = fold(typed);
  if (!q) return [];
  const scored = BOOKS.map((b) => {
    const names = [b.osis, b.sword, ...Object.values(b.names)].map(fold);
    const best = Math.min(...names.map((n) => (n.startsWith(q) ? 0 : distance(q, n.slice(0, q.length + 2)))));
    return { b, best };
  });
  // a name that begins with what was typed beats any typo; otherwise allow one typo in three letters
  const limit = scored.some((s) => s.best === 0) ? 0 : Math.max(1, Math.floor(q.length / 3));
  return scored
    .filter((s) => s.best <= limit)
    .sort((x, y) => x.best - y.best || x.b.order - y.b.order)
    .slice(0, max)
    .map((s) => s.b);
}

const chapterLink = (b: BookInfo, lang: UiLanguage, chapter: number): Suggestion => ({
  to: pagePath('chapter', { book: b.osis, chapter }),
  label: { key: 'reader.chapterTitle', values: { book: b.names[lang], chapter } },
});
const bookLink = (b: BookInfo, lang: UiLanguage): Suggestion => ({
  to: pagePath('book', { book: b.osis }),
  label: { key: 'reader.backToBook', values: { book: b.names[lang] } },
});

/** Links to books that look like one typed in an address (and to its chapter, if one was given). */
function forTypedBook(typed: string, chapter: string | undefined, lang: UiLanguage): Suggestion[] {
  return booksLike(typed).map((b) => {
    const n = chapter !== undefined ? chapterFromParam(b, chapter) : null;
    return n ? chapterLink(b, lang, n) : bookLink(b, lang);
  });
}

/** Pages whose address is close to the one typed, the section it is under, or the page it names. */
function forPath(pathname: string): Suggestion[] {
  const typed = pathname.toLowerCase().replace(/\/+$/, '');
  const first = typed.split('/')[1] ?? '';
  const scored = (Object.entries(PAGE_LABELS) as [PageName, string][])
    .filter(([name]) => name !== 'home')
    .map(([name, key]) => {
      const path = PAGES[name];
      const d = distance(typed, path);
      // under a section (/study-guides/nope): the section itself is a good guess
      const under = typed.startsWith(`${path}/`) ? 0 : Infinity;
      // the last word of a page's address at the start of the one typed (/people/abraham, /check)
      const named = first && path.endsWith(`/${first}`) ? 0 : Infinity;
      const near = d <= Math.max(2, path.length / 4) ? d : Infinity;
      return { name, key, path, score: Math.min(near, under, named) };
    })
    .filter((s) => s.score !== Infinity)
    .sort((a, b) => a.score - b.score || b.path.length - a.path.length)
    .slice(0, 3);
  return scored.map((s) => ({ to: s.path, label: { key: s.key } }));
}

/** What to offer on the "not found" page of a pathname. */
export function suggestionsFor(pathname: string, lang: UiLanguage): Suggestion[] {
  const match = matchPage(pathname);
  if (match?.name === 'book' || match?.name === 'chapter') {
    const book = bookFromParam(match.params.book);
    if (!book) return forTypedBook(match.params.book, match.params.chapter, lang);
    // the book exists, the chapter does not: its last and first chapters and the list of them all
    const last = chapterLink(book, lang, book.chapters);
    return book.chapters > 1
      ? [last, chapterLink(book, lang, 1), bookLink(book, lang)]
      : [last, bookLink(book, lang)];
  }
  const fromPath = forPath(pathname);
  if (fromPath.length) return fromPath;
  // /john/3 or /Juan: a book named at the start of an address
  const [first, second] = pathname.split('/').filter(Boolean);
  let decoded = first ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    /* keep it as typed */
  }
  return decoded.length >= 3 ? forTypedBook(decoded, second, lang) : [];
}
