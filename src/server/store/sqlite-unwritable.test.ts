/**
 * A SQLite store that cannot be written (the disk full, the file or its folder read-only): writes
 * answer 503 `unavailable`, not 500; readiness says why; and once writing works again, nothing
 * written before is lost and writes succeed. Tests run as root, whom chmod does not stop, so the
 * store's own connection is limited instead: `max_page_count` makes SQLite answer SQLITE_FULL
 * exactly as a full disk does, `query_only` SQLITE_READONLY as a read-only file does.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors';
import { scriptureDbPath } from '../../test/scripture-db';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { SqliteStore } from './sqlite.store';

/** The store, with a hand on its connection's limits. */
class LimitedStore extends SqliteStore {
  fill() {
    this.db.pragma(`max_page_count = ${Number(this.db.pragma('page_count', { simple: true }))}`);
  }
  makeRoom() {
    this.db.pragma('max_page_count = 1073741823');
  }
  readOnly(on: boolean) {
    this.db.pragma(`query_only = ${on ? 'ON' : 'OFF'}`);
  }
}

let store: LimitedStore;
let scripture: ScriptureRepo;
let app: Awaited<ReturnType<typeof buildApp>>;
let n = 0;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRIPTURE_DB: scriptureDbPath(),
    STATIC_DIR: '/nonexistent',
    CONTACT_RATE_LIMIT: '1000',
  });
  store = new LimitedStore(join(mkdtempSync(join(tmpdir(), 'store-')), 'app.db'));
  await store.migrate();
  scripture = new ScriptureRepo(config.SCRIPTURE_DB);
  app = await buildApp({ config, scripture, store });
});
afterAll(async () => {
  await app.close();
  await store.close();
  scripture.close();
});

const contact = () =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'accept-language': 'te' },
    payload: {
      name: 'Ruth',
      email: 'ruth@example.org',
      subject: `Message ${++n}`,
      message: `Where is Moab? ${'The fields of Moab. '.repeat(200)}`,
    },
  });

async function expectUnavailable(code: RegExp) {
  // the first write that needs a new page fails; every answer on the way is a 201 or a 503, never a 500
  let refused = null;
  for (let i = 0; i < 50 && !refused; i++) {
    const res = await contact();
    expect([201, 503], res.body).toContain(res.statusCode);
    if (res.statusCode === 503) refused = res;
  }
  expect(refused?.json()).toEqual({ error: { id: 'unavailable', message: ERROR_MESSAGES.unavailable.te } });
  expect(refused?.headers['retry-after']).toBe('5');
  const ready = await app.inject('/api/ready');
  expect(ready.statusCode).toBe(503);
  expect(ready.json().checks.store).toMatchObject({
    ok: false,
    driver: 'sqlite',
    error: expect.stringMatching(code),
  });
  expect((await app.inject('/api/health')).statusCode).toBe(200);
}

async function expectBack(before: number) {
  expect((await app.inject('/api/ready')).statusCode).toBe(200);
  expect((await contact()).statusCode).toBe(201);
  const kept = await store.listContactMessages({ limit: 1000 });
  expect(kept.length).toBe(before + 1); // every message answered 201 is there, and the new one
}

describe('a SQLite store that cannot be written', () => {
  it('full: writes are 503 unavailable, not ready (SQLITE_FULL), and all is kept when room returns', async () => {
    expect((await contact()).statusCode).toBe(201);
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    store.fill();
    await expectUnavailable(/^SQLITE_FULL/);
    store.makeRoom();
    await expectBack((await store.listContactMessages({ limit: 1000 })).length);
  });

  it('read-only: writes are 503 unavailable, not ready (SQLITE_READONLY), and it recovers', async () => {
    store.readOnly(true);
    await expectUnavailable(/^SQLITE_READONLY/);
    const before = (await store.listContactMessages({ limit: 1000 })).length;
    store.readOnly(false);
    await expectBack(before);
  });
});
