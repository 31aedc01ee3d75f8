/** Liveness says the process answers; readiness says the store and scripture.db answer too. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors';
import { testApp } from '../../test/app';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { PostgresStore } from '../store/postgres.store';
import { scriptureDbPath } from '../../test/scripture-db';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('GET /api/ready', () => {
  it('is 200 with each check when the store and scripture.db answer', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: { store: { ok: true, driver: 'sqlite' }, scripture: { ok: true } },
    });
  });

  it('is 503 naming the store when its ping fails, while /api/health stays 200 (liveness)', async () => {
    vi.spyOn(t.store, 'ping').mockRejectedValue(
      Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
    );
    const res = await t.app.inject({ url: '/api/ready', headers: { 'accept-language': 'te' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not_ready',
      checks: {
        store: { ok: false, driver: 'sqlite', ms: expect.any(Number), error: 'ECONNREFUSED' },
        scripture: { ok: true, ms: expect.any(Number) },
      },
      error: { id: 'unavailable', message: ERROR_MESSAGES.unavailable.te },
    });
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('logs why the store is not ready: its message and code, not an empty object', async () => {
    const lines: string[] = [];
    const logged = await testApp({ LOG_LEVEL: 'warn' }, { write: (line: string) => void lines.push(line) });
    try {
      vi.spyOn(logged.store, 'ping').mockRejectedValue(
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      );
      expect((await logged.app.inject('/api/ready')).statusCode).toBe(503);
      const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'not ready');
      expect(line).toMatchObject({
        level: 40,
        store: { message: 'connect ECONNREFUSED 10.0.0.5:5432', code: 'ECONNREFUSED' },
        scripture: 'ok',
      });
    } finally {
      await logged.close();
    }
  });

  it('is 503 when the store does not answer within the check timeout', async () => {
    vi.spyOn(t.store, 'ping').mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.store.error).toMatch(/no answer within/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('is 503 naming scripture.db when it cannot be read', async () => {
    const repo = ScriptureRepo.prototype;
    vi.spyOn(repo, 'ping').mockImplementation(() => {
      throw new Error('database disk image is malformed');
    });
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toMatchObject({
      store: { ok: true },
      scripture: { ok: false, error: 'database disk image is malformed' },
    });
  });
});

describe('with PostgreSQL down', () => {
  it('readiness is 503 ECONNREFUSED while liveness stays 200, and contact fails cleanly', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SCRIPTURE_DB: scriptureDbPath(),
      STATIC_DIR: '/nonexistent',
    });
    const scripture = new ScriptureRepo(config.SCRIPTURE_DB);
    const store = new PostgresStore('postgres://nobody:pw@127.0.0.1:1/none'); // nothing listens on port 1
    const app = await buildApp({ config, scripture, store });
    try {
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.store).toMatchObject({
        ok: false,
        driver: 'postgres',
        error: 'ECONNREFUSED',
      });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ruth',
          email: 'ruth@example.org',
          subject: 'Hi',
          message: 'Where is Moab on the map?',
        },
      });
      expect(contact.statusCode).toBe(503);
      expect(contact.json().error.id).toBe('unavailable');
      // the database is out, not the service starting or stopping: the message says which
      expect(contact.json().error.message).toMatch(/database/i);
      expect(contact.json().error.message).not.toMatch(/starting|shutting/i);
      expect(contact.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
      await store.close();
      scripture.close();
    }
  });
});
