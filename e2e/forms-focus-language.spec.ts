/** Issue 17, "Forms, focus, language": comboboxes under fast typing, focus after Generate, a study in a new language. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { withLanguage } from './helpers';

const characterBox = (page: Page) => page.getByRole('combobox', { name: 'Bible character' });

for (const how of ['typed', 'filled'] as const) {
  test(`character combobox keeps every key when ${how} fast; ArrowDown+Enter picks the match`, async ({
    page,
  }) => {
    await page.goto('/character-studies');
    const box = characterBox(page);
    for (const [text, name] of [
      ['jonathan', 'Jonathan'],
      ['ruth', 'Ruth'],
    ]) {
      await box.click();
      await box.press('Control+a');
      if (how === 'typed') await page.keyboard.type(text, { delay: 2 });
      else await box.fill(text);
      await expect(box).toHaveValue(text);
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(box).toHaveValue(name);
    }
  });
}

test('topic combobox keeps every key when typed fast', async ({ page }) => {
  await page.goto('/concordance');
  const box = page.getByRole('combobox').first();
  await box.click();
  await page.keyboard.type('forgiveness', { delay: 2 });
  await expect(box).toHaveValue('forgiveness');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(/forgive/i);
});

async function generateMoses(page: Page) {
  await page.goto('/character-studies');
  await characterBox(page).fill('Moses');
  await page.getByRole('option', { name: /^Moses/ }).click();
  await page.getByLabel('Study method').selectOption({ label: 'Biographical Study' });
  // from the keyboard: the button goes disabled while generating, so its focus must go somewhere
  await page.getByRole('button', { name: 'Generate' }).focus();
  await page.keyboard.press('Enter');
}

test('after Generate, focus moves to the study and its arrival is announced', async ({ page }) => {
  await generateMoses(page);
  await expect(page.getByRole('heading', { name: 'Generated Study' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Your study is ready:' })).toHaveText(
    'Your study is ready: Moses - Biographical Study',
  );
  // the next Tab goes on into the study, not back to the top of the page
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.generator-result'))).toBe(true);
});

test('a failed generation takes the focus to its red box', async ({ page }) => {
  await page.route('**/api/studies', (route) =>
    route.fulfill({ status: 500, json: { error: { id: 'internal', message: 'x' } } }),
  );
  page.on('console', () => {}); // the failure is logged on purpose
  await generateMoses(page);
  await expect(page.locator('.error-box')).toBeFocused();
});

test('after a change of language the study offers itself in the new language, and its Word file follows', async ({
  page,
}) => {
  await generateMoses(page);
  await expect(page.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('menuitemradio', { name: /Español/ }).click();
  // the interface is Spanish, the study still English, and it says so
  await expect(page.getByRole('heading', { name: 'Estudio generado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();
  await expect(page.getByText('Este estudio está en inglés.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Personaje bíblico' })).toHaveValue('Moisés');
  await page.getByRole('button', { name: 'Ver este estudio en español' }).click();
  await expect(page.getByRole('heading', { name: 'Moisés - Estudio biográfico' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estudio generado' })).toBeFocused();
  await expect(page.getByText('Este estudio está en inglés.')).toHaveCount(0);
  await expect(page.locator('.study-text')).toContainText('Resumen histórico de Moisés');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar Word' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Moisés_Estudio_biográfico_Estudio_bíblico.docx');
  const xml = strFromU8(
    unzipSync(new Uint8Array(await readFile((await download.path())!)))['word/document.xml'],
  );
  expect(xml).toContain('Estudio bíblico: Moisés - Estudio biográfico');
  expect(xml).toMatch(/Generado el \d+ de [a-z]+ de \d{4}/);

  // back to English: the cached English study comes back
  await page.getByRole('button', { name: /Elegir idioma/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await page.getByRole('button', { name: 'Show this study in English' }).click();
  await expect(page.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();
  await expect(page.locator('.study-meta')).toContainText('saved copy');
});

/** each place's one name, in each language: top menu, sidebar, home card, page heading and document title */
const PLACES = {
  en: { words: 'Word Studies', guides: 'Study Guides', concordance: 'Concordance', sidebar: 'Sidebar' },
  es: {
    words: 'Estudios de palabras',
    guides: 'Guías de estudio',
    concordance: 'Concordancia',
    sidebar: 'Barra lateral',
  },
  te: { words: 'పద అధ్యయనాలు', guides: 'అధ్యయన మార్గదర్శకాలు', concordance: 'పదసూచిక', sidebar: 'పక్క పట్టీ' },
} as const;

for (const [lang, name] of Object.entries(PLACES)) {
  test(`each place has one name everywhere (${lang})`, async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the top menu and the sidebar are both shown on desktop');
    await withLanguage(page, lang);
    await page.goto('/');
    const top = page.locator('nav.topnav');
    const side = page.getByRole('complementary', { name: name.sidebar });
    const cards = page.locator('.card-grid');
    for (const n of [name.words, name.guides, name.concordance])
      await expect(cards.getByRole('heading', { name: n, exact: true })).toBeVisible();
    for (const n of [name.words, name.guides])
      await expect(side.getByRole('link', { name: n, exact: true })).toBeVisible();
    for (const n of [name.words, name.guides, name.concordance])
      await expect(top.getByRole('link', { name: n, exact: true })).toBeVisible();
    // Word Search and the original languages sit under the Concordance, not under "topical studies"
    for (const [path, n] of [
      ['/research-tools', name.words],
      ['/study-guides', name.guides],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(n);
      await expect(page).toHaveTitle(new RegExp(`^${n} · `));
    }
  });
}

for (const lang of ['es', 'te'] as const) {
  test(`the screens of this work in ${lang}: screenshots, and axe finds nothing serious`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000); // five screens, each checked by axe
    const shots = `test-results/screens/forms-${lang}-${info.project.name}`;
    const axe = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await withLanguage(page, lang);
    for (const path of ['/', '/research-tools', '/study-guides']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${shots}${path.replace(/\//g, '_')}.png`, fullPage: true });
      expect(await axe()).toEqual([]);
    }
    // a study generated in English, shown under this language's interface: the offer
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await generateMoses(page);
    await expect(page.getByRole('heading', { name: 'Generated Study' })).toBeFocused();
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.getByRole('button', { name: /Choose language/ }).click();
    await page.getByRole('menuitemradio', { name: lang === 'es' ? /Español/ : /తెలుగు/ }).click();
    await expect(page.locator('.study-language-offer')).toBeVisible();
    await page.locator('.generator-result h2').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}_study-offer.png` });
    expect(await axe()).toEqual([]);
    await page.locator('.study-language-offer button').click();
    await expect(page.locator('.study-language-offer')).toHaveCount(0);
    await expect(page.locator('.generator-result h2')).toBeFocused();
    await expect(page.locator('.generator-result h2')).toBeInViewport();
    await page.waitForTimeout(600); // the smooth scroll ends
    await page.screenshot({ path: `${shots}_study.png` });
    expect(await axe()).toEqual([]);
  });
}
