/**
 * The search answers pages without visiting every match (term statistics, counts over rowids,
 * occurrences() instead of highlight()). This holds it to the plain way — highlight() every
 * matching verse, sort, count, slice — on common and rare words, every mode, the filters, one
 * translation and all of them, and pages that start, end and cross book boundaries.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_GROUPS, type SearchQuery } from '../../shared/api';
import { BOOKS } from '../../shared/books';
import { searchTableOf } from '../../shared/search-tables';
import { testApp } from '../../test/app';
import { scriptureDbPath } from '../../test/scripture-db';
import { compileQuery, Tokenizer } from './search.service';
import { unmark } from './search-marks';

let t: Awaited<ReturnType<typeof testApp>>;
let db: Database.Database;
let order: Map<string, number>;
beforeAll(async () => {
  t = await testApp();
  db = new Database(scriptureDbPath(), { readonly: true });
  order = new Map(
    (db.prepare('SELECT id FROM translations ORDER BY sort').pluck().all() as string[]).map((id, i) => [
      id,
      i,
    ]),
  );
});
afterAll(async () => {
  db.close();
  await t.close();
});

/** The answer computed the plain way, over every match. */
function plain(q: Partial<SearchQuery> & { q: string }, page: number, pageSize: number) {
  const mode = q.mode ?? 'word';
  const [from, to] = [
    Math.max(
      1,
      q.testament === 'NT' ? 40 : 1,
      q.group ? BOOK_GROUPS[q.group][0] : 1,
      q.book ? BOOKS.find((b) => b.osis === q.book)!.order : 1,
    ),
    Math.min(
      66,
      q.testament === 'OT' ? 39 : 66,
      q.group ? BOOK_GROUPS[q.group][1] : 66,
      q.book ? BOOKS.find((b) => b.osis === q.book)!.order : 66,
    ),
  ];
  const translation = q.translation ?? 'KJV';
  // the naive reading: every match of every selected translation's table, sorted here
  const ids =
    translation === 'all'
      ? (db.prepare('SELECT id FROM translations ORDER BY sort').pluck().all() as string[])
      : [translation];
  const rows = ids.flatMap((id) => {
    const fts = searchTableOf(id);
    return db
      .prepare(
        `SELECT v.translation, v.book, v.chapter, v.verse, v.kjv_chapter, v.kjv_verse, highlight(${fts}, 0, char(1), char(2)) AS marked
      FROM ${fts} JOIN verses v ON v.id = ${fts}.rowid
      WHERE ${fts} MATCH ? AND v.book BETWEEN ? AND ?`,
      )
      .all(compileQuery(q.q, mode), from, to);
  }) as {
    translation: string;
    book: number;
    chapter: number;
    verse: number;
    kjv_chapter: number;
    kjv_verse: number;
    marked: string;
  }[];
  // one translation in its own order; all of them verse by verse in the KJV's numbering, then translation order
  rows.sort(
    (a, b) =>
      a.book - b.book ||
      (translation === 'all'
        ? a.kjv_chapter - b.kjv_chapter ||
          a.kjv_verse - b.kjv_verse ||
          order.get(a.translation)! - order.get(b.translation)!
        : 0) ||
      a.chapter - b.chapter ||
      a.verse - b.verse,
  );
  const hits = rows.map((r) => ({
    osis: `${BOOKS[r.book - 1].osis}.${r.chapter}.${r.verse}`,
    translation: r.translation,
    ...unmark(r.marked),
  }));
  const byBook = new Map<string, number>();
  for (const r of rows) byBook.set(BOOKS[r.book - 1].osis, (byBook.get(BOOKS[r.book - 1].osis) ?? 0) + 1);
  return {
    total: hits.length,
    occurrences: hits.reduce((n, h) => n + h.highlights.length, 0),
    byBook: [...byBook].map(([book, count]) => ({ book, count })),
    results: hits.slice((page - 1) * pageSize, page * pageSize),
  };
}

async function ours(q: Record<string, string>, page: number, pageSize: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams({ ...q, page: String(page), pageSize: String(pageSize) })}`,
  });
  expect(res.statusCode).toBe(200);
  const { total, occurrences, byBook, results } = res.json();
  return { total, occurrences, byBook, results };
}

const QUERIES: Record<string, string>[] = [
  { q: 'the' },
  { q: 'the', translation: 'all' },
  { q: 'of', translation: 'WEB' },
  { q: 'and', translation: 'all', testament: 'NT' },
  { q: 'zerubbabel', translation: 'all' },
  { q: 'faith', group: 'pauline' },
  { q: 'amó', translation: 'RV1909' },
  { q: 'amo', translation: 'all' },
  { q: 'jesus', translation: 'all', book: 'John' },
  { q: 'LORD’s' },
  { q: 'selah', translation: 'all' },
  { q: 'xyzzy', translation: 'all' },
  { q: 'a', mode: 'prefix', translation: 'all' },
  { q: 'love*' },
  { q: 'the lord is my', mode: 'phrase', translation: 'all' },
  { q: 'of the', mode: 'phrase' },
  { q: 'faith hope', mode: 'all', translation: 'all' },
  { q: 'faith hope charity', mode: 'any' },
  { q: 'god love', mode: 'any', translation: 'all', group: 'gospels' },
  { q: '"son of man" heaven', translation: 'all' },
  { q: 'the the', mode: 'phrase' },
  { q: 'dios', translation: 'all', testament: 'OT' },
  { q: 'th*', translation: 'WEB', group: 'prophets' },
  { q: 'Á*', translation: 'RV1909' },
  { q: 'co', mode: 'prefix', translation: 'all', book: 'Rom' },
  { q: 'love', mode: 'prefix', translation: 'all' },
  { q: 'a* b*', mode: 'any' },
  // the Segond numbers the psalms' titles as verses: Psalm 51:3 LSG stands with 51:1 KJV
  { q: 'pitié', translation: 'all', book: 'Ps' },
  { q: 'dieu mercy', mode: 'any', translation: 'all', book: 'Ps' },
  { q: 'éternel', translation: 'LSG' },
];

describe('search pages equal the plain computation over every match', () => {
  it.each(QUERIES)('%j', async (q) => {
    const first = plain(q as never, 1, 50);
    const mine = await ours(q, 1, 50);
    expect(mine).toEqual(first);
    // pages around the middle and the end, and small pages that cross book boundaries
    const pages = new Set(
      [2, Math.ceil(first.total / 100), Math.ceil(first.total / 50), Math.ceil(first.total / 50) + 1].map(
        (p) => Math.max(1, p),
      ),
    );
    for (const page of pages)
      expect((await ours(q, page, 50)).results).toEqual(plain(q as never, page, 50).results);
    const size = 7;
    for (const page of [3, Math.ceil(first.total / size / 2), Math.ceil(first.total / size)].map((p) =>
      Math.max(1, p),
    )) {
      expect((await ours(q, page, size)).results).toEqual(plain(q as never, page, size).results);
    }
  });
});

describe("a plain ASCII word's term", () => {
  it('is what FTS5 makes of it, without asking FTS5', () => {
    const sql = db
      .prepare('SELECT sql FROM sqlite_master WHERE name = ?')
      .pluck()
      .get(searchTableOf('KJV')) as string;
    const tokenizer = new Tokenizer(sql);
    expect(tokenizer.plainAscii).toBe(true);
    const terms = db
      .prepare("SELECT DISTINCT term FROM term_counts WHERE term GLOB '[a-z0-9]*' AND term NOT LIKE '%*'")
      .pluck()
      .all() as string[];
    const words = [
      ...terms.filter((_, i) => i % 7 === 0),
      'LORD',
      'Jesus',
      'aBiMeLeCh',
      'h430',
      'G2316',
      '666',
    ];
    expect(words.length).toBeGreaterThan(1000);
    for (const word of words) expect(tokenizer.single(word), word).toBe(tokenizer.fromFts5(word));
  });
});
