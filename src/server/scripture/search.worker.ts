/**
 * Worker thread for the searches no import-time statistic answers (phrases, several words,
 * longer prefixes): it counts them and reads their pages on its own read-only connection, so a
 * costly query never holds up the server's event loop.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { SearchIndex } from './search-index';
import type { PageAnswer, PageJob } from './search-pool';

const { path, extension, entryPoint } = workerData as { path: string; extension: string; entryPoint: string };
const db = new Database(path, { readonly: true, fileMustExist: true });
// SQLite's page cache is per connection and better-sqlite3's default is 16 MB. Here 4 MB, and the
// pages read for the verse tables are given back once they are built: under bench:search-load the
// worker's thread arena held 12 MB less (ADR 001, issue 26). The file's pages stay in the OS's cache.
db.pragma('cache_size = -4000');
(db.loadExtension as (path: string, entryPoint: string) => void)(extension, entryPoint);
const index = new SearchIndex(db);
db.pragma('shrink_memory');
parentPort!.postMessage({ ready: true }); // the pool's clock for a job starts now (search-pool.ts)

parentPort!.on('message', ({ id, job }: { id: number; job: PageJob }) => {
  try {
    const summary = job.summary ?? index.count(job.fts, job.selected, job.from, job.to);
    const results =
      job.offset < summary.total
        ? index.page(job.fts, job.selected, job.from, job.to, summary.counts, job.offset, job.size)
        : [];
    parentPort!.postMessage({ id, answer: { summary, results } satisfies PageAnswer });
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error).message });
  }
});
