/**
 * Finding things (issue 43 §3): People of the Bible and Check a text in the menus, the verse of the
 * day on a phone's home page, an unknown person's page a real 404, a reference past the end of its
 * book or chapter answered as such, and the Telugu face downloaded only for Telugu.
 */
import { expect, test, type Page } from '@playwright/test';
import { isDesktop, withLanguage } from './helpers';

type Lang = 'en' | 'es' | 'fr' | 'te';
const width = (info: Parameters<typeof isDesktop>[0]) => (isDesktop(info) ? '1280' : '390');

/** Each language's names: the Word Studies menu and the two places it now lists. */
const NAMES: Record<Lang, { tools: string; check: string; people: string }> = {
  en: { tools: 'Word Studies', check: 'Check a text', people: 'People of the Bible' },
  es: { tools: 'Estudios de palabras', check: 'Comprobar un texto', people: 'Personajes de la Biblia' },
  fr: { tools: 'Études de mots', check: 'Vérifier un texte', people: 'Personnages de la Bible' },
  te: { tools: 'పద అధ్యయనాలు', check: 'పాఠ్యాన్ని తనిఖీ చేయండి', people: 'బైబిల్ వ్యక్తులు' },
};

test.describe('the menus', () => {
  for (const lang of ['en', 'es', 'fr', 'te'] as const)
    test(`the top bar's Word Studies lead to Check a text and People of the Bible, in ${lang}`, async ({
      page,
    }, info) => {
      const n = NAMES[lang];
      await withLanguage(page, lang);
      await page.goto('/');
      let menu;
      if (isDesktop(info)) {
        menu = page.locator('nav.topnav');
        await menu.getByRole('link', { name: n.tools }).hover();
      } else {
        await page.locator('[aria-controls="mobile-menu"]').click();
        menu = page.locator('#mobile-menu');
      }
      // the spec's three first, then the two added
      await expect(menu.getByRole('link', { name: n.check })).toBeVisible();
      await expect(menu.getByRole('link', { name: n.people })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/finding-menu-${lang}-${width(info)}.png` });
      await menu.getByRole('link', { name: n.people }).click();
      await expect(page).toHaveURL(/\/research-tools\/people$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(n.people);
    });

  test('the sidebar lists them under Word Studies too', async ({ page }, info) => {
    await page.goto('/');
    if (!isDesktop(info)) await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const side = page.getByRole('complementary', { name: 'Sidebar' });
    await side.getByRole('button', { name: 'Show or hide Word Studies' }).click();
    await expect(side.getByRole('link', { name: 'People of the Bible' })).toBeVisible();
    await side.getByRole('link', { name: 'Check a text' }).click();
    await expect(page).toHaveURL(/\/research-tools\/check$/);
  });
});

test.describe('the verse of the day', () => {
  for (const [lang, name] of [
    ['en', 'Verse of the day'],
    ['te', 'నేటి వచనం'],
  ] as const)
    test(`is on a phone's home page, not only in the drawer; on a desktop, once, in the sidebar (${lang})`, async ({
      page,
    }, info) => {
      await withLanguage(page, lang);
      await page.goto('/');
      const onPage = page.getByRole('main').getByRole('region', { name });
      if (isDesktop(info)) {
        await expect(page.getByRole('complementary').getByRole('region', { name })).toBeVisible();
        await expect(page.locator('.card-grid')).toBeVisible();
        await expect(onPage).toHaveCount(0);
        return;
      }
      await expect(page.getByRole('complementary')).toHaveCount(0); // the drawer is shut
      await expect(onPage.locator('blockquote')).not.toBeEmpty();
      await expect(onPage.getByRole('link')).toHaveText(/\d+:\d+/);
      await page.screenshot({ path: `test-results/screens/finding-votd-${lang}-390.png`, fullPage: true });
      // the drawer keeps its own
      await page.locator('.topbar > button.icon-button').first().click();
      await expect(page.getByRole('complementary').getByRole('region', { name })).toBeVisible();
    });
});

test.describe('an unknown person', () => {
  for (const lang of ['en', 'te'] as const)
    test(`answers 404 and says so, with ways on, in ${lang}`, async ({ page }, info) => {
      await withLanguage(page, lang);
      const res = await page.goto('/research-tools/people/nonsense_12');
      expect(res?.status()).toBe(404);
      const title = lang === 'en' ? 'Person not found' : 'వ్యక్తి కనబడలేదు';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(page.locator('.page-header')).toContainText(
        lang === 'en' ? 'No person of the Bible has this id.' : 'ఈ గుర్తింపుతో బైబిల్‌లో ఏ వ్యక్తీ లేరు.',
      );
      await expect(page.locator('.not-found-help')).toBeVisible();
      await page.screenshot({ path: `test-results/screens/finding-person-404-${lang}-${width(info)}.png` });
      const search = page.getByRole('main').getByRole('link', {
        name: lang === 'en' ? 'Search the people of the Bible for “nonsense”' : /“nonsense”/,
      });
      await search.click();
      await expect(page).toHaveURL(/\/research-tools\/people\?q=nonsense$/);
    });
});

/** The quick search: in the sidebar, which is a drawer on a phone. */
async function quickSearch(page: Page, info: Parameters<typeof isDesktop>[0], text: string) {
  if (!isDesktop(info) && !(await page.locator('#quick-search-input').isVisible()))
    await page.locator('.topbar > button.icon-button').first().click();
  await page.locator('#quick-search-input').fill(text);
  await page.locator('#quick-search-input').press('Enter');
}

test.describe('a reference past the end', () => {
  test('the quick search says how many chapters or verses there are, and links to them', async ({
    page,
  }, info) => {
    await page.goto('/');
    await quickSearch(page, info, 'John 99:99');
    const note = page.locator('.quick-search-status');
    await expect(note).toHaveText('John has 21 chapters: there is no chapter 99. All chapters of John');
    await expect(page).toHaveURL(/\/$/); // stays: the text can be mended in the box
    await page.screenshot({ path: `test-results/screens/finding-quick-search-en-${width(info)}.png` });
    await quickSearch(page, info, 'John 3:99');
    await expect(note).toHaveText('John 3 has 36 verses: there is no verse 99. Open John 3 in the reader');
    await note.getByRole('link').click();
    await expect(page).toHaveURL(/\/study-guides\/book\/John\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 3');
  });

  test('the quick search still opens what exists', async ({ page }, info) => {
    await page.goto('/');
    await quickSearch(page, info, 'Jude 25');
    await expect(page).toHaveURL(/\/study-guides\/book\/Jude\/1\?highlight=25$/);
  });

  for (const [lang, text, said] of [
    ['es', 'Juan 3:99', 'Juan 3 tiene 36 versículos: no hay versículo 99.'],
    ['fr', 'Jean 99', 'Jean a 21 chapitres : il n’y a pas de chapitre 99.'],
    ['te', 'యోహాను 3:99', 'యోహాను సువార్త 3లో 36 వచనాలు ఉన్నాయి: 99వ వచనం లేదు.'],
  ] as const) {
    test(`the quick search says it in ${lang}`, async ({ page }, info) => {
      await withLanguage(page, lang);
      await page.goto('/');
      await quickSearch(page, info, text);
      await expect(page.locator('.quick-search-status')).toContainText(said);
      await page.screenshot({ path: `test-results/screens/finding-quick-search-${lang}-${width(info)}.png` });
    });

    test(`the word search says it in ${lang}`, async ({ page }) => {
      await withLanguage(page, lang);
      await page.goto(`/concordance/word-search?${new URLSearchParams({ q: text })}`);
      await expect(page.locator('.search-pointer')).toContainText(said);
      await page.waitForLoadState('networkidle'); // the search's own answer is in too
      // neither results nor "no verses found": the note says why
      await expect(page.locator('.search-results, .card.notice[role="status"]')).toHaveCount(0);
    });
  }

  test('the word search says it instead of "no verses found"', async ({ page }, info) => {
    await page.goto('/concordance/word-search');
    await page.locator('#word-search-q').fill('Jude 30');
    await page.locator('#word-search-q').press('Enter');
    await expect(page.locator('.search-pointer')).toHaveText(
      'Jude has 25 verses: there is no verse 30. Open Jude in the reader',
    );
    await page.waitForLoadState('networkidle'); // the search's own answer is in too
    await expect(page.getByText(/No verses found/)).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/finding-word-search-en-${width(info)}.png` });
  });
});

test.describe('the Telugu face', () => {
  /** The requests for the Telugu face's files while `run` goes on. */
  async function teluguFontRequests(page: Page, run: () => Promise<void>) {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (/noto-sans-telugu/.test(r.url())) urls.push(r.url());
    });
    await run();
    return urls;
  }

  test('an English page never downloads it; a Telugu page does', async ({ page }) => {
    await page.clock.install(); // the page's timers, run ahead: any "later, when idle" comes now
    const english = await teluguFontRequests(page, async () => {
      await page.goto('/study-guides/book/John/3');
      await expect(page.locator('#v16')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(30_000);
      await page.waitForLoadState('networkidle');
    });
    expect(english).toEqual([]);

    await withLanguage(page, 'te');
    const telugu = await teluguFontRequests(page, async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/బైబిల్/);
    });
    expect(telugu.some((u) => /noto-sans-telugu-telugu-400-normal/.test(u))).toBe(true);
    expect(telugu.some((u) => /noto-sans-telugu-telugu-700-normal/.test(u))).toBe(true);
  });

  test('the language menu draws తెలుగు in it, even opened at once by a tap', async ({ page, context }) => {
    await page.goto('/');
    await page.locator('.language-menu > button').click();
    const item = page.locator('[role="menuitemradio"][lang="te"] span:last-child');
    await expect(item).toHaveText('తెలుగు');
    // the fonts Chromium drew it with: the face, not a fallback's empty boxes
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[role="menuitemradio"][lang="te"] span:last-child',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`)).toEqual([
      'Noto Sans Telugu (web font)',
    ]);
  });

  test('the service worker does not precache it, and keeps it once a page has it', async ({ request }) => {
    const sw = await (await request.get('/sw.js')).text();
    const precached = [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(precached).toContain('index.html'); // the list is read right
    expect(precached.filter((u) => /noto-sans-telugu/.test(u))).toEqual([]);
    expect(sw).toContain('telugu-font'); // its runtime cache
  });
});
