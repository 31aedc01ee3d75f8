import type { Config } from '../env';
import { PostgresStore } from './postgres.store';
import { SqliteStore } from './sqlite.store';
import type { AppStore } from './store';

export type { AppStore } from './store';

/** The store the configuration asks for: PostgreSQL when DATABASE_URL is set, else a SQLite file. */
export function openStore(
  config: Pick<
    Config,
    'DATABASE_URL' | 'STORE_PATH' | 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_QUERY_TIMEOUT_MS'
  >,
): AppStore {
  return config.DATABASE_URL
    ? new PostgresStore(config.DATABASE_URL, {
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
      })
    : new SqliteStore(config.STORE_PATH);
}
