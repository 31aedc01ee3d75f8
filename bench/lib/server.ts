/** Starts the built server (dist/server/index.js, with production's node flags) on a free port for a benchmark. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

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

/** A port nothing listens on now, so a stale server can never answer in our place. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
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
    settled: async () => {
      // utime and stime, in clock ticks (100 a second), after the command name in parentheses
      const cpu = () => {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return Number(fields[11]) + Number(fields[12]);
      };
      for (let i = 0, before = cpu(); i < 60; i++) {
        await new Promise((r) => setTimeout(r, 500));
        const now = cpu();
        if (now - before <= 1) return;
        before = now;
      }
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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
