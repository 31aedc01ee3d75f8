/**
 * Word search over every translation with SQLite FTS5. The FTS5 tokenizer (unicode61: letters and
 * digits make words, everything else separates them, case-insensitive) finds exactly the verses
 * SWORD's Lucene index finds for a word in the KJV (checked in search.sword.test.ts), and FTS5's
 * own highlight() marks the matches, so what is highlighted is what matched.
 */
import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { BOOK_GROUPS, type SearchQuery, type SearchResponse, type SearchResult } from '../../shared/api';
import { BOOKS, bookByOsis } from '../../shared/books';
import { AppError } from '../errors';
import type { ScriptureRepo } from './scripture.repo';

export const MAX_QUERY_LENGTH = 200;
const WORD = /[\p{L}\p{N}\p{M}]+(\*)?/gu;
const OPEN = '\u0001';
const CLOSE = '\u0002';

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

interface Hit {
  translation: string;
  book: number;
  chapter: number;
  verse: number;
  text: string;
  highlights: [number, number][];
}

interface Found {
  total: number;
  occurrences: number;
  byBook: { book: string; count: number }[];
  hits: Hit[];
}

/** Splits FTS5 highlight() output into the plain text and the marked ranges. */
function unmark(marked: string): { text: string; highlights: [number, number][] } {
  let text = '';
  const highlights: [number, number][] = [];
  let start = -1;
  for (const ch of marked) {
    if (ch === OPEN) start = text.length;
    else if (ch === CLOSE) highlights.push([start, text.length]);
    else text += ch;
  }
  return { text, highlights };
}

export class SearchService {
  private readonly one: Database.Statement;
  private readonly all: Database.Statement;
  private readonly cache = new LRUCache<string, Found>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (f) => 100 + f.hits.reduce((n, h) => n + 80 + h.text.length * 2 + h.highlights.length * 16, 0),
  });
  private readonly order: Map<string, number>;

  constructor(private readonly repo: ScriptureRepo) {
    const select = `SELECT v.translation, v.book, v.chapter, v.verse, highlight(verses_fts, 0, char(1), char(2)) AS marked
      FROM verses_fts JOIN verses v ON v.id = verses_fts.rowid
      WHERE verses_fts MATCH ? AND v.book BETWEEN ? AND ?`;
    this.one = repo.prepare(`${select} AND v.translation = ?`);
    this.all = repo.prepare(select);
    this.order = new Map(repo.translations().map((t, i) => [t.id, i]));
  }

  search(query: SearchQuery): SearchResponse {
    const fts = compileQuery(query.q, query.mode);
    const translation = query.translation.toLowerCase() === 'all' ? 'all' : this.repo.translationId(query.translation);
    const [from, to] = this.bookRange(query);
    const key = [fts, translation, from, to].join('\u0000');
    let found = this.cache.get(key);
    if (!found) {
      found = this.find(fts, translation, from, to);
      this.cache.set(key, found);
    }
    const start = (query.page - 1) * query.pageSize;
    const results: SearchResult[] = found.hits.slice(start, start + query.pageSize).map((h) => ({
      osis: `${BOOKS[h.book - 1].osis}.${h.chapter}.${h.verse}`,
      translation: h.translation,
      text: h.text,
      highlights: h.highlights,
    }));
    return {
      query: (query.q ?? '').trim(), mode: query.mode, translation,
      total: found.total, occurrences: found.occurrences, byBook: found.byBook,
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

  private find(fts: string, translation: string, from: number, to: number): Found {
    let rows: { translation: string; book: number; chapter: number; verse: number; marked: string }[];
    try {
      rows = (translation === 'all' ? this.all.all(fts, from, to) : this.one.all(fts, from, to, translation)) as typeof rows;
    } catch (err) {
      // compileQuery only emits well-formed FTS5; anything FTS5 still refuses is the user's input
      if ((err as Error).message.includes('fts5')) throw new AppError('search_no_words', 400);
      throw err;
    }
    const hits: Hit[] = rows.map((r) => ({ translation: r.translation, book: r.book, chapter: r.chapter, verse: r.verse, ...unmark(r.marked) }));
    if (translation === 'all') {
      hits.sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse || this.order.get(a.translation)! - this.order.get(b.translation)!);
    }
    const perBook = new Map<number, number>();
    let occurrences = 0;
    for (const h of hits) {
      occurrences += h.highlights.length;
      perBook.set(h.book, (perBook.get(h.book) ?? 0) + 1);
    }
    const byBook = [...perBook].sort((a, b) => a[0] - b[0]).map(([b, count]) => ({ book: BOOKS[b - 1].osis, count }));
    return { total: hits.length, occurrences, byBook, hits };
  }
}
