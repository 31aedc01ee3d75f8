/**
 * One client's text checks at once, on PostgreSQL (issue 41): each counts in the client's rate
 * limit, one row. The row was locked across four round trips (BEGIN, lock, write, COMMIT), so
 * the checks waited on each other's round trips, and under load most waited past the statement
 * timeout: 89 % answered 503. Round trips are made slow here (PostgreSQL 25 ms away each way,
 * through src/test/freezable-proxy.ts), as a distant database or a busy server makes them; with
 * the row locked for one statement only, every check is answered and counted.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FreezableProxy } from '../../test/freezable-proxy';
import { schemaUrl } from '../../test/pg-schema';
import { scriptureDbPath } from '../../test/scripture-db';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { openStore } from '.';
import type { AppStore } from './store';

const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `contention_${process.pid}_${Date.now()}`;
const CHECKS = 60;
let proxy: FreezableProxy;
let store: AppStore;
let scripture: ScriptureRepo;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set: source scripts/postgres.sh first');
  const real = new URL(await schemaUrl(pgUrl, schema));
  proxy = await new FreezableProxy(real.hostname, Number(real.port || 5432)).start();
  real.hostname = '127.0.0.1';
  real.port = String(proxy.listenPort);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRIPTURE_DB: scriptureDbPath(),
    STATIC_DIR: '/nonexistent',
    DATABASE_URL: real.toString(), // the default timeouts (2 s) and pool (10 connections)
    VERIFY_RATE_LIMIT: '1000',
  });
  store = openStore(config);
  await store.migrate();
  scripture = new ScriptureRepo(config.SCRIPTURE_DB);
  app = await buildApp({ config, scripture, store });
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  scripture?.close();
  await proxy?.stop();
  if (!pgUrl) return;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

it(`answers and counts ${CHECKS} text checks a client sends at once, PostgreSQL 25 ms away`, async () => {
  const check = () =>
    app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { text: 'John 3:16 For God so loved the world' },
    });
  expect((await check()).statusCode).toBe(200); // the pool holds an open connection
  proxy.delay(25);
  const answers = await Promise.all(Array.from({ length: CHECKS }, check));
  const statuses: Record<number, number> = {};
  for (const res of answers) statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  expect(statuses).toEqual({ 200: CHECKS });
  proxy.delay(0);
  // all counted: the limit has 1000 − 1 − CHECKS left, and the next check takes one more
  const next = await store.hitRateLimit('verify:127.0.0.1', 1000, 3_600_000);
  expect(next.remaining).toBe(1000 - 1 - CHECKS - 1);
}, 60_000);
