// Builds the word-search index (search-index.ts) in its own database file while the import writes
// everything else: one FTS5 table a translation over a copy of its verses, and term_counts.
// Messages: { id, rows: [verseId, book, text][] } for each translation as it is written, then
// { finish: true }; answers { done: true } or { error }. Plain JavaScript: a worker thread starts
// without the TypeScript loader the import runs under.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { termCounts } from './term-counts.mjs';

const { path, ftsOptions, maxId } = workerData;
const db = new Database(path);
db.pragma('journal_mode = OFF');
db.pragma('synchronous = OFF');
db.exec(`CREATE TABLE verses (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, text TEXT NOT NULL);
CREATE TABLE term_counts (term TEXT NOT NULL, translation TEXT NOT NULL, verses INTEGER NOT NULL,
  occurrences INTEGER NOT NULL, books TEXT NOT NULL, PRIMARY KEY (term, translation)) WITHOUT ROWID;`);
const insertVerse = db.prepare('INSERT INTO verses VALUES (?, ?, ?)');
const insertCount = db.prepare('INSERT INTO term_counts VALUES (?, ?, ?, ?, ?)');
const bookOf = new Uint8Array(maxId + 1);
const seen = Array.from({ length: 4 }, () => new Int32Array(maxId + 1));

parentPort.on('message', (message) => {
  try {
    if (message.finish) {
      db.close();
      parentPort.postMessage({ done: true });
      return;
    }
    const { id, table, rows } = message;
    db.exec('BEGIN');
    for (const [verseId, book, text] of rows) {
      insertVerse.run(verseId, book, text);
      bookOf[verseId] = book;
    }
    db.exec(`CREATE VIRTUAL TABLE ${table} USING fts5(${ftsOptions});
INSERT INTO ${table} (rowid, text) SELECT id, text FROM verses WHERE id BETWEEN ${rows[0][0]} AND ${rows[rows.length - 1][0]} ORDER BY id;
INSERT INTO ${table} (${table}) VALUES ('optimize');
CREATE VIRTUAL TABLE temp.verses_terms USING fts5vocab(main, ${table}, instance);`);
    const counts = termCounts(
      db.prepare('SELECT term, doc FROM temp.verses_terms').raw().iterate(),
      id,
      bookOf,
      seen,
    );
    db.exec('DROP TABLE temp.verses_terms');
    for (const row of counts) insertCount.run(row);
    db.exec('COMMIT');
  } catch (err) {
    parentPort.postMessage({ error: String(err?.stack ?? err) });
  }
});
