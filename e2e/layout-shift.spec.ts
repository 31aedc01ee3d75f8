import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * The chapter page stands still while it loads (issue 26): its parts arrive in separate answers
 * (the list of translations, the text, the cross-references), and none may move what is already
 * on the screen. Cumulative layout shift is a layout property the browser reports
 * (PerformanceObserver 'layout-shift', shifts without recent input), not a timing.
 */

const JOHN_3 = '/study-guides/book/John/3?translation=KJV&highlight=16';

/** Every layout shift the page has had, summed (buffered: from the first paint on). */
const cumulativeShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // buffered entries are delivered before the next frame
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

async function loadAndMeasure(page: Page) {
  await page.goto(JOHN_3);
  await expect(page.locator('#v16')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cross-references of verse 16', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Choose a chapter' })).toBeAttached();
  return cumulativeShift(page);
}

test('John 3 loads without layout shift', async ({ page }) => {
  expect(await loadAndMeasure(page)).toBeLessThanOrEqual(0.02);
});

test('John 3 stands still when its parts arrive out of order', async ({ page }) => {
  // the cross-references and the list of translations come after the text: its markers and the
  // controls above it must not move it once shown
  const later = (ms: number) => async (route: Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  };
  await page.route('**/api/cross-references?*', later(400));
  await page.route('**/api/translations*', later(250));
  expect(await loadAndMeasure(page)).toBeLessThanOrEqual(0.02);
});

test('John 3 stands still when read word by word in Greek', async ({ page }) => {
  // the interlinear comes after the text (it is asked for by the text's verses): the chapter is
  // laid out once, with it
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ v: 1, data: { original: 'interlinear' } })),
  );
  await page.route('**/api/interlinear?*', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  expect(await loadAndMeasure(page)).toBeLessThanOrEqual(0.02);
  await expect(page.locator('#v16 .iw').first()).toBeVisible();
});

test('Psalm 23 stands still while its Hebrew and the Hebrew font arrive', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ v: 1, data: { original: 'interlinear' } })),
  );
  await page.goto('/study-guides/book/Ps/23?translation=KJV');
  await expect(page.locator('#v1 .iw').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Choose a chapter' })).toBeAttached();
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
});
