/**
 * GET /api/people/:id under load, against the built server (`npm run build` first), with wrk.
 * Budget (issue 25): p99 ≤ 10 ms, read as the wait of one reader: at 1 and 10 connections. At 50
 * connections the figure is the queue of a saturated server (Little's law: 50 ÷ requests/s),
 * printed for comparison with bench:passages on the same machine.
 * - every person once: all 3,069 people in the four languages, shuffled, so nearly every request
 *   misses the answer cache and reads the person's verses, events and places;
 * - popular: the 144 study characters' people in rotation, served from the cache after the first.
 * Also GET /api/people?q= on the first three letters of every name (search in memory).
 */
import Database from 'better-sqlite3';
import { UI_LANGUAGES } from '../src/shared/books';
import { startServer, verdict } from './lib/server';
import { requireWrk, wrk, wrkLine } from './lib/wrk';

requireWrk();

const db = new Database(process.env.SCRIPTURE_DB ?? 'data/scripture.db', { readonly: true });
const people = db.prepare('SELECT id, name FROM people').all() as { id: string; name: string }[];
db.close();
const shuffle = <T>(xs: T[]) => xs.sort(() => Math.random() - 0.5);
const everyone = shuffle(people.flatMap((p) => UI_LANGUAGES.map((l) => `/api/people/${p.id}?lang=${l}`)));
const ordered = [...people].sort((a, b) => (a.id < b.id ? -1 : 1));
const popular = ordered.slice(0, 144).map((p) => `/api/people/${p.id}?lang=en`);
const searches = shuffle(
  [...new Set(people.map((p) => p.name.slice(0, 3)))].map((q) => `/api/people?${new URLSearchParams({ q })}`),
);

const server = await startServer();
try {
  wrk(server.url, popular, 3); // warm up
  const half = everyone.length / 2;
  const cold1 = wrk(server.url, everyone.slice(0, half), 5, 1);
  const cold10 = wrk(server.url, everyone.slice(half), 5, 10);
  const cold50 = wrk(server.url, shuffle([...everyone]), 10);
  const hot = wrk(server.url, popular, 10);
  const search1 = wrk(server.url, searches, 5, 1);
  const search = wrk(server.url, searches, 10);
  console.log(`GET /api/people (wrk, 1 thread; server at LOG_LEVEL=warn; ${people.length} people)`);
  console.log(wrkLine('uncached persons, 1 connection', cold1));
  console.log(wrkLine('uncached persons, 10 connections', cold10));
  console.log(wrkLine('persons (4 languages), 50 conns', cold50));
  console.log(wrkLine('144 people in rotation, 50 conns', hot));
  console.log(wrkLine('search ?q= (3 letters), 1 conn', search1));
  console.log(wrkLine('search ?q= (3 letters), 50 conns', search));
  console.log(
    `  budget p99 ≤ 10 ms (1 and 10 connections): person ${verdict(cold1.p99 <= 10 && cold10.p99 <= 10)}, search ${verdict(search1.p99 <= 10)}`,
  );
  console.log(`  server RSS after the runs: ${server.rssMb().toFixed(0)} MB`);
} finally {
  await server.stop();
}
