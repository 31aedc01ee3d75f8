/**
 * OSIS ids and ranges — `John.3.16`, `Ps.23`, `Exod.3.1-Exod.3.6` — split and read into
 * `{ book, chapter, verse }`. Nothing here loads the reference parser or zod, so the client can
 * use it too.
 */
import { BOOKS, bookByOsis } from '../books';

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

/**
 * A point's place in the canon as one sortable number (book, chapter, verse); a whole chapter's
 * point (verse null) counts as its start, or with `end` as its end.
 */
export const canonPlace = (p: RefPoint, end = false): number =>
  bookByOsis(p.book)!.order * 1e6 + p.chapter * 1e3 + (p.verse ?? (end ? 999 : 0));

/** Whether `inner` lies wholly inside `outer` (a verse in a key passage; a passage in another). */
export const rangeWithin = (inner: RefRange, outer: RefRange): boolean =>
  canonPlace(inner.start) >= canonPlace(outer.start) &&
  canonPlace(inner.end, true) <= canonPlace(outer.end, true);

/** Whether two ranges share a verse (a whole chapter's point counts to its end). */
export const rangesOverlap = (a: RefRange, b: RefRange): boolean =>
  canonPlace(a.start) <= canonPlace(b.end, true) && canonPlace(b.start) <= canonPlace(a.end, true);

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

/**
 * Verses given as [book order, chapter, verse] in canonical order, as OSIS with consecutive verses
 * of a chapter joined: `Matt.1.18-Matt.1.25`, `John.6.71`. (8,587 verses name God.)
 */
export function joinedOsis(rows: readonly (readonly [number, number, number])[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length;) {
    const [b, c, v] = rows[i];
    let end = i;
    while (
      end + 1 < rows.length &&
      rows[end + 1][0] === b &&
      rows[end + 1][1] === c &&
      rows[end + 1][2] === rows[end][2] + 1
    )
      end++;
    const id = `${BOOKS[b - 1].osis}.${c}.`;
    out.push(end === i ? `${id}${v}` : `${id}${v}-${id}${rows[end][2]}`);
    i = end + 1;
  }
  return out;
}
