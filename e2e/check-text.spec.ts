/** Research tools → Check a text (issue 15): references and quotations of a pasted text, marked. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findReferences } from '../src/shared/reference/scan';
import { sermon } from '../src/test/sermon';
import { isDesktop, withLanguage } from './helpers';

const SAMPLE = [
  'Jesus said, "Neither do I condemn thee: go, and sin no more." (John 8:11)',
  '"For God so loved the world that he sent his only son to condemn it" (John 3:16).',
  'They paid Judas 30 pieces of silver; see Hezekiah 3:16 and Jean 3,16.',
].join('\n\n');

test('marks every reference and quotation, with the true text of a misquote', async ({ page }, info) => {
  await page.goto('/research-tools');
  await page.getByRole('link', { name: /Check a text/ }).click();
  await expect(page).toHaveURL(/\/research-tools\/check$/);
  await expect(page.getByRole('heading', { name: 'Check a text', level: 1 })).toBeVisible();
  const check = page.getByRole('button', { name: 'Check' });
  await expect(check).toBeDisabled();
  await page.getByLabel('Text to check').fill(SAMPLE);
  await check.click();
  const result = page.locator('.check-result');
  await expect(result.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(result.locator('.quote-mark')).toHaveText([
    /quoted exactly \(KJV\)/,
    /misquoted: a word is changed/,
  ]);
  await expect(result.locator('.quote-truth')).toContainText(
    'For God so loved the world, that he gave his only begotten Son',
  );
  // scripture carries its language: the true text and the word-by-word comparison
  await expect(result.locator('.quote-truth [lang="en"]')).toHaveCount(2);
  // word by word: the quotation's "sent" struck out, the Bible's "gave" underlined (issue 26)
  const diff = result.locator('.quote-diff');
  await expect(diff.locator('del').first()).toHaveText('sent');
  await expect(diff.locator('ins').first()).toHaveText('gave');
  await expect(result.getByRole('link', { name: 'John 8:11' })).toBeVisible();
  await expect(result.getByRole('link', { name: 'Jean 3,16' })).toBeVisible();
  await expect(result.getByText('Judas 30')).toBeVisible();
  await expect(result.locator('.ref-invalid')).toHaveText(
    'Hezekiah 3:16 (No book of the Bible has this name)',
  );
  await expect(result.getByText('References looked up in the Bible: 4; not in the Bible: 1.')).toBeVisible();
  await expect(
    result.getByText(
      'Quotations compared word by word with the verses they cite (KJV, WEB, ASV, DARBY, YLT, BBE): 2 — exact: 1, nearly exact: 0, misquoted: 1, right words under a wrong reference: 0, without a reference: 0.',
    ),
  ).toBeVisible();
  await page.screenshot({
    path: `test-results/screens/check-en-${isDesktop(info) ? '1280' : '390'}.png`,
    fullPage: true,
  });
  // the marks are readable: no serious or critical accessibility violation (contrast included)
  const { violations } = await new AxeBuilder({ page }).include('.check-result').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('speaks Telugu, and compares Telugu-labelled quotations with the KJV', async ({ page }, info) => {
  await withLanguage(page, 'te');
  await page.goto('/research-tools/check');
  await expect(page.getByRole('heading', { name: 'పాఠ్యాన్ని తనిఖీ చేయండి', level: 1 })).toBeVisible();
  await page
    .getByLabel('తనిఖీ చేయవలసిన పాఠ్యం')
    .fill('యోహా 3:16 లో "For God so loved the world, that he gave his only begotten Son" అని ఉంది. మత్త 5:3.');
  await page.getByRole('button', { name: 'తనిఖీ చేయండి' }).click();
  const result = page.locator('.check-result');
  await expect(result.locator('.quote-mark')).toHaveText([/యథాతథంగా ఉదహరించబడింది \(KJV\)/]);
  await expect(result.getByRole('link', { name: 'మత్త 5:3' })).toBeVisible();
  await page.screenshot({
    path: `test-results/screens/check-te-${isDesktop(info) ? '1280' : '390'}.png`,
    fullPage: true,
  });
});

test('says so, in the UI language, when a text has no reference or quotation', async ({ page }) => {
  await withLanguage(page, 'es');
  await page.goto('/research-tools/check');
  await page.getByLabel('Texto para comprobar').fill('Tengo 40 años.');
  await page.getByRole('button', { name: 'Comprobar' }).click();
  await expect(
    page.getByText('No se encontraron referencias ni citas bíblicas en este texto.'),
  ).toBeVisible();
});

test('says a quotation of a passage over 200 verses long was not checked, in French (docs/limits.md)', async ({
  page,
}, info) => {
  await withLanguage(page, 'fr');
  await page.goto('/research-tools/check');
  await page
    .getByLabel('Texte à vérifier')
    .fill('« Mais il était blessé pour nos fautes, brisé pour nos iniquités » (Ésaïe 40-66)');
  await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
  const result = page.locator('.check-result');
  await expect(result.locator('.quote-mark')).toHaveText([
    /non vérifiée : le passage cité a plus de 200 versets, et ces mots ne sont pas dans ses 200 premiers/,
  ]);
  await expect(result.getByText(/^Citations non vérifiées parce que le passage .* : 1\./)).toBeVisible();
  await page.screenshot({
    path: `test-results/screens/check-overlong-fr-${isDesktop(info) ? '1280' : '390'}.png`,
    fullPage: true,
  });
});

// a sermon of 30,000 characters (issue 43): over one check's 20,000, checked whole, in parts
for (const lang of ['en', 'fr'] as const) {
  test(`checks a 30,000-character sermon whole, in parts, with progress (${lang})`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const text = sermon(30_000);
    if (lang !== 'en') await withLanguage(page, lang);
    await page.goto('/research-tools/check');
    const box = page.locator('#check-text');
    await box.fill(text);
    // nothing cut: the box holds it all, and says it is checked whole
    expect(await box.evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(text.length);
    await expect(page.locator('#check-text-count')).toContainText(
      lang === 'en' ? 'checked whole, in parts' : 'vérifié en entier, par parties',
    );
    await page.locator('.check-form button[type="submit"]').click();
    // the progress, while it lasts (a fast machine may be done before the screenshot)
    const progress = page.locator('.check-progress');
    if (await progress.isVisible())
      await page.screenshot({
        path: `test-results/screens/check-sermon-progress-${lang}-${isDesktop(info) ? '1280' : '390'}.png`,
      });
    const result = page.locator('.check-result');
    // (the sermon is made of the corpus's cases: its length moves as the corpus grows)
    const count = text.length.toLocaleString(lang).replace(/\s/g, '\\s');
    await expect(
      result.getByText(
        new RegExp(
          lang === 'en'
            ? `The whole text \\(${count} characters\\) was checked, in several parts`
            : `Le texte entier \\(${count} caractères\\) a été vérifié, en plusieurs parties`,
        ),
      ),
    ).toBeVisible({ timeout: 90_000 });
    await expect(result.getByRole('alert')).toHaveCount(0);
    // every reference of the whole text is in the result, the last paragraph's too
    const line = result.locator('.verification-summary li').first();
    const total = findReferences(text, 'en').length;
    await expect(line).toContainText(
      lang === 'en'
        ? `References looked up in the Bible: ${total};`
        : `Références cherchées dans la Bible : ${total} ;`,
    );
    await result.locator('.quote-mark').last().scrollIntoViewIfNeeded();
    await expect(result.locator('.quote-mark').last()).toBeVisible();
    await page.screenshot({
      path: `test-results/screens/check-sermon-${lang}-${isDesktop(info) ? '1280' : '390'}.png`,
      fullPage: false,
    });
  });
}
