/**
 * A PostgreSQL that stops answering (its process SIGSTOPped, a network partition): the requests
 * that need the store must fail within about 2 s with a 503 `unavailable`, not wait for it, and
 * the store must work again once PostgreSQL does. The server is frozen through a proxy that holds
 * every byte (src/test/freezable-proxy.ts), which behaves like SIGSTOP without stopping the
 * cluster other tests share.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors';
import { FreezableProxy } from '../../test/freezable-proxy';
import { schemaUrl } from '../../test/pg-schema';
import { scriptureDbPath } from '../../test/scripture-db';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { openStore } from '.';
import type { AppStore } from './store';

const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `frozen_${process.pid}_${Date.now()}`;
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
    DATABASE_URL: real.toString(), // the timeouts are the defaults an operator gets
  });
  store = openStore(config);
  await store.migrate();
  scripture = new ScriptureRepo(config.SCRIPTURE_DB);
  app = await buildApp({ config, scripture, store });
});

afterAll(async () => {
  proxy?.thaw();
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

const contact = () =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'accept-language': 'fr' },
    payload: { name: 'Ruth', email: 'ruth@example.org', subject: 'Hi', message: 'Where is Moab?' },
  });

it('answers 503 unavailable within about 2 s while PostgreSQL is frozen, and serves again once it thaws', async () => {
  expect((await contact()).statusCode).toBe(201); // the pool holds an open connection
  proxy.freeze();
  const started = Date.now();
  const timed = async (p: Promise<Awaited<ReturnType<typeof contact>>>) => {
    const res = await p;
    return { res, ms: Date.now() - started };
  };
  // more requests than the pool has connections: the open ones and new ones both hang
  const answers = await Promise.all([
    ...Array.from({ length: 12 }, () => timed(contact())),
    timed(app.inject('/api/studies/AAAAAAAAAAAAAAAA')),
  ]);
  for (const { res, ms } of answers) {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ error: { id: 'unavailable', message: expect.any(String) } });
    expect(res.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(3_500);
  }
  expect(answers[0].res.json().error.message).toBe(ERROR_MESSAGES.unavailable.fr);
  expect((await app.inject('/api/ready')).statusCode).toBe(503);
  expect((await app.inject('/api/health')).statusCode).toBe(200);

  proxy.thaw();
  expect((await contact()).statusCode).toBe(201);
  expect((await app.inject('/api/ready')).statusCode).toBe(200);
}, 20_000);
