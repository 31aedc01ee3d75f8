/** Test helper: the server as a child process (`src/server/index.ts` through tsx), its output and exit. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptureDbPath } from './scripture-db';

/** Starts the server with `env` over the test defaults; `listening` gives its URL, `exited` its exit code. */
export function spawnServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SCRIPTURE_DB: scriptureDbPath(),
      STORE_PATH: join(mkdtempSync(join(tmpdir(), 'srv-')), 'app.db'),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /listening at (http:\/\/[\d.:]+)/.exec(output);
      if (m) resolve(m[1]);
    });
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  listening.catch(() => {}); // the start-up failure tests wait on `exited` instead
  /** its log's "ready": start-up done, content loaded (the warming after it runs on in the background) */
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('"msg":"ready"')) resolve();
    });
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  ready.catch(() => {});
  return { child, exited, listening, ready, output: () => output };
}
