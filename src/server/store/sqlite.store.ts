import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations';
import type { Row, SqlRunner } from './sql-runner';
import { SQL, contactFromRow, type ContactRow } from './sql';
import { assertStorableContact, slideWindow, type AppStore, type NewContactMessage } from './store';

/** The study-cache key readiness writes and deletes to see that the store takes writes. */
const PROBE_KEY = '\u0001ready-probe';

/** SQLite's answers for a store it cannot write: the disk full, the file read-only, I/O failing. */
export const isSqliteUnwritable = (err: unknown) =>
  /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/.test(String((err as { code?: unknown } | null)?.code ?? ''));

/** The default store: one SQLite file (WAL mode), fine for a single server instance. */
export class SqliteStore implements AppStore {
  readonly driver = 'sqlite' as const;
  protected readonly db: Database.Database;
  /** whether the last write worked; null until the first write or readiness probe */
  private writable: boolean | null = null;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // accounts' rows go with their user (ON DELETE CASCADE): SQLite checks that only when asked
    this.db.pragma('foreign_keys = ON');
  }

  /** transactions one after another on this connection (each awaits only this store's queries) */
  private txQueue: Promise<unknown> = Promise.resolve();
  readonly sql: SqlRunner = {
    dialect: 'sqlite',
    forUpdate: '',
    all: async <T extends Row>(sql: string, params: unknown[] = []) =>
      this.db.prepare(sql).all(...params) as T[],
    get: async <T extends Row>(sql: string, params: unknown[] = []) =>
      this.db.prepare(sql).get(...params) as T | undefined,
    run: async (sql, params = []) => this.write(() => this.db.prepare(sql).run(...params).changes),
    tx: (work) => {
      const inner: SqlRunner = { ...this.sql, tx: (w) => w(inner) };
      const run = async () => {
        this.write(() => this.db.exec('BEGIN IMMEDIATE'));
        try {
          const result = await work(inner);
          this.write(() => this.db.exec('COMMIT'));
          return result;
        } catch (err) {
          if (this.db.inTransaction) this.db.exec('ROLLBACK');
          throw err;
        }
      };
      const result = this.txQueue.then(run, run);
      this.txQueue = result.catch(() => {});
      return result;
    },
  };

  async migrate() {
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    );
    const applied = new Set(
      (this.db.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map((r) => r.id),
    );
    for (const m of MIGRATIONS) {
      if (applied.has(m.id)) continue;
      this.db
        .transaction(() => {
          this.db.exec(m.sqlite);
          this.db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.id, m.name, Date.now());
        })
        .immediate();
    }
  }

  /**
   * Reads, and until a write has worked since the last failure, writes too: a full disk or a
   * read-only file leaves reads working, and readiness must say the store cannot take writes.
   * The probe needs a few new pages (the first write to fail when the disk fills) and is
   * committed, so the WAL must grow too; it is deleted in the same transaction.
   */
  async ping() {
    this.db.prepare('SELECT 1').get();
    if (this.writable) return;
    this.write(() =>
      this.db
        .transaction(() => {
          this.db.prepare(SQL.putStudy).run(PROBE_KEY, 'x'.repeat(16_384), Date.now());
          this.db.prepare('DELETE FROM study_cache WHERE key = ?').run(PROBE_KEY);
        })
        .immediate(),
    );
  }

  /** Runs a write, remembering whether writing works (ping() probes until it does again). */
  private write<T>(run: () => T): T {
    try {
      const result = run();
      this.writable = true;
      return result;
    } catch (err) {
      if (isSqliteUnwritable(err)) this.writable = false;
      throw err;
    }
  }

  async close() {
    if (this.db.open) this.db.close();
  }

  async addContactMessage(msg: NewContactMessage, now = new Date()) {
    assertStorableContact(msg);
    const { id } = this.write(
      () =>
        this.db
          .prepare(SQL.insertContact)
          .get(msg.name, msg.email, msg.subject, msg.message, msg.language, msg.client, now.getTime()) as {
          id: number;
        },
    );
    return { ...msg, id, createdAt: now };
  }

  async listContactMessages({ limit = 100, offset = 0 } = {}) {
    return (this.db.prepare(SQL.listContacts).all(limit, offset) as ContactRow[]).map(contactFromRow);
  }

  async getStudy(key: string) {
    const row = this.db.prepare(SQL.getStudy).get(key) as
      { key: string; payload: string; created_at: number } | undefined;
    return row ? { key: row.key, payload: row.payload, createdAt: new Date(row.created_at) } : null;
  }

  async putStudy(key: string, payload: string, now = new Date()) {
    this.write(() => this.db.prepare(SQL.putStudy).run(key, payload, now.getTime()));
  }

  async getKeptStudy(id: string) {
    const row = this.db.prepare(SQL.getKeptStudy).get(id) as
      { id: string; payload: string; created_at: number } | undefined;
    return row ? { id: row.id, payload: row.payload, createdAt: new Date(row.created_at) } : null;
  }

  async keepStudy(id: string, payload: string, now = new Date()) {
    this.write(() => this.db.prepare(SQL.keepStudy).run(id, payload, now.getTime()));
  }

  async hitRateLimit(bucket: string, limit: number, windowMs: number, now = new Date()) {
    // IMMEDIATE: the write lock first, so other processes on the same file wait their turn
    return this.write(() =>
      this.db
        .transaction(() => {
          const { slots } = this.db.prepare(SQL.lockRateWindow).get(bucket) as { slots: string };
          const next = slideWindow(slots, limit, windowMs, now.getTime());
          this.db.prepare(SQL.putRateWindow).run(next.hits, next.lastHit, bucket);
          return next.result;
        })
        .immediate(),
    );
  }
  async pruneRateLimits(before: Date) {
    return this.write(() => this.db.prepare(SQL.pruneRateLimits).run(before.getTime()).changes);
  }
}
