/** The server process as operators run it: start-up, a bad config, graceful shutdown. */
import {
  closeSync,
  copyFileSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../test/scripture-db';
import { spawnServer } from '../test/server-process';

const startServer = spawnServer;

describe('the server process', () => {
  it('serves, logs one JSON line per request, and on SIGTERM closes and exits 0', async () => {
    const s = startServer({});
    const url = await s.listening;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    const lines = s
      .output()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
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

  /** Starts the server with `env`, expects exit 1 and exactly one line of output that says `...expected`, no stack. */
  async function failsWithOneLine(env: Record<string, string>, ...expected: (string | RegExp)[]) {
    const s = startServer(env);
    expect(await s.exited).toBe(1);
    const lines = s.output().trim().split('\n');
    expect(lines, s.output()).toHaveLength(1);
    for (const e of expected) expect(lines[0]).toMatch(e);
    expect(s.output()).not.toMatch(/\n\s+at |Error:/);
    return lines[0];
  }

  it('refuses PORT set but empty instead of listening on a random port', async () => {
    await failsWithOneLine({ PORT: '' }, /^PORT: is set but empty/, 'unset it');
  });

  describe('a SCRIPTURE_DB that is not a scripture database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bad-db-'));
    const file = (name: string, content: Buffer | string) => (
      writeFileSync(join(dir, name), content),
      join(dir, name)
    );
    const head = (bytes: number) => {
      const buf = Buffer.alloc(bytes);
      const fd = openSync(scriptureDbPath(), 'r');
      readSync(fd, buf, 0, bytes, 0);
      closeSync(fd);
      return buf;
    };
    it.each([
      ['empty', () => file('empty.db', ''), 'is empty'],
      [
        'corrupt',
        () => file('corrupt.db', Buffer.from('this is not sqlite at all, just some text '.repeat(200))),
        'is not a SQLite database',
      ],
      ['truncated', () => file('truncated.db', head(4 * 1024 * 1024)), 'is truncated'],
      ['a directory', () => dir, 'is a directory'],
    ])('%s: one line naming SCRIPTURE_DB and how to rebuild it', async (_label, make, problem) => {
      await failsWithOneLine({ SCRIPTURE_DB: make() }, /^SCRIPTURE_DB: /, problem, 'npm run import');
    });
  });

  it('a damaged scripture.db (pages overwritten): one line naming SCRIPTURE_DB, no stack', async () => {
    const damaged = join(mkdtempSync(join(tmpdir(), 'damaged-db-')), 'scripture.db');
    copyFileSync(scriptureDbPath(), damaged);
    try {
      // the header and the first rows are intact, so only reading the tables finds the damage
      const fd = openSync(damaged, 'r+');
      const size = fstatSync(fd).size;
      for (const at of [0.1, 0.3, 0.5, 0.7, 0.9])
        writeSync(fd, Buffer.alloc(256 * 1024, 0xa5), 0, 256 * 1024, Math.floor((size * at) / 4096) * 4096);
      closeSync(fd);
      await failsWithOneLine({ SCRIPTURE_DB: damaged }, /^SCRIPTURE_DB: /, 'is damaged', 'npm run import');
    } finally {
      rmSync(damaged, { force: true });
    }
  });

  it('an unreachable DATABASE_URL: one line naming it, without its password', async () => {
    const line = await failsWithOneLine(
      { DATABASE_URL: 'postgres://app:s3cret-pw@127.0.0.1:1/bible' },
      /^DATABASE_URL: cannot use PostgreSQL at 127\.0\.0\.1:1\/bible/,
      'ECONNREFUSED',
      'start PostgreSQL',
    );
    expect(line).not.toContain('s3cret');
  });

  it('a port in use: one line naming PORT', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await failsWithOneLine(
        { PORT: String(port), LOG_LEVEL: 'silent' },
        new RegExp(`^PORT: ${port} is already in use`),
        'free port',
      );
    } finally {
      blocker.close();
    }
  });
});
