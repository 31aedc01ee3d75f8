/**
 * Finding one's way (issue 17, layout): real 404s with a page that helps, the word-search filters
 * folded on phones, the book list's filter and compact grid, the collapsed sidebar's way to the
 * quick search and the verse of the day, the quick search's placeholder, the Study Guides landing.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe, isDesktop, withLanguage } from './helpers';

test.describe('404s', () => {
  test('an unknown page and a missing chapter answer 404 with the app; a missing file a plain 404', async ({
    request,
  }) => {
    for (const path of ['/no-such-page', '/study-guides/book/john/99', '/study-guides/book/Obad/2']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toContain('text/html');
    }
    for (const path of ['/favicon-old.ico', '/images/logo.png', '/assets/gone-123.js']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).not.toContain('text/html');
    }
    expect((await request.get('/study-guides/book/John/21')).status()).toBe(200);
  });

  test('a missing chapter says how many there are and links to them', async ({ page }) => {
    await page.goto('/study-guides/book/john/99');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('John has 21 chapters: there is no chapter 99.')).toBeVisible();
    await page.getByRole('link', { name: 'John 21' }).click();
    await expect(page).toHaveURL(/\/study-guides\/book\/John\/21$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 21');
  });

  test('an unknown page offers a search, the main places and passes axe, in Spanish', async ({ page }) => {
    await withLanguage(page, 'es');
    await page.goto('/study-guides/book/Genisis/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('link', { name: 'Génesis 3' })).toHaveAttribute(
      'href',
      '/study-guides/book/Gen/3',
    );
    await expect(page.getByRole('link', { name: 'Contacto', exact: true }).last()).toBeVisible();
    await expectNoSeriousAxe(page);
    await page.getByLabel('Buscar en la Biblia').fill('gracia');
    await page.getByLabel('Buscar en la Biblia').press('Enter');
    await expect(page).toHaveURL(/\/concordance\/word-search\?q=gracia$/);
  });

  test('a book id in another case opens the book', async ({ page }) => {
    await page.goto('/study-guides/book/john/3?translation=KJV');
    await expect(page).toHaveURL(/\/study-guides\/book\/John\/3\?translation=KJV$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 3');
  });
});

test('word-search filters: folded behind a counted toggle on phones, open on desktop', async ({
  page,
}, info) => {
  await page.goto('/concordance/word-search?q=love&testament=NT&mode=phrase');
  const scope = page.getByLabel('Search in');
  const toggle = page.getByRole('button', { name: /Filters/ });
  if (isDesktop(info)) {
    await expect(scope).toBeVisible();
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('2 active');
  await expect(scope).toBeHidden();
  // the first result is on the first screen
  const first = page.locator('.results li').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(scope).toBeVisible();
  await expect(scope).toHaveValue('testament:NT');
});

test('book by book: a compact grid filtered by testament, section and name', async ({ page }, info) => {
  await page.goto('/study-guides/book-by-book');
  const cards = page.locator('.book-grid > li');
  await expect(cards).toHaveCount(66);
  if (!isDesktop(info)) {
    // two columns on a phone: the first two cards share a row
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(a!.y).toBe(b!.y);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);
  }
  // the filter lives in the URL: the radio is checked once the navigation has happened
  await page.getByRole('radio', { name: 'New Testament' }).click();
  await expect(page.getByRole('radio', { name: 'New Testament' })).toBeChecked();
  await expect(cards).toHaveCount(27);
  await expect(page.getByText('Books shown: 27 of 66')).toBeVisible();
  await page.getByLabel('Section').selectOption({ label: 'Gospels' });
  await expect(cards).toHaveCount(4);
  await expect(page).toHaveURL(/testament=NT&group=gospels/);
  await page.getByLabel('Find a book').fill('jo');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('John');
  await page.getByLabel('Find a book').fill('zzz');
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(cards).toHaveCount(66);
  await expectNoSeriousAxe(page);
});

test('the collapsed sidebar keeps a keyboard way to the quick search and the verse of the day', async ({
  page,
}, info) => {
  test.skip(!isDesktop(info), 'the sidebar collapses on desktop only');
  await page.addInitScript(() => localStorage.setItem('sidebarCollapsed', 'true'));
  await page.goto('/');
  await expect(page.locator('#quick-search-input')).toHaveCount(0);
  const searchButton = page.getByRole('button', { name: 'Quick search' });
  await searchButton.focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('searchbox', { name: 'Quick search' });
  await expect(input).toBeFocused();
  await expectNoSeriousAxe(page);
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await expect(searchButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused(); // typed before the box opens, the keys would go nowhere
  await page.keyboard.type('John 3:16');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/study-guides\/book\/John\/3/);
  await expect(input).toBeHidden();

  await page.getByRole('button', { name: 'Verse of the day' }).click();
  const panel = page.getByRole('dialog', { name: 'Verse of the day' });
  await expect(panel.getByRole('link')).toHaveAttribute('href', /\/study-guides\/book\//);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});

test('a panel opened while the next page loads stays open when that page arrives', async ({ page }, info) => {
  test.skip(!isDesktop(info), 'the sidebar collapses on desktop only');
  await page.addInitScript(() => localStorage.setItem('sidebarCollapsed', 'true'));
  // hold the reader's code: the router shows the new page in a transition, so until it loads the
  // address bar names the new page while the old one is still on screen
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/ReaderPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Quick search' }).click();
  await page.getByRole('searchbox', { name: 'Quick search' }).fill('John 3:16');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/study-guides\/book\/John\/3/);
  await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Verse of the day' }).click();
  const link = page.getByRole('dialog', { name: 'Verse of the day' }).getByRole('link');
  await expect(link).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
  await expect(link).toBeVisible(); // the page it was opened on arrived: not a change of page

  // a change of page after it opened still shuts it
  await link.click();
  await expect(page.getByRole('dialog', { name: 'Verse of the day' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verse of the day' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the quick search placeholder fits its box in Spanish and Telugu, even at the narrowest sidebar', async ({
  page,
}, info) => {
  for (const lang of ['es', 'te']) {
    await page.addInitScript((l) => {
      localStorage.setItem('language', l);
      localStorage.setItem('sidebarWidth', '240');
    }, lang);
    await page.goto('/');
    if (!isDesktop(info)) await page.locator('.topbar > button.icon-button').first().click();
    const input = page.locator('#quick-search-input');
    await expect(input).toBeVisible();
    // the placeholder as text in the box: it must not scroll
    const overflow = await input.evaluate((el: HTMLInputElement) => {
      el.value = el.placeholder;
      return el.scrollWidth - el.clientWidth;
    });
    expect(overflow, lang).toBeLessThanOrEqual(0);
  }
});

test('the Study Guides landing leads to both testaments, book by book and the reader’s tools', async ({
  page,
}) => {
  await page.goto('/study-guides');
  await expect(page.getByRole('link', { name: /Book by Book/ })).toHaveAttribute(
    'href',
    '/study-guides/book-by-book',
  );
  await expect(page.getByRole('link', { name: /Old Testament/ }).last()).toHaveAttribute(
    'href',
    '/study-guides/old-testament',
  );
  for (const tool of ['Parallel translations', 'Commentary', 'Cross-references', 'Strong’s numbers'])
    await expect(page.getByRole('link', { name: new RegExp(tool) })).toBeVisible();
  await page.getByRole('link', { name: /Parallel translations/ }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/John\/3\?compare=WEB/);
});

test('a template study offers no "new version", which would be the same text', async ({ page }) => {
  await page.goto('/character-studies');
  await page.getByRole('combobox', { name: 'Bible character' }).fill('Ruth');
  await page.getByRole('option', { name: /^Ruth/ }).click();
  await page.getByLabel('Study method').selectOption({ label: 'Biographical Study' });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('button', { name: 'Download Word' })).toBeVisible();
  await expect(page.getByText('the same choices always give this same study')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate a new version' })).toHaveCount(0);
});
