/** The server process as operators run it: start-up, a bad config, graceful shutdown. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../test/scripture-db';

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SCRIPTURE_DB: scriptureDbPath(), STORE_PATH: join(mkdtempSync(join(tmpdir(), 'srv-')), 'app.db'), ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = /listening at (http:\/\/[\d.:]+)/.exec(output);
      if (m) resolve(m[1]);
    };
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  listening.catch(() => {}); // the start-up failure tests wait on `exited` instead
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('serves, logs one JSON line per request, and on SIGTERM closes and exits 0', async () => {
    const s = startServer({});
    const url = await s.listening;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    const lines = s.output().trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.some((l) => l.msg === 'shutting down' && l.signal === 'SIGTERM')).toBe(true);
    expect(lines.some((l) => l.msg === 'request' && l.url === '/api/health' && l.status === 200)).toBe(true);
  });

  it('refuses to start on a bad value, naming the variable', async () => {
    const s = startServer({ PORT: 'eighty' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('PORT');
  });

  it('refuses to start without scripture data, saying how to build it', async () => {
    const s = startServer({ SCRIPTURE_DB: '/nonexistent/scripture.db' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('npm run import');
  });
});
