/**
 * `npm run serve:cluster`: CLUSTER server processes (default: one per core) behind Debian's nginx,
 * sharing the PostgreSQL store of DATABASE_URL (docs/deploy.md, "Several processes behind nginx").
 * nginx listens on HOST:PORT (0.0.0.0:3000); the processes on free ports of 127.0.0.1, started as
 * `npm run serve` starts one (its node flags and environment) with TRUST_PROXY=1. nginx runs as
 * this user from a folder of its own (NGINX_PREFIX, else a new temporary one, removed at the end):
 * its configuration (deploy/nginx.conf.template filled in), pid, logs and cache. SIGTERM or SIGINT
 * stops nginx gracefully, then the processes; if one of them exits by itself, the rest are stopped
 * and this exits 1 (run it under a supervisor). Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

process.chdir(new URL('..', import.meta.url).pathname);
const fail = (line) => {
  console.error(line);
  process.exit(1);
};

const url = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url))
  fail(
    'DATABASE_URL: serve:cluster runs several processes on one shared store, and the SQLite store is ' +
      "one process's file; set DATABASE_URL=postgres://… (or run one process: npm start)",
  );
const count = Number(process.env.CLUSTER ?? availableParallelism());
if (!Number.isInteger(count) || count < 1)
  fail(`CLUSTER: ${process.env.CLUSTER} is not a number of processes (1 or more)`);
const nginx = process.env.NGINX ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginx || !existsSync(nginx))
  fail(
    'nginx: not installed; run `bash scripts/setup.sh --test` (Debian nginx-light) or set NGINX to its path',
  );
if (!existsSync('dist/server/index.js')) fail('dist/server/index.js: not built; run `npm run build` first');

const host = process.env.HOST ?? '0.0.0.0';
/** how long a process may take to answer its first health check (a busy 2-core machine: minutes) */
const START_SECONDS = Number(process.env.START_SECONDS ?? 300);
const port = Number(process.env.PORT ?? 3000);
const prefix = process.env.NGINX_PREFIX ?? mkdtempSync(join(tmpdir(), 'nginx-'));
const ownPrefix = !process.env.NGINX_PREFIX;

/** A port nothing listens on now on 127.0.0.1. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address();
      probe.close(() => resolve(p));
    });
    probe.on('error', reject);
  });

// `npm run serve`'s environment assignments and node flags (package.json), as scripts/start.sh
const serve = JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve.split(/\s+/);
const serveEnv = Object.fromEntries(serve.slice(0, serve.indexOf('node')).map((a) => a.split('=')));
const serveFlags = serve.filter((a) => a.startsWith('--'));

let stopping = false;
const children = [];
/** nginx, once started */
let proxy = null;
function watch(child, name) {
  children.push(child);
  child.once('exit', (code, signal) => {
    child.exited = true;
    if (stopping) return;
    console.error(`serve:cluster: ${name} exited (${signal ?? code}); stopping the others`);
    void stop(1);
  });
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const backends = [];
for (let i = 0; i < count; i++) {
  const p = await freePort();
  const child = spawn(process.execPath, [...serveFlags, 'dist/server/index.js'], {
    env: { ...serveEnv, ...process.env, HOST: '127.0.0.1', PORT: String(p), TRUST_PROXY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  watch(child, `server process ${i + 1} (port ${p})`);
  backends.push({ pid: child.pid, url: `http://127.0.0.1:${p}` });
}

/** Resolves once `target` answers its health check (processes migrate and load their data first). */
async function up(target) {
  for (let i = 0; i < START_SECONDS * 10 && !stopping; i++) {
    const ok = await fetch(`${target}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (stopping) return;
  console.error(`serve:cluster: ${target} did not answer within ${START_SECONDS} s (START_SECONDS)`);
  await stop(1);
}
await Promise.all(backends.map((b) => up(b.url)));
// one of them exited meanwhile: stop() is under way and exits
if (stopping) await new Promise(() => {});

for (const dir of ['tmp', 'cache']) mkdirSync(join(prefix, dir), { recursive: true });
// nginx started by root runs its workers as nobody, who must reach the cache and temporary files
chmodSync(prefix, 0o755);
const conf = readFileSync('deploy/nginx.conf.template', 'utf8')
  .replaceAll('{{PREFIX}}', prefix)
  .replaceAll('{{WORKERS}}', process.env.NGINX_WORKERS ?? '1')
  // NGINX_CACHE=off: nothing kept (a benchmark of the processes themselves)
  .replaceAll('{{CACHE}}', process.env.NGINX_CACHE === 'off' ? 'off' : 'scripture')
  .replaceAll('{{LISTEN}}', `${host}:${port}`)
  .replaceAll('{{SERVERS}}', backends.map((b) => `    server ${new URL(b.url).host};`).join('\n'));
writeFileSync(join(prefix, 'nginx.conf'), conf);
// -e: its start-up errors go to the prefix too, never to /var/log/nginx
proxy = spawn(
  nginx,
  ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
watch(proxy, 'nginx');
const front = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
await up(front);
if (stopping) await new Promise(() => {}); // nginx exited (stop() prints its error.log)
console.log(JSON.stringify({ msg: 'cluster ready', url: front, backends, nginxPrefix: prefix }));

/** nginx first (gracefully: it stops accepting and finishes what it passed on), then the processes. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const gone = (c) => (c.exited ? Promise.resolve() : new Promise((r) => c.once('exit', r)));
  if (proxy && !proxy.exited) proxy.kill('SIGQUIT');
  if (proxy) await gone(proxy);
  for (const c of children) if (!c.exited) c.kill('SIGTERM');
  await Promise.all(children.map(gone));
  // nginx's own account of a failure, before its folder goes
  const log = join(prefix, 'error.log');
  if (code && existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
  if (ownPrefix) rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
