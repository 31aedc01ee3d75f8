/** The layout behaviours of spec §4 and §9: sidebar, top bar, menus, language. */
import { expect, test, type Page } from '@playwright/test';
import { isDesktop, openSidebarIfOverlay } from './helpers';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test.describe('desktop sidebar', () => {
  test.beforeEach(({ page: _page }, info) =>
    test.skip(!isDesktop(info), 'the docked sidebar is a desktop layout'),
  );

  test('is 280 px by default; dragging its edge resizes it, clamped to 240–400, and the width is kept', async ({
    page,
  }) => {
    await page.goto('/');
    expect((await sidebar(page).boundingBox())!.width).toBe(280);
    const handle = page.getByRole('separator', { name: 'Resize sidebar' });
    const box = (await handle.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(350, y, { steps: 5 });
    expect((await sidebar(page).boundingBox())!.width).toBe(350);
    await page.mouse.move(600, y, { steps: 5 });
    expect((await sidebar(page).boundingBox())!.width).toBe(400);
    await page.mouse.move(100, y, { steps: 5 });
    expect((await sidebar(page).boundingBox())!.width).toBe(240);
    await page.mouse.move(300, y, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => localStorage.getItem('sidebarWidth'))).toBe('300');
    await page.reload();
    expect((await sidebar(page).boundingBox())!.width).toBe(300);
  });

  test('can be resized from the keyboard', async ({ page }) => {
    await page.goto('/');
    const handle = page.getByRole('separator', { name: 'Resize sidebar' });
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '290');
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', '400');
    await page.keyboard.press('Home');
    await expect(handle).toHaveAttribute('aria-valuenow', '240');
  });

  test('collapses to 80 px of icons, and stays collapsed after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect((await sidebar(page).boundingBox())!.width).toBe(80);
    await expect(sidebar(page).getByRole('link', { name: 'Contact' })).toBeVisible(); // by its label, icon only
    await expect(sidebar(page).getByText('Contact', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
    await page.reload();
    expect((await sidebar(page).boundingBox())!.width).toBe(80);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect((await sidebar(page).boundingBox())!.width).toBe(280);
  });

  test('an open overlay closes when the window grows to desktop size', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/');
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar(page)).toHaveClass(/overlay/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar(page)).not.toHaveClass(/overlay/);
    await expect(page.locator('.backdrop')).toHaveCount(0);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(sidebar(page)).toHaveCount(0); // it does not come back open
  });

  test('top-bar submenus open on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const hebrew = nav.getByRole('link', { name: 'Hebrew' });
    await expect(hebrew).toBeHidden();
    await nav.getByRole('link', { name: 'Word Studies' }).hover();
    await expect(hebrew).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(hebrew).toBeHidden();
    await nav.getByRole('link', { name: 'Word Studies' }).focus();
    await expect(hebrew).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(hebrew).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/research-tools\/hebrew$/);
  });
});

test.describe('narrow screens', () => {
  test.beforeEach(({ page: _page }, info) =>
    test.skip(isDesktop(info), 'the overlay is the layout below 1024 px'),
  );

  test('the sidebar is an overlay: menu button opens it; backdrop, close button, Escape and navigation close it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(sidebar(page)).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Expand sidebar' });
    await open.click();
    await expect(sidebar(page)).toBeVisible();
    await page.locator('.backdrop').click({ position: { x: 370, y: 400 } });
    await expect(sidebar(page)).toHaveCount(0);
    await open.click();
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(sidebar(page)).toHaveCount(0);
    await open.click();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toHaveCount(0);
    await open.click();
    await sidebar(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(sidebar(page)).toHaveCount(0);
  });

  test('the mobile menu opens and closes on route change', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Book by Book' }).click();
    await expect(page).toHaveURL(/\/study-guides\/book-by-book$/);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('sidebar submenus open and close independently', async ({ page }, info) => {
  await page.goto('/');
  await openSidebarIfOverlay(page, info);
  const side = sidebar(page);
  await side.getByRole('button', { name: 'Show or hide Word Studies' }).click();
  await expect(side.getByRole('link', { name: 'Greek' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Old Testament' })).toHaveCount(0);
  await side.getByRole('button', { name: 'Show or hide Study Guides' }).click();
  await expect(side.getByRole('link', { name: 'Old Testament' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Greek' })).toBeVisible();
  await side.getByRole('button', { name: 'Show or hide Word Studies' }).click();
  await expect(side.getByRole('link', { name: 'Greek' })).toHaveCount(0);
  await expect(side.getByRole('link', { name: 'New Testament' })).toBeVisible();
});

test('the top bar turns translucent with a border once scrolled past 20 px', async ({ page }) => {
  await page.goto('/study-guides/book-by-book');
  // let the page settle first: the layout scrolls to the top when a page arrives
  await expect(page.locator('.book-card')).toHaveCount(66);
  await page.waitForLoadState('networkidle');
  const bar = page.locator('header.topbar');
  const border = () => bar.evaluate((e) => getComputedStyle(e).borderBottomColor);
  await expect(bar).not.toHaveClass(/scrolled/);
  const plain = await border();
  await page.evaluate(() => window.scrollTo(0, 15));
  await page.waitForTimeout(100);
  await expect(bar).not.toHaveClass(/scrolled/);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(bar).toHaveClass(/scrolled/);
  // border and background change over a 0.2 s transition, which begins on the next frame
  await expect.poll(border).not.toBe(plain);
  await expect
    .poll(() => bar.evaluate((e) => getComputedStyle(e).backgroundColor))
    .toMatch(/rgba\(.*0\.\d+\)/);
});

test('the language menu lists code, name and flag; choosing sets, stores and applies the language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /Choose language/ }).click();
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(menu.getByRole('menuitemradio')).toHaveCount(4);
  const telugu = menu.getByRole('menuitemradio', { name: /తెలుగు/ });
  await expect(telugu).toContainText('TE');
  await expect(telugu.locator('svg.flag')).toHaveCount(1);
  // the native name is drawn with the self-hosted Telugu face, fetched when the button was pointed at
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('400 1em "Noto Sans Telugu"', 'తెలుగు')))
    .toBe(true);
  await telugu.click();
  await expect(menu).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('బైబిల్‌ను లోతుగా అధ్యయనం చేయండి');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('te');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await page.getByRole('button', { name: /భాషను ఎంచుకోండి/ }).click();
  await page.getByRole('menuitemradio', { name: /Español/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estudie la Biblia en profundidad');
});

test('the language menu closes on Escape and on a click outside', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: /Choose language/ });
  await button.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  await page.mouse.click(5, 700); // somewhere outside the menu
  await expect(page.getByRole('menu')).toHaveCount(0);
});
