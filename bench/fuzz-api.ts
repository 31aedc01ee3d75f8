/**
 * Fuzzes the JSON API and counts 5xx answers (the target is none). Starts the server from source
 * on FUZZ_PORT (default 3112), sends FUZZ_COUNT (10,000) requests built from hostile strings —
 * NUL and other control characters, lone surrogates, bad percent-encoding, huge and odd numbers,
 * FTS5 syntax, wrong JSON types, wrong content types, cross-site headers, random methods and
 * paths — then checks the server still answers /api/ready.
 *
 *   npx tsx bench/fuzz-api.ts                                # SQLite store (a temp file)
 *   DATABASE_URL=postgres://… npx tsx bench/fuzz-api.ts      # PostgreSQL (a schema of its own, dropped after)
 *
 * FUZZ_SEED makes a run repeatable (default 1). Exit status 1 when any answer was a 5xx, a
 * connection failed, or the server died.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { schemaUrl } from '../src/test/pg-schema';

const PORT = Number(process.env.FUZZ_PORT ?? 3112);
const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const CONCURRENCY = 4;
const base = `http://127.0.0.1:${PORT}`;

// a small deterministic PRNG (mulberry32), so a failing run can be repeated
let seed = Number(process.env.FUZZ_SEED ?? 1) >>> 0;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
const chance = (p: number) => random() < p;

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31m',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\ud800',
  'x\udfffy',
  '😀',
  '𝔊𝔢𝔫',
  'ℌ',
  '%',
  '%00',
  '%ZZ',
  '%C3%28',
  '..',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"',
  '""',
  '"unbalanced',
  '*',
  '**',
  'NEAR(a b)',
  'a AND OR',
  '^',
  '-',
  '(',
  ')',
  ':',
  '{',
  '[]',
  'null',
  'true',
  'John 3:16',
  'Jn 3:16-4:2',
  'Gen 1:1-999',
  'Rev 22:99',
  'Ps 119',
  'Obad 2',
  'Juan 3:16',
  'యోహాను 3:16',
  'Gen 1-50',
  'Gen-Rev',
  '1 1:1',
  'H1234',
  'G9999',
  'H0',
  'h99999999999',
  'G3588',
  'H430',
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '9'.repeat(30),
  'x'.repeat(201),
  'x'.repeat(5000),
  'שָׁלוֹם',
  'ἀγάπη',
  'faith',
  'love',
  'the',
  'lord',
  'KJV',
  'WEB',
  'RV1909',
  'all',
  'kjv',
  'word',
  'phrase',
  'prefix',
  'OT',
  'NT',
  'law',
  'gospels',
  'en',
  'es',
  'te',
  'de',
  'hebrew',
  'greek',
  '2026-02-30',
  '2026-11-23',
  '9999-99-99',
  '<script>alert(1)</script>',
  '${7*7}',
  '\\',
  '\\u0000',
  '\r\n',
];

function randomString(): string {
  switch (int(6)) {
    case 0:
      return Array.from({ length: 1 + int(40) }, () => String.fromCharCode(int(0x10000))).join(''); // any UTF-16 unit, surrogates included
    case 1:
      return Array.from({ length: 1 + int(12) }, () => String.fromCharCode(int(0x80))).join(''); // ASCII with control characters
    case 2:
      return pick(NASTY) + pick(NASTY);
    default:
      return pick(NASTY);
  }
}

function randomValue(depth = 0): unknown {
  switch (int(depth > 1 ? 6 : 8)) {
    case 0:
      return randomString();
    case 1:
      return pick([0, -1, 1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER]);
    case 2:
      return pick([true, false, null]);
    case 3:
      return pick(NASTY);
    case 4:
      return int(3000);
    case 5:
      return String(int(200));
    case 6:
      return Array.from({ length: int(4) }, () => randomValue(depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: int(4) }, () => [randomString(), randomValue(depth + 1)]),
      );
  }
}

/** Percent-encodes like a browser would, or leaves broken escapes in when encodeURIComponent refuses (lone surrogates). */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^\w%.-]/g, (c) =>
        c.length === 1 ? `%${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c,
      );
  }
}
const query = (params: Record<string, string[]>) =>
  Object.entries(params)
    .filter(() => chance(0.8))
    .map(([k, values]) => `${k}=${enc(chance(0.75) ? pick(values) : randomString())}`)
    .join('&');

const CONTACT = {
  name: 'Ruth',
  email: 'ruth@example.org',
  subject: 'A question',
  message: 'Where is Moab on the map?',
  language: 'en',
};
const STUDY = { characterId: 'david', methodId: 1, language: 'en' };

/** One fuzzed field changed in a valid body, or a random body altogether. */
function mutate(valid: Record<string, unknown>): unknown {
  if (chance(0.15)) return randomValue();
  const body: Record<string, unknown> = { ...valid };
  for (let i = 0, n = 1 + int(3); i < n; i++) {
    const key = chance(0.85)
      ? pick(Object.keys(valid))
      : pick(['website', 'topicId', 'fresh', '__proto__', 'constructor', randomString()]);
    body[key] = chance(0.5) ? `${String(valid[key] ?? '')}${randomString()}` : randomValue();
  }
  return body;
}

interface Req {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function request(): Req {
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${int(4)}.${int(250)}.${int(250)}` };
  if (chance(0.3))
    headers['accept-language'] = pick(['es', 'fr', 'te', 'de', '*', 'en-US,en;q=0.5', '', 'x'.repeat(300)]);
  const r = int(100);
  if (r < 12)
    return {
      method: 'GET',
      headers,
      path: `/api/passages?${query({ ref: ['John 3:16', 'Gen 1', 'Ps 119', 'Rev 22:21', 'Jude 1-4'], translation: ['KJV', 'WEB', 'RV1909', 'kjv'], strongs: ['0', '1'], lang: ['en', 'es', 'te'] })}`,
    };
  if (r < 20)
    return {
      method: 'GET',
      headers,
      path: `/api/references?${query({ q: ['John 3:16', 'Juan 3', 'gen 1:1-3'], lang: ['en', 'es', 'fr', 'te'] })}`,
    };
  if (r < 36) {
    return {
      method: 'GET',
      headers,
      path: `/api/search?${query({ q: ['faith', 'my shepherd', '"my shepherd"', 'lov', 'grace truth'], mode: ['word', 'phrase', 'all', 'any', 'prefix'], translation: ['KJV', 'all', 'WEB', 'RV1909'], testament: ['OT', 'NT'], book: ['John', 'Gen', 'Ps'], group: ['law', 'gospels'], page: ['1', '2', '100000'], pageSize: ['1', '50', '500'] })}`,
    };
  }
  if (r < 42)
    return {
      method: 'GET',
      headers,
      path: `/api/lexicon?${query({ q: ['love', 'H430', 'God', 'agape'], language: ['hebrew', 'greek'], translation: ['KJV', 'WEB'], limit: ['1', '50', '200'] })}`,
    };
  if (r < 50) {
    const strongs = enc(
      chance(0.5) ? pick(['H430', 'G2316', 'H1', 'G1', 'h0430', 'G9999', 'H8675']) : randomString(),
    );
    const occ = chance(0.5) ? '/occurrences' : '';
    return {
      method: 'GET',
      headers,
      path: `/api/lexicon/${strongs}${occ}?${query({ translation: ['KJV', 'WEB'], language: ['hebrew', 'greek'], page: ['1', '2', '99999'], pageSize: ['1', '50', '500'] })}`,
    };
  }
  if (r < 55)
    return {
      method: 'GET',
      headers,
      path: `/api/topics?${query({ q: ['love', 'faith', 'a'], limit: ['1', '50', '10000'], offset: ['0', '100', '99999999'], countOnly: ['0', '1'] })}`,
    };
  if (r < 58)
    return {
      method: 'GET',
      headers,
      path: `/api/verse-of-the-day?${query({ date: ['2026-11-23', '2024-02-29'], lang: ['en', 'es', 'fr', 'te'] })}`,
    };
  if (r < 62)
    return {
      method: 'GET',
      headers,
      path: `${pick(['/api/characters', '/api/study-methods'])}?${query({ lang: ['en', 'es', 'fr', 'te'], for: ['character', 'topic'] })}`,
    };
  if (r < 80 || r < 92) {
    const contact = r < 80;
    const valid = contact
      ? CONTACT
      : { ...STUDY, ...(chance(0.5) ? { characterId: undefined, topicId: 1 + int(5000) } : {}) };
    const body = chance(0.05)
      ? pick([
          '{"name":',
          '{',
          'null',
          '[]',
          '"x"',
          'x=1',
          '\u0000',
          '{"a":"\\ud800"}',
          '{"name":"a\\u0000b"}',
        ])
      : JSON.stringify(mutate(valid as Record<string, unknown>));
    const type = chance(0.9)
      ? 'application/json'
      : pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=latin1',
          'application/vnd.api+json',
          '',
        ]);
    if (type) headers['content-type'] = type;
    if (chance(0.1))
      headers['sec-fetch-site'] = pick(['cross-site', 'same-site', 'same-origin', 'none', 'garbage']);
    if (chance(0.1))
      headers.origin = pick(['https://evil.example', 'null', `http://127.0.0.1:${PORT}`, 'not a url']);
    if (!contact && chance(0.3)) headers.accept = 'text/event-stream';
    return { method: 'POST', headers, path: contact ? '/api/contact' : '/api/studies', body };
  }
  // random methods and paths
  const method = pick(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']);
  const path = pick([
    '/api/',
    '/api/health',
    '/api/ready',
    '/api/site',
    '/api/books',
    '/api/translations',
    '/assets/x.js.map',
    '/',
    '/study-guides/book/John/3',
    `/api/${enc(randomString())}`,
    `/${enc(randomString())}`,
  ]);
  return {
    method,
    headers: {
      ...headers,
      ...(method === 'POST' || method === 'PUT' ? { 'content-type': 'application/json' } : {}),
    },
    path,
    body: method === 'POST' || method === 'PUT' ? JSON.stringify(randomValue()) : undefined,
  };
}

async function waitForServer(exited: () => boolean) {
  for (let i = 0; i < 200 && !exited(); i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the server did not start on ${base}`);
}

async function main() {
  const pgUrl = process.env.DATABASE_URL;
  const schema = `fuzz_${process.pid}_${Date.now()}`;
  let databaseUrl: string | undefined;
  if (pgUrl) databaseUrl = await schemaUrl(pgUrl, schema);
  const stderr: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      STUDY_DRIVER: 'builtin',
      STATIC_DIR: 'dist/client',
      CONTACT_RATE_LIMIT: '20',
      STUDY_RATE_LIMIT: '20',
      STORE_PATH: join(mkdtempSync(join(tmpdir(), 'fuzz-')), 'app.db'),
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => stderr.push(String(d)));
  child.stderr.on('data', (d) => stderr.push(String(d)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const started = Date.now();
  try {
    await waitForServer(() => exited);
    const byClass = new Map<string, number>();
    const byStatus = new Map<number, number>();
    const fives: string[] = [];
    let failures = 0;
    let next = 0;
    const worker = async () => {
      while (next < COUNT) {
        next++;
        const r = request();
        try {
          const res = await fetch(`${base}${r.path}`, {
            method: r.method,
            headers: r.headers,
            body: r.body,
            signal: AbortSignal.timeout(30_000),
          });
          await res.arrayBuffer();
          byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
          const cls = `${Math.floor(res.status / 100)}xx`;
          byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
          if (res.status >= 500 && fives.length < 20)
            fives.push(
              `${res.status} ${r.method} ${r.path.slice(0, 200)} ${JSON.stringify(r.headers)} ${r.body?.slice(0, 200) ?? ''}`,
            );
        } catch (err) {
          failures++;
          if (fives.length < 20)
            fives.push(`FAILED ${(err as Error).message} ${r.method} ${r.path.slice(0, 200)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    const store = databaseUrl ? 'postgres' : 'sqlite';
    const five = byClass.get('5xx') ?? 0;
    console.log(
      `store ${store}: ${COUNT} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${process.env.FUZZ_SEED ?? 1})`,
    );
    console.log(
      `  by class: ${[...byClass]
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; connection failures ${failures}`,
    );
    console.log(
      `  by status: ${[...byStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([k, v]) => `${k}×${v}`)
        .join(' ')}`,
    );
    console.log(`  5xx: ${five}; /api/ready after the run: ${ready}; server alive: ${!exited}`);
    for (const f of fives) console.log(`  ! ${f}`);
    const errors = stderr
      .join('')
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l));
    if (errors.length)
      console.log(
        `  server error log lines: ${errors.length}\n${errors.slice(0, 5).join('\n').slice(0, 3000)}`,
      );
    process.exitCode = five || failures || exited || ready !== 200 ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (exited ? r(null) : child.once('exit', r)));
    if (pgUrl) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  }
}

await main();
