/** Word search, Strong's word studies and the original-language concordance, as a user uses them. */
import { expect, test } from '@playwright/test';
import { openFilters, withLanguage } from './helpers';

test('word search: results, counts by book, highlighted words, paging and filters', async ({ page }) => {
  await page.goto('/concordance/word-search');
  await page.getByLabel('Search for').fill('faith');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('.summary')).toHaveText('231 verses · 247 occurrences');
  await expect(page.getByRole('main').getByRole('figure')).toContainText('Romans');
  const first = page.locator('.results li').first();
  await expect(first.locator('mark')).toHaveText('faith');
  await expect(first).toContainText('Deuteronomy 32:20');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 10')).toBeVisible();
  await openFilters(page);
  await page.getByLabel('Search in').selectOption('group:gospels');
  await expect(page.locator('.summary')).toHaveText('29 verses · 29 occurrences');
  await page.locator('.results li').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/study-guides\/book\/Matt\/6\?translation=KJV&highlight=30$/);
  await expect(page.locator('#v30')).toHaveClass(/highlight/);
});

test('word search: phrase mode, all translations, no results, and a clear error', async ({ page }) => {
  await page.goto('/concordance/word-search?q=my+shepherd&mode=phrase');
  await expect(page.locator('.summary')).toHaveText('3 verses · 3 occurrences');
  await expect(page.locator('.results mark').first()).toHaveText('my shepherd');
  await openFilters(page);
  await page.getByLabel('Version').selectOption('all');
  await expect(page.locator('.results li').first()).toContainText('KJV');
  await page.goto('/concordance/word-search?q=zzzzqqq');
  await expect(page.getByText('No verses found.')).toBeVisible();
  await page.goto('/concordance/word-search?q=%22my+shepherd');
  await expect(page.getByRole('alert')).toContainText('A quotation mark is not closed');
});

test('word search speaks the UI language', async ({ page }) => {
  await withLanguage(page, 'te');
  await page.goto('/concordance/word-search?q=%22oops');
  await expect(page.getByRole('alert')).toContainText('కొటేషన్ గుర్తు మూయబడలేదు');
});

test('Hebrew word study: from a transliteration to the entry, counts and occurrences', async ({ page }) => {
  await page.goto('/research-tools/hebrew');
  await page.getByLabel("Word or Strong's number").fill('elohim');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: /H430/ }).first().click();
  const lemma = page.locator('.lemma');
  await expect(lemma).toHaveText('אֱלֹהִים');
  await expect(lemma).toHaveAttribute('dir', 'rtl');
  await expect(lemma).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('heading', { name: '2249 verses in the KJV' })).toBeVisible();
  await expect(page.locator('.renderings')).toContainText('god ×2368');
  await expect(page.locator('.results li').first().locator('mark')).toHaveText('God');
  await expect(page.locator('.results li')).toHaveCount(50);
  await page.getByRole('button', { name: 'Show more verses' }).click();
  await expect(page.locator('.results li')).toHaveCount(100);
  await page.getByRole('link', { name: 'H433' }).click();
  await expect(page.locator('.badge', { hasText: 'H433' }).first()).toBeVisible();
  // the same pointed word may come with its marks in another order: compare canonical forms
  await expect
    .poll(async () => (await page.locator('.lemma').textContent())?.normalize('NFC'))
    .toBe('אֱלוֹהַּ'.normalize('NFC'));
});

test('Strong’s numbers in any usual form open their entry', async ({ page }) => {
  for (const [path, q, n] of [
    ['hebrew', '430', 'H430'],
    ['hebrew', 'h0430', 'H430'],
    ['greek', 'G26', 'G26'],
  ]) {
    await page.goto(`/research-tools/${path}?q=${q}`);
    await expect(page.locator('.entry .badge').first()).toHaveText(n);
  }
});

test('Spanish word study finds the Greek and Hebrew behind a Spanish word, with RV1909 renderings', async ({
  page,
}) => {
  await page.goto('/research-tools/spanish?q=fe');
  await page.getByRole('link', { name: /G4102/ }).click();
  await expect(page.getByRole('heading', { name: /verses in the RV1909/ })).toBeVisible();
  await expect(page.locator('.renderings li').first()).toContainText('fe');
  await expect(page.locator('.results li').first().locator('p[lang="es"] mark').first()).toBeVisible();
});

test('original-language concordance: Hebrew without points and Greek by transliteration', async ({
  page,
}) => {
  await page.goto('/concordance/original-language');
  await page.getByLabel('Hebrew word').fill('אלהים');
  await page.getByLabel('Hebrew word').press('Enter');
  await expect(
    page.locator('#original-hebrew-label').locator('xpath=ancestor::section').locator('.matches li').first(),
  ).toContainText('H430');
  await page.getByLabel('Greek word').fill('agape');
  await page.getByLabel('Greek word').press('Enter');
  await page.getByRole('link', { name: /G26/ }).click();
  await expect(page).toHaveURL(/\/research-tools\/greek\?strongs=G26/);
  await expect(page.locator('.lemma')).toHaveText('ἀγάπη');
});
