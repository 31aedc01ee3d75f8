/** Study guides and the chapter reader, the verse of the day and the quick search. */
import { expect, test } from '@playwright/test';
import { openSidebarIfOverlay, withLanguage } from './helpers';

test('book by book lists all 66 books with testament, chapters and difficulty, each linking to its page', async ({ page }) => {
  await page.goto('/study-guides/book-by-book');
  const cards = page.locator('.book-card');
  await expect(cards).toHaveCount(66);
  await expect(cards.nth(0)).toContainText('Genesis');
  await expect(cards.nth(0)).toContainText('Old Testament');
  await expect(cards.nth(0)).toContainText('50 chapters');
  await expect(cards.nth(0)).toContainText('Beginner');
  await expect(cards.nth(1)).toContainText('Intermediate'); // Exodus
  await expect(page.locator('.book-card', { hasText: 'Matthew' })).toContainText('Beginner');
  await expect(page.locator('.book-card', { hasText: 'Romans' })).toContainText('Advanced');
  await expect(page.locator('.book-card', { hasText: 'Romans' })).toContainText('16 chapters');
  await page.locator('.book-card', { hasText: 'Obadiah' }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/Obad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obadiah');
  await expect(page.locator('.page-header .lead')).toContainText('1 chapter');
  await expect(page.locator('.chapter-grid a')).toHaveCount(1);
});

test('the testament pages list their books', async ({ page }) => {
  await page.goto('/study-guides/old-testament');
  await expect(page.locator('.book-card')).toHaveCount(39);
  await page.goto('/study-guides/new-testament');
  await expect(page.locator('.book-card')).toHaveCount(27);
  await expect(page.locator('.book-card').first()).toContainText('Matthew');
});

test('a deep link opens the chapter in the translation with the verse highlighted', async ({ page }) => {
  await page.goto('/study-guides/book/John/3?translation=KJV&highlight=16');
  const verse = page.locator('#v16');
  await expect(verse).toHaveClass(/highlight/);
  await expect(verse).toContainText('For God so loved the world, that he gave his only begotten Son');
  await expect(verse).toBeInViewport();
  await expect(page.locator('.verse-row')).toHaveCount(36);
  await expect(page.getByLabel('Translation')).toHaveValue('KJV');
});

test('the reader changes translation, shows two side by side, and steps across books', async ({ page }) => {
  await page.goto('/study-guides/book/Mal/4');
  await page.getByLabel('Translation').selectOption('WEB');
  await expect(page).toHaveURL(/translation=WEB/);
  await page.getByLabel('Side by side with').selectOption('RV1909');
  await expect(page.locator('.parallel-head')).toContainText('Reina-Valera 1909');
  await expect(page.locator('#v1 .verse-text[lang="es"]')).toContainText('PORQUE he aquí, viene el día ardiente');
  await page.getByRole('link', { name: /Next chapter/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matthew 1');
  await expect(page).toHaveURL(/\/study-guides\/book\/Matt\/1\?translation=WEB&compare=RV1909/);
  await page.getByRole('link', { name: /Previous chapter/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malachi 4');
  await page.goto('/study-guides/book/Gen/1');
  await expect(page.getByRole('link', { name: /Previous chapter/ })).toHaveCount(0);
});

test('book names and the reader follow the UI language; the best translation is chosen for it', async ({ page }) => {
  await withLanguage(page, 'es');
  await page.goto('/study-guides/book/John/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juan 3');
  await expect(page.getByLabel('Traducción')).toHaveValue('RV1909');
  await expect(page.locator('#v16')).toContainText('Porque de tal manera amó Dios al mundo');
});

test('an unknown book or chapter says so', async ({ page }) => {
  await page.goto('/study-guides/book/Hezekiah');
  await expect(page.getByText('There is no book called “Hezekiah”.')).toBeVisible();
  await page.goto('/study-guides/book/John/99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the verse of the day shows reference, text, translation and reflection, in the UI language', async ({ page }, info) => {
  await page.goto('/');
  await openSidebarIfOverlay(page, info);
  const votd = page.getByRole('region', { name: 'Verse of the day' });
  await expect(votd.locator('blockquote')).not.toBeEmpty();
  await expect(votd).toContainText('KJV');
  const reference = await votd.getByRole('link').textContent();
  await votd.getByRole('link').click();
  await expect(page.locator('.verse-row.highlight').first()).toBeVisible();
  expect(reference).toMatch(/\d+:\d+/);

  await withLanguage(page, 'es');
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/');
  await openSidebarIfOverlay(page, info, 'Expandir barra lateral');
  const es = page.getByRole('region', { name: 'Versículo del día' });
  await expect(es).toContainText('RV1909');
  await expect(es.locator('blockquote')).toHaveAttribute('lang', 'es');
});

test.describe('quick search', () => {
  for (const [query, book, chapter, verse] of [['Juan 3:16', 'John', 3, 16], ['Jean 3:16', 'John', 3, 16], ['యోహాను 3:16', 'John', 3, 16], ['Ps 23', 'Ps', 23, null]] as const) {
    test(`“${query}” opens the reader there`, async ({ page }, info) => {
      await page.goto('/');
      await openSidebarIfOverlay(page, info);
      await page.getByRole('searchbox', { name: 'Quick search' }).fill(query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/study-guides/book/${book}/${chapter}${verse ? `\\?highlight=${verse}` : '$'}`));
      if (verse) await expect(page.locator(`#v${verse}`)).toHaveClass(/highlight/);
    });
  }

  test('a word opens the word search with the query filled in', async ({ page }, info) => {
    await page.goto('/');
    await openSidebarIfOverlay(page, info);
    await page.getByRole('searchbox', { name: 'Quick search' }).fill('faith');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/concordance\/word-search\?q=faith$/);
    await expect(page.getByLabel('Search for')).toHaveValue('faith');
  });
});

test('Strong’s-tagged words in the reader open their lexicon entry', async ({ page }) => {
  await page.goto('/study-guides/book/John/3?translation=KJV&highlight=16');
  await page.getByRole('button', { name: "Strong's numbers" }).click();
  await expect(page.getByRole('button', { name: "Strong's numbers" })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/strongs=1/);
  await page.locator('#v16').getByRole('link', { name: "loved: Strong's G25" }).click();
  await expect(page).toHaveURL(/\/research-tools\/greek\?strongs=G25$/);
  await expect(page.locator('.lemma')).toHaveText('ἀγαπάω');
});
