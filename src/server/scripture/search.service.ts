/**
 * Word search over every translation with SQLite FTS5. The FTS5 tokenizer (unicode61: letters and
 * digits make words, everything else separates them, case-insensitive) finds exactly the verses
 * SWORD's Lucene index finds for a word in the KJV (checked in search.sword.test.ts), and FTS5's
 * own highlight() marks the matches, so what is highlighted is what matched.
 *
 * The work of a search is proportional to the page asked for, not to the matches (ADR 007): the
 * totals come from the index — a one-word search reads per-book counts written at import time
 * (term_stats); any other query counts its matching rowids per book and sums occurrences() (our
 * FTS5 function, native/fts5-occurrences.c) on a worker thread, taking clients in turn — and only
 * the verses on the requested page are read and highlighted. What is kept between
 * requests is a few counts per query, never verse texts.
 */
import Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { BOOK_GROUPS, type SearchQuery, type SearchResponse, type SearchResult } from '../../shared/api';
import { BOOKS, bookByOsis } from '../../shared/books';
import { AppError } from '../errors';
import type { ScriptureRepo } from './scripture.repo';
import { SearchPool } from './search-pool';

export const MAX_QUERY_LENGTH = 200;
const WORD = /[\p{L}\p{N}\p{M}]+(\*)?/gu;
const OPEN = '\u0001';
const CLOSE = '\u0002';
/** counts are kept per (translation, book): index translation * SLOTS + book (books are 1..66) */
const SLOTS = 67;

/** A search text and mode as an FTS5 query. Throws the user-facing errors for bad input. */
export function compileQuery(raw: string | undefined, mode: SearchQuery['mode']): string {
  const q = (raw ?? '').trim();
  if (!q) throw new AppError('search_query_required', 400);
  if (q.length > MAX_QUERY_LENGTH) throw new AppError('search_query_too_long', 400);
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) throw new AppError('search_unbalanced_quotes', 400);
  const words = (s: string) => [...s.matchAll(WORD)].map((m) => ({ word: m[0].replace(/\*$/, '').toLowerCase(), star: !!m[1] }));

  if (mode === 'phrase') {
    const all = words(q.replace(/"/g, ' '));
    if (!all.length) throw new AppError('search_no_words', 400);
    return `"${all.map((w) => w.word).join(' ')}"`;
  }
  const parts: string[] = [];
  // "quoted phrases" stay phrases in every mode; the rest are single words
  const bare = q.replace(/"([^"]*)"/g, (_, phrase: string) => {
    const inner = words(phrase);
    if (inner.length) parts.push(`"${inner.map((w) => w.word).join(' ')}"`);
    return ' ';
  });
  for (const w of words(bare)) parts.push(mode === 'prefix' || w.star ? `"${w.word}"*` : `"${w.word}"`);
  if (!parts.length) throw new AppError('search_no_words', 400);
  return parts.join(mode === 'any' ? ' OR ' : ' AND ');
}

/** Splits FTS5 highlight() output into the plain text and the marked ranges. */
export function unmark(marked: string): { text: string; highlights: [number, number][] } {
  const pieces: string[] = [];
  const highlights: [number, number][] = [];
  let length = 0;
  let from = 0;
  for (let open = marked.indexOf(OPEN); open >= 0; open = marked.indexOf(OPEN, from)) {
    const close = marked.indexOf(CLOSE, open);
    pieces.push(marked.slice(from, open), marked.slice(open + 1, close));
    const start = length + open - from;
    length = start + close - open - 1;
    highlights.push([start, length]);
    from = close + 1;
  }
  pieces.push(marked.slice(from));
  return { text: pieces.join(''), highlights };
}

/** What a query matches, in numbers: enough to answer any page without visiting the matches. */
interface Summary {
  total: number;
  occurrences: number;
  /** matching verses per (translation, book), at translation index * SLOTS + book */
  counts: Uint32Array;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class SearchService {
  private readonly translationIds: string[];
  /** sort keys for interleaving translations: (verse key * translations + translation) * idSpan + id */
  private readonly idSpan: number;
  /** first and last verse id of each (translation, book), at translation index * SLOTS + book */
  private readonly first: Int32Array;
  private readonly last: Int32Array;
  /** per verse id: its book, and chapter * 1024 + verse (for the reference, and to interleave translations) */
  private readonly bookOf: Uint8Array;
  private readonly verseKey: Int32Array;
  private readonly termStats: Database.Statement;
  private readonly ids: Database.Statement;
  private readonly pool: SearchPool;
  private readonly page: Database.Statement;
  private readonly tokenizer: Tokenizer;
  /** summaries are a few hundred counts each, sized by their real bytes */
  private readonly summaries = new LRUCache<string, Summary>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (s) => 64 + s.counts.byteLength });
  private readonly pending = new Map<string, Promise<Summary>>();

  constructor(private readonly repo: ScriptureRepo) {
    this.translationIds = repo.translations().map((t) => t.id);
    const index = new Map(this.translationIds.map((id, i) => [id, i]));
    this.first = new Int32Array(this.translationIds.length * SLOTS);
    this.last = new Int32Array(this.translationIds.length * SLOTS).fill(-1);
    for (const [translation, book, first, last] of repo.prepare('SELECT translation, book, min(id), max(id) FROM verses GROUP BY translation, book').raw().all() as [string, number, number, number][]) {
      const slot = index.get(translation)! * SLOTS + book;
      this.first[slot] = first;
      this.last[slot] = last;
    }
    const maxId = this.last.reduce((a, b) => Math.max(a, b), 0);
    this.idSpan = 2 ** Math.ceil(Math.log2(maxId + 1));
    this.bookOf = new Uint8Array(maxId + 1);
    this.verseKey = new Int32Array(maxId + 1);
    for (const [id, book, chapter, verse] of repo.prepare('SELECT id, book, chapter, verse FROM verses').raw().iterate() as Iterable<[number, number, number, number]>) {
      this.bookOf[id] = book;
      this.verseKey[id] = chapter * 1024 + verse;
    }
    this.termStats = repo.prepare('SELECT translation, book, verses, occurrences FROM term_stats WHERE term = ?').raw();
    // FTS5 honours a rowid range's start but reads on to the end of the match list: a LIMIT of the
    // known number of matches stops it at the last one
    this.ids = repo.prepare('SELECT rowid FROM verses_fts WHERE verses_fts MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?').pluck();
    this.pool = new SearchPool({ path: repo.path, extension: repo.extension.path, entryPoint: repo.extension.entryPoint });
    this.page = repo.prepare(`SELECT rowid, highlight(verses_fts, 0, char(1), char(2)) FROM verses_fts
      WHERE verses_fts MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ? OFFSET ?`).raw();
    this.tokenizer = new Tokenizer(repo.prepare("SELECT sql FROM sqlite_master WHERE name = 'verses_fts'").pluck().get() as string);
  }

  /** `client` identifies the requester, so that the counting worker can take clients in turn. */
  async search(query: SearchQuery, client: string): Promise<SearchResponse> {
    const fts = compileQuery(query.q, query.mode);
    const all = query.translation.toLowerCase() === 'all';
    const selected = all ? this.translationIds.map((_, i) => i) : [this.translationIds.indexOf(this.repo.translationId(query.translation))];
    const [from, to] = this.bookRange(query);
    const summary = await this.summary(fts, selected, from, to, client);
    const byBook: SearchResponse['byBook'] = [];
    for (let book = from; book <= to; book++) {
      const count = selected.reduce((n, t) => n + summary.counts[t * SLOTS + book], 0);
      if (count) byBook.push({ book: BOOKS[book - 1].osis, count });
    }
    const offset = (query.page - 1) * query.pageSize;
    const results = offset < summary.total ? this.guarded(() => this.results(fts, selected, from, to, summary, offset, query.pageSize)) : [];
    return {
      query: (query.q ?? '').trim(), mode: query.mode, translation: all ? 'all' : this.translationIds[selected[0]],
      total: summary.total, occurrences: summary.occurrences, byBook,
      page: query.page, pageSize: query.pageSize, results,
    };
  }

  private bookRange(query: SearchQuery): [number, number] {
    let [from, to] = [1, 66];
    const narrow = (a: number, b: number) => {
      from = Math.max(from, a);
      to = Math.min(to, b);
    };
    if (query.testament) narrow(query.testament === 'OT' ? 1 : 40, query.testament === 'OT' ? 39 : 66);
    if (query.group) {
      const [a, b] = BOOK_GROUPS[query.group];
      narrow(a, b);
    }
    if (query.book) {
      const book = bookByOsis(query.book) ?? BOOKS.find((b) => b.osis.toLowerCase() === query.book!.toLowerCase());
      if (!book) throw new AppError('bad_request', 400);
      narrow(book.order, book.order);
    }
    return [from, to];
  }

  /** The query's summary, from the cache, a computation already under way, or a new one. */
  close() {
    return this.pool.close();
  }

  private summary(fts: string, selected: number[], from: number, to: number, client: string): Promise<Summary> {
    const key = `${fts}\u0000${selected.join(',')}\u0000${from}\u0000${to}`;
    const cached = this.summaries.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.summarize(fts, selected, from, to, client)
        .then((s) => {
          this.summaries.set(key, s);
          return s;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async summarize(fts: string, selected: number[], from: number, to: number, client: string): Promise<Summary> {
    const counts = new Uint32Array(this.translationIds.length * SLOTS);
    let total = 0;
    let occurrences = 0;
    // one word, or one prefix of one to three letters: counted at import time
    const [, term, star] = /^"([^"\s]+)"(\*?)$/.exec(fts) ?? [];
    const folded = term === undefined ? undefined : this.tokenizer.single(term);
    if (folded !== undefined && (!star || [...folded].length <= 3)) {
      for (const [translation, book, verses, n] of this.termStats.all(folded + star) as [string, number, number, number][]) {
        const t = this.translationIds.indexOf(translation);
        if (book < from || book > to || !selected.includes(t)) continue;
        counts[t * SLOTS + book] = verses;
        total += verses;
        occurrences += n;
      }
      return { total, occurrences, counts };
    }
    // any other query: counted on the worker, run by run (a run is a stretch of one translation's books)
    const runs = selected.flatMap((t) => this.runs(t, from, to).map(({ lo, hi }) => ({ t, lo, hi }))).sort((a, b) => a.lo - b.lo);
    if (!runs.length) return { total, occurrences, counts };
    const found = await this.pool.count(client, { fts, runs: runs.map((r) => [r.lo, r.hi]) });
    let r = 0;
    for (const id of found.ids) {
      while (id > runs[r].hi) r++;
      if (id >= runs[r].lo) counts[runs[r].t * SLOTS + this.bookOf[id]]++;
    }
    for (const run of found.runs) {
      total += run.verses;
      occurrences += run.occurrences;
    }
    return { total, occurrences, counts };
  }

  /**
   * Verse id ranges covering a translation's books from..to — one when its books lie in order — and,
   * given counts, how many matches each holds (ranges without any are left out).
   */
  private runs(t: number, from: number, to: number, counts?: Uint32Array): { lo: number; hi: number; count: number }[] {
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

  /** The page: the per-book counts give its first and last book; only their matches are read, only the page highlighted. */
  private results(fts: string, selected: number[], from: number, to: number, { counts }: Summary, offset: number, size: number): SearchResult[] {
    const inBook = (book: number) => selected.reduce((n, t) => n + counts[t * SLOTS + book], 0);
    let first = from;
    let skip = offset; // matches of the first book before the page (offset < total: the loop ends)
    while (skip >= inBook(first)) skip -= inBook(first++);
    let last = first;
    for (let n = inBook(first) - skip; n < size && last < to; ) n += inBook(++last);

    if (selected.length === 1) {
      const t = selected[0];
      const out: SearchResult[] = [];
      for (const run of this.runs(t, first, last, counts)) {
        const rows = this.page.all(fts, run.lo, run.hi, Math.min(size - out.length, run.count - skip), skip) as [number, string][];
        for (const [id, marked] of rows) out.push(this.result(t, id, marked));
        skip = 0;
        if (out.length === size) break;
      }
      return out;
    }
    // several translations: verse by verse, in translation order within a verse. Sort keys hold
    // (book, chapter * 1024 + verse, translation) above idSpan and the verse id below it.
    const n = this.translationIds.length;
    const keys: number[] = [];
    for (const t of selected) {
      for (const run of this.runs(t, first, last, counts)) {
        for (const id of this.ids.all(fts, run.lo, run.hi, run.count) as number[]) keys.push(((this.bookOf[id] * 2 ** 18 + this.verseKey[id]) * n + t) * this.idSpan + id);
      }
    }
    const chosen = [...Float64Array.from(keys).sort().subarray(skip, skip + size)].map((k) => ({ id: k % this.idSpan, t: Math.floor(k / this.idSpan) % n }));
    const marked = new Map<number, string>();
    for (const t of selected) {
      // the chosen verses of one translation are consecutive among its matches: one range read
      const mine = chosen.filter((c) => c.t === t).map((c) => c.id);
      if (!mine.length) continue;
      for (const [id, text] of this.page.all(fts, Math.min(...mine), Math.max(...mine), mine.length, 0) as [number, string][]) marked.set(id, text);
    }
    return chosen.map((c) => this.result(c.t, c.id, marked.get(c.id)!));
  }

  private result(t: number, id: number, marked: string): SearchResult {
    const key = this.verseKey[id];
    return { osis: `${BOOKS[this.bookOf[id] - 1].osis}.${key >> 10}.${key & 1023}`, translation: this.translationIds[t], ...unmark(marked) };
  }

  /** Runs an FTS5 statement; what FTS5 still refuses after compileQuery is the user's input. */
  private guarded<T>(run: () => T): T {
    try {
      return run();
    } catch (err) {
      if ((err as Error).message.includes('fts5')) throw new AppError('search_no_words', 400);
      throw err;
    }
  }
}

/**
 * FTS5's own reading of a word: the terms its tokenizer makes of it (lower case, diacritics
 * folded as the index folds them), from a one-row in-memory table with the index's tokenizer.
 */
class Tokenizer {
  private readonly db = new Database(':memory:');
  private readonly insert: Database.Statement;
  private readonly terms: Database.Statement;
  private readonly clear: Database.Statement;
  /** word → its one term, or '' when it has none or several */
  private readonly known = new LRUCache<string, string>({ max: 10_000 });

  constructor(ftsSql: string) {
    const tokenize = /tokenize\s*=\s*("[^"]*"|'[^']*')/i.exec(ftsSql)?.[1] ?? "'unicode61'";
    this.db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, tokenize=${tokenize}); CREATE VIRTUAL TABLE v USING fts5vocab(t, row);`);
    this.insert = this.db.prepare('INSERT INTO t (rowid, x) VALUES (1, ?)');
    this.terms = this.db.prepare('SELECT term FROM v').pluck();
    this.clear = this.db.prepare('DELETE FROM t');
  }

  /** The one term FTS5 makes of `word`, or undefined when it makes none or several. */
  single(word: string): string | undefined {
    let term = this.known.get(word);
    if (term === undefined) {
      this.insert.run(word);
      const terms = this.terms.all() as string[];
      this.clear.run();
      term = terms.length === 1 ? terms[0] : '';
      this.known.set(word, term);
    }
    return term || undefined;
  }
}
