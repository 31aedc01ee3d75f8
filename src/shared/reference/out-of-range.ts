/**
 * Why a text written as a reference is none: its chapter or verse is past the end of the book or
 * chapter ("John 99:99": John has 21 chapters; "John 3:99": John 3 has 36 verses; "Jude 30": Jude
 * has 25 verses). The parser (parse.ts) answers such a text with null, like any words; a search box
 * that says "no verses found" to it leaves the reader guessing (issue 43). Counted in the KJV's
 * numbering, the parser's and the reader's addresses' (shared/routes.ts).
 */
import { bookByOsis, type UiLanguage } from '../books';
import { bookOf, commaVerses, SIMPLE, versesIn } from './parse';

export interface OutOfRange {
  /** OSIS id of the book named */
  book: string;
  /** the chapter typed (1 for a one-chapter book's verse: "Jude 30") */
  chapter: number;
  /** the verse typed, or null */
  verse: number | null;
  /** the book's chapters */
  chapters: number;
  /** the chapter's verses when the verse is the one past the end, else null (the chapter is) */
  verses: number | null;
}

/** What is past the end in `Book C`, `Book C:V` (or `C,V`), `Book C:V-W`; null when nothing is or no book is named. */
export function outOfRange(input: string, lang?: UiLanguage): OutOfRange | null {
  const m = SIMPLE.exec(commaVerses(input.normalize('NFC').trim()));
  if (!m) return null;
  const book = bookOf(m[1], lang);
  const info = book ? bookByOsis(book) : undefined;
  if (!book || !info) return null;
  const chapter = Number(m[2]);
  const verse = m[3] === undefined ? null : Number(m[3]);
  const chapters = info.chapters;
  if (chapters === 1 && verse === null) {
    // `Jude 30` is a verse of the book's one chapter, as the parser reads it
    const verses = versesIn(book, 1) ?? 0;
    return chapter < 1 || chapter > verses ? { book, chapter: 1, verse: chapter, chapters, verses } : null;
  }
  if (chapter < 1 || chapter > chapters) return { book, chapter, verse, chapters, verses: null };
  const verses = versesIn(book, chapter) ?? 0;
  return verse !== null && (verse < 1 || verse > verses) ? { book, chapter, verse, chapters, verses } : null;
}
