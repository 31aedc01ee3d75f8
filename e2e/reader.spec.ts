/** Study guides and the chapter reader, the verse of the day and the quick search. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openSidebarIfOverlay, withLanguage } from './helpers';

test('book by book lists all 66 books with testament, chapters and difficulty, each linking to its page', async ({
  page,
}) => {
  await page.goto('/study-guides/book-by-book');
  const cards = page.locator('.book-card');
  await expect(cards).toHaveCount(66);
  await expect(cards.nth(0)).toContainText('Genesis');
  await expect(cards.nth(0)).toContainText('Old Testament');
  await expect(cards.nth(0)).toContainText('50 chapters');
  await expect(cards.nth(0)).toContainText('Beginner');
  await expect(cards.nth(1)).toContainText('Intermediate'); // Exodus
  await expect(page.locator('.book-card', { hasText: 'Matthew' })).toContainText('Beginner');
  await expect(page.locator('.book-card', { hasText: 'Romans' })).toContainText('Advanced');
  await expect(page.locator('.book-card', { hasText: 'Romans' })).toContainText('16 chapters');
  await page.locator('.book-card', { hasText: 'Obadiah' }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/Obad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obadiah');
  await expect(page.locator('.page-header .lead')).toContainText('1 chapter');
  await expect(page.locator('.chapter-grid a')).toHaveCount(1);
});

test('the testament pages list their books', async ({ page }) => {
  await page.goto('/study-guides/old-testament');
  await expect(page.locator('.book-card')).toHaveCount(39);
  await page.goto('/study-guides/new-testament');
  await expect(page.locator('.book-card')).toHaveCount(27);
  await expect(page.locator('.book-card').first()).toContainText('Matthew');
});

test('a deep link opens the chapter in the translation with the verse highlighted', async ({ page }) => {
  await page.goto('/study-guides/book/John/3?translation=KJV&highlight=16');
  const verse = page.locator('#v16');
  await expect(verse).toHaveClass(/highlight/);
  await expect(verse).toContainText('For God so loved the world, that he gave his only begotten Son');
  await expect(verse).toBeInViewport();
  await expect(page.locator('.verse-row')).toHaveCount(36);
  await expect(page.getByLabel(/^Translation/)).toHaveValue('KJV');
});

test('the reader changes translation, shows two side by side, and steps across books', async ({ page }) => {
  await page.goto('/study-guides/book/Mal/4');
  await page.getByLabel(/^Translation/).selectOption('WEB');
  await expect(page).toHaveURL(/translation=WEB/);
  await page.getByLabel('Side by side with').selectOption('RV1909');
  await expect(page.locator('.parallel-head')).toContainText('Reina-Valera 1909');
  await expect(page.locator('#v1 .verse-text[lang="es"]')).toContainText(
    'PORQUE he aquí, viene el día ardiente',
  );
  await page.getByRole('link', { name: /Next chapter/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matthew 1');
  await expect(page).toHaveURL(/\/study-guides\/book\/Matt\/1\?translation=WEB&compare=RV1909/);
  await page.getByRole('link', { name: /Previous chapter/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malachi 4');
  await page.goto('/study-guides/book/Gen/1');
  await expect(page.getByRole('link', { name: /Previous chapter/ })).toHaveCount(0);
});

test('book names and the reader follow the UI language; the best translation is chosen for it', async ({
  page,
}) => {
  await withLanguage(page, 'es');
  await page.goto('/study-guides/book/John/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juan 3');
  await expect(page.getByLabel('Traducción')).toHaveValue('RV1909');
  await expect(page.locator('#v16')).toContainText('Porque de tal manera amó Dios al mundo');
});

test('an unknown book or chapter says so', async ({ page }) => {
  await page.goto('/study-guides/book/Hezekiah');
  await expect(page.getByText('There is no book called “Hezekiah”.')).toBeVisible();
  await page.goto('/study-guides/book/John/99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the verse of the day shows reference, text, translation and reflection, in the UI language', async ({
  page,
}) => {
  // in the sidebar on a desktop; on a phone, on the home page itself (issue 43), the drawer shut
  await page.goto('/');
  const votd = page.getByRole('region', { name: 'Verse of the day' });
  await expect(votd.locator('blockquote')).not.toBeEmpty();
  await expect(votd).toContainText('KJV');
  const reference = await votd.getByRole('link').textContent();
  await votd.getByRole('link').click();
  await expect(page.locator('.verse-row.highlight').first()).toBeVisible();
  expect(reference).toMatch(/\d+:\d+/);

  await withLanguage(page, 'es');
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/');
  const es = page.getByRole('region', { name: 'Versículo del día' });
  await expect(es).toContainText('RV1909');
  await expect(es.locator('blockquote')).toHaveAttribute('lang', 'es');
});

test.describe('quick search', () => {
  for (const [query, book, chapter, verse] of [
    ['Juan 3:16', 'John', 3, 16],
    ['Jean 3:16', 'John', 3, 16],
    ['యోహాను 3:16', 'John', 3, 16],
    ['Ps 23', 'Ps', 23, null],
  ] as const) {
    test(`“${query}” opens the reader there`, async ({ page }, info) => {
      await page.goto('/');
      await openSidebarIfOverlay(page, info);
      await page.getByRole('searchbox', { name: 'Quick search' }).fill(query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`/study-guides/book/${book}/${chapter}${verse ? `\\?highlight=${verse}` : '$'}`),
      );
      if (verse) await expect(page.locator(`#v${verse}`)).toHaveClass(/highlight/);
    });
  }

  test('a word opens the word search with the query filled in', async ({ page }, info) => {
    await page.goto('/');
    await openSidebarIfOverlay(page, info);
    await page.getByRole('searchbox', { name: 'Quick search' }).fill('faith');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/concordance\/word-search\?q=faith$/);
    await expect(page.getByLabel('Search for')).toHaveValue('faith');
  });
});

test('Strong’s-tagged words in the reader open their lexicon entry', async ({ page }) => {
  await page.goto('/study-guides/book/John/3?translation=KJV&highlight=16');
  await page.getByRole('button', { name: "Strong's numbers" }).click();
  await expect(page.getByRole('button', { name: "Strong's numbers" })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/strongs=1/);
  await page.locator('#v16').getByRole('link', { name: "loved: Strong's G25" }).click();
  await expect(page).toHaveURL(/\/research-tools\/greek\?strongs=G25$/);
  await expect(page.locator('.lemma')).toHaveText('ἀγαπάω');
});

test.describe('a reader for reading', () => {
  test('French reads the Louis Segond: section headings, paragraphs, words of Jesus in red', async ({
    page,
  }) => {
    await withLanguage(page, 'fr');
    await page.goto('/study-guides/book/John/3');
    await expect(page.getByLabel('Traduction')).toHaveValue('LSG');
    await expect(page.locator('.section-heading').first()).toHaveText('Entretien de Jésus avec Nicodème');
    await expect(page.locator('#v16')).toContainText('Car Dieu a tant aimé le monde');
    await expect(page.locator('#v16 .wj').first()).toHaveCSS('color', 'rgb(255, 155, 155)');
    expect(await page.locator('.single .prose').count()).toBeGreaterThan(3);
    // red letters off, remembered
    await page.getByRole('button', { name: 'Paroles de Jésus en rouge' }).click();
    await expect(page.locator('#v16 .wj').first()).not.toHaveCSS('color', 'rgb(255, 155, 155)');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Paroles de Jésus en rouge' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a psalm: its title as a title, poetry as lines, and a verse per line remembered', async ({
    page,
  }) => {
    await withLanguage(page, 'fr');
    await page.goto('/study-guides/book/Ps/51');
    await expect(page.locator('.psalm-title')).toContainText('Au chef des chantres. Psaume de David.');
    await expect(page.locator('.psalm-title')).toContainText('Lorsque Nathan');
    await expect(page.locator('.psalm-title')).not.toContainText('O Dieu!');
    await expect(page.locator('.poetry-line', { hasText: 'O Dieu! Aie pitié de moi' })).toBeVisible();
    await expect(page.locator('.poetry-line.cont', { hasText: 'Selon ta grande miséricorde' })).toBeVisible();
    await page.getByRole('button', { name: 'Un verset par ligne' }).click();
    await expect(page.locator('.single.verse-per-line')).toBeVisible();
    await page.goto('/study-guides/book/Ps/52');
    await expect(page.getByRole('button', { name: 'Un verset par ligne' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.single.verse-per-line')).toBeVisible();
  });

  test('side by side pairs Psalm 51 through the KJV numbering, not by number', async ({ page }) => {
    await page.goto('/study-guides/book/Ps/51?translation=KJV&compare=LSG');
    const first = page.locator('#v1');
    await expect(first.locator('.verse-text[lang="en"]')).toContainText('Have mercy upon me, O God');
    await expect(first.locator('.verse-text[lang="fr"]')).toContainText('O Dieu! Aie pitié de moi');
    await expect(first.locator('.verse-text[lang="fr"]')).toContainText('Au chef des chantres');
    await expect(page.locator('#v19 .verse-text[lang="fr"]')).toContainText(
      'Alors tu agréeras des sacrifices de justice',
    );
  });

  test('a verse link (#v16) scrolls to and highlights the verse; copy gives reference and translation', async ({
    page,
    context,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'clipboard permissions: desktop only');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/study-guides/book/John/3?translation=KJV#v16');
    await expect(page.locator('#v16')).toHaveClass(/highlight/);
    await expect(page.locator('#v16')).toBeInViewport();
    await page.locator('#v16').getByRole('link', { name: 'Verse 16' }).click();
    await page
      .locator('#v17')
      .getByRole('link', { name: 'Verse 17' })
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Selected verses' });
    await expect(bar).toContainText('John 3:16-17 · KJV');
    await bar.getByRole('button', { name: 'Copy' }).click();
    await expect(bar).toContainText('Copied with its reference');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('16 For God so loved the world');
    expect(copied).toContain('— John 3:16-17 (King James Version)');
    expect(copied).toMatch(/\/study-guides\/book\/John\/3\?translation=KJV#v16$/);
  });

  test('the arrow keys and visible buttons change chapter; the chosen translation is remembered', async ({
    page,
  }) => {
    await page.goto('/study-guides/book/John/3');
    await page.getByLabel(/^Translation/).selectOption('WEB');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 4');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 3');
    await expect(page.getByRole('link', { name: /Next chapter/ })).toBeVisible();
    await page.goto('/study-guides/book/Gen/1');
    await expect(page.getByLabel(/^Translation/)).toHaveValue('WEB');
  });

  test('Telugu shows the KJV with a note, in Telugu, that no Telugu translation is installed', async ({
    page,
  }) => {
    await withLanguage(page, 'te');
    await page.goto('/study-guides/book/John/3');
    await expect(page.getByRole('note')).toContainText('తెలుగు బైబిలు అనువాదం ఏదీ ఇన్‌స్టాల్ చేయబడలేదు');
    await expect(page.getByRole('note')).toContainText('King James Version');
    await expect(page.locator('#v16')).toContainText('For God so loved the world');
  });

  test('the verse of the day in French is the Louis Segond, named', async ({ page }) => {
    await withLanguage(page, 'fr');
    await page.goto('/');
    const votd = page.getByRole('region', { name: 'Verset du jour' });
    await expect(votd).toContainText('LSG');
    await expect(votd.locator('blockquote')).toHaveAttribute('lang', 'fr');
  });

  test('the verse of the day in Telugu is the KJV with the note that no Telugu translation is installed', async ({
    page,
  }) => {
    await withLanguage(page, 'te');
    await page.goto('/');
    const votd = page.getByRole('region', { name: 'నేటి వచనం' });
    await expect(votd.locator('blockquote')).toHaveAttribute('lang', 'en');
    await expect(votd).toContainText('తెలుగు బైబిలు అనువాదం ఏదీ ఇన్‌స్టాల్ చేయబడలేదు');
  });
});

test('reading the Segond beside the KJV, the Strong’s links are on the KJV verse paired with it', async ({
  page,
}) => {
  await page.goto('/study-guides/book/Ps/51?translation=LSG&compare=KJV');
  await page.getByRole('button', { name: "Strong's numbers" }).click();
  const row = page.locator('#v3');
  await expect(row.locator('.verse-text[lang="fr"]')).toContainText('O Dieu! Aie pitié de moi');
  await expect(
    row.locator('.verse-text[lang="en"]').getByRole('link', { name: /^mercy: Strong's H2603/ }),
  ).toBeVisible();
});

test('a link in the KJV numbering (from a study) highlights the matching Segond verse', async ({ page }) => {
  await page.goto('/study-guides/book/Ps/51?translation=LSG&kv=1');
  await expect(page.locator('#v3')).toHaveClass(/highlight/);
  await expect(page.locator('#v3')).toContainText('O Dieu! Aie pitié de moi');
});

const seriousAxe = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('a verse with cross-references has a marker that lists them with their text, in one request per chapter', async ({
  page,
}) => {
  const xrefRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/cross-references') && xrefRequests.push(r.url()));
  await page.goto('/study-guides/book/Gen/1?translation=KJV');
  const marker = page.getByRole('button', { name: 'Cross-references of verse 1', exact: true });
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('aria-expanded', 'false');
  expect(xrefRequests).toHaveLength(1);
  await marker.click();
  const dialog = page.getByRole('dialog', { name: 'Cross-references: Genesis 1:1' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Job 38:4' })).toBeVisible();
  await expect(dialog.locator('li', { hasText: 'Job 38:4' })).toContainText(
    'Where wast thou when I laid the foundations of the earth',
  );
  await expect(dialog.locator('li', { hasText: 'Psalms 33:6' })).toContainText(
    'By the word of the LORD were the heavens made',
  );
  await expect(dialog.locator('li', { hasText: 'Hebrews 11:3' })).toContainText(
    'Through faith we understand',
  );
  expect(await seriousAxe(page)).toEqual([]);
  // Escape closes it and gives focus back to the marker
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(marker).toBeFocused();
  // from the keyboard, in the Segond: the texts come in the reader's translation
  await page.goto('/study-guides/book/Gen/1?translation=LSG');
  const lsgMarker = page.getByRole('button', { name: 'Cross-references of verse 1', exact: true });
  await lsgMarker.focus();
  await page.keyboard.press('Enter');
  const lsg = page.getByRole('dialog');
  await expect(lsg.locator('li', { hasText: 'Job 38:4' })).toContainText(
    'Où étais-tu quand je fondais la terre',
  );
  await lsg.getByRole('link', { name: 'Hebrews 11:3' }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/Heb\/11\?translation=LSG&highlight=3/);
  await expect(page.locator('#v3')).toHaveClass(/highlight/);
});

test('the commentary panel follows the selected verse: Scofield on "perish" at John 3:16, Spurgeon on Psalm 23; remembered', async ({
  page,
}) => {
  await page.goto('/study-guides/book/John/3?translation=KJV');
  const toggle = page.getByRole('button', { name: 'Commentary', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('complementary', { name: 'Commentary' })).toHaveCount(0);
  await toggle.click();
  const panel = page.getByRole('complementary', { name: 'Commentary' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Work').selectOption('scofield');
  await page.getByRole('link', { name: 'Verse 16', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'On John 3:16', exact: true })).toBeVisible();
  await expect(panel.locator('.commentary-section').first()).toContainText('perish');
  await expect(panel).toContainText('In no N.T. instance does it signify cessation of existence');
  await expect(panel.getByRole('link', { name: 'Mark 2:22' })).toHaveAttribute(
    'href',
    /\/study-guides\/book\/Mark\/2\?translation=KJV&kv=22/,
  );
  expect(await seriousAxe(page)).toEqual([]);

  // open and the work are remembered; Psalms offer Spurgeon
  await page.goto('/study-guides/book/Ps/23?translation=KJV');
  await expect(panel).toBeVisible();
  await panel.getByLabel('Work').selectOption('tdavid');
  await expect(panel).toContainText('Overview');
  await page.getByRole('link', { name: 'Verse 1', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'On Psalms 23:1', exact: true })).toBeVisible();
  await expect(panel).toContainText('Verse 1. "The Lord is my shepherd."');
  await page.reload();
  await expect(panel.getByLabel('Work')).toHaveValue('tdavid');
  await toggle.click();
  await expect(panel).toHaveCount(0);
});

test('in Telugu the commentary panel says the commentaries are in English', async ({ page }) => {
  await withLanguage(page, 'te');
  await page.goto('/study-guides/book/John/3');
  await page.getByRole('button', { name: 'వ్యాఖ్యానం', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'వ్యాఖ్యానం' });
  await expect(panel.getByRole('note')).toHaveText('వ్యాఖ్యానాలు ఆంగ్లంలో ఉన్నాయి.');
  await expect(panel.locator('.commentary-section').first()).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
});
