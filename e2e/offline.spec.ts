/**
 * Installable and offline (ADR 013): the manifest and icons, the service worker, a chapter read
 * online opening offline, screens that need the server saying so, and a new version announcing
 * itself.
 */
import AxeBuilder from '@axe-core/playwright';
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isDesktop, withLanguage } from './helpers';

// the rest of the suite blocks service workers (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/** Collects CSP violations: the service worker and its Workbox runtime must run under the page CSP. */
function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (apply|load|execute)/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

/** Waits until the service worker is installed and in charge of the page. */
async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The URLs the service worker keeps in one of its runtime caches. */
const cached = (page: Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), cache);

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test('the manifest, the icons, the favicon and the service worker are served as themselves', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    start_url: string;
    lang: string;
    icons: { src: string; sizes: string; purpose: string; type: string }[];
  };
  expect(body).toMatchObject({ name: 'Bible Study', display: 'standalone', start_url: '/', lang: 'en' });
  const sizes = body.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe(icon.type);
  }

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO header
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');

  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  expect(html).toContain('rel="icon" href="/favicon.svg"');
  expect(html).toContain('rel="apple-touch-icon"');
});

test('a chapter read online opens offline, with the offline indicator', async ({ page, context }) => {
  const csp = watchCsp(page);
  await page.goto('/study-guides/book/John/3');
  await expect(page.locator('#v16')).toContainText('For God so loved the world');
  await controlledBySw(page);
  // read before the worker took charge: the page hands it the answers (CACHE_URLS)
  await expect.poll(() => cached(page, 'passages')).toContainEqual(expect.stringContaining('John+3'));
  await expect.poll(() => cached(page, 'translations')).toHaveLength(1);

  await context.setOffline(true);
  const chip = page.getByRole('banner').locator('.offline-chip');
  await expect(chip).toContainText('Offline');
  await page.reload();
  await expect(page.locator('#v16')).toContainText('For God so loved the world');
  await expect(chip).toContainText('Offline');
  await expect(page.locator('.offline-notice')).toHaveCount(0); // the text comes first
  await expectAxeClean(page);

  // a chapter never read says why it does not open, and a return of the connection lifts it all
  await page.goto('/study-guides/book/John/4');
  await expect(page.getByRole('alert')).toContainText(
    'You are offline, and this needs an internet connection.',
  );
  await context.setOffline(false);
  await expect(chip).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#v24')).toContainText('God is a Spirit');
  expect(csp).toEqual([]);
});

test('the Telugu face, not precached, is kept once a Telugu page has it, and draws Telugu offline', async ({
  page,
  context,
}) => {
  await withLanguage(page, 'te');
  await page.goto('/study-guides/book/John/3');
  await expect(page.locator('#v16')).toContainText('For God so loved the world');
  await controlledBySw(page);
  // downloaded before the worker took charge: the page hands it over (CACHE_URLS, issue 43)
  await expect
    .poll(async () => (await cached(page, 'telugu-font')).map((u) => u.replace(/^.*\/assets\//, '')))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^noto-sans-telugu-telugu-400-normal-.*\.woff2$/),
        expect.stringMatching(/^noto-sans-telugu-telugu-700-normal-.*\.woff2$/),
      ]),
    );
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#v16')).toContainText('For God so loved the world');
  const loaded = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.family.includes('Noto Sans Telugu') && f.unicodeRange.includes('C00'))
        .map((f) => `${f.weight} ${f.status}`)
        .sort(),
    );
  await expect.poll(loaded).toEqual(['400 loaded', '700 loaded']);
});

test('offline, the word search says in the reader’s language that it needs the connection', async ({
  page,
  context,
}, info) => {
  await withLanguage(page, 'es');
  await page.goto('/');
  await controlledBySw(page);
  await context.setOffline(true);
  await page.goto('/concordance/word-search?q=amor');
  await expect(page.getByRole('banner').locator('.offline-chip')).toContainText('Sin conexión');
  await expect(page.getByRole('note')).toContainText(
    'Está sin conexión. La búsqueda de palabras necesita conexión a internet.',
  );
  await expect(page.getByRole('alert')).toContainText('Está sin conexión y esto necesita internet.');
  await expectAxeClean(page);
  await page.screenshot({ path: info.outputPath(`search-offline-es-${isDesktop(info) ? 1280 : 390}.png`) });
});

test('a new version announces itself and takes over on Reload', async ({ page }) => {
  test.setTimeout(120_000); // a server of its own to start: ~10 s idle, over 30 s on a loaded machine
  // a server of its own, on a copy of the built client, so that this test alone sees the deploy
  const next = await serveCopyOfClient();
  try {
    await page.goto(next.url);
    await controlledBySw(page);
    await page.reload(); // a returning reader: the page loads under the worker
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    // the next deploy: a different sw.js (the browser compares it byte for byte)
    appendFileSync(join(next.dir, 'sw.js'), '\n// the next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const toast = page.locator('.update-toast');
    await expect(toast).toContainText('A new version is available.');
    await expectAxeClean(page);
    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    // a fresh page under the new worker, with nothing left waiting and no notice
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    const waiting = await page.evaluate(
      async () => !!(await navigator.serviceWorker.getRegistration())!.waiting,
    );
    expect(waiting).toBe(false);
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
  } finally {
    await next.close();
  }
});

/** The built server on a free port, serving a writable copy of dist/client. */
async function serveCopyOfClient() {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-client-'));
  cpSync('dist/client', dir, { recursive: true });
  for (const f of ['sw.js.br', 'sw.js.gz']) rmSync(join(dir, f), { force: true }); // serve the edited file
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: dir,
      STORE_PATH: join(dir, 'app.db'),
      LOG_LEVEL: 'warn',
      STUDY_DRIVER: 'builtin',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/`;
  await expect
    .poll(
      () =>
        fetch(`${url}api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return {
    url,
    dir,
    close: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        server.kill('SIGTERM');
      }),
  };
}
