/**
 * The store contract, run against both drivers: SQLite (a temp file) and a real PostgreSQL
 * server (TEST_DATABASE_URL, which `npm test` starts and sets). Each PostgreSQL run works in a
 * schema of its own, dropped afterwards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { schemaUrl } from '../../test/pg-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from './postgres.store';
import { SqliteStore } from './sqlite.store';
import { UnstorableTextError, slideWindow, type AppStore } from './store';

const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `test_${process.pid}_${Date.now()}`;

const drivers: { name: string; open: () => Promise<AppStore>; cleanup: () => Promise<void> }[] = [
  {
    name: 'sqlite',
    open: async () => new SqliteStore(join(mkdtempSync(join(tmpdir(), 'store-')), 'app.db')),
    cleanup: async () => {},
  },
  {
    name: 'postgres',
    open: async () => {
      if (!pgUrl)
        throw new Error(
          'TEST_DATABASE_URL is not set: run the suite with `npm test`, which starts PostgreSQL',
        );
      return new PostgresStore(await schemaUrl(pgUrl, schema));
    },
    cleanup: async () => {
      if (!pgUrl) return;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  },
];

describe.each(drivers)('$name store', ({ name, open, cleanup }) => {
  let store: AppStore;
  beforeAll(async () => {
    store = await open();
    await store.migrate();
  });
  afterAll(async () => {
    await store?.close();
    await cleanup();
  });

  it('reports its driver and answers a ping', async () => {
    expect(store.driver).toBe(name);
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('migrates idempotently', async () => {
    await store.migrate();
    await store.migrate();
  });

  it('stores contact messages and lists them newest first, Unicode intact', async () => {
    const base = { email: 'a@example.org', subject: 'Hello', language: 'te', client: '127.0.0.1' };
    const first = await store.addContactMessage(
      { ...base, name: 'రాము', message: 'బైబిల్ అధ్యయనం ✝' },
      new Date(1_000),
    );
    const second = await store.addContactMessage(
      { ...base, name: 'Ann', message: 'Second' },
      new Date(2_000),
    );
    expect(second.id).toBeGreaterThan(first.id);
    const list = await store.listContactMessages();
    expect(list.map((m) => m.name)).toEqual(['Ann', 'రాము']);
    expect(list[1]).toMatchObject({ message: 'బైబిల్ అధ్యయనం ✝', createdAt: new Date(1_000), language: 'te' });
    expect(await store.listContactMessages({ limit: 1, offset: 1 })).toHaveLength(1);
  });

  it.each([
    ['NUL in a name', { name: 'a\u0000b' }],
    ['NUL in a message', { message: 'hello\u0000world' }],
    ['a bell in a subject', { subject: 'ring \u0007' }],
    ['a C1 control in a message', { message: 'next\u0085line' }],
    ['a lone surrogate', { name: 'half \ud800' }],
  ])('refuses %s, the same way on both drivers, and keeps nothing', async (_label, bad) => {
    const before = (await store.listContactMessages({ limit: 1000 })).length;
    const msg = {
      name: 'Ann',
      email: 'a@example.org',
      subject: 'Hello',
      message: 'A message',
      language: 'en',
      client: '127.0.0.1',
      ...bad,
    };
    await expect(store.addContactMessage(msg)).rejects.toBeInstanceOf(UnstorableTextError);
    expect((await store.listContactMessages({ limit: 1000 })).length).toBe(before);
  });

  it('keeps tabs, line breaks and astral characters in a message exactly', async () => {
    const message = 'line one\r\n\tline two 😀 𝔊';
    const saved = await store.addContactMessage({
      name: 'Tab',
      email: 'a@example.org',
      subject: 'Hi',
      message,
      language: 'en',
      client: '::1',
    });
    const [back] = (await store.listContactMessages({ limit: 100 })).filter((m) => m.id === saved.id);
    expect(back.message).toBe(message);
  });

  it('caches studies by key and replaces them on refresh', async () => {
    expect(await store.getStudy('david|1|en')).toBeNull();
    await store.putStudy('david|1|en', '{"text":"one"}', new Date(5_000));
    expect(await store.getStudy('david|1|en')).toEqual({
      key: 'david|1|en',
      payload: '{"text":"one"}',
      createdAt: new Date(5_000),
    });
    await store.putStudy('david|1|en', '{"text":"two"}', new Date(6_000));
    expect((await store.getStudy('david|1|en'))?.payload).toBe('{"text":"two"}');
  });

  it('keeps a verified study (issue 15) byte for byte: quotations, curly and French quotes, Telugu, true texts', async () => {
    const study = {
      text: '- “Neither do I condemn thee” (John 8:11)\n- «Porque de tal manera» (Juan 3,16)\n- యోహా 3:16',
      verification: {
        translations: ['KJV', 'WEB'],
        references: { total: 3, valid: 3, invalid: 0 },
        counts: { exact: 1, close: 0, misquoted: 1, unattributed: 0 },
        quotations: [
          {
            start: 2,
            end: 29,
            quote: 'Neither do I condemn thee',
            osis: 'John.8.11',
            status: 'exact',
            translation: 'KJV',
            expected: null,
            distance: 0,
          },
          {
            start: 44,
            end: 67,
            quote: 'Porque de tal manera',
            osis: 'John.3.16',
            status: 'misquoted',
            translation: 'RV1909',
            expected: 'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito',
            distance: 9,
          },
        ],
        hints: [{ start: 80, end: 89, osis: 'John.3.16', person: 'పేతురు' }],
      },
      repair: { misquotedBefore: 2, misquotedAfter: 1, adopted: true },
    };
    const payload = JSON.stringify(study);
    await store.putStudy('verified|1|te', payload, new Date(7_000));
    const back = await store.getStudy('verified|1|te');
    expect(back?.payload).toBe(payload);
    expect(JSON.parse(back!.payload)).toEqual(study);
  });

  it('keeps a study under its id for good: the first kept stays, Telugu and quotes intact', async () => {
    const id = 'Ab_-0123456789cd';
    expect(await store.getKeptStudy(id)).toBeNull();
    const payload = JSON.stringify({ text: '# రూతు\n- “Whither thou goest” (Ruth 1:16)', id });
    await store.keepStudy(id, payload, new Date(8_000));
    // the same id again (a repeat, another instance) changes nothing: the link shows what it showed
    await store.keepStudy(id, '{"text":"other"}', new Date(9_000));
    expect(await store.getKeptStudy(id)).toEqual({ id, payload, createdAt: new Date(8_000) });
    // ids are exact: no case folding, no prefix match
    expect(await store.getKeptStudy(id.toUpperCase())).toBeNull();
    expect(await store.getKeptStudy(id.slice(0, 15))).toBeNull();
  });

  it('keeps studies apart from the cache: replacing a cached study leaves the kept one', async () => {
    await store.putStudy('ruth|6|es', '{"text":"uno"}', new Date(1_000));
    await store.keepStudy('KeptApart0000000', '{"text":"uno"}', new Date(1_000));
    await store.putStudy('ruth|6|es', '{"text":"dos"}', new Date(2_000));
    expect((await store.getKeptStudy('KeptApart0000000'))?.payload).toBe('{"text":"uno"}');
  });

  it('limits requests per bucket in a sliding window, with the seconds until one more is allowed', async () => {
    const at = (ms: number) => new Date(60_000 * 100 + ms);
    const hits = [];
    for (let i = 0; i < 3; i++)
      hits.push(await store.hitRateLimit('contact:1.2.3.4', 3, 60_000, at(15_000 + i * 5_000)));
    hits.push(await store.hitRateLimit('contact:1.2.3.4', 3, 60_000, at(30_000)));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false]);
    expect(hits.map((h) => h.remaining)).toEqual([2, 1, 0, 0]);
    expect(hits[3].retryAfterSeconds).toBe(46); // the first hit's slot (15–16 s) leaves the window at 76 s
    // another client is counted apart
    expect((await store.hitRateLimit('contact:5.6.7.8', 3, 60_000, at(15_000))).allowed).toBe(true);
    // one request more once the oldest hit's slot is a window old; refused hits were not recorded
    expect(await store.hitRateLimit('contact:1.2.3.4', 3, 60_000, at(75_999))).toMatchObject({
      allowed: false,
    });
    expect(await store.hitRateLimit('contact:1.2.3.4', 3, 60_000, at(76_000))).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(await store.hitRateLimit('contact:1.2.3.4', 3, 60_000, at(76_001))).toMatchObject({
      allowed: false,
    });
  });

  it('never allows more than the limit in any window, across a clock-window boundary', async () => {
    const hour = 3_600_000;
    const boundary = hour * 500_000; // a whole clock hour
    const results = [];
    for (const t of [
      boundary - 2_000,
      boundary - 1_000,
      boundary - 500,
      boundary + 500,
      boundary + 1_000,
      boundary + 2_000,
    ]) {
      results.push((await store.hitRateLimit('boundary', 3, hour, new Date(t))).allowed);
    }
    // a fixed clock-hour window allowed 3 before the hour and 3 more just after it
    expect(results).toEqual([true, true, true, false, false, false]);
    // one hour on, the slot of the hits before it has left the window
    expect((await store.hitRateLimit('boundary', 3, hour, new Date(boundary + hour))).allowed).toBe(true);
  });

  it('counts hits stamped by a clock ahead of this one (instances whose clocks differ share one limit)', async () => {
    const now = 60_000 * 300;
    expect((await store.hitRateLimit('skew', 2, 60_000, new Date(now + 2_000))).allowed).toBe(true); // instance A, 2 s ahead
    expect((await store.hitRateLimit('skew', 2, 60_000, new Date(now + 2_500))).allowed).toBe(true);
    expect((await store.hitRateLimit('skew', 2, 60_000, new Date(now))).allowed).toBe(false); // instance B
  });

  it('counts concurrent hits exactly once each', async () => {
    const now = new Date(60_000 * 200);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => store.hitRateLimit('burst', 20, 60_000, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });

  it('decides every hit as slideWindow does (PostgreSQL: in rate_hit, one statement)', async () => {
    // a fixed pseudo-random run: limits, windows (an hour, a minute, 7 s: slots of 1 ms upwards),
    // times moving forward by varied steps, now and then back (another instance's clock)
    let seed = 41;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const records = new Map<string, string>();
    const differences: string[] = [];
    let t = 1_700_000_000_000;
    for (let i = 0; i < 300; i++) {
      const [limit, windowMs] = [
        [3, 3_600_000],
        [5, 60_000],
        [2, 7_000],
        [40, 60],
      ][next(4)];
      const bucket = `same-rule-${limit}-${windowMs}-${next(2)}`;
      t += next(5) === 0 ? -next(3_000) : next(windowMs / 4);
      const expected = slideWindow(records.get(bucket) ?? '', limit, windowMs, t);
      records.set(bucket, expected.hits);
      const got = await store.hitRateLimit(bucket, limit, windowMs, new Date(t));
      if (JSON.stringify(got) !== JSON.stringify(expected.result))
        differences.push(
          `${i} ${bucket} at ${t}: ${JSON.stringify(got)}, expected ${JSON.stringify(expected.result)}`,
        );
    }
    expect(differences).toEqual([]);
  });

  it('prunes windows that ended', async () => {
    await store.hitRateLimit('old', 5, 1_000, new Date(1_000));
    expect(await store.pruneRateLimits(new Date(60_000 * 50))).toBeGreaterThanOrEqual(1);
    expect((await store.hitRateLimit('old', 5, 1_000, new Date(1_000))).remaining).toBe(4);
  });
});
