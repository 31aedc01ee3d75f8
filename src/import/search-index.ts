/**
 * The word-search index: one FTS5 table a translation (shared/search-tables.ts says why), and
 * term_counts, each word's (and each one- to three-letter prefix's) verses and occurrences per
 * book, read from the index's own vocabulary. Prefix indexes: a search for a* or ab* reads one
 * list instead of merging every word it starts.
 *
 * The counts are made in one pass over the vocabulary's instances (fts5vocab, in term order):
 * a word's instances are consecutive, and so are those of every word sharing a prefix, so each
 * word and each prefix is one running group; a verse is counted once a group by a stamp per verse.
 * (The same counts in SQL, GROUP BY over the instances joined to the verses, took 4.6 s a
 * translation against about 1 here: with twelve Bibles, most of the import's budget.)
 */
import type Database from 'better-sqlite3';
import { searchTableOf } from '../shared/search-tables';

/** books are numbered 1–66 */
const BOOK_SLOTS = 67;

interface Group {
  key: string | null;
  stamp: number;
  verses: Uint32Array;
  occurrences: Uint32Array;
}

type CountRow = [term: string, translation: string, verses: number, occurrences: number, books: string];

export function writeSearchIndex(db: Database.Database, translationIds: string[]): void {
  const insert = db.prepare('INSERT INTO term_counts VALUES (?, ?, ?, ?, ?)');
  const maxId = (db.prepare('SELECT max(id) FROM verses').pluck().get() as number | null) ?? 0;
  const bookOf = new Uint8Array(maxId + 1);
  for (const [id, book] of db.prepare('SELECT id, book FROM verses').raw().iterate() as Iterable<
    [number, number]
  >)
    bookOf[id] = book;
  // per level (the word itself, its first 1, 2 and 3 letters): the group that last counted each verse
  const seen = Array.from({ length: 4 }, () => new Int32Array(maxId + 1));
  for (const id of translationIds) {
    const fts = searchTableOf(id);
    db.exec(`
CREATE VIRTUAL TABLE ${fts} USING fts5(text, content='verses', content_rowid='id', tokenize="unicode61 remove_diacritics 2", prefix='1 2 3');
INSERT INTO ${fts} (rowid, text) SELECT id, text FROM verses WHERE translation = '${id}' ORDER BY id;
INSERT INTO ${fts} (${fts}) VALUES ('optimize');
CREATE VIRTUAL TABLE temp.verses_terms USING fts5vocab(main, ${fts}, instance);`);
    const rows = termCounts(db, id, bookOf, seen);
    db.exec('DROP TABLE temp.verses_terms');
    for (const row of rows) insert.run(row);
  }
}

export function termCounts(
  db: Database.Database,
  id: string,
  bookOf: Uint8Array,
  seen: Int32Array[],
): CountRow[] {
  const rows: CountRow[] = [];
  const groups: Group[] = seen.map(() => ({
    key: null,
    stamp: 0,
    verses: new Uint32Array(BOOK_SLOTS),
    occurrences: new Uint32Array(BOOK_SLOTS),
  }));
  seen.forEach((s) => s.fill(0));
  const flush = (g: Group) => {
    if (g.key === null) return;
    const books: number[] = [];
    let verses = 0;
    let occurrences = 0;
    for (let b = 1; b < BOOK_SLOTS; b++)
      if (g.occurrences[b]) {
        books.push(b, g.verses[b], g.occurrences[b]);
        verses += g.verses[b];
        occurrences += g.occurrences[b];
      }
    rows.push([g.key, id, verses, occurrences, `[${books.join(',')}]`]);
    g.verses.fill(0);
    g.occurrences.fill(0);
  };
  let previous = '';
  for (const [term, doc] of db.prepare('SELECT term, doc FROM temp.verses_terms').raw().iterate() as Iterable<
    [string, number]
  >) {
    if (term < previous)
      throw new Error(`the ${id} index's vocabulary is not in term order (${term} after ${previous})`);
    previous = term;
    const book = bookOf[doc];
    for (let n = 0; n < 4; n++) {
      if (n > 0 && term.length < n) break;
      const key = n === 0 ? term : `${term.slice(0, n)}*`;
      const g = groups[n];
      if (key !== g.key) {
        flush(g);
        g.key = key;
        g.stamp++;
      }
      g.occurrences[book]++;
      if (seen[n][doc] !== g.stamp) {
        seen[n][doc] = g.stamp;
        g.verses[book]++;
      }
    }
  }
  groups.forEach(flush);
  return rows;
}
