import { defineConfig } from 'vitest/config';
import { errorMessagesByLanguage } from './scripts/error-messages-plugin';

/**
 * Two projects. `fast`: pure code (shared/, the client, and `*.unit.test.ts` elsewhere) — no
 * scripture.db, no database server, no SWORD tools; `npm test` runs it before the import, so a
 * logic error shows in seconds. `data`: everything that reads the imported scripture.db, the stores
 * (SQLite and PostgreSQL) or SWORD. A fast test that reaches for the data fails loudly: its
 * SCRIPTURE_DB points nowhere.
 */
const FAST = ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'src/**/*.unit.test.ts'];

export default defineConfig({
  // the client's error catalogue, one language a module (as in the build)
  plugins: [errorMessagesByLanguage()],
  // the service worker's registration module exists only in the build (vite-plugin-pwa)
  resolve: {
    alias: { 'virtual:pwa-register/react': new URL('./src/test/pwa-register.ts', import.meta.url).pathname },
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: FAST,
          environment: 'node',
          env: { SCRIPTURE_DB: '/nonexistent/fast-tests-have-no-scripture.db', TEST_DATABASE_URL: '' },
        },
      },
      {
        extends: true,
        test: { name: 'data', include: ['src/**/*.test.{ts,tsx}'], exclude: FAST, environment: 'node' },
      },
    ],
  },
});
