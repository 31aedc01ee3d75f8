/**
 * Test helper: both app-store drivers for suites that run against each — a SQLite file and a
 * PostgreSQL schema of its own (TEST_DATABASE_URL, which `npm test` and `source
 * scripts/postgres.sh` set), dropped afterwards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PostgresStore } from '../server/store/postgres.store';
import { SqliteStore } from '../server/store/sqlite.store';
import type { AppStore } from '../server/store';
import { schemaUrl } from './pg-schema';

export interface TestStore {
  store: AppStore;
  /** the PostgreSQL URL of the schema (for a second server process), or null on SQLite */
  url: string | null;
  cleanup(): Promise<void>;
}

let n = 0;
export async function openTestStore(driver: 'sqlite' | 'postgres'): Promise<TestStore> {
  if (driver === 'sqlite') {
    const store = new SqliteStore(join(mkdtempSync(join(tmpdir(), 'store-')), 'app.db'));
    await store.migrate();
    return { store, url: null, cleanup: () => store.close().catch(() => {}) };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error('TEST_DATABASE_URL is not set: run `source scripts/postgres.sh` (npm test does)');
  const schema = `test_${process.pid}_${Date.now()}_${++n}`;
  const url = await schemaUrl(base, schema);
  const store = new PostgresStore(url);
  await store.migrate();
  return {
    store,
    url,
    async cleanup() {
      await store.close().catch(() => {}); // closed already by the test app, or not
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

export const DRIVERS = ['sqlite', 'postgres'] as const;
