/**
 * Starts the built server (dist/server/index.js, with production's node flags) on a free port for a
 * benchmark; with `CLUSTER=N`, N of them behind nginx (`npm run serve:cluster`; DATABASE_URL
 * required), `NGINX_CACHE=off` without nginx's cache.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/test/free-port';

export interface RunningServer {
  url: string;
  pid: number;
  rssMb: () => number;
  /**
   * Resolves once the server has done its start-up work in the background (warming the studies,
   * a few seconds of a core after it starts listening): its CPU time grows by under 2% of a core
   * over half a second. Figures taken before then are the start-up's, not the requests'.
   */
  settled: () => Promise<void>;
  stop: () => Promise<void>;
}

const SERVE = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }
).scripts.serve.split(/\s+/);
/** The node flags production runs the server with (`npm run serve`; scripts/start.sh runs the same). */
const SERVE_FLAGS = SERVE.filter((arg) => arg.startsWith('--'));
/** The environment `npm run serve` sets before `node` (MALLOC_ARENA_MAX), which the benchmarks set too. */
const SERVE_ENV = Object.fromEntries(
  SERVE.slice(0, SERVE.indexOf('node')).map((assignment) => assignment.split('=') as [string, string]),
);

export async function startServer(
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  if (process.env.CLUSTER) return startCluster(extraEnv);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...SERVE_FLAGS, ...nodeArgs, 'dist/server/index.js'], {
    env: {
      ...SERVE_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STORE_PATH: join(mkdtempSync(join(tmpdir(), 'bench-')), 'app.db'),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  // a benchmark that fails (wrk exits with an error, say) leaves no server behind
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => {
    exited = true;
    process.off('exit', orphan);
  });
  // up to 3 minutes: on a machine at load 20+ the server takes 40–90 s to start, and a benchmark
  // that went on after 10 s sent its load to a port nothing listened on yet
  for (const until = Date.now() + 180_000; Date.now() < until && !exited;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (exited) throw new Error('the server exited while starting (see its output above)');
  return {
    url,
    pid: child.pid!,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    settled: () => settled(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once process `pid`'s CPU time grows by under 2% of a core over half a second. */
async function settled(pid: number) {
  // utime and stime, in clock ticks (100 a second), after the command name in parentheses
  const cpu = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  for (let i = 0, before = cpu(); i < 60; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpu();
    if (now - before <= 1) return;
    before = now;
  }
}

/**
 * `CLUSTER=N`: scripts/serve-cluster.mjs (N processes behind nginx, on DATABASE_URL). `url` is
 * nginx's; `pid` the first process's (memory and CPU figures are that one process's).
 */
async function startCluster(extraEnv: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['scripts/serve-cluster.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const orphan = () => child.kill('SIGTERM');
  process.once('exit', orphan);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ url: string; backends: { pid: number }[] }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      process.stdout.write(d);
      const line = out.split('\n').find((l) => l.includes('"cluster ready"'));
      if (line) resolve(JSON.parse(line));
    });
    void exited.then(() => reject(new Error('serve:cluster exited while starting (see its output above)')));
  });
  const pid = ready.backends[0]!.pid;
  return {
    url: ready.url,
    pid,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024,
    settled: async () => {
      for (const b of ready.backends) await settled(b.pid);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      process.off('exit', orphan);
    },
  };
}

export const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/**
 * Waits until the server answers its health check, for up to `seconds` (startServer waits 3 min;
 * a busy machine can take longer to start it).
 */
export async function waitUntilUp(server: RunningServer, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    const up = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
