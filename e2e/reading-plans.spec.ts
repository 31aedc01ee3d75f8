/**
 * Reading plans (issue 28 §2): a plan started from the Study Guides menu, today's chapters opening
 * the reader in the user's Bible, a day marked read by keyboard and the completion said, the plan
 * in the library and its export, days behind caught up, a restart asked first, four languages.
 */
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousAxe, isDesktop, withLanguage } from './helpers';

const PLANS = '/study-guides/reading-plans';
/** `2026-11-26` in the browser's time zone, `days` from today */
const isoDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('start the New Testament in 90 days, read today’s chapter in the reader, mark it read', async ({
  page,
}, info) => {
  // seven page loads, two axe runs and an export: 24 s on a busy machine, near the default 30
  test.slow();
  await page.goto('/');
  if (isDesktop(info)) {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Study Guides' }).hover();
    await nav.getByRole('link', { name: 'Reading plans' }).click();
  } else await page.goto(PLANS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading plans');
  await expect(page.locator('.plan-card')).toHaveCount(4);
  await expectNoSeriousAxe(page);

  await page.getByRole('link', { name: /The New Testament in 90 days/ }).click();
  await expect(page.getByRole('heading', { name: 'The New Testament in 90 days' })).toBeVisible();
  await expect(page.getByLabel('Start date')).toHaveValue(isoDay(0));
  await page.getByRole('button', { name: 'Start this plan' }).click();
  await expect(page.getByText('0 of 90 days, 0%')).toBeVisible();
  await expectNoSeriousAxe(page);

  const today = page.getByRole('region', { name: 'Today: day 1' });
  await today.getByRole('link', { name: 'Matthew 1' }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/Matt\/1\?translation=KJV$/);
  await expect(page.locator('#v1')).toContainText('The book of the generation of Jesus Christ');
  await page.goBack();

  // by keyboard: the day's box, then Space
  const box = page
    .getByRole('region', { name: 'Today: day 1' })
    .getByRole('checkbox', { name: 'Day 1 read' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 of 90 days, 1%')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next: day 2' })).toBeVisible();

  // kept in the library, and in its export
  await page.reload();
  await expect(page.getByText('1 of 90 days, 1%')).toBeVisible();
  await page.goto('/library');
  const section = page.getByRole('region', { name: /^Reading plans/ });
  await expect(section.getByRole('link', { name: 'The New Testament in 90 days' })).toBeVisible();
  await expect(section).toContainText('1 of 90 days, 1%');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export library' }).click();
  const file = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
  expect(file.plans).toEqual([expect.objectContaining({ id: 'nt-90', start: isoDay(0), read: [1] })]);
});

test('days behind are said and caught up; a restart is asked first', async ({ page }) => {
  await page.addInitScript((start) => {
    if (!localStorage.getItem('library.plans'))
      localStorage.setItem(
        'library.plans',
        JSON.stringify({
          v: 1,
          data: [{ id: 'bible-year', start, read: [1], updatedAt: '2026-01-01T00:00:00Z' }],
        }),
      );
  }, isoDay(-4));
  await page.goto(`${PLANS}?plan=bible-year`);
  await expect(page.getByText('You are 3 days behind.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today: day 5' })).toContainText('Genesis');
  const missed = page.getByRole('region', { name: 'Days not read yet' });
  await expect(missed.getByRole('checkbox')).toHaveCount(3);
  await expectNoSeriousAxe(page);

  await missed.getByRole('button', { name: 'Catch up' }).click();
  await expect(page.getByText('You are on schedule.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today: day 2' })).toBeVisible();
  await expect(page.getByText('1 of 365 days, 0%')).toBeVisible();

  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 of 365 days, 0%')).toBeVisible();
  await page.getByRole('button', { name: 'Restart' }).click();
  await page.getByRole('button', { name: 'Yes, start again' }).click();
  await expect(page.getByText('0 of 365 days, 0%')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today: day 1' })).toBeVisible();
});

test('in Spanish the chapters open in the Reina-Valera, and an unknown plan is said in Spanish', async ({
  page,
}) => {
  await withLanguage(page, 'es');
  await page.goto(`${PLANS}?plan=psalms-proverbs`);
  await expect(page.getByRole('heading', { name: 'Salmos y Proverbios en un mes' })).toBeVisible();
  await page.getByRole('button', { name: 'Empezar este plan' }).click();
  await expect(page.getByText('0 de 31 días, 0 %')).toBeVisible();
  await page.getByRole('region', { name: 'Hoy: día 1' }).getByRole('link', { name: 'Proverbios 1' }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/Prov\/1\?translation=RV1909$/);

  await page.goto(`${PLANS}?plan=no-such-plan`);
  await expect(page.getByRole('alert')).toContainText(
    'No hay ningún plan de lectura con este identificador.',
  );
});

test('the page reads in Telugu', async ({ page }) => {
  await withLanguage(page, 'te');
  await page.goto(PLANS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('పఠన ప్రణాళికలు');
  await expect(page.getByRole('link', { name: /ఒక సంవత్సరంలో బైబిలు మొత్తం/ })).toBeVisible();
  await expectNoSeriousAxe(page);
});
