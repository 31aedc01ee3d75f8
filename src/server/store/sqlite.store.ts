import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations';
import type { Row, SqlRunner } from './sql-runner';
import { SQL, contactFromRow, type ContactRow } from './sql';
import { assertStorableContact, slideWindow, type AppStore, type NewContactMessage } from './store';

/** The study-cache key readiness writes and deletes to see that the store takes writes. */
const PROBE_KEY = '\u0001ready-probe';

/**
 * SQLite keeps the WAL's index in the `-shm` file, mapped into memory. When that file can no longer
 * be written (made immutable, its filesystem turned read-only), SQLite's next write to the mapping
 * is a SIGBUS, which kills the process (issue 41): SQLite cannot report it as an error. So the store
 * opens the file for writing before each use of its connection (~10 µs) and, failing that, answers
 * this error (503 `unavailable`; readiness says SHM_READONLY) without letting SQLite touch it. The
 * file turning read-only between that check and SQLite's access still kills the process.
 */
export class ShmReadOnlyError extends Error {
  readonly code = 'SHM_READONLY';
  constructor(path: string, cause: NodeJS.ErrnoException) {
    super(
      `${path} cannot be written (${cause.code}: the file is immutable or its filesystem read-only); ` +
        'SQLite maps it into memory, and writing it would kill the process',
    );
  }
}

/** Answers for a store that cannot be written: the disk full, the file or its -shm read-only, I/O failing. */
export const isSqliteUnwritable = (err: unknown) =>
  /^(SQLITE_(FULL|READONLY|IOERR|CANTOPEN)|SHM_READONLY$)/.test(
    String((err as { code?: unknown } | null)?.code ?? ''),
  );

/**
 * The rows a writing statement returns (`INSERT … RETURNING`), its work committed. Never `.get()`
 * for such a statement: it stops at the first row, and outside a transaction SQLite commits when
 * the statement is reset, whose error (SQLITE_FULL on a full disk) better-sqlite3's `.get()`
 * ignores, so the row was answered as stored and rolled back (issue 41). `.all()` steps the
 * statement to its end, and the commit's error is thrown.
 */
const returning = <T>(statement: Database.Statement, ...params: unknown[]) => statement.all(...params) as T[];

const MAX_STATEMENTS = 256;

/** The default store: one SQLite file (WAL mode), fine for a single server instance. */
export class SqliteStore implements AppStore {
  readonly driver = 'sqlite' as const;
  private readonly connection: Database.Database;
  /** the WAL index SQLite maps into memory; null without one (in memory, or not in WAL mode) */
  private readonly shmPath: string | null;
  /** whether the last write worked; null until the first write or readiness probe */
  private writable: boolean | null = null;
  /** statements prepared once by their SQL: preparing costs more than running most of them */
  private readonly statements = new Map<string, Database.Statement>();

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.connection = new Database(path);
    const wal = this.connection.pragma('journal_mode = WAL', { simple: true }) === 'wal';
    this.shmPath = wal && path !== ':memory:' ? `${path}-shm` : null;
    this.connection.pragma('synchronous = NORMAL');
    this.connection.pragma('busy_timeout = 5000');
    // accounts' rows go with their user (ON DELETE CASCADE): SQLite checks that only when asked
    this.connection.pragma('foreign_keys = ON');
  }

  /** The connection, once its -shm file is seen to take writes (ShmReadOnlyError otherwise). */
  protected get db(): Database.Database {
    this.checkShm();
    return this.connection;
  }

  /** The statement for `sql`, prepared on its first use (the -shm file checked on every use). */
  private statement(sql: string): Database.Statement {
    const db = this.db;
    let statement = this.statements.get(sql);
    if (!statement) {
      // the SQL is the code's own; a bound keeps a caller that builds it (IN lists) from growing it
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      statement = db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private checkShm() {
    if (!this.shmPath) return;
    let fd: number;
    try {
      fd = openSync(this.shmPath, 'r+');
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'ENOENT') return; // none yet: SQLite makes it
      throw new ShmReadOnlyError(this.shmPath, e);
    }
    closeSync(fd);
  }

  /**
   * A statement's rows: a reading one's (only the first, for `first`), a writing one's through
   * returning() and write(), so that a commit that fails (a full disk) is an error, not a row
   * answered as stored and rolled back (issue 41: accounts' `INSERT … RETURNING` went through get).
   */
  private rows<T>(sql: string, params: unknown[], first = false): T[] {
    const statement = this.statement(sql);
    if (!statement.readonly) return this.write(() => returning<T>(statement, ...params));
    if (!first) return statement.all(...params) as T[];
    const row = statement.get(...params) as T | undefined;
    return row === undefined ? [] : [row];
  }

  /** transactions one after another on this connection (each awaits only this store's queries) */
  private txQueue: Promise<unknown> = Promise.resolve();
  readonly sql: SqlRunner = {
    dialect: 'sqlite',
    forUpdate: '',
    all: async <T extends Row>(sql: string, params: unknown[] = []) => this.rows<T>(sql, params),
    // a writing statement (`… RETURNING`) is stepped to its end: see returning()
    get: async <T extends Row>(sql: string, params: unknown[] = []) => this.rows<T>(sql, params, true)[0],
    run: async (sql, params = []) => this.write(() => this.statement(sql).run(...params).changes),
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
      (this.statement('SELECT id FROM schema_migrations').all() as { id: number }[]).map((r) => r.id),
    );
    for (const m of MIGRATIONS) {
      if (applied.has(m.id)) continue;
      this.db
        .transaction(() => {
          this.db.exec(m.sqlite);
          this.statement('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.id, m.name, Date.now());
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
    this.statement('SELECT 1').get();
    if (this.writable) return;
    this.write(() =>
      this.db
        .transaction(() => {
          this.statement(SQL.putStudy).run(PROBE_KEY, 'x'.repeat(16_384), Date.now());
          this.statement('DELETE FROM study_cache WHERE key = ?').run(PROBE_KEY);
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
    if (!this.connection.open) return;
    try {
      this.checkShm();
    } catch {
      // closing checkpoints through the -shm mapping: left to the process's exit instead, and the
      // WAL is read again on the next open, nothing lost
      return;
    }
    this.connection.close();
  }

  async addContactMessage(msg: NewContactMessage, now = new Date()) {
    assertStorableContact(msg);
    const [{ id }] = this.write(() =>
      returning<{ id: number }>(
        this.statement(SQL.insertContact),
        msg.name,
        msg.email,
        msg.subject,
        msg.message,
        msg.language,
        msg.client,
        now.getTime(),
      ),
    );
    return { ...msg, id, createdAt: now };
  }

  async listContactMessages({ limit = 100, offset = 0 } = {}) {
    return (this.statement(SQL.listContacts).all(limit, offset) as ContactRow[]).map(contactFromRow);
  }

  async getStudy(key: string) {
    const row = this.statement(SQL.getStudy).get(key) as
      { key: string; payload: string; created_at: number } | undefined;
    return row ? { key: row.key, payload: row.payload, createdAt: new Date(row.created_at) } : null;
  }

  async putStudy(key: string, payload: string, now = new Date()) {
    this.write(() => this.statement(SQL.putStudy).run(key, payload, now.getTime()));
  }

  async getKeptStudy(id: string) {
    const row = this.statement(SQL.getKeptStudy).get(id) as
      { id: string; payload: string; created_at: number } | undefined;
    return row ? { id: row.id, payload: row.payload, createdAt: new Date(row.created_at) } : null;
  }

  async keepStudy(id: string, payload: string, now = new Date()) {
    this.write(() => this.statement(SQL.keepStudy).run(id, payload, now.getTime()));
  }

  async hitRateLimit(bucket: string, limit: number, windowMs: number, now = new Date()) {
    // IMMEDIATE: the write lock first, so other processes on the same file wait their turn
    return this.write(() =>
      this.db
        .transaction(() => {
          const [{ slots }] = returning<{ slots: string }>(this.statement(SQL.lockRateWindow), bucket);
          const next = slideWindow(slots, limit, windowMs, now.getTime());
          this.statement(SQL.putRateWindow).run(next.hits, next.lastHit, bucket);
          return next.result;
        })
        .immediate(),
    );
  }
  async pruneRateLimits(before: Date) {
    return this.write(() => this.statement(SQL.pruneRateLimits).run(before.getTime()).changes);
  }
}
