/**
 * The accounts' SQL (store/sql-runner.ts) on a SQLite store whose disk fills up: a user answered as
 * created must be stored. Their `INSERT … RETURNING` went through the runner's get(), which read it
 * with better-sqlite3's `.get()`: the commit's SQLITE_FULL was not raised and the row was rolled
 * back while its id was answered (the fault issue 41 found in contact messages, again).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountTmpfs, tmpfsUnavailable } from '../../test/tmpfs';
import { UsersRepo } from '../accounts/users.repo';
import { SqliteStore } from './sqlite.store';

const unavailable = tmpfsUnavailable();

describe('the accounts on a SQLite store whose disk fills up', () => {
  const disk = unavailable ? null : mountTmpfs(4 * 1024 * 1024);
  afterAll(() => disk?.unmount());

  it('answers a user as created only when it is stored', async (ctx) => {
    ctx.skip(Boolean(unavailable), `${unavailable}`);
    const store = new SqliteStore(join(disk!.dir, 'app.db'));
    await store.migrate();
    const users = new UsersRepo(store.sql);
    const answered: string[] = [];
    let failed = 0;
    for (let fill = 0; fill < 10; fill++) {
      disk!.fill((fill + 1) * 16 * 1024);
      for (let i = 0; i < 40; i++) {
        const email = `reader-${fill}-${i}@example.org`;
        try {
          if (await users.create(email, 'x'.repeat(200), 'en', Date.now())) answered.push(email);
        } catch {
          failed++;
        }
      }
      disk!.empty();
    }
    expect(failed).toBeGreaterThan(0); // the disk was full: some were refused
    const stored = new Set(
      (await store.sql.all<{ email: string }>('SELECT email FROM users')).map((r) => r.email),
    );
    expect(answered.filter((e) => !stored.has(e))).toEqual([]);
    expect(answered.length).toBeGreaterThan(0);
    await store.close();
  }, 120_000);
});
