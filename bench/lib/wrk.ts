/** wrk (Debian package) as a load generator: C, so it leaves the server most of the machine. */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** wrk from Debian, installed by the benchmark itself when missing (as root; otherwise it says how). */
export function requireWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return; // wrk --version exits 1: it is there
  }
  if (process.getuid?.() === 0) {
    console.log('installing wrk (Debian) …');
    execFileSync('apt-get', ['install', '-y', '-q', 'wrk'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.error('wrk is not installed: sudo apt-get install -y wrk');
  process.exit(1);
}

export interface WrkResult {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: boolean;
}

/**
 * A duration in wrk's output, in ms: the first match of `pattern`, whose last two groups are the
 * number and its unit (`us`, `ms`, `s`); NaN when wrk printed none.
 */
export function wrkMs(out: string, pattern: RegExp): number {
  const m = pattern.exec(out);
  if (!m) return NaN;
  const [n, unit] = m.slice(-2);
  return Number(n) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
}

/** A percentile of wrk's `--latency` table (`50%`, `99%`), in ms. */
export const wrkPercentile = (out: string, label: string) =>
  wrkMs(out, new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`));

const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
function pathsFile(paths: string[]): string {
  const file = join(dir, `paths-${paths.length}.txt`);
  writeFileSync(file, paths.join('\n'));
  return file;
}

const result = (out: string): WrkResult => ({
  p50: wrkPercentile(out, '50%'),
  p99: wrkPercentile(out, '99%'),
  rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)![1]),
  non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  errors: /Socket errors/.test(out),
});

export function wrk(url: string, paths: string[], seconds: number, connections = 50): WrkResult {
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', 'bench/lib/rotate.lua', url],
    { env: { ...process.env, WRK_PATHS: pathsFile(paths) }, encoding: 'utf8' },
  );
  return result(out);
}

/**
 * Each path asked once, one at a time, by wrk (a client in C: a client in Node on the same two
 * cores adds its own work and collections to every figure); `headers` as a browser sends them
 * (`accept-encoding: br`: the answer's compression is part of its cost). Asked again, a path
 * would be answered from the server's cache, so wrk's rotation over a fixed duration cannot
 * measure answers made fresh.
 */
export function wrkOnce(url: string, paths: string[], headers: string[] = []): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    // a duration as a bound only (half a second a path): a server gone would keep wrk asking
    const args = [
      '-t1',
      '-c1',
      `-d${Math.ceil(paths.length / 2) + 30}s`,
      '--latency',
      '-s',
      'bench/lib/once.lua',
    ];
    for (const h of headers) args.push('-H', h);
    const child = spawn('wrk', [...args, url], { env: { ...process.env, WRK_PATHS: pathsFile(paths) } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      if (d.toString().includes('all asked')) child.kill('SIGINT'); // wrk prints its figures and exits
    });
    child.on('error', reject);
    child.on('exit', () =>
      /Requests\/sec/.test(out) ? resolve(result(out)) : reject(new Error(`wrk: ${out}`)),
    );
  });
}

export const wrkLine = (name: string, r: WrkResult) =>
  `  ${name.padEnd(34)} p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${Math.round(r.rps)} req/s${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx${r.errors ? ', socket errors' : ''}` : ''}`;
