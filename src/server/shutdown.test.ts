/**
 * Shutdown behind a proxy: clients hold idle keep-alive connections. On SIGTERM the server must
 * finish what is in flight and exit 0 at once, not wait for idle connections to time out.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { scriptureDbPath } from '../test/scripture-db';

function get(agent: Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

it('closes idle keep-alive connections on SIGTERM, finishes the request in flight, and exits 0', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SCRIPTURE_DB: scriptureDbPath(),
      STORE_PATH: join(mkdtempSync(join(tmpdir(), 'srv-')), 'app.db'),
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /listening at (http:\/\/[\d.:]+)/.exec(output);
      if (m) resolve(m[1]);
    });
    void exited.then(() => reject(new Error(output)));
  });

  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const warm = await Promise.all(
    Array.from({ length: 20 }, (_, i) => get(agent, `${url}/api/passages?ref=John+3:${i + 1}`)),
  );
  expect(warm.every((r) => r.status === 200)).toBe(true);
  expect(Object.values(agent.freeSockets).flat()).toHaveLength(20); // twenty idle keep-alive connections

  // a search that no statistic answers (counted on the worker) is in flight when the signal comes
  const inFlight = get(agent, `${url}/api/search?q=a*+e*&mode=any&translation=all`);
  await new Promise((r) => setTimeout(r, 20));
  const signalled = Date.now();
  child.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body).total).toBeGreaterThan(0);
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(5_000); // the grace period is 10 s: nothing waited for it
  expect(output).not.toContain('shutdown took too long');
  agent.destroy();
});
