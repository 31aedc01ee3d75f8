/**
 * Search and navigation in daily use (issue 17): searches follow the UI language's Bible, an empty
 * result offers the Bibles that have matches, a reference or a Strong's number typed in the word
 * search opens the reader or the entry, filters keep the query, pages are a jump away, ranges
 * are highlighted whole, the quick search fails no request, and a Strong's number is its entry.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openFilters, openSidebarIfOverlay, withLanguage } from './helpers';

const summary = (page: Page) => page.locator('.summary');

async function axeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('searches follow the UI language', () => {
  test('a Spanish user searching "amor" gets Reina-Valera results', async ({ page }) => {
    await withLanguage(page, 'es');
    await page.goto('/concordance/word-search');
    await page.locator('#word-search-q').fill('amor');
    await page.locator('#word-search-q').press('Enter');
    await expect(summary(page)).toContainText('versículos');
    await expect(page.getByLabel('Versión')).toHaveValue('RV1909');
    await expect(page.locator('.results li').first()).toContainText('RV1909');
    await expect(page.locator('.results li mark').first()).toHaveText(/amor/i);
    expect(await axeClean(page)).toEqual([]);
  });

  test('the Spanish quick search for "gracia" lands on Reina-Valera results', async ({ page }, info) => {
    await withLanguage(page, 'es');
    await page.goto('/');
    await openSidebarIfOverlay(page, info, 'Expandir barra lateral');
    await page.getByRole('searchbox', { name: 'Búsqueda rápida' }).fill('gracia');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/concordance\/word-search\?q=gracia$/);
    await expect(page.locator('.results li').first()).toContainText('RV1909');
  });

  test('Telugu searches the KJV and says that no Telugu Bible is installed', async ({ page }) => {
    await withLanguage(page, 'te');
    await page.goto('/concordance/word-search?q=faith');
    await expect(page.getByRole('note')).toContainText('King James Version');
    await expect(page.locator('.results li').first()).toContainText('KJV');
    expect(await axeClean(page)).toEqual([]);
  });
});

test('nothing found offers the installed Bibles that have matches; one click switches', async ({ page }) => {
  await page.goto('/concordance/word-search?q=amor');
  await expect(page.getByText('No verses found.')).toBeVisible();
  const offer = page.locator('.other-bibles');
  await expect(offer).toContainText('Nothing in the King James Version');
  const rv = offer.getByRole('button', { name: /Reina-Valera 1909: \d+ verses/ });
  await expect(offer.getByRole('button', { name: /World English Bible/ })).toHaveCount(0);
  await rv.click();
  await expect(page).toHaveURL(/translation=RV1909/);
  await expect(page.locator('.results li').first()).toContainText('RV1909');
});

test.describe('the word search box reads references and Strong’s numbers', () => {
  test('a reference opens the reader with the range highlighted', async ({ page }) => {
    await page.goto('/concordance/word-search');
    await page.getByLabel('Search for').fill('Rom 8:28-30');
    await page.getByLabel('Search for').press('Enter');
    await expect(page).toHaveURL(/\/study-guides\/book\/Rom\/8\?highlight=28-30$/);
    for (const v of [28, 29, 30]) await expect(page.locator(`#v${v}`)).toHaveClass(/highlight/);
    await expect(page.locator('#v27')).not.toHaveClass(/highlight/);
    await expect(page.locator('#v31')).not.toHaveClass(/highlight/);
  });

  test('in Spanish too, and a bare book name is still a word to search', async ({ page }) => {
    await withLanguage(page, 'es');
    await page.goto('/concordance/word-search');
    await page.locator('#word-search-q').fill('Jn 3:16-18');
    await page.locator('#word-search-q').press('Enter');
    await expect(page).toHaveURL(/\/study-guides\/book\/John\/3\?highlight=16-18$/);
    await expect(page.locator('#v18')).toHaveClass(/highlight/);
    await page.goto('/concordance/word-search?q=Job');
    await expect(summary(page)).toBeVisible();
  });

  test('a Strong’s number opens its word study', async ({ page }) => {
    await page.goto('/concordance/word-search');
    await page.getByLabel('Search for').fill('G26');
    await page.getByLabel('Search for').press('Enter');
    await expect(page).toHaveURL(/\/research-tools\/greek\?strongs=G26$/);
    await expect(page.locator('.lemma')).toHaveText('ἀγάπη');
    await page.goto('/concordance/word-search');
    await page.getByLabel('Search for').fill('H430');
    await page.getByLabel('Search for').press('Enter');
    await expect(page.locator('.lemma')).toHaveText('אֱלֹהִים');
  });

  test('a link to a search for a reference says what it is and points there', async ({ page }) => {
    await page.goto('/concordance/word-search?q=John+3%3A16');
    await page.getByRole('link', { name: 'Open John 3:16 in the reader' }).click();
    await expect(page).toHaveURL(/\/study-guides\/book\/John\/3\?highlight=16$/);
  });
});

test.describe('filters', () => {
  test('changing a filter keeps the query being typed, and searches it', async ({ page }) => {
    await page.goto('/concordance/word-search?q=faith');
    await expect(summary(page)).toHaveText('231 verses · 247 occurrences');
    await page.getByLabel('Search for').fill('hope');
    await openFilters(page);
    await page.getByLabel('Match').selectOption('prefix');
    await expect(page).toHaveURL(/q=hope/);
    await expect(page.getByLabel('Search for')).toHaveValue('hope');
    await expect(page.locator('.results li mark').first()).toHaveText(/^hope/i);
    await openFilters(page);
    await page.getByLabel('Search in').selectOption('testament:NT');
    await expect(page.getByLabel('Search for')).toHaveValue('hope');
    await expect(page).toHaveURL(/testament=NT/);
    await expect(page.locator('.results li').first()).toContainText('Luke 6:34');
  });

  test('one place to choose where: a part of the Bible and a book cannot contradict', async ({ page }) => {
    await page.goto('/concordance/word-search?q=faith');
    await openFilters(page);
    const where = page.getByLabel('Search in');
    await where.selectOption('group:law');
    await expect(page).toHaveURL(/group=law/);
    await where.selectOption('book:Rom');
    await expect(page).toHaveURL(/book=Rom/);
    await expect(page).not.toHaveURL(/group=/);
    await expect(summary(page)).toContainText('34 verses');
    // an old link with both reads as the narrower, and shows it
    await page.goto('/concordance/word-search?q=faith&group=law&book=Rom');
    await openFilters(page);
    await expect(page.getByLabel('Search in')).toHaveValue('book:Rom');
    await expect(summary(page)).toContainText('34 verses');
  });
});

test('a long result is a jump away from any page: first, last and a page number', async ({ page }) => {
  await page.goto('/concordance/word-search?q=the');
  const pager = page.locator('.pager');
  await expect(pager).toContainText(/Page 1 of \d{3}/);
  const pages = Number((await pager.textContent())!.match(/Page 1 of (\d+)/)![1]);
  await page.getByLabel('Go to page').fill('500');
  await page.getByLabel('Go to page').press('Enter');
  await expect(page).toHaveURL(/page=500/);
  await expect(pager).toContainText(`Page 500 of ${pages}`);
  await expect(page.locator('.results')).toHaveAttribute('start', String(499 * 25 + 1));
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  // past the end is the last page; no number is said to be wrong
  await page.getByLabel('Go to page').fill(String(pages + 100));
  await page.getByLabel('Go to page').press('Enter');
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
  await page.getByLabel('Go to page').fill('');
  await page.getByLabel('Go to page').press('Enter');
  await expect(page.getByLabel('Go to page')).toHaveAttribute('aria-invalid', 'true');
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
});

test('a range link highlights the whole range, in the KJV numbering too', async ({ page }) => {
  await page.goto('/study-guides/book/Rom/8?translation=KJV&highlight=28-30');
  for (const v of [28, 29, 30]) await expect(page.locator(`#v${v}`)).toHaveClass(/highlight/);
  await expect(page.locator('#v31')).not.toHaveClass(/highlight/);
  // Ps 51:1-2 in the KJV's numbering are the Segond's 51:3-4 (its title is verses 1-2)
  await page.goto('/study-guides/book/Ps/51?translation=LSG&kv=1-2');
  for (const v of [3, 4]) await expect(page.locator(`#v${v}`)).toHaveClass(/highlight/);
  await expect(page.locator('#v5')).not.toHaveClass(/highlight/);
});

test('the quick search fails no request: a word, a reference, a Strong’s number', async ({ page }, info) => {
  const failed: string[] = [];
  page.on('console', (m) => m.type() === 'error' && failed.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  for (const [query, url] of [
    ['faith', /\/concordance\/word-search\?q=faith$/],
    ['love one another', /\/concordance\/word-search\?q=love\+one\+another$/],
    ['Rom 8:28-30', /\/study-guides\/book\/Rom\/8\?highlight=28-30$/],
    ['G26', /\/research-tools\/greek\?strongs=G26$/],
  ] as const) {
    await page.goto('/');
    await openSidebarIfOverlay(page, info);
    await page.getByRole('searchbox', { name: 'Quick search' }).fill(query);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
  }
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});

test.describe('word study', () => {
  test('searching exactly "G26" shows the entry itself; noise renderings are folded away', async ({
    page,
  }) => {
    await page.goto('/research-tools/greek');
    await page.getByLabel("Word or Strong's number").fill('G26');
    await page.getByLabel("Word or Strong's number").press('Enter');
    await expect(page).toHaveURL(/\/research-tools\/greek\?strongs=G26$/);
    await expect(page.locator('.lemma')).toHaveText('ἀγάπη');
    const renderings = page.locator('.renderings li');
    await expect(renderings.first()).toHaveText('love ×81');
    await expect(renderings.filter({ hasText: /^the ×1$/ })).toHaveCount(0);
    const more = page.getByRole('button', { name: /Show 1 more/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(renderings.filter({ hasText: /^the ×1$/ })).toHaveCount(1);
    expect(await axeClean(page)).toEqual([]);
    // a bare number in the Hebrew study is Hebrew
    await page.goto('/research-tools/hebrew?q=430');
    await expect(page).toHaveURL(/\/research-tools\/hebrew\?strongs=H430$/);
  });

  test('"love" lists what it means, not μισέω; Spanish "fe" not לֹא', async ({ page }) => {
    await page.goto('/research-tools/greek?q=love');
    await expect(page.locator('.matches li').first()).toContainText('G26');
    await expect(page.locator('.matches')).not.toContainText('G3404');
    await page.goto('/research-tools/spanish?q=fe');
    await expect(page.locator('.matches li').first()).toContainText('G4102');
    await expect(page.locator('.matches')).not.toContainText('H3808');
  });
});
