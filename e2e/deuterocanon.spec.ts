/**
 * The deuterocanonical books in their own group (issue 28 §1): found from the study guides, read
 * chapter by chapter in the WEB or the Crampon, and never inside a KJV-numbered view.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe, withLanguage } from './helpers';

test('the study guides lead to the group, and Tobit 1 reads in the World English Bible', async ({ page }) => {
  test.slow(); // two axe runs on a busy machine
  await page.goto('/study-guides');
  const group = page.getByRole('region', { name: 'Deuterocanonical books' });
  await expect(group).toContainText('Catholic and Orthodox Bibles');
  await group.getByRole('link', { name: 'Every chapter' }).click();
  await expect(page).toHaveURL(/\/study-guides\/deuterocanon$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Daniel (Greek additions)' })).toBeVisible();
  await expect(
    page.getByText('In: World English Bible, Bible Augustin Crampon (1923)').first(),
  ).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByRole('link', { name: 'Tobit 1', exact: true }).click();

  await expect(page).toHaveURL(/\/study-guides\/deuterocanon\/Tob\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tobit 1');
  await expect(page.locator('#v1 .verse-text')).toHaveText(/^The book of the words of Tobit/);
  await expect(page.locator('#v22')).toContainText('Achiacharus');
  await expect(page.locator('.single')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Bible' })).toHaveValue('WEB');
  await expect(page.getByText('World English Bible · Public Domain')).toBeVisible();
  await expectNoSeriousAxe(page);

  // the arrow keys, as in the main reader
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/Tob\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tobit 2');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/Tob\/1$/);
});

test('Susanna (Daniel 13) reads in the Crampon, in French', async ({ page }) => {
  await withLanguage(page, 'fr');
  await page.goto('/study-guides/deuterocanon/Dan/13');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daniel (additions grecques) 13');
  await expect(page.getByText('Suzanne', { exact: true })).toBeVisible();
  await expect(page.locator('#v1 .verse-text')).toHaveText(
    'Il y avait un homme qui demeurait à Babylone, et son nom était Joakim.',
  );
  await expect(page.locator('.verse-row')).toHaveCount(64);
  await expect(page.locator('.single')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Chapitre précédent/ })).toHaveAttribute(
    'href',
    '/study-guides/deuterocanon/Dan/3',
  );
  await expect(page.getByRole('link', { name: /Chapitre suivant/ })).toHaveAttribute(
    'href',
    '/study-guides/deuterocanon/Dan/14',
  );
});

test('an English reader of a book only the Crampon has is told which Bible it is', async ({ page }) => {
  await page.goto('/study-guides/deuterocanon/Esth/11');
  await expect(page.getByRole('note')).toContainText('Bible Augustin Crampon (1923) (French)');
  await expect(page.locator('.single')).toHaveAttribute('lang', 'fr');
});

test('a chapter that does not exist is the not-found page, answered 404', async ({ page }) => {
  const res = await page.goto('/study-guides/deuterocanon/Tob/15');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Tobit has no chapter 15 here.')).toBeVisible();
});

test('the 66-book reader’s Daniel 3 is still 30 verses in the KJV, its Crampon column without the Greek parts', async ({
  page,
}) => {
  await page.goto('/study-guides/book/Dan/3?translation=KJV&compare=CRAMPON');
  await expect(page.locator('.parallel .verse-row')).toHaveCount(30);
  await expect(page.locator('#v30 .verse-text[lang="en"]')).toContainText('Then the king promoted');
  const french = page.locator('.verse-text[lang="fr"]');
  await expect(page.locator('#v24 .verse-text[lang="fr"]')).toContainText(
    'Alors le roi Nabuchodonosor fut dans la stupeur',
  );
  await expect(french.filter({ hasText: 'louant Dieu et bénissant le' })).toHaveCount(0);
  await expect(french.filter({ hasText: 'Dieu de nos pères, digne d' })).toHaveCount(0);
  await expect(page.locator('.parallel')).not.toContainText('Susanne');
});

test('the lists of the 66 books point to the group', async ({ page }) => {
  await withLanguage(page, 'es');
  await page.goto('/study-guides/old-testament');
  await page.getByRole('link', { name: 'Libros deuterocanónicos' }).click();
  await expect(page).toHaveURL(/\/study-guides\/deuterocanon$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tobías' })).toBeVisible();
});
