/**
 * Kept studies (issue 16, "Keep and share"): every generated study has an id, `GET
 * /api/studies/:id` answers it from the store — after a restart, on SQLite and on PostgreSQL —
 * and the page `/studies/:id` is a 404 when no study is kept under the id.
 */
import Database from 'better-sqlite3';
import { createParser } from 'eventsource-parser';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Study } from '../../shared/api';
import { ERROR_MESSAGES } from '../../shared/errors';
import { isStudyId } from '../../shared/study-id';
import { testApp } from '../../test/app';
import { FakeProvider } from '../../test/fake-provider';
import { schemaUrl } from '../../test/pg-schema';
import { scriptureDbPath } from '../../test/scripture-db';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { PostgresStore } from '../store/postgres.store';
import { SqliteStore } from '../store/sqlite.store';
import type { AppStore } from '../store';

const staticDir = mkdtempSync(join(tmpdir(), 'kept-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');

/** The app (built-in composer, a client to serve) on a store; `restart` builds a new one on the same store. */
async function appOn(open: () => AppStore) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRIPTURE_DB: scriptureDbPath(),
    STATIC_DIR: staticDir,
    STUDY_DRIVER: 'builtin',
    STUDY_RATE_LIMIT: '1000',
  });
  const scripture = new ScriptureRepo(config.SCRIPTURE_DB);
  const store = open();
  await store.migrate();
  const app = await buildApp({ config, scripture, store });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await store.close();
      scripture.close();
    },
  };
}
type Running = Awaited<ReturnType<typeof appOn>>;

const post = (t: Running, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: { accept: 'application/json' },
    payload: body,
  });
const generate = async (t: Running, body: object) => (await post(t, body)).json<{ study: Study }>().study;
const kept = (t: Running, id: string, lang = 'en') =>
  t.app.inject({ url: `/api/studies/${id}`, headers: { 'accept-language': lang } });

const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `kept_${process.pid}_${Date.now()}`;
const sqliteFile = join(mkdtempSync(join(tmpdir(), 'kept-')), 'app.db');
const drivers: { name: string; open: () => Promise<() => AppStore>; cleanup: () => Promise<void> }[] = [
  { name: 'sqlite', open: async () => () => new SqliteStore(sqliteFile), cleanup: async () => {} },
  {
    name: 'postgres',
    open: async () => {
      if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set: `source scripts/postgres.sh` first');
      const url = await schemaUrl(pgUrl, schema);
      return () => new PostgresStore(url);
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

describe.each(drivers)('kept studies on $name', ({ open, cleanup }) => {
  let opener: () => AppStore;
  let t: Running;
  beforeAll(async () => {
    opener = await open();
    t = await appOn(opener);
  });
  afterAll(async () => {
    await t?.close();
    await cleanup();
  });

  it('gives a study an id, the same for the same study, cached or fresh, and answers it by id', async () => {
    const first = await generate(t, { characterId: 'ruth', methodId: 1, language: 'es', fresh: true });
    expect(isStudyId(first.id)).toBe(true);
    const again = await generate(t, { characterId: 'ruth', methodId: 1, language: 'es' });
    expect(again).toMatchObject({ cached: true, id: first.id });
    const fresh = await generate(t, { characterId: 'ruth', methodId: 1, language: 'es', fresh: true });
    expect(fresh.id).toBe(first.id); // the built-in composer writes the same text: the same study
    // another language or method is another study
    const en = await generate(t, { characterId: 'ruth', methodId: 1, language: 'en' });
    expect(en.id).not.toBe(first.id);

    const res = await kept(t, first.id!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const { study } = res.json<{ study: Study }>();
    expect(study).toEqual({ ...first, cached: true });
  });

  it('keeps the link after a restart', async () => {
    const study = await generate(t, { characterId: 'david', methodId: 3, language: 'te' });
    await t.close();
    t = await appOn(opener);
    const res = await kept(t, study.id!);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ study: Study }>().study.text).toBe(study.text);
  });

  it('answers an unknown or malformed id with a 404 study_not_found in the request language', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'short', 'AAAAAAAAAAAAAAAA!', 'A'.repeat(17), '%00%00']) {
      const res = await kept(t, id, 'te');
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toEqual({ id: 'study_not_found', message: ERROR_MESSAGES.study_not_found.te });
    }
  });

  it("answers the page /studies/:id 200 when the study is kept, 404 (the app's page) when not", async () => {
    const study = await generate(t, { characterId: 'moses', methodId: 2, language: 'fr' });
    const found = await t.app.inject(`/studies/${study.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toMatch(/^text\/html/);
    for (const path of ['/studies/AAAAAAAAAAAAAAAA', '/studies/not-an-id']) {
      const missing = await t.app.inject(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.body).toContain('<div id="root">');
    }
  });
});

describe('kept studies: the stream, older cached studies, empty and cut answers', () => {
  it('tells the id in the final event of the stream', async () => {
    const t = await testApp({ STUDY_DRIVER: 'builtin', STUDY_RATE_LIMIT: '1000' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/api/studies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ characterId: 'esther', methodId: 1, language: 'en' }),
      });
      let done: { study: Study } | null = null;
      createParser({
        onEvent: (e) => {
          if (e.event === 'done') done = JSON.parse(e.data);
        },
      }).feed(await res.text());
      const id = done!.study.id!;
      expect(isStudyId(id)).toBe(true);
      const back = await t.app.inject(`/api/studies/${id}`);
      expect(back.json<{ study: Study }>().study.text).toBe(done!.study.text);
    } finally {
      t.app.server.closeAllConnections();
      await t.close();
    }
  });

  it('gives a study cached before studies were kept its id, and keeps it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kept-old-')), 'app.db');
    let t = await appOn(() => new SqliteStore(file));
    const study = await generate(t, { characterId: 'ruth', methodId: 2, language: 'en' });
    await t.close();
    // as the store was before: the cached study without its id, nothing kept
    const db = new Database(file);
    db.exec("UPDATE study_cache SET payload = json_remove(payload, '$.id'); DELETE FROM kept_studies;");
    db.close();
    t = await appOn(() => new SqliteStore(file));
    try {
      const cached = await generate(t, { characterId: 'ruth', methodId: 2, language: 'en' });
      expect(cached).toMatchObject({ cached: true, id: study.id });
      expect((await kept(t, study.id!)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('keeps an answer cut by max_tokens (marked incomplete), but not an empty one', async () => {
    const provider = new FakeProvider();
    await provider.start();
    const t = await testApp({
      OPENAI_API_KEY: 'sk-test-123',
      OPENAI_BASE_URL: provider.url,
      OPENAI_MAX_RETRIES: '0',
      STUDY_RATE_LIMIT: '1000',
    });
    try {
      provider.will({
        kind: 'answer',
        text: '# Noah\nNoah built the ark (Genesis 6:14) and',
        finishReason: 'length',
      });
      const cut = (
        await t.app.inject({
          method: 'POST',
          url: '/api/studies',
          payload: { characterId: 'noah', methodId: 3, language: 'en', fresh: true },
        })
      ).json<{ study: Study }>().study;
      expect(cut.incomplete).toBe(true);
      const back = (await t.app.inject(`/api/studies/${cut.id}`)).json<{ study: Study }>().study;
      expect(back).toMatchObject({ incomplete: true, text: cut.text });

      provider.will({ kind: 'empty' });
      const empty = (
        await t.app.inject({
          method: 'POST',
          url: '/api/studies',
          payload: { characterId: 'noah', methodId: 1, language: 'en', fresh: true },
        })
      ).json<{ study: Study }>().study;
      expect(empty.text).toBe('No response generated');
      expect(empty.id).toBeUndefined();
    } finally {
      await t.close();
      await provider.stop();
    }
  });
});
