/**
 * The word-search index: one FTS5 table a translation (shared/search-tables.ts says why), and
 * term_counts, each word's (and each one- to three-letter prefix's) verses and occurrences per
 * book, read from the index's own vocabulary. Prefix indexes: a search for a* or ab* reads one
 * list instead of merging every word it starts.
 *
 * Built on the import's second core: each translation's verses go to a worker
 * (search-index.worker.mjs) as soon as they are written, and it indexes them in its own database
 * file while the import writes the next Bible, the people, the commentaries; at the end its tables
 * are copied in as they are. An FTS5 index is its shadow tables (_data, _idx, _docsize, _config),
 * keyed by the same verse ids, so the copy is the index. The counts are made in one pass over the
 * vocabulary (term-counts.mjs): 1–2 s a translation, against 4.6 s for the same rows in SQL.
 */
import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { searchTableOf } from '../shared/search-tables';

const FTS_OPTIONS = `text, content='verses', content_rowid='id', tokenize="unicode61 remove_diacritics 2", prefix='1 2 3'`;
const SHADOW_TABLES = ['data', 'idx', 'docsize', 'config'];

export interface SearchIndexBuilder {
  /** a translation's verses, as written: [verse id, book, text], in id order */
  add(id: string, rows: [number, number, string][]): void;
  /** waits for the worker and copies its tables into `db` */
  finish(db: Database.Database): Promise<void>;
  /** stops the worker and removes its file (after a failed import) */
  abort(): void;
}

/** `maxVerses`: an upper bound of the verse ids to come. */
export function startSearchIndex(maxVerses: number): SearchIndexBuilder {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  const path = join(dir, 'index.db');
  const worker = new Worker(new URL('./search-index.worker.mjs', import.meta.url), {
    workerData: { path, ftsOptions: FTS_OPTIONS, maxId: maxVerses },
  });
  const ids: string[] = [];
  let failure: Error | null = null;
  const settled = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { done?: boolean; error?: string }) => {
      if (m.error) failure ??= new Error(`search index: ${m.error}`);
      if (!m.done) return;
      if (failure) reject(failure);
      else resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index worker stopped (${code})`)));
  });
  settled.catch(() => {}); // awaited in finish(); a failure before then must not go unhandled
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  return {
    add(id, rows) {
      if (!rows.length) return;
      if (rows[rows.length - 1]![0] > maxVerses) throw new Error(`verse ids beyond ${maxVerses}`);
      ids.push(id);
      worker.postMessage({ id, table: searchTableOf(id), rows });
    },
    async finish(db) {
      worker.postMessage({ finish: true });
      try {
        await settled;
        db.prepare('ATTACH DATABASE ? AS built').run(path);
        // SQLite's defensive mode (better-sqlite3's default) keeps shadow tables read-only
        db.unsafeMode(true);
        try {
          for (const id of ids) {
            const table = searchTableOf(id);
            db.exec(`CREATE VIRTUAL TABLE ${table} USING fts5(${FTS_OPTIONS})`);
            for (const s of SHADOW_TABLES)
              db.exec(
                `DELETE FROM ${table}_${s}; INSERT INTO ${table}_${s} SELECT * FROM built.${table}_${s};`,
              );
          }
        } finally {
          db.unsafeMode(false);
        }
        db.exec('INSERT INTO term_counts SELECT * FROM built.term_counts; DETACH DATABASE built;');
      } finally {
        await worker.terminate();
        cleanup();
      }
    },
    abort() {
      void worker.terminate().finally(cleanup);
    },
  };
}
