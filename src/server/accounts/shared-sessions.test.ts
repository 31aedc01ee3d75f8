/**
 * Two server processes sharing one PostgreSQL (the scale path, docs/deploy.md): a session made on
 * one is valid on the other, and once revoked (signed out on one) it is valid on neither.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnServer } from '../../test/server-process';
import { openTestStore, type TestStore } from '../../test/stores';
import { Passwords } from './passwords';
import { UsersRepo } from './users.repo';

const PASSWORD = 'a lamp unto my feet';
let db: TestStore;
const servers: ReturnType<typeof spawnServer>[] = [];
let a: string;
let b: string;

beforeAll(async () => {
  db = await openTestStore('postgres');
  const users = new UsersRepo(db.store.sql);
  const id = await users.create('two@example.org', await new Passwords().hash(PASSWORD), 'en', Date.now());
  await users.update(id!, { email_confirmed_at: Date.now() }, Date.now());
  for (let i = 0; i < 2; i++)
    servers.push(
      spawnServer({
        DATABASE_URL: db.url!,
        // a busy machine: a slow answer is not the unreachable store this test is not about
        DATABASE_QUERY_TIMEOUT_MS: '20000',
        DATABASE_CONNECT_TIMEOUT_MS: '20000',
      }),
    );
  [a, b] = await Promise.all(servers.map((s) => s.listening));
}, 300_000); // two servers starting from source at once: slow on a busy 2-core machine
afterAll(async () => {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await db.cleanup();
});

const post = (base: string, path: string, body: unknown, cookie = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const session = (base: string, cookie: string) =>
  fetch(`${base}/api/auth/session`, { headers: { cookie } }).then((r) => r.status);

it('a session made on one instance is valid on the other; revoked on one, valid on neither', async () => {
  expect(a).not.toBe(b);
  const signIn = await post(a, '/api/auth/sign-in', { email: 'two@example.org', password: PASSWORD });
  expect(signIn.status).toBe(200);
  const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]);
  const access = cookies.find((c) => c.startsWith('bs_session='))!;
  const refresh = cookies.find((c) => c.startsWith('bs_refresh='))!;
  expect([await session(a, access), await session(b, access)]).toEqual([200, 200]);
  // refreshed on B: the new tokens work on A
  const refreshed = await post(b, '/api/auth/refresh', {}, refresh);
  expect(refreshed.status).toBe(200);
  const newAccess = refreshed.headers
    .getSetCookie()
    .find((c) => c.startsWith('bs_session='))!
    .split(';')[0];
  expect(await session(a, newAccess)).toBe(200);
  // signed out on A: refused on both
  expect((await post(a, '/api/auth/sign-out', {}, newAccess)).status).toBe(204);
  expect([await session(a, newAccess), await session(b, newAccess)]).toEqual([401, 401]);
});
