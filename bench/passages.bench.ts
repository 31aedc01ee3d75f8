/**
 * GET /api/passages under load, against the built server (`npm run build` first), with wrk
 * (Debian package `wrk`; C, so the load generator leaves the server most of the machine).
 * Budget: p99 under 10 ms at 50 concurrent connections.
 * - popular: 30 passages (chapters, ranges, single verses; en/es/fr/te references) in rotation,
 *   served from the passage cache after their first request;
 * - every verse once: all 31,102 KJV verses in shuffled order, so nearly every request misses
 *   the cache and is parsed, queried and encoded.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BOOKS } from '../src/shared/books';
import { startServer, verdict } from './lib/server';

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (err) {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('wrk is not installed: apt-get install -y wrk');
    process.exit(1);
  }
}

const REFS = ['John 3:16-18', 'Gen 1', 'Rom 8:28-30', 'Juan 3:16', 'Jean 3:16', 'Ps 23', 'Jn 1:1-14', 'యోహాను 3:16', '1 Cor 13', 'Matt 5:3-12'];
const path = (ref: string, translation: string) => `/api/passages?${new URLSearchParams({ ref, translation })}`;
const popular = REFS.flatMap((ref) => ['KJV', 'WEB', 'RV1909'].map((t) => path(ref, t)));
const db = new Database(process.env.SCRIPTURE_DB ?? 'data/scripture.db', { readonly: true });
const everyVerse = (db.prepare("SELECT book, chapter, verse FROM verses WHERE translation = 'KJV'").all() as { book: number; chapter: number; verse: number }[])
  .map((v) => path(`${BOOKS[v.book - 1].names.en} ${v.chapter}:${v.verse}`, 'KJV'))
  .sort(() => Math.random() - 0.5);
db.close();

const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
function wrk(url: string, paths: string[], seconds: number, connections = 50) {
  const file = join(dir, `paths-${paths.length}.txt`);
  writeFileSync(file, paths.join('\n'));
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', 'bench/lib/rotate.lua', url], { env: { ...process.env, WRK_PATHS: file }, encoding: 'utf8' });
  const ms = (label: string) => {
    const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out)!;
    return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  };
  return { p50: ms('50%'), p99: ms('99%'), rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)![1]), non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0), errors: /Socket errors/.test(out) };
}

const server = await startServer();
try {
  wrk(server.url, popular, 3); // warm up: JIT and the popular passages' cache entries
  const hot = wrk(server.url, popular, 10);
  const one = wrk(server.url, popular, 5, 1);
  const cold = wrk(server.url, everyVerse, 10);
  const line = (name: string, r: ReturnType<typeof wrk>) =>
    `  ${name.padEnd(34)} p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${Math.round(r.rps)} req/s${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx${r.errors ? ', socket errors' : ''}` : ''}`;
  console.log('GET /api/passages (wrk, 1 thread; server at LOG_LEVEL=warn)');
  console.log(line('popular, 1 connection', one));
  console.log(line('popular, 50 connections', hot));
  console.log(line('every KJV verse once, 50 conns', cold));
  console.log(`  budget p99 < 10 ms at 50 connections: popular ${verdict(hot.p99 < 10)}, uncached ${verdict(cold.p99 < 10)}`);
  console.log(`  server RSS after the runs: ${server.rssMb().toFixed(0)} MB`);
} finally {
  await server.stop();
}
