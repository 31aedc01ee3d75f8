/**
 * How a change of a live session reaches every server process (ADR 022). A notice names the group
 * and its new seq, never the state: each process reads the state once from the store and writes
 * it to the streams it holds, so no process keeps anything another needs.
 * - InProcessFanout: one process (SQLite).
 * - PostgresFanout: LISTEN/NOTIFY on one dedicated connection per process; a notice is sent
 *   through the store's pool (`pg_notify`), so every process sharing the database hears it.
 */
import pg from 'pg';
import type { SqlRunner } from '../store/sql-runner';

export interface LiveNotice {
  groupId: string;
  seq: number;
}

export interface LiveFanout {
  publish(notice: LiveNotice): Promise<void>;
  /** `onNotice(null)`: notices may have been missed (the connection came back): recheck everything */
  subscribe(onNotice: (notice: LiveNotice | null) => void): void;
  /** settles once notices can be heard (the app waits for it before it is ready) */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export class InProcessFanout implements LiveFanout {
  private readonly listeners: ((n: LiveNotice | null) => void)[] = [];
  readonly ready = Promise.resolve();
  async publish(notice: LiveNotice) {
    for (const listener of this.listeners) queueMicrotask(() => listener(notice));
  }
  subscribe(onNotice: (n: LiveNotice | null) => void) {
    this.listeners.push(onNotice);
  }
  async close() {
    this.listeners.length = 0;
  }
}

export const CHANNEL = 'live_reading';
/** wait before listening again after the dedicated connection is lost */
const RECONNECT_MS = 1000;

export class PostgresFanout implements LiveFanout {
  private readonly listeners: ((n: LiveNotice | null) => void)[] = [];
  private client: pg.Client | null = null;
  private closed = false;
  /** whether LISTEN is in place (a test waits for it) */
  listening = false;
  private retry: NodeJS.Timeout | null = null;
  /** settles once the first LISTEN is in place, or has failed and will be tried again */
  readonly ready: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly sql: SqlRunner,
  ) {
    // a process that lost its connection may have missed notices: emit(null) on each new one
    this.ready = this.listen(false);
  }

  private async listen(again: boolean): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      try {
        const n = JSON.parse(msg.payload ?? '') as LiveNotice;
        if (typeof n.groupId === 'string' && typeof n.seq === 'number') this.emit(n);
      } catch {
        // not ours: ignored
      }
    });
    const lost = () => {
      if (this.client !== client || this.closed) return;
      this.client = null;
      this.listening = false;
      client.end().catch(() => {});
      this.retry = setTimeout(() => void this.listen(true).catch(lost), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      lost(); // tried again in RECONNECT_MS; the streams carry on meanwhile, without news
      return;
    }
    if (again) this.emit(null);
    this.listening = true;
  }

  private emit(n: LiveNotice | null) {
    for (const listener of this.listeners) listener(n);
  }

  async publish(notice: LiveNotice) {
    await this.sql.run('SELECT pg_notify(?, ?)', [CHANNEL, JSON.stringify(notice)]);
  }

  subscribe(onNotice: (n: LiveNotice | null) => void) {
    this.listeners.push(onNotice);
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

/** The fan-out for a store: LISTEN/NOTIFY on PostgreSQL (its URL), in process on SQLite. */
export function fanoutFor(store: { driver: string; sql: SqlRunner; url?: string }): LiveFanout {
  return store.driver === 'postgres' && store.url
    ? new PostgresFanout(store.url, store.sql)
    : new InProcessFanout();
}
