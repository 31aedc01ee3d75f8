/**
 * GET /api/passages under load, against the built server (`npm run build` first), with wrk
 * (Debian package `wrk`; C, so the load generator leaves the server most of the machine).
 * Budget: p99 under 10 ms at 50 concurrent connections.
 * - popular: 30 passages (chapters, ranges, single verses; en/es/fr/te references) in rotation,
 *   served from the passage cache after their first request;
 * - every verse once: all 31,102 KJV verses in shuffled order, so nearly every request misses
 *   the cache and is parsed, queried and encoded.
 */
import Database from 'better-sqlite3';
import { BOOKS } from '../src/shared/books';
import { startServer, verdict } from './lib/server';
import { requireWrk, wrk, wrkLine } from './lib/wrk';

requireWrk();

const REFS = [
  'John 3:16-18',
  'Gen 1',
  'Rom 8:28-30',
  'Juan 3:16',
  'Jean 3:16',
  'Ps 23',
  'Jn 1:1-14',
  'యోహాను 3:16',
  '1 Cor 13',
  'Matt 5:3-12',
];
const path = (ref: string, translation: string) =>
  `/api/passages?${new URLSearchParams({ ref, translation })}`;
const popular = REFS.flatMap((ref) => ['KJV', 'WEB', 'RV1909'].map((t) => path(ref, t)));
const db = new Database(process.env.SCRIPTURE_DB ?? 'data/scripture.db', { readonly: true });
const everyVerse = (
  db.prepare("SELECT book, chapter, verse FROM verses WHERE translation = 'KJV'").all() as {
    book: number;
    chapter: number;
    verse: number;
  }[]
)
  .map((v) => path(`${BOOKS[v.book - 1].names.en} ${v.chapter}:${v.verse}`, 'KJV'))
  .sort(() => Math.random() - 0.5);
db.close();

const server = await startServer();
try {
  wrk(server.url, popular, 3); // warm up: JIT and the popular passages' cache entries
  const hot = wrk(server.url, popular, 10);
  const one = wrk(server.url, popular, 5, 1);
  const cold = wrk(server.url, everyVerse, 10);
  const line = wrkLine;
  console.log('GET /api/passages (wrk, 1 thread; server at LOG_LEVEL=warn)');
  console.log(line('popular, 1 connection', one));
  console.log(line('popular, 50 connections', hot));
  console.log(line('every KJV verse once, 50 conns', cold));
  console.log(
    `  budget p99 < 10 ms at 50 connections: popular ${verdict(hot.p99 < 10)}, uncached ${verdict(cold.p99 < 10)}`,
  );
  console.log(`  server RSS after the runs: ${server.rssMb().toFixed(0)} MB`);
} finally {
  await server.stop();
}
