/**
 * Worker thread for searches that no import-time statistic answers (phrases, several words,
 * prefixes): it reads the matching verse ids and sums occurrences() on its own read-only
 * connection, so a costly query never holds up the server's event loop.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { CountJob, CountResult } from './search-pool';

const { path, extension, entryPoint } = workerData as { path: string; extension: string; entryPoint: string };
const db = new Database(path, { readonly: true, fileMustExist: true });
(db.loadExtension as (path: string, entryPoint: string) => void)(extension, entryPoint);
// FTS5 reads a match list to its end whatever the rowid range: a LIMIT of the known count stops it
const ids = db.prepare('SELECT rowid FROM verses_fts WHERE verses_fts MATCH ? AND rowid BETWEEN ? AND ?').pluck();
const occurrences = db.prepare(`WITH m AS MATERIALIZED (
    SELECT occurrences(verses_fts) AS n FROM verses_fts WHERE verses_fts MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?
  ) SELECT coalesce(sum(n), 0) FROM m`).pluck();

parentPort!.on('message', ({ id, fts, runs }: CountJob & { id: number }) => {
  try {
    // one read of the ids across every run, then each run's count and occurrences
    const found = Int32Array.from(ids.all(fts, runs[0][0], runs[runs.length - 1][1]) as number[]);
    const perRun: CountResult['runs'] = [];
    let i = 0;
    for (const [lo, hi] of runs) {
      while (i < found.length && found[i] < lo) i++;
      const start = i;
      while (i < found.length && found[i] <= hi) i++;
      perRun.push({ verses: i - start, occurrences: i > start ? (occurrences.get(fts, lo, hi, i - start) as number) : 0 });
    }
    parentPort!.postMessage({ id, ids: found, runs: perRun } satisfies CountResult & { id: number }, [found.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error).message });
  }
});
