/** Which books a book list shows: by testament, by section (Law, Gospels…) and by name. Pure. */
import { BOOKS, type BookInfo, type Testament, type UiLanguage } from '../../../shared/books';
import { BOOK_GROUPS, type BookGroup } from '../../../shared/search-options';

export interface BookFilter {
  testament: Testament | null;
  group: BookGroup | null;
  name: string;
}

export const isBookGroup = (v: string | null): v is BookGroup => !!v && Object.hasOwn(BOOK_GROUPS, v);

/** The sections of a testament (all of them for null), in canonical order. */
export function groupsOf(testament: Testament | null): BookGroup[] {
  return (Object.keys(BOOK_GROUPS) as BookGroup[]).filter(
    (g) => !testament || BOOK_GROUPS[g][0] <= 39 === (testament === 'OT'),
  );
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The books that pass the filter; a name matches the book's name in the language, in English or its OSIS id. */
export function filterBooks({ testament, group, name }: BookFilter, lang: UiLanguage): BookInfo[] {
  const q = fold(name);
  return BOOKS.filter((b) => {
    if (testament && b.testament !== testament) return false;
    if (group && (b.order < BOOK_GROUPS[group][0] || b.order > BOOK_GROUPS[group][1])) return false;
    return !q || [b.names[lang], b.names.en, b.osis].some((n) => fold(n).includes(q));
  });
}
