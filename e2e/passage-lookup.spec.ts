import { expect, test } from '@playwright/test';

test('reads a passage in a chosen translation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bible Study' })).toBeVisible();
  await expect(page.getByLabel('Translation').locator('option')).toHaveCount(3);
  await page.getByLabel('Reference').fill('Juan 3:16');
  await page.getByLabel('Translation').selectOption('RV1909');
  await page.getByRole('button', { name: 'Read' }).click();
  const passage = page.locator('article.passage');
  await expect(passage.getByRole('heading')).toContainText('John 3:16');
  await expect(passage).toContainText('Porque de tal manera amó Dios al mundo');
  await expect(passage).toHaveAttribute('lang', 'es');
});

test('shows a clear error for something that is not a reference, and recovers', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Reference').fill('not a verse');
  await page.getByRole('button', { name: 'Read' }).click();
  await expect(page.getByRole('alert')).toContainText('not a Bible reference we recognise');
  await page.getByLabel('Reference').fill('Ps 23:1');
  await page.getByRole('button', { name: 'Read' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('article.passage')).toContainText('The LORD is my shepherd; I shall not want.');
});

test.describe('in Telugu', () => {
  test.use({ locale: 'te-IN' });
  test('reads a Telugu reference and shows errors in Telugu', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Reference').fill('యోహాను 3:16');
    await page.getByRole('button', { name: 'Read' }).click();
    await expect(page.locator('article.passage h2')).toContainText('యోహాను సువార్త 3:16');
    await expect(page.locator('article.passage')).toContainText('For God so loved the world');
    await page.getByLabel('Reference').fill('xyz');
    await page.getByRole('button', { name: 'Read' }).click();
    await expect(page.getByRole('alert')).toContainText('బైబిల్ సూచికను');
  });
});

test('client routes are served by the app (deep link reload)', async ({ page }) => {
  const res = await page.goto('/study-guides/book/John/3?translation=KJV');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Bible Study' })).toBeVisible();
});
