/**
 * The verse index as the search reads it, on one SQLite connection (the server's, or the search
 * worker's own): where each translation's books lie among the verse ids, and the two reads a
 * search needs — counting a query's matches per book (`count`), and reading one page of them
 * (`page`), which visits only the books the page covers and highlights only its verses.
 */
import type Database from 'better-sqlite3';
import { BOOKS } from '../../shared/books';
import type { SearchResult } from '../../shared/api';
import { searchTableOf } from '../../shared/search-tables';
import { unmark } from './search-marks';

/** counts are kept per (translation, book): index translation * SLOTS + book (books are 1..66) */
export const SLOTS = 67;
/** What a query matches, in numbers: enough to answer any page without visiting the matches. */
export interface Summary {
  total: number;
  occurrences: number;
  /** matching verses per (translation, book), at translation index * SLOTS + book */
  counts: Uint32Array;
}

export class SearchIndex {
  /** translation ids in their sort order: a translation's index is its place here */
  readonly translationIds: string[];
  /** first and last verse id of each (translation, book), at translation index * SLOTS + book */
  private readonly first: Int32Array;
  private readonly last: Int32Array;
  /** per verse id: its book; chapter * 1024 + verse in its own numbering (its reference) and in the KJV's (its place) */
  private readonly bookOf: Uint8Array;
  private readonly verseKey: Int32Array;
  private readonly kjvKey: Int32Array;
  /** sort keys for interleaving: ((book, KJV key) * translations + translation) * idSpan + id */
  private readonly idSpan: number;
  /** per translation (its own FTS5 table: shared/search-tables.ts): its matches' ids, marked texts, occurrences */
  private readonly ids: Database.Statement[];
  /** per (translation, book): whether its verse ids run in the KJV's order (then its matches can be merged as read) */
  private readonly kjvOrdered: Uint8Array;
  private readonly marked: Database.Statement[];
  private readonly occurrences: Database.Statement[];

  /** `db`: a connection to scripture.db with occurrences() loaded (or the repository, which has one) */
  constructor(db: { prepare(sql: string): Database.Statement }) {
    this.translationIds = db.prepare('SELECT id FROM translations ORDER BY sort').pluck().all() as string[];
    const index = new Map(this.translationIds.map((id, i) => [id, i]));
    this.first = new Int32Array(this.translationIds.length * SLOTS);
    this.last = new Int32Array(this.translationIds.length * SLOTS).fill(-1);
    for (const [translation, book, first, last] of db
      .prepare('SELECT translation, book, min(id), max(id) FROM verses GROUP BY translation, book')
      .raw()
      .all() as [string, number, number, number][]) {
      const slot = index.get(translation)! * SLOTS + book;
      this.first[slot] = first;
      this.last[slot] = last;
    }
    const maxId = this.last.reduce((a, b) => Math.max(a, b), 0);
    this.idSpan = 2 ** Math.ceil(Math.log2(maxId + 1));
    this.bookOf = new Uint8Array(maxId + 1);
    this.verseKey = new Int32Array(maxId + 1);
    this.kjvKey = new Int32Array(maxId + 1);
    // each read is one covering index's scan (verses_ref, verses_kjv), not the table's texts
    for (const [id, book, chapter, verse] of db
      .prepare('SELECT id, book, chapter, verse FROM verses')
      .raw()
      .iterate() as Iterable<[number, number, number, number]>) {
      this.bookOf[id] = book;
      this.verseKey[id] = chapter * 1024 + verse;
    }
    for (const [id, chapter, verse] of db
      .prepare('SELECT id, kjv_chapter, kjv_verse FROM verses')
      .raw()
      .iterate() as Iterable<[number, number, number]>) {
      this.kjvKey[id] = chapter * 1024 + verse;
    }
    this.kjvOrdered = new Uint8Array(this.translationIds.length * SLOTS);
    for (let slot = 0; slot < this.kjvOrdered.length; slot++) {
      let ordered = 1;
      for (let id = this.first[slot] + 1; id <= this.last[slot] && ordered; id++)
        if (this.kjvKey[id] < this.kjvKey[id - 1]) ordered = 0;
      this.kjvOrdered[slot] = ordered;
    }
    // FTS5 honours a rowid range's start but reads on to the end of the match list: a LIMIT of the
    // known number of matches (-1: unknown) stops it at the last one
    const tables = this.translationIds.map(searchTableOf);
    this.ids = tables.map((fts) =>
      db.prepare(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?`).pluck(),
    );
    this.marked = tables.map((fts) =>
      db
        .prepare(
          `SELECT rowid, highlight(${fts}, 0, char(1), char(2)) FROM ${fts}
          WHERE ${fts} MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ? OFFSET ?`,
        )
        .raw(),
    );
    // occurrences(): our FTS5 function (native/fts5-occurrences.c), loaded on this connection
    this.occurrences = tables.map((fts) =>
      db
        .prepare(
          `WITH m AS MATERIALIZED (
          SELECT occurrences(${fts}) AS n FROM ${fts} WHERE ${fts} MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?
        ) SELECT coalesce(sum(n), 0) FROM m`,
        )
        .pluck(),
    );
  }

  /** Counts a query's matches in the selected translations' books from..to: their ids run by run, then the occurrences. */
  count(fts: string, selected: number[], from: number, to: number): Summary {
    const counts = new Uint32Array(this.translationIds.length * SLOTS);
    let total = 0;
    let occurrences = 0;
    for (const t of selected)
      for (const run of this.runs(t, from, to)) {
        const ids = this.ids[t].all(fts, run.lo, run.hi, -1) as number[];
        if (!ids.length) continue;
        for (const id of ids) counts[t * SLOTS + this.bookOf[id]]++;
        total += ids.length;
        occurrences += this.occurrences[t].get(fts, run.lo, run.hi, ids.length) as number;
      }
    return { total, occurrences, counts };
  }

  /** The page [offset, offset + size) of a query whose counts are known: the counts give its first and last book. */
  page(
    fts: string,
    selected: number[],
    from: number,
    to: number,
    counts: Uint32Array,
    offset: number,
    size: number,
  ): SearchResult[] {
    const inBook = (book: number) => selected.reduce((n, t) => n + counts[t * SLOTS + book], 0);
    let first = from;
    let skip = offset; // matches of the first book before the page (the caller checks offset < total)
    while (skip >= inBook(first)) skip -= inBook(first++);
    let last = first;
    for (let n = inBook(first) - skip; n < size && last < to;) n += inBook(++last);

    if (selected.length === 1) {
      const t = selected[0];
      const out: SearchResult[] = [];
      for (const run of this.runs(t, first, last, counts)) {
        const rows = this.marked[t].all(
          fts,
          run.lo,
          run.hi,
          Math.min(size - out.length, run.count - skip),
          skip,
        ) as [number, string][];
        for (const [id, marked] of rows) out.push(this.result(t, id, marked));
        skip = 0;
        if (out.length === size) break;
      }
      return out;
    }
    // several translations: verse by verse in the KJV's numbering (ADR 009: a Segond verse stands
    // with the KJV verse it translates), in translation order within a verse
    const chosen =
      this.merged(fts, selected, first, last, counts, skip + size)?.slice(skip) ??
      this.sorted(fts, selected, first, last, counts, skip, size);
    const marked = new Map<number, string>();
    for (const t of selected) {
      // the chosen verses of one translation are consecutive among its matches: one range read
      const mine = chosen.filter((c) => c.t === t).map((c) => c.id);
      if (!mine.length) continue;
      for (const [id, text] of this.marked[t].all(
        fts,
        Math.min(...mine),
        Math.max(...mine),
        mine.length,
        0,
      ) as [number, string][])
        marked.set(id, text);
    }
    return chosen.map((c) => this.result(c.t, c.id, marked.get(c.id)!));
  }

  /** The key that orders matches across translations: ((book, KJV key) * translations + translation) * idSpan + id. */
  private key(t: number, id: number): number {
    return (
      ((this.bookOf[id] * 2 ** 18 + this.kjvKey[id]) * this.translationIds.length + t) * this.idSpan + id
    );
  }

  /**
   * The first `count` matches of books first..last in the KJV's order across translations, read as
   * a merge of each translation's matches as FTS5 gives them (in id order): work proportional to
   * the page's place in its book, not to the book's matches. Undefined when a translation's ids
   * leave the KJV's order in these books (its own versification: then sorted() orders them).
   */
  private merged(
    fts: string,
    selected: number[],
    first: number,
    last: number,
    counts: Uint32Array,
    count: number,
  ): { id: number; t: number }[] | undefined {
    for (const t of selected)
      for (let book = first; book <= last; book++)
        if (counts[t * SLOTS + book] && !this.kjvOrdered[t * SLOTS + book]) return undefined;
    const heads = selected.map((t) => {
      const runs = this.runs(t, first, last, counts);
      const reader = this.ids[t];
      function* ids() {
        for (const run of runs) yield* reader.iterate(fts, run.lo, run.hi, run.count) as Iterable<number>;
      }
      const iterator = ids();
      return { t, iterator, id: iterator.next().value as number | undefined };
    });
    const out: { id: number; t: number }[] = [];
    try {
      while (out.length < count) {
        let best: (typeof heads)[number] | undefined;
        for (const head of heads)
          if (head.id !== undefined && (!best || this.key(head.t, head.id) < this.key(best.t, best.id!)))
            best = head;
        if (!best) break;
        out.push({ id: best.id!, t: best.t });
        best.id = best.iterator.next().value as number | undefined;
      }
    } finally {
      for (const head of heads) head.iterator.return(undefined);
    }
    return out;
  }

  /** The same page by reading every match of books first..last and sorting them by key. */
  private sorted(
    fts: string,
    selected: number[],
    first: number,
    last: number,
    counts: Uint32Array,
    skip: number,
    size: number,
  ): { id: number; t: number }[] {
    const n = this.translationIds.length;
    const keys: number[] = [];
    for (const t of selected)
      for (const run of this.runs(t, first, last, counts))
        for (const id of this.ids[t].all(fts, run.lo, run.hi, run.count) as number[])
          keys.push(this.key(t, id));
    return [
      ...Float64Array.from(keys)
        .sort()
        .subarray(skip, skip + size),
    ].map((k) => ({ id: k % this.idSpan, t: Math.floor(k / this.idSpan) % n }));
  }

  /**
   * Verse id ranges covering a translation's books from..to — one when its books lie in order — and,
   * given counts, how many matches each holds (ranges without any are left out).
   */
  private runs(
    t: number,
    from: number,
    to: number,
    counts?: Uint32Array,
  ): { lo: number; hi: number; count: number }[] {
    const runs: { lo: number; hi: number; count: number }[] = [];
    for (let book = from; book <= to; book++) {
      const slot = t * SLOTS + book;
      if (this.last[slot] < this.first[slot]) continue;
      const prev = runs.at(-1);
      if (prev && prev.hi + 1 === this.first[slot]) prev.hi = this.last[slot];
      else runs.push({ lo: this.first[slot], hi: this.last[slot], count: 0 });
      runs.at(-1)!.count += counts?.[slot] ?? 0;
    }
    return counts ? runs.filter((r) => r.count > 0) : runs;
  }

  private result(t: number, id: number, marked: string): SearchResult {
    const key = this.verseKey[id];
    return {
      osis: `${BOOKS[this.bookOf[id] - 1].osis}.${key >> 10}.${key & 1023}`,
      translation: this.translationIds[t],
      ...unmark(marked),
    };
  }
}
