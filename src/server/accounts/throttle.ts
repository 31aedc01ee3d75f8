/**
 * Sign-in throttling with backoff, per account and per client address, in the app store (so it
 * holds across instances). A bucket's first `free` failures within an hour cost nothing; each
 * one after locks the bucket for twice as long as the one before — 1 s, 2 s, 4 s … at most
 * MAX_LOCK_MS — and an attempt while locked is answered 429 with Retry-After, its password not
 * even checked. A success clears the account's bucket. Unknown addresses are counted exactly like
 * known ones, so the throttle tells no one whether an address has an account.
 */
import type { SqlRunner } from '../store/sql-runner';

const WINDOW_MS = 3_600_000;
export const MAX_LOCK_MS = 15 * 60_000;

export const lockFor = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(MAX_LOCK_MS, 1000 * 2 ** (failures - free));

export class Throttle {
  constructor(private readonly sql: SqlRunner) {}

  /** Seconds until the bucket may try again (0: now). */
  async wait(bucket: string, now: number): Promise<number> {
    const r = await this.sql.get('SELECT locked_until FROM auth_throttles WHERE bucket = ?', [bucket]);
    const until = r ? Number(r.locked_until) : 0;
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts a failure; returns the seconds the bucket is now locked for. */
  async fail(bucket: string, free: number, now: number): Promise<number> {
    return this.sql.tx(async (sql) => {
      const r = await sql.get(
        `SELECT failures, last_failure FROM auth_throttles WHERE bucket = ?${sql.forUpdate}`,
        [bucket],
      );
      const failures = (r && now - Number(r.last_failure) < WINDOW_MS ? Number(r.failures) : 0) + 1;
      const lock = lockFor(failures, free);
      await sql.run(
        `INSERT INTO auth_throttles (bucket, failures, last_failure, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (bucket) DO UPDATE SET failures = excluded.failures, last_failure = excluded.last_failure,
         locked_until = excluded.locked_until`,
        [bucket, failures, now, now + lock],
      );
      return Math.ceil(lock / 1000);
    });
  }

  async clear(bucket: string) {
    await this.sql.run('DELETE FROM auth_throttles WHERE bucket = ?', [bucket]);
  }
}
