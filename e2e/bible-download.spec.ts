/**
 * A whole Bible offline (ADR 017): downloaded from the reader, every chapter of it opens offline,
 * even one never read, saying it is the downloaded copy; the library shows the space it takes and
 * removes it.
 */
import { expect, test, type Page } from '@playwright/test';

// the rest of the suite blocks service workers (playwright.config.ts); offline, the app shell
// comes from the worker's precache
test.use({ serviceWorkers: 'allow' });

async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test('a downloaded Bible opens a chapter never read, offline, and the library removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/study-guides/book/John/3');
  await expect(page.locator('#v16')).toContainText('For God so loved the world');
  await controlledBySw(page);

  const controls = page.locator('.reader-controls');
  // one measure before and after (issue 43): the space the Bible takes on this device
  const before = controls.getByText(/^Takes \d+(\.\d)? MB on this device$/);
  await expect(before).toBeVisible({ timeout: 30_000 });
  const size = /Takes (.+) on this device/.exec((await before.textContent())!)![1];
  await controls.getByRole('button', { name: 'Download this Bible' }).click();
  await expect(controls.getByText(`Downloaded: ${size}`)).toBeVisible({ timeout: 60_000 });

  await context.setOffline(true);
  // never read in this browser: not in the service worker's cache of passages
  await page.goto('/study-guides/book/Ps/119');
  await expect(page.locator('#v105')).toContainText('Thy word is a lamp unto my feet');
  await expect(page.getByRole('note')).toContainText(
    'You are offline: this chapter comes from your downloaded King James Version.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  // the next chapter too, through the reader's own navigation
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/Ps\/120/);
  await expect(page.locator('#v1')).toContainText('In my distress I cried unto the LORD');

  // another translation, not downloaded, says why it does not open
  await page.goto('/study-guides/book/Ps/121?translation=WEB');
  await expect(page.getByRole('alert')).toContainText('You are offline');

  await page.goto('/library#offline');
  const section = page.locator('#offline');
  await expect(section).toContainText(/Space used on this device: \d+(\.\d)? MB/);
  await section.getByRole('button', { name: 'Remove the downloaded King James Version' }).click();
  await expect(section).toContainText('No Bible is downloaded yet.');
  await expect(section.getByRole('button', { name: 'Download King James Version' })).toBeDisabled();
  await expect(section).toContainText('Downloading needs an internet connection.');

  await page.goto('/study-guides/book/Ps/122');
  await expect(page.getByRole('alert')).toContainText('You are offline');
});
