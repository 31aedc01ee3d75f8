/**
 * `npm run serve:cluster` (issue 46 §4): two built server processes behind Debian's nginx,
 * sharing one PostgreSQL schema. Sessions, groups and rate limits behave as on one process, nginx
 * keeps the public scripture answers and never a signed-in one. Requests that must reach a given
 * process go to it directly (the URLs the script prints); the rest go through nginx, whose access
 * log (deploy/nginx.conf.template's format) says which process answered and whether the cache did.
 * Needs `npm run build` and nginx (scripts/setup.sh --test).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../test/free-port';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../test/stores';
import { Passwords } from './accounts/passwords';
import { UsersRepo } from './accounts/users.repo';

const PASSWORD = 'a lamp unto my feet';
let db: TestStore;
let cluster: ReturnType<typeof spawn>;
let exited: Promise<number | null>;
let front: string;
let a: string;
let b: string;
let prefix: string;
/** the script's output (its processes' logs and its own lines) */
let output = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestStore('postgres');
  const users = new UsersRepo(db.store.sql);
  const hash = await new Passwords().hash(PASSWORD);
  for (const name of ['owner', 'member']) {
    const id = (await users.create(`${name}@example.org`, hash, 'en', Date.now()))!;
    await users.update(id, { email_confirmed_at: Date.now() }, Date.now());
    ids[name] = String(id);
  }
  cluster = spawn(process.execPath, ['scripts/serve-cluster.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: db.url!,
      CLUSTER: '2',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      VERIFY_RATE_LIMIT: '3',
      // a busy machine: a slow answer is not the unreachable store this test is not about
      DATABASE_QUERY_TIMEOUT_MS: '20000',
      DATABASE_CONNECT_TIMEOUT_MS: '20000',
    },
  });
  cluster.stderr!.on('data', (d) => (output += d));
  exited = new Promise((resolve) => cluster.on('exit', resolve));
  const ready = await new Promise<{ url: string; backends: { url: string }[]; nginxPrefix: string }>(
    (resolve, reject) => {
      cluster.stdout!.on('data', (d) => {
        output += d;
        const line = output.split('\n').find((l) => l.includes('"cluster ready"'));
        if (line) resolve(JSON.parse(line));
      });
      void exited.then(() => reject(new Error(`serve:cluster exited: ${output}`)));
    },
  );
  front = ready.url;
  [a, b] = ready.backends.map((x) => x.url);
  prefix = ready.nginxPrefix;
}, 420_000); // two servers starting at once: minutes on a busy 2-core machine
afterAll(async () => {
  cluster?.kill('SIGTERM');
  // nginx and both processes stopped, none before
  expect({ code: await exited, output }).toEqual({ code: 0, output: expect.any(String) });
  await db.cleanup();
});

const call = (base: string, method: string, path: string, cookie = '', body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
async function signIn(base: string, who: string) {
  const r = await call(base, 'POST', '/api/auth/sign-in', '', {
    email: `${who}@example.org`,
    password: PASSWORD,
  });
  expect(r.status).toBe(200);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
/** nginx's access log lines for `path` (its format: deploy/nginx.conf.template) */
const logged = (path: string) =>
  readFileSync(join(prefix, 'access.log'), 'utf8')
    .split('\n')
    .filter((l) => l.includes(` ${path} HTTP`));

it('a session made through one process is valid through the other; revoked, on neither', async () => {
  const cookie = await signIn(a, 'owner');
  const session = (base: string) => call(base, 'GET', '/api/auth/session', cookie).then((r) => r.status);
  expect([await session(a), await session(b), await session(front)]).toEqual([200, 200, 200]);
  expect((await call(b, 'POST', '/api/auth/sign-out', cookie, {})).status).toBe(204);
  expect([await session(a), await session(b), await session(front)]).toEqual([401, 401, 401]);
});

it('a group made on one process is read on the other; a removed member is 404 on both at once', async () => {
  const owner = await signIn(a, 'owner');
  const member = await signIn(b, 'member');
  const made = await call(a, 'POST', '/api/groups', owner, { name: 'Tuesday group' });
  expect(made.status).toBe(201);
  const { id, invite } = (await made.json()) as { id: string; invite: { code: string } };
  expect((await call(b, 'POST', '/api/groups/join', member, { code: invite.code })).status).toBe(200);
  const read = (base: string) => call(base, 'GET', `/api/groups/${id}`, member);
  const onB = await read(b);
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { name: string }).name).toBe('Tuesday group');
  expect((await read(a)).status).toBe(200);
  expect((await call(b, 'DELETE', `/api/groups/${id}/members/${ids.member}`, owner)).status).toBe(204);
  expect((await Promise.all([read(a), read(b), read(front)])).map((r) => r.status)).toEqual([404, 404, 404]);
});

it('a rate limit counts the hits through both processes together', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++)
    statuses.push(
      (await call(front, 'POST', '/api/verify', '', { text: `In the beginning (Genesis 1:${i + 1}).` }))
        .status,
    );
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  // the three allowed came from both processes: each alone would have allowed three more
  const answeredBy = new Set(
    logged('/api/verify')
      .filter((l) => l.includes('" 200 '))
      .map((l) => /upstream=(\S+)/.exec(l)![1]),
  );
  expect([...answeredBy].sort()).toEqual([a, b].map((u) => new URL(u).host).sort());
});

it('nginx keeps a public scripture answer, and never one asked for signed in', async () => {
  const get = (path: string, cookie = '') =>
    call(front, 'GET', path, cookie).then(async (r) => ({
      status: r.status,
      cache: r.headers.get('x-cache-status'),
    }));
  const john = '/api/passages?ref=John%203%3A16&translation=KJV';
  expect(await get(john)).toEqual({ status: 200, cache: 'MISS' });
  expect(await get(john)).toEqual({ status: 200, cache: 'HIT' });
  expect(logged(john).map((l) => /upstream=(\S+) cache=(\S+)/.exec(l)!.slice(1))).toEqual([
    [expect.stringMatching(/^127\.0\.0\.1:/), 'MISS'],
    ['-', 'HIT'], // no process was asked
  ]);
  // asked signed in: answered, not stored, so the next visitor's request still reaches a process
  const cookie = await signIn(front, 'member');
  const ruth = '/api/passages?ref=Ruth%201%3A16&translation=KJV';
  expect(await get(ruth, cookie)).toEqual({ status: 200, cache: 'MISS' });
  expect(await get(ruth)).toEqual({ status: 200, cache: 'MISS' });
  expect(await get(ruth)).toEqual({ status: 200, cache: 'HIT' });
  // answers about the signed-in person are never cached at all
  for (let i = 0; i < 2; i++) {
    expect(await get('/api/auth/session', cookie)).toEqual({ status: 200, cache: null });
    expect(await get('/api/groups', cookie)).toEqual({ status: 200, cache: null });
  }
});
