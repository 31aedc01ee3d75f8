/**
 * Word search over every translation with SQLite FTS5. The FTS5 tokenizer (unicode61: letters and
 * digits make words, everything else separates them, case-insensitive) finds exactly the verses
 * SWORD's Lucene index finds for a word in the KJV (checked in search.sword.test.ts), and FTS5's
 * own highlight() marks the matches, so what is highlighted is what matched.
 *
 * The work of a search is proportional to the page asked for, not to the matches (ADR 007). A query
 * is first summarised (verses per translation and book, occurrences): one word, or one prefix of
 * up to three letters, from term_counts written at import time, here on the event loop, with its
 * page; any other query is counted and paged on the search worker (search.worker.ts), which takes
 * clients in turn. Summaries are kept (a few hundred counts each); verse texts never are.
 */
import Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { BOOK_GROUPS, type SearchQuery, type SearchResponse } from '../../shared/api';
import { BOOKS, bookByOsis } from '../../shared/books';
import { AppError } from '../errors';
import type { ScriptureRepo } from './scripture.repo';
import { searchTableOf } from '../../shared/search-tables';
import { SearchIndex, SLOTS, type Summary } from './search-index';
import { SearchPool } from './search-pool';

export const MAX_QUERY_LENGTH = 200;
const WORD = /[\p{L}\p{N}\p{M}]+(\*)?/gu;

/** A search text and mode as an FTS5 query. Throws the user-facing errors for bad input. */
export function compileQuery(raw: string | undefined, mode: SearchQuery['mode']): string {
  const q = (raw ?? '').trim();
  if (!q) throw new AppError('search_query_required', 400);
  if (q.length > MAX_QUERY_LENGTH) throw new AppError('search_query_too_long', 400);
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) throw new AppError('search_unbalanced_quotes', 400);
  const words = (s: string) =>
    [...s.matchAll(WORD)].map((m) => ({ word: m[0].replace(/\*$/, '').toLowerCase(), star: !!m[1] }));

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

export class SearchService {
  private readonly index: SearchIndex;
  private readonly termCounts: Database.Statement;
  private readonly tokenizer: Tokenizer;
  private readonly pool: SearchPool;
  /** summaries are a few hundred counts each, sized by their real bytes */
  private readonly summaries = new LRUCache<string, Summary>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (s) => 64 + s.counts.byteLength,
  });

  constructor(private readonly repo: ScriptureRepo) {
    this.index = new SearchIndex(repo);
    this.termCounts = repo
      .prepare('SELECT books FROM term_counts WHERE term = ? AND translation = ?')
      .pluck();
    this.tokenizer = new Tokenizer(
      repo
        .prepare('SELECT sql FROM sqlite_master WHERE name = ?')
        .pluck()
        .get(searchTableOf(this.index.translationIds[0])) as string,
    );
    this.pool = new SearchPool({
      path: repo.path,
      extension: repo.extension.path,
      entryPoint: repo.extension.entryPoint,
    });
  }

  /** `client` identifies the requester, so that the search worker can take clients in turn. */
  async search(query: SearchQuery, client: string): Promise<SearchResponse> {
    const fts = compileQuery(query.q, query.mode);
    const ids = this.index.translationIds;
    const all = query.translation.toLowerCase() === 'all';
    const selected = all ? ids.map((_, i) => i) : [ids.indexOf(this.repo.translationId(query.translation))];
    const [from, to] = this.bookRange(query);
    const offset = (query.page - 1) * query.pageSize;
    const key = `${fts}\u0000${selected.join(',')}\u0000${from}\u0000${to}`;

    let summary = this.summaries.get(key);
    let results: SearchResponse['results'];
    const term = this.statisticsTerm(fts);
    if (term !== undefined) {
      const known = (summary ??= this.fromStatistics(term, selected, from, to));
      results =
        offset < known.total
          ? this.guarded(() => this.index.page(fts, selected, from, to, known.counts, offset, query.pageSize))
          : [];
    } else {
      ({ summary, results } = await this.pool.run(client, {
        fts,
        selected,
        from,
        to,
        summary,
        offset,
        size: query.pageSize,
      }));
    }
    this.summaries.set(key, summary);

    const byBook: SearchResponse['byBook'] = [];
    for (let book = from; book <= to; book++) {
      const count = selected.reduce((n, t) => n + summary.counts[t * SLOTS + book], 0);
      if (count) byBook.push({ book: BOOKS[book - 1].osis, count });
    }
    const byTranslation = selected.map((t) => {
      let count = 0;
      for (let book = from; book <= to; book++) count += summary.counts[t * SLOTS + book];
      return { translation: ids[t], count };
    });
    return {
      query: (query.q ?? '').trim(),
      mode: query.mode,
      translation: all ? 'all' : ids[selected[0]],
      total: summary.total,
      occurrences: summary.occurrences,
      byBook,
      byTranslation,
      page: query.page,
      pageSize: query.pageSize,
      results,
    };
  }

  /** Starts the phrase-search worker ahead of the first phrase search (SearchPool.warm). */
  warm() {
    this.pool.warm();
  }

  /** Takes no more searches; those under way may finish within `graceMs` (SearchPool.close). */
  close(graceMs = 0) {
    this.pool.close(graceMs);
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
      const book =
        bookByOsis(query.book) ?? BOOKS.find((b) => b.osis.toLowerCase() === query.book!.toLowerCase());
      if (!book) throw new AppError('bad_request', 400);
      narrow(book.order, book.order);
    }
    return [from, to];
  }

  /** The term_counts key of a query of one word (`faith`) or one prefix of one to three letters (`fa*`), as FTS5 folds it. */
  private statisticsTerm(fts: string): string | undefined {
    const [, word, star] = /^"([^"\s]+)"(\*?)$/.exec(fts) ?? [];
    const folded = word === undefined ? undefined : this.tokenizer.single(word);
    return folded === undefined || (star && [...folded].length > 3) ? undefined : folded + star;
  }

  private fromStatistics(term: string, selected: number[], from: number, to: number): Summary {
    const counts = new Uint32Array(this.index.translationIds.length * SLOTS);
    let total = 0;
    let occurrences = 0;
    // one row a translation: the term's counts per book, as [book, verses, occurrences, …]
    for (const t of selected) {
      const books = this.termCounts.get(term, this.index.translationIds[t]) as string | undefined;
      if (books === undefined) continue;
      const flat = JSON.parse(books) as number[];
      for (let i = 0; i < flat.length; i += 3) {
        const book = flat[i];
        if (book < from || book > to) continue;
        counts[t * SLOTS + book] = flat[i + 1];
        total += flat[i + 1];
        occurrences += flat[i + 2];
      }
    }
    return { total, occurrences, counts };
  }

  /** Runs an FTS5 read; what FTS5 still refuses after compileQuery is the user's input. */
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
export class Tokenizer {
  private readonly db = new Database(':memory:');
  private readonly insert: Database.Statement;
  private readonly terms: Database.Statement;
  private readonly clear: Database.Statement;
  /** word → its one term, or '' when it has none or several */
  private readonly known = new LRUCache<string, string>({ max: 10_000 });
  /**
   * unicode61 with its default token characters makes a word of ASCII letters and digits one
   * term, lower-cased: such a word (most of what people type) needs no round trip through FTS5,
   * which costs ~0.15 ms (search.equivalence.test.ts checks both give the same terms)
   */
  readonly plainAscii: boolean;

  constructor(ftsSql: string) {
    const tokenize = /tokenize\s*=\s*("[^"]*"|'[^']*')/i.exec(ftsSql)?.[1] ?? "'unicode61'";
    this.plainAscii = /^["']unicode61\b/.test(tokenize) && !/tokenchars|separators/.test(tokenize);
    this.db.exec(
      `CREATE VIRTUAL TABLE t USING fts5(x, tokenize=${tokenize}); CREATE VIRTUAL TABLE v USING fts5vocab(t, row);`,
    );
    this.insert = this.db.prepare('INSERT INTO t (rowid, x) VALUES (1, ?)');
    this.terms = this.db.prepare('SELECT term FROM v').pluck();
    this.clear = this.db.prepare('DELETE FROM t');
  }

  /** The one term FTS5 makes of `word`, or undefined when it makes none or several. */
  single(word: string): string | undefined {
    if (this.plainAscii && /^[A-Za-z0-9]+$/.test(word)) return word.toLowerCase();
    return this.fromFts5(word);
  }

  /** The same, asking FTS5. */
  fromFts5(word: string): string | undefined {
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
