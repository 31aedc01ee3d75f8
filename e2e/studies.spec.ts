/** Character and topic studies as a user meets them: combobox, generation, references, Word download. */
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { withLanguage } from './helpers';

const characterBox = (page: Page) => page.getByRole('combobox', { name: 'Bible character' });

test('character combobox: typing filters, arrows move, Enter picks, Escape and clear', async ({ page }) => {
  await page.goto('/character-studies');
  await expect(page.getByText('Select a character and a study method, then click Generate.')).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  const box = characterBox(page);
  await box.click();
  const options = page.getByRole('listbox', { name: 'Bible character' }).getByRole('option');
  await expect(options.first()).toContainText('Jesus Christ');
  await box.fill('MAG');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Mary Magdalene');
  await box.fill('zzz');
  await expect(page.getByText('No characters found')).toBeVisible();
  await box.fill('mose');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue('Moses');
  await expect(page.getByText('Please select both a character and study method')).toBeVisible();
  await box.fill('ruth');
  await expect(options.first()).toBeVisible();
  await box.press('Escape');
  await expect(options).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear the choice' }).click();
  await expect(box).toHaveValue('');
  await box.click();
  await expect(options.first()).toBeVisible();
  await page.getByRole('heading', { name: 'Character Studies' }).click(); // outside
  await expect(options).toHaveCount(0);
});

test('generates a character study with checked references and downloads it as Word', async ({ page }) => {
  await page.goto('/character-studies');
  await characterBox(page).fill('Moses');
  await page.getByRole('option', { name: /^Moses/ }).click();
  await page.getByLabel('Study method').selectOption({ label: 'Biographical Study' });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: 'Generated Study' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();
  await expect(page.getByText('Template study, composed from the app’s Bible data (not AI)')).toBeVisible();
  const study = page.locator('.study-text');
  await expect(study.getByRole('heading', { name: 'Historical summary of Moses' })).toBeVisible();
  expect(await study.locator('.ref-invalid').count()).toBe(0);
  const link = study.locator('.ref a').first();
  await link.hover();
  await expect(study.getByRole('tooltip').first()).not.toBeEmpty();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Word' }).click()]);
  expect(download.suggestedFilename()).toBe('Moses_Biographical_Study_Bible_Study.docx');
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const xml = strFromU8(files['word/document.xml']);
  expect(xml).toContain('Bible Study: Moses - Biographical Study');
  expect(xml).toContain('Historical summary of Moses');
  await expect(page.getByRole('button', { name: 'Download Word' })).toBeEnabled();
});

test('shows generation failures in a red box and logs them', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await page.route('**/api/studies', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: 'event: start\ndata: {"driver":"openai","model":"gpt-4","cached":false}\n\nevent: error\ndata: {"error":{"id":"provider_unauthorized","message":"x"}}\n\n',
    }),
  );
  await page.goto('/character-studies');
  await characterBox(page).fill('David');
  await page.getByRole('option', { name: /^David/ }).first().click();
  await page.getByLabel('Study method').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.locator('.error-box')).toHaveText('Failed to generate Bible study. Please check your API key and try again.');
  expect(logged.some((l) => l.startsWith('Error generating Bible study:'))).toBe(true);
});

test('character studies in Telugu', async ({ page }) => {
  await withLanguage(page, 'te');
  await page.goto('/character-studies');
  const box = page.getByRole('combobox', { name: 'బైబిల్ పాత్ర' });
  await box.fill('మోషే');
  await page.getByRole('option', { name: /^మోషే/ }).click();
  await page.getByLabel('అధ్యయన పద్ధతి').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'రూపొందించండి' }).click();
  await expect(page.getByRole('heading', { name: 'రూపొందించిన అధ్యయనం' })).toBeVisible();
  await expect(page.locator('.study-text .ref a').first()).toBeVisible();
  expect(await page.locator('.study-text .ref-invalid').count()).toBe(0);
});

test('topic study: combobox over Nave\'s topics, the six methods, a generated study', async ({ page }) => {
  await page.goto('/concordance');
  const box = page.getByRole('combobox', { name: 'Bible topic' });
  await box.fill('qqqxx');
  await expect(page.getByText('No topics found')).toBeVisible();
  await box.fill('faith');
  await page.getByRole('option', { name: 'Faith', exact: true }).click();
  const methods = page.getByLabel('Study method').locator('option');
  await expect(methods).toHaveText(['Choose a study method', 'Devotional Method', 'Inductive Method', 'SOAP Method', 'Topical Study', 'Verse Mapping', 'Word Study']);
  await page.getByLabel('Study method').selectOption({ label: 'Topical Study' });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: 'Faith - Topical Study' })).toBeVisible();
  await expect(page.locator('.study-text').getByRole('heading', { name: 'Overview: Faith' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Word' })).toBeVisible();
});

test('topic study failures show the topic message with the reason', async ({ page }) => {
  await page.route('**/api/studies', (route) =>
    route.fulfill({ status: 503, headers: { 'content-type': 'application/json' }, body: '{"error":{"id":"provider_unavailable","message":"x"}}' }),
  );
  await page.goto('/concordance');
  await page.getByRole('combobox', { name: 'Bible topic' }).fill('grace');
  await page.getByRole('option', { name: 'Grace of God', exact: true }).click();
  await page.getByLabel('Study method').selectOption({ label: 'SOAP Method' });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.locator('.error-box')).toContainText('Failed to generate Bible study. Please try again.');
  await expect(page.locator('.error-box')).toContainText('The AI provider is having problems.');
});

test('a French character study quotes the Louis Segond, and its reference previews are French', async ({ page }) => {
  await withLanguage(page, 'fr');
  await page.goto('/character-studies');
  const box = page.getByRole('combobox', { name: 'Personnage biblique' });
  await box.fill('Pierre');
  await page.getByRole('option', { name: /^Pierre/ }).first().click();
  await page.getByLabel('Méthode d’étude').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Générer' }).click();
  const text = page.locator('.study-text');
  await expect(text.getByRole('heading', { name: 'Passages clés (Louis Segond 1910)' })).toBeVisible();
  await expect(text).not.toContainText('King James');
  await text.locator('.ref a').first().hover();
  await expect(page.locator('.ref-preview').first()).toContainText('(LSG)');
});
