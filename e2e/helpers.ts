import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const isDesktop = (info: TestInfo) => info.project.name === 'desktop';

/** Starts a page in a UI language (as a returning visitor whose choice is stored). */
export async function withLanguage(page: Page, lang: string) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('lang-set')) {
      localStorage.setItem('language', l);
      sessionStorage.setItem('lang-set', '1');
    }
  }, lang);
}

/** On narrow screens the sidebar is an overlay: open it before using what it holds. */
export async function openSidebarIfOverlay(page: Page, info: TestInfo, label = 'Expand sidebar') {
  if (!isDesktop(info)) await page.getByRole('button', { name: label }).click();
}

/**
 * On phones the word search's filters fold behind a toggle (components/ui/NarrowDisclosure): open
 * it. The toggle is waited for in the DOM first: goto() returns before the lazy page renders, and a
 * toggle not yet there must not read as "no toggle on this screen".
 */
export async function openFilters(page: Page) {
  const toggle = page.locator('.narrow-disclosure-toggle');
  await toggle.waitFor({ state: 'attached' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
}

/** Generates a built-in character study from the character-study page, in English. */
export async function generateCharacterStudy(page: Page, name: string, method = 'Biographical Study') {
  await page.goto('/character-studies');
  await page.getByRole('combobox', { name: 'Bible character' }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.getByLabel('Study method').selectOption({ label: method });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: 'Generated Study' })).toBeVisible();
}

/**
 * axe's rules for WCAG success criteria that it ships as experimental, off by default: label in
 * name (2.5.3: the language button showed "TE" and was named "Choose language: తెలుగు", issue 43)
 * and bold paragraphs that read as headings (1.3.1).
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'p-as-heading'];

/** An axe run with the experimental WCAG rules on. */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).options({
    rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
  });

/** axe finds nothing serious or critical on the page. */
export async function expectNoSeriousAxe(page: Page) {
  const { violations } = await axe(page).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
