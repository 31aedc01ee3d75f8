/**
 * OSIS ids and ranges — `John.3.16`, `Ps.23`, `Exod.3.1-Exod.3.6` — split and read into
 * `{ book, chapter, verse }`. Nothing here loads the reference parser or zod, so the client can
 * use it too.
 */
import { bookByOsis } from '../books';

export interface RefPoint {
  book: string; // OSIS id
  chapter: number;
  /** null: from the chapter's first verse (start) or to its last (end) */
  verse: number | null;
}
export interface RefRange {
  start: RefPoint;
  end: RefPoint;
}
export interface ParsedReference {
  /** OSIS form, e.g. `John.3.16-John.3.18,Rom.8.28` */
  osis: string;
  ranges: RefRange[];
}

/** An OSIS id's parts: `John.3.16` → John, 3, 16; chapter and verse null when absent (`Ps.23`, `Obad`). */
export function splitOsisId(id: string): { book: string; chapter: number | null; verse: number | null } {
  const [book, chapter, verse] = id.split('.');
  return { book, chapter: chapter ? Number(chapter) : null, verse: verse ? Number(verse) : null };
}

/** An OSIS range's two ends: `Exod.3.1-Exod.3.6` → `Exod.3.1`, `Exod.3.6`; a single id is both. */
export function splitOsisRange(osis: string): [start: string, end: string] {
  const [start, end = start] = osis.split('-');
  return [start, end];
}

/** An OSIS reference's ranges: `John.3.16-John.3.18,Rom.8.28` → `John.3.16-John.3.18`, `Rom.8.28`. */
export const splitOsisList = (osis: string): string[] => osis.split(',');

/** The book of an OSIS id or range: `Exod.3.1-Exod.3.6` → `Exod`. */
export const osisBook = (osis: string): string => osis.split('.', 1)[0];

function point(id: string, isEnd: boolean): RefPoint | null {
  const { book, chapter, verse } = splitOsisId(id);
  const info = bookByOsis(book);
  if (!info) return null;
  if (chapter === null) return { book, chapter: isEnd ? info.chapters : 1, verse: null };
  return { book, chapter, verse };
}

/** `Exod.3.1-Exod.3.6`, `Ps.23`, `John.3.16` → a range (chapters and verses unchecked); null if the book is unknown. */
export function osisRange(osis: string): RefRange | null {
  const [a, b] = splitOsisRange(osis);
  const start = point(a, false);
  const end = point(b, true);
  return start && end ? { start, end } : null;
}

/** A range of verses or chapters as OSIS: `Exod.3.1-Exod.3.6`; one id when it starts where it ends. */
export function osisOfRange({ start, end }: RefRange): string {
  const id = (p: RefPoint) => [p.book, p.chapter, p.verse].filter((x) => x !== null).join('.');
  return id(start) === id(end) ? id(start) : `${id(start)}-${id(end)}`;
}
