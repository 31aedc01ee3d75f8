import pg from 'pg';
import { MIGRATIONS } from './migrations';
import { numbered, type Row, type SqlRunner } from './sql-runner';
import { SQL, contactFromRow, type ContactRow } from './sql';
import { RATE_SLOTS, assertStorableContact, type AppStore, type NewContactMessage } from './store';

/** Advisory lock id taken by whichever instance runs the migrations. */
const MIGRATION_LOCK = 72_417_001;

export interface PostgresOptions {
  poolSize?: number;
  /** longest wait for a connection, new or from the pool */
  connectTimeoutMs?: number;
  /** longest wait for a query's answer (client side), and PostgreSQL's statement_timeout */
  queryTimeoutMs?: number;
}

/** The store on PostgreSQL (DATABASE_URL): for several server instances sharing one store. */
export class PostgresStore implements AppStore {
  readonly driver = 'postgres' as const;
  private readonly connectTimeoutMs: number;
  private readonly pool: pg.Pool;

  constructor(
    /** its connection string: the live fan-out opens its own LISTEN connection with it */
    readonly url: string,
    { poolSize = 10, connectTimeoutMs = 2000, queryTimeoutMs = 2000 }: PostgresOptions = {},
  ) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      // a PostgreSQL that stops answering (SIGSTOP, a partition) must cost a request a bounded
      // wait, answered 503, not hold it until the server wakes: the wait for a connection, the
      // client's wait for an answer, and the server's own limit on a statement (a lock wait)
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: queryTimeoutMs,
      statement_timeout: queryTimeoutMs,
    });
    this.connectTimeoutMs = connectTimeoutMs;
    // an idle client losing its connection must not crash the process; the pool replaces it
    this.pool.on('error', () => {});
  }

  readonly sql: SqlRunner = {
    dialect: 'postgres',
    forUpdate: ' FOR UPDATE',
    all: async <T extends Row>(sql: string, params: unknown[] = []) =>
      (await this.query<T>(sql, params)).rows,
    get: async <T extends Row>(sql: string, params: unknown[] = []) =>
      (await this.query<T>(sql, params)).rows[0],
    run: async (sql, params = []) => (await this.query(sql, params)).rowCount ?? 0,
    tx: (work) => this.transaction(work),
  };

  /** `work` on one connection between BEGIN and COMMIT (ROLLBACK when it throws). */
  private async transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const q = async <R extends Row>(sql: string, params: unknown[] = []) =>
      client.query<R>(numbered(sql), params);
    const runner: SqlRunner = {
      dialect: 'postgres',
      forUpdate: ' FOR UPDATE',
      all: async (sql, params) => (await q(sql, params)).rows as never,
      get: async (sql, params) => (await q(sql, params)).rows[0] as never,
      run: async (sql, params) => (await q(sql, params)).rowCount ?? 0,
      tx: (inner) => inner(runner),
    };
    try {
      await client.query('BEGIN');
      const result = await work(runner);
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (err) {
      // as in hitRateLimit: the connection is dropped, PostgreSQL rolls back a closed session
      client.release(true);
      throw err;
    }
  }

  private async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
    return this.pool.query<T>(numbered(sql), params);
  }

  async migrate() {
    // a connection of its own, without the query timeouts: waiting for another instance's
    // migrations (the advisory lock) or a long migration is expected here
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.connectTimeoutMs,
    });
    await client.connect();
    try {
      // several instances may start at once: one migrates, the others wait
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
      );
      const applied = new Set(
        (await client.query<{ id: number }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
      );
      for (const m of MIGRATIONS) {
        if (applied.has(m.id)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.postgres);
          await client.query('INSERT INTO schema_migrations VALUES ($1, $2, $3)', [m.id, m.name, Date.now()]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await client.end();
    }
  }

  async ping() {
    await this.pool.query('SELECT 1');
  }

  async close() {
    await this.pool.end();
  }

  async addContactMessage(msg: NewContactMessage, now = new Date()) {
    assertStorableContact(msg);
    const { rows } = await this.query<{ id: string }>(SQL.insertContact, [
      msg.name,
      msg.email,
      msg.subject,
      msg.message,
      msg.language,
      msg.client,
      now.getTime(),
    ]);
    return { ...msg, id: Number(rows[0].id), createdAt: now };
  }

  async listContactMessages({ limit = 100, offset = 0 } = {}) {
    const { rows } = await this.query<ContactRow>(SQL.listContacts, [limit, offset]);
    return rows.map(contactFromRow);
  }

  async getStudy(key: string) {
    const { rows } = await this.query<{ key: string; payload: string; created_at: string }>(SQL.getStudy, [
      key,
    ]);
    return rows[0]
      ? { key: rows[0].key, payload: rows[0].payload, createdAt: new Date(Number(rows[0].created_at)) }
      : null;
  }

  async putStudy(key: string, payload: string, now = new Date()) {
    await this.query(SQL.putStudy, [key, payload, now.getTime()]);
  }

  async getKeptStudy(id: string) {
    const { rows } = await this.query<{ id: string; payload: string; created_at: string }>(SQL.getKeptStudy, [
      id,
    ]);
    return rows[0]
      ? { id: rows[0].id, payload: rows[0].payload, createdAt: new Date(Number(rows[0].created_at)) }
      : null;
  }

  async keepStudy(id: string, payload: string, now = new Date()) {
    await this.query(SQL.keepStudy, [id, payload, now.getTime()]);
  }

  async hitRateLimit(bucket: string, limit: number, windowMs: number, now = new Date()) {
    // one statement, one round trip: the bucket's row is locked only while PostgreSQL runs it, so
    // concurrent hits from several instances are counted one after another without waiting on
    // each other's round trips (issue 41: locked across four, most of a busy client's hits
    // waited past the statement timeout)
    const { rows } = await this.query<{ allowed: boolean; remaining: number; retry_after: number }>(
      SQL.rateHit,
      [bucket, limit, windowMs, now.getTime(), RATE_SLOTS],
    );
    const [{ allowed, remaining, retry_after }] = rows;
    return { allowed, remaining, retryAfterSeconds: retry_after };
  }
  async pruneRateLimits(before: Date) {
    const { rowCount } = await this.query(SQL.pruneRateLimits, [before.getTime()]);
    return rowCount ?? 0;
  }
}
