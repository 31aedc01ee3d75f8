/** Test helper: the real app on the real scripture.db and a throwaway SQLite store. */
import { buildApp, type AppDeps } from '../server/app';
import { loadConfig } from '../server/env';
import { ScriptureRepo } from '../server/scripture/scripture.repo';
import { SqliteStore } from '../server/store/sqlite.store';
import type { AppStore } from '../server/store';
import { scriptureDbPath } from './scripture-db';

/** `logStream`: where the app's JSON log lines go (a test that reads them), else stdout. */
export async function testApp(
  env: Record<string, string> = {},
  logStream?: AppDeps['logStream'],
  /** another store than a fresh SQLite one in memory (a PostgreSQL schema: src/test/pg-schema.ts) */
  given?: AppStore,
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRIPTURE_DB: scriptureDbPath(),
    STATIC_DIR: '/nonexistent',
    ...env,
  });
  const scripture = new ScriptureRepo(config.SCRIPTURE_DB);
  const store = given ?? new SqliteStore(':memory:');
  await store.migrate();
  const app = await buildApp({ config, scripture, store, logStream });
  await app.ready();
  return {
    app,
    store,
    scripture,
    async close() {
      // tests that listen leave the fetch client's keep-alive sockets open; app.close() would wait for them
      app.server.closeAllConnections();
      await app.close();
      await store.close();
      scripture.close();
    },
  };
}
