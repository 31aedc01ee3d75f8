/**
 * The chronological plan's order of chapters, built on Theographic's dated events (the `events`
 * table: year, time order `seq`, verses). ADR 018 says what it rests on and where it is weak.
 *
 * 1. Events whose year goes back against the events before them in time order date nothing: the
 *    longest run of events whose years never go back is kept (today 381 of 395; the source's chains
 *    loop at Jehu's reign, and Jair's judgeship carries the year -1991).
 * 2. A chapter is dated by the earliest kept event that tells at least a quarter of its verses, so
 *    that one verse cited elsewhere (Seth in Luke 3:38's genealogy, Enoch in Hebrews 11:5) does
 *    not pull a whole chapter back thousands of years.
 * 3. An undated chapter keeps its canonical neighbours: after the chapter before it in its book,
 *    or, before the book's first dated chapter, just before that one. In the Gospels, read as one
 *    story (STORIES), the undated chapters after a book's last dated one follow the last dated
 *    chapter of all four.
 * 4. A book with no dated chapter follows its anchor (ANCHORS, each with its reason), else the
 *    book before it in the canon (Leviticus after Exodus, Lamentations after Jeremiah).
 */
import type { PlanChapter } from './plan-builders';

export interface DatedEvent {
  /** year, negative before Christ */
  start: number;
  /** place in the source's time order */
  seq: number;
  /** OSIS verses and ranges, KJV numbering (`Gen.1.1-Gen.1.31`, `Luke.3.38`) */
  verses: string[];
}

/** A chapter's share of verses an event must tell to date it. */
export const DATING_SHARE = 0.25;

/**
 * Where a book that no event dates is read: after this chapter (in its place in the plan). The
 * Bible's own words or Theographic's events give each; books not here follow the book before them.
 */
export const ANCHORS: Readonly<Record<string, { after: string; why: string }>> = {
  Ps: {
    after: '2Sam.24',
    why: 'most psalms are David’s: read at the end of his reign, before his death (1 Kings 1-2)',
  },
  Prov: {
    after: '1Kgs.4',
    why: 'Solomon “spake three thousand proverbs: and his songs were a thousand and five” (1 Kings 4:32)',
  },
  Gal: {
    after: 'Acts.15',
    why: 'it tells the council’s visit to Jerusalem and Peter’s coming to Antioch after it (Galatians 2)',
  },
  '1Thess': { after: 'Acts.18', why: 'Theographic’s “Mission to Corinth, 1&2 Thess Written” (Acts 18)' },
  '1Cor': { after: 'Acts.19', why: 'Theographic’s “Mission to Ephesus/1 Cor Written” (Acts 19)' },
  Rom: {
    after: 'Acts.20',
    why: 'written from Corinth before the journey to Jerusalem (Acts 20:2-3; Romans 15:25-26)',
  },
  Eph: {
    after: 'Acts.28',
    why: 'the letters from prison in Rome (Acts 28:16, 30); Philippians and Colossians follow',
  },
  '1Tim': {
    after: 'Acts.28',
    why: 'after Paul’s first imprisonment in Rome; the letters after it follow in canonical order',
  },
};

/**
 * A chapter's place: the time (`seq`) and the chapter (`host`, a canonical index) it is read
 * with, then before (-1) or after (1) that chapter (0: the chapter itself), then its own index.
 */
type Key = readonly [seq: number, host: number, side: number, canon: number];

const compareKeys = (a: Key, b: Key) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];

/**
 * Books told as one story (as ADR 015 reads them): a book's undated chapters after its last dated
 * one follow the story's last dated chapter, so Luke 12-24 (the source dates no event of the
 * Passion) are not read before Matthew 13.
 */
export const STORIES: readonly (readonly string[])[] = [['Matt', 'Mark', 'Luke', 'John']];

/** The events kept to date chapters: the longest run, in time order, whose years never go back. */
export function consistentEvents<E extends DatedEvent>(events: readonly E[]): E[] {
  const sorted = [...events].sort((a, b) => a.seq - b.seq);
  // longest non-decreasing subsequence of years, O(n²): a few hundred events
  const length = sorted.map(() => 1);
  const prev = sorted.map(() => -1);
  for (let i = 0; i < sorted.length; i++)
    for (let j = 0; j < i; j++)
      if (sorted[j].start <= sorted[i].start && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        prev[i] = j;
      }
  let at = length.indexOf(Math.max(0, ...length));
  const kept: E[] = [];
  for (; at >= 0; at = prev[at]) kept.unshift(sorted[at]);
  return kept;
}

/** How many verses of each chapter (`Gen.1`) an OSIS list covers. */
function versesPerChapter(osis: readonly string[], verseCount: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of osis) {
    const [from, to = from] = item.split('-');
    const [book, c1, v1] = from.split('.');
    const [book2, c2, v2] = to.split('.');
    if (book2 !== book) continue; // the source's ranges stay inside a book
    for (let c = Number(c1); c <= Number(c2); c++) {
      const key = `${book}.${c}`;
      const count = verseCount.get(key);
      if (count === undefined) continue;
      const first = c === Number(c1) && v1 ? Number(v1) : 1;
      const last = c === Number(c2) && v2 ? Number(v2) : count;
      out.set(key, (out.get(key) ?? 0) + Math.max(0, Math.min(last, count) - Math.max(first, 1) + 1));
    }
  }
  return out;
}

/** The chapters (in canonical order) in the chronological plan's order; each exactly once. */
export function chronologicalOrder<C extends PlanChapter>(
  canon: readonly C[],
  events: readonly DatedEvent[],
  anchors: Readonly<Record<string, { after: string }>> = ANCHORS,
): C[] {
  const id = (c: PlanChapter) => `${c.book}.${c.chapter}`;
  const verseCount = new Map(canon.map((c) => [id(c), c.verses]));
  const dated = new Map<string, number>();
  for (const e of consistentEvents(events))
    for (const [chapter, n] of versesPerChapter(e.verses, verseCount))
      // in time order: the first event to date a chapter is its earliest
      if (n >= DATING_SHARE * verseCount.get(chapter)! && !dated.has(chapter)) dated.set(chapter, e.seq);

  const keys = new Map<string, Key>();
  const books = [...new Set(canon.map((c) => c.book))];
  const chaptersOf = (book: string) => canon.filter((c) => c.book === book);
  const canonIndex = new Map(canon.map((c, i) => [id(c), i]));
  const lastKey = (list: readonly PlanChapter[]) =>
    list
      .map((c) => keys.get(id(c)))
      .filter((k) => k !== undefined)
      .sort(compareKeys)
      .at(-1);
  const undated: string[] = [];
  for (const book of books) {
    const chapters = chaptersOf(book);
    const firstDated = chapters.find((c) => dated.has(id(c)));
    if (!firstDated) {
      undated.push(book);
      continue;
    }
    let prev: Key = [dated.get(id(firstDated))!, canonIndex.get(id(firstDated))!, -1, 0];
    for (const c of chapters) {
      const seq = dated.get(id(c));
      const at = canonIndex.get(id(c))!;
      prev = seq === undefined ? [prev[0], prev[1], prev[2] || 1, at] : [seq, at, 0, at];
      keys.set(id(c), prev);
    }
  }
  for (const story of STORIES) {
    const end = lastKey(canon.filter((c) => story.includes(c.book) && dated.has(id(c))));
    if (!end) continue;
    for (const book of story) {
      const chapters = chaptersOf(book);
      const last = chapters.findLastIndex((c) => dated.has(id(c)));
      if (last >= 0)
        for (const c of chapters.slice(last + 1))
          keys.set(id(c), [end[0], end[1], 1, canonIndex.get(id(c))!]);
    }
  }
  // books no event dates, in canonical order: after their anchor, else after the book before them
  for (const book of undated) {
    const anchor = anchors[book]?.after;
    const before = books[books.indexOf(book) - 1];
    const after = anchor ? keys.get(anchor) : before ? lastKey(chaptersOf(before)) : undefined;
    if (anchor && !after) throw new Error(`the anchor ${anchor} of ${book} is not placed`);
    for (const c of chaptersOf(book))
      keys.set(id(c), [after?.[0] ?? -Infinity, after?.[1] ?? -1, 1, canonIndex.get(id(c))!]);
  }
  return [...canon].sort((a, b) => compareKeys(keys.get(id(a))!, keys.get(id(b))!));
}
