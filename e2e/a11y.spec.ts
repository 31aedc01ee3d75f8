/**
 * axe on ten key pages in the four languages (issue 43): no serious or critical violation, the
 * experimental WCAG rules on (label in name, paragraphs styled as headings: helpers.ts). One test a
 * page and language, so each stays short on a busy machine; each keeps a screenshot.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxe, isDesktop, withLanguage } from './helpers';

// a page's work and one axe run over a long page (a person's, a chapter, a generated study): 10–40 s,
// up to 80 s for a study generated at phone width with the machine's load at 20 on two cores; over
// the default 30 s. A longer limit, not a weaker check
test.describe.configure({ timeout: 150_000 });

type Lang = 'en' | 'es' | 'fr' | 'te';
const LANGS: Lang[] = ['en', 'es', 'fr', 'te'];

/** A word each language's Bible has (Telugu reads the KJV). */
const WORD: Record<Lang, string> = { en: 'love', es: 'amor', fr: 'amour', te: 'love' };

interface KeyPage {
  name: string;
  path: (lang: Lang) => string;
  /** waits until what the page is for is on it (and does it: a study generated, a text checked) */
  ready: (page: Page) => Promise<void>;
}

const PAGES: KeyPage[] = [
  { name: 'home', path: () => '/', ready: (page) => expect(page.locator('.card-grid')).toBeVisible() },
  {
    name: 'character study, generated',
    path: () => '/character-studies?character=moses',
    ready: async (page) => {
      await page.locator('#character-method').selectOption({ index: 1 });
      await page.locator('.generator-form button[type="submit"]').click();
      await expect(page.locator('.generator-result h2').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('.generator-result button').first()).toBeVisible();
    },
  },
  {
    name: 'reader',
    path: () => '/study-guides/book/John/3',
    ready: (page) => expect(page.locator('#v16')).toBeVisible(),
  },
  {
    name: 'word search with results',
    path: (lang) => `/concordance/word-search?q=${WORD[lang]}`,
    ready: (page) => expect(page.locator('.results li mark').first()).toBeVisible(),
  },
  {
    name: 'Greek word study',
    path: () => '/research-tools/greek?strongs=G26',
    ready: (page) => expect(page.locator('.entry .badge').first()).toHaveText('G26'),
  },
  {
    name: 'concordance',
    path: () => '/concordance',
    ready: (page) => expect(page.locator('.generator-form')).toBeVisible(),
  },
  {
    name: 'person',
    path: () => '/research-tools/people/abraham_58',
    ready: (page) => expect(page.locator('.timeline li').first()).toBeVisible(),
  },
  {
    name: 'check a text, checked',
    path: () => '/research-tools/check',
    ready: async (page) => {
      await page
        .locator('.check-form textarea')
        .fill('"For God so loved the world that he sent his only son" (John 3:16). See Hezekiah 3:16.');
      await page.locator('.check-form button[type="submit"]').click();
      await expect(page.locator('.check-result .quote-mark').first()).toBeVisible();
    },
  },
  {
    name: 'contact',
    path: () => '/contact',
    ready: (page) => expect(page.locator('main form.form')).toBeVisible(),
  },
  {
    name: 'library',
    path: () => '/library',
    ready: (page) => expect(page.locator('main h2').first()).toBeVisible(),
  },
];

for (const key of PAGES)
  test.describe(key.name, () => {
    for (const lang of LANGS)
      test(`${lang}: axe finds nothing serious or critical`, async ({ page }, info) => {
        await withLanguage(page, lang);
        await page.goto(key.path(lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await key.ready(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screens/a11y-${key.name.replace(/\W+/g, '-')}-${lang}-${isDesktop(info) ? '1280' : '390'}.png`,
          fullPage: true,
        });
        await expectNoSeriousAxe(page);
      });
  });

for (const [lang, name] of [
  ['en', 'EN — Choose language: English'],
  ['te', 'TE — భాషను ఎంచుకోండి: తెలుగు'],
])
  test(`the language button is named by what it shows first, in ${lang} (WCAG 2.5.3)`, async ({ page }) => {
    await withLanguage(page, lang);
    await page.goto('/contact');
    await expect(page.locator('.language-menu > button')).toHaveAccessibleName(name);
  });
