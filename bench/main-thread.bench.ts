/**
 * The main thread's CPU time for one request (issue 41: no request over 0.1 s of it): the
 * heaviest request of each kind the API answers — whole-book interlinears and passages with their
 * Strong's words, a whole Bible's text in every encoding, texts checked at the length limit,
 * built-in studies, search pages, people, plans, morphology, commentary — each asked alone, once
 * cold (made on that request) and once again (from the caches).
 *
 * The app runs in this process (buildApp on data/scripture.db, a SQLite store in a temporary
 * folder, listening so that its start-up warming runs, then left to settle) and each request is
 * sent with Fastify's inject(), so the main thread is this process's. Two figures a request, from
 * /proc/self/task/<pid>/schedstat (the main thread's own CPU time in nanoseconds; the search
 * worker, zlib's thread pool and the garbage collector's helpers are other tasks): its total, and
 * the longest stretch of it without a turn of the event loop (a ticker reads the counter at every
 * turn) — what the request held every other request up by. The counter's third column, time spent
 * waiting for a CPU, is printed too: on a busy machine a request's wall time is mostly that.
 * `ONLY=interlinear` runs the requests whose label contains it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadContent } from '../src/server/content';
import { loadConfig } from '../src/server/env';
import { ScriptureRepo } from '../src/server/scripture/scripture.repo';
import { SqliteStore } from '../src/server/store/sqlite.store';
import { warmReferenceParsing } from '../src/shared/reference/parse';

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const BUDGET_MS = 100;

interface Ask {
  label: string;
  path: string;
  body?: unknown;
  encoding?: string;
}

const longText = () => {
  const verses = [
    'John 3:16 says For God so loved the world, that he gave his only begotten Son.',
    'Romans 8:28 And we know that all things work together for good to them that love God.',
    'Psalm 23:1 The LORD is my shepherd; I shall not want.',
    'Genesis 1:1 In the beginning God created the heaven and the earth.',
    'Philippians 4:13 I can do all things through Christ which strengtheneth me.',
  ];
  let text = '';
  for (let i = 0; text.length < 19_500; i++) text += `${verses[i % verses.length]} `;
  return text;
};

const ASKS: Ask[] = [
  { label: 'interlinear Gen 1-50 (1,533 verses), en glosses', path: '/api/interlinear?ref=Gen+1-50&lang=en' },
  { label: 'interlinear Gen 1-50, es glosses', path: '/api/interlinear?ref=Gen+1-50&lang=es' },
  { label: 'interlinear Jer 1-52 (1,364 verses)', path: '/api/interlinear?ref=Jer+1-52' },
  { label: 'interlinear Matt 1-Mark 16 (Greek)', path: '/api/interlinear?ref=Matt+1-Mark+16' },
  { label: 'passages Gen 1-50 with Strong’s words', path: '/api/passages?ref=Gen+1-50&strongs=1' },
  { label: 'passages Ps 1-110 with Strong’s words', path: '/api/passages?ref=Ps+1-110&strongs=1' },
  { label: 'passages Gen 1-50, LSG', path: '/api/passages?ref=Gen+1-50&translation=LSG' },
  {
    label: 'passages Gen 1-50 in KJV numbering, RV1909',
    path: '/api/passages?ref=Gen+1-50&translation=RV1909&scheme=kjv',
  },
  { label: 'whole Bible KJV, brotli', path: '/api/translations/KJV/text', encoding: 'br' },
  { label: 'whole Bible KJV, gzip', path: '/api/translations/KJV/text', encoding: 'gzip' },
  { label: 'whole Bible KJV, uncompressed', path: '/api/translations/KJV/text', encoding: 'identity' },
  { label: 'whole Bible WEB, gzip', path: '/api/translations/WEB/text', encoding: 'gzip' },
  { label: 'cross-references Gen 1-50', path: '/api/cross-references?ref=Gen+1-50' },
  { label: 'commentary Ps 119, Treasury of David', path: '/api/commentary?ref=Ps+119&work=tdavid' },
  { label: 'commentary Gen 1-50, MHCC', path: '/api/commentary?ref=Gen+1-50&work=mhcc' },
  {
    label: 'search the, all translations, page 20',
    path: '/api/search?q=the&translation=all&page=20&pageSize=50',
  },
  { label: 'search s*, all translations', path: '/api/search?q=s*&translation=all&pageSize=50' },
  { label: 'lexicon H3068 (YHWH)', path: '/api/lexicon/H3068' },
  {
    label: 'lexicon G3588 occurrences page 100',
    path: '/api/lexicon/G3588/occurrences?page=100&pageSize=50',
  },
  { label: 'morphology G3588 T-', path: '/api/morphology?strongs=G3588&morph=T-' },
  { label: 'people: David', path: '/api/people/david_994?lang=en' },
  { label: 'people: Jesus', path: '/api/people/jesus_905?lang=fr' },
  { label: 'people: Paul', path: '/api/people/paul_2479?lang=es' },
  { label: 'people search "a"', path: '/api/people?q=a&lang=en' },
  { label: 'reading plan: chronological', path: '/api/reading-plans/chronological?lang=en' },
  { label: 'reading plan: bible in a year', path: '/api/reading-plans/bible-year?lang=fr' },
  { label: 'topics q=faith', path: '/api/topics?q=faith&limit=50' },
  { label: 'lookup', path: '/api/lookup?q=Jean+3,16-18&lang=fr' },
  { label: 'verify 19,500 characters', path: '/api/verify', body: { text: longText() } },
  {
    label: 'study: David, biographical',
    path: '/api/studies',
    body: { characterId: 'david', methodId: 1, language: 'en', fresh: true },
  },
  {
    label: 'study: Paul, chronological',
    path: '/api/studies',
    body: { characterId: 'paul', methodId: 3, language: 'fr', fresh: true },
  },
  {
    label: 'study: Moses, verse mapping',
    path: '/api/studies',
    body: { characterId: 'moses', methodId: 8, language: 'es', fresh: true },
  },
  {
    label: 'study: topic Faith, word study',
    path: '/api/studies',
    body: { topicId: 1722, methodId: 9, language: 'en', fresh: true },
  },
  { label: 'page: /', path: '/' },
];

/** The main thread's CPU time and run-queue wait so far, in ms (Linux). */
function mainThread() {
  const [cpu, wait] = readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'utf8')
    .split(' ')
    .map(Number);
  return { cpu: cpu / 1e6, wait: wait / 1e6 };
}

/** Reads the counter at every turn of the event loop until stopped; the longest stretch between two reads. */
function ticker() {
  let last = mainThread().cpu;
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = mainThread().cpu;
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return () => {
    running = false;
    return Math.max(longest, mainThread().cpu - last);
  };
}

const config = loadConfig({
  LOG_LEVEL: 'silent',
  STATIC_DIR: process.env.STATIC_DIR ?? 'dist/client',
  TRUST_PROXY: '1',
  VERIFY_RATE_LIMIT: '100000',
  STUDY_RATE_LIMIT: '100000',
  STUDY_DRIVER: 'builtin',
});
loadContent();
const scripture = new ScriptureRepo(config.SCRIPTURE_DB);
const store = new SqliteStore(join(mkdtempSync(join(tmpdir(), 'bench-')), 'app.db'));
await store.migrate();
const app = await buildApp({ config, scripture, store });
warmReferenceParsing();
await app.listen({ port: 0, host: '127.0.0.1' }); // its warming starts on listening
// settled: under 2% of a core over half a second
for (let i = 0, before = mainThread().cpu; i < 120; i++) {
  await new Promise((r) => setTimeout(r, 500));
  const now = mainThread().cpu;
  if (now - before < 10) break;
  before = now;
}

const only = process.env.ONLY;
const rows: {
  label: string;
  path: string;
  cold: number;
  block: number;
  warm: number;
  wait: number;
  status: number;
  kb: number;
}[] = [];
for (const a of ASKS.filter((x) => !only || x.label.includes(only))) {
  const runs = [];
  for (let i = 0; i < 2; i++) {
    await new Promise((r) => setTimeout(r, 20));
    const before = mainThread();
    const stop = ticker();
    const res = await app.inject({
      method: a.body === undefined ? 'GET' : 'POST',
      url: a.path,
      headers: {
        'accept-encoding': a.encoding ?? 'gzip, deflate, br',
        'x-forwarded-for': `198.51.100.${i + 1}`,
      },
      ...(a.body === undefined ? {} : { payload: a.body as object }),
    });
    const block = stop();
    const after = mainThread();
    runs.push({ cpu: after.cpu - before.cpu, block, wait: after.wait - before.wait, res });
  }
  rows.push({
    label: a.label,
    path: a.path,
    cold: runs[0].cpu,
    block: runs[0].block,
    warm: runs[1].cpu,
    wait: runs[0].wait,
    status: runs[0].res.statusCode,
    kb: runs[0].res.rawPayload.length / 1024,
  });
}
await app.close();
await store.close();
scripture.close();

const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`main-thread CPU a request, ms (in process, Node ${process.version}, load average ${load})`);
console.log('   cold longest   again  waited  status      KB  request');
for (const r of rows)
  console.log(
    `${r.cold.toFixed(1).padStart(7)} ${r.block.toFixed(1).padStart(7)} ${r.warm.toFixed(1).padStart(7)} ${r.wait.toFixed(0).padStart(7)}     ${r.status}  ${r.kb.toFixed(0).padStart(6)}  ${r.label}${r.cold > BUDGET_MS ? '  ← over' : ''}`,
  );
// by route (the path without its query, an id as :id): its heaviest request in all (cold) and the
// longest stretch of any of its requests
const routeOf = (path: string) =>
  path.split('?')[0].replace(/\/(?:[a-z]+_\d+|[A-Z][A-Z0-9]+|[GH]\d+)(?=\/|$)/g, '/:id');
const routes = new Map<string, { label: string; cold: number; block: number }>();
for (const r of rows) {
  const seen = routes.get(routeOf(r.path));
  const block = Math.max(r.block, seen?.block ?? 0);
  routes.set(
    routeOf(r.path),
    !seen || r.cold > seen.cold ? { label: r.label, cold: r.cold, block } : { ...seen, block },
  );
}
console.log('\nby route: its heaviest request in all (cold), the longest stretch of any of its requests');
for (const [route, r] of [...routes].sort((x, y) => y[1].cold - x[1].cold))
  console.log(
    `${r.cold.toFixed(1).padStart(7)} ${r.block.toFixed(1).padStart(7)}  ${route.padEnd(34)} ${r.cold > BUDGET_MS ? 'OVER' : 'ok  '}  ${r.label}`,
  );
const worst = (key: 'cold' | 'block') => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
const total = worst('cold');
const stretch = worst('block');
console.log(
  `heaviest request: ${total.label}, ${total.cold.toFixed(1)} ms in all (budget ${BUDGET_MS} ms): ${verdict(total.cold <= BUDGET_MS)}`,
);
console.log(
  `longest stretch without a turn of the event loop: ${stretch.label}, ${stretch.block.toFixed(1)} ms (budget ${BUDGET_MS} ms): ${verdict(stretch.block <= BUDGET_MS)}`,
);
process.exit(0); // the search worker and the studies' warming hold no request: not waited for
