import { defineConfig, devices } from '@playwright/test';
import { MAILBOX_HTTP_PORT, MAILBOX_SMTP_PORT } from './e2e/mail';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium (never a downloaded browser), headless, with the machine's network flags. */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e', // Playwright empties this; the Vitest report sits beside it
  // each test's budget: 30 s by default; a test that needs more says so itself (test.slow() or
  // test.setTimeout, with the reason), so a hang still shows (issue 41 §8)
  timeout: 30_000,
  // an assertion waits up to 10 s for the page (Playwright's default is 5 s): on a loaded 2-core
  // machine (load ~25) a chapter page and a generated study took longer than 5 s (issue 41 §8)
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    // the service worker (ADR 013) is tested in e2e/offline.spec.ts, which allows it; elsewhere it
    // would precache the app in every test and hide requests from page.route and extra headers
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // a real SMTP server that receives the app's mail (accounts: confirmation and recovery links)
      command: 'npx tsx e2e/mailbox.ts',
      url: `http://127.0.0.1:${MAILBOX_HTTP_PORT}/health`,
      reuseExistingServer: false,
      env: { MAILBOX_SMTP_PORT: String(MAILBOX_SMTP_PORT), MAILBOX_HTTP_PORT: String(MAILBOX_HTTP_PORT) },
    },
    {
      // the built server, as users get it (npm run serve: production's node flags), with a throwaway
      // store
      command: 'npm run --silent serve',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        STORE_PATH: `.tmp/e2e-${PORT}/app-${Date.now()}.db`,
        LOG_LEVEL: 'warn',
        // each contact test sends its own X-Forwarded-For, so rate limits do not cross tests
        TRUST_PROXY: '1',
        CONTACT_RATE_LIMIT: '3',
        STUDY_RATE_LIMIT: '1000',
        STUDY_DRIVER: 'builtin',
        CONTACT_EMAIL: 'help@example.org',
        CONTACT_PHONE: '+1 555 0100',
        SMTP_URL: `smtp://127.0.0.1:${MAILBOX_SMTP_PORT}`,
      },
    },
  ],
});
