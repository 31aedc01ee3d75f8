/** The user's library (/library): bookmarks and notes from the reader, saved studies, history, export/import. */
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousAxe, generateCharacterStudy, withLanguage } from './helpers';

const JOHN3 = '/study-guides/book/John/3?translation=KJV';

// Every test here goes through the reader and the library, most with a generated study or axe:
// 23–36 s each on a loaded 2-core machine (load ~40, issue 41 §8), where 30 s timed them out even
// split by purpose. 90 s each; the screens in Spanish and Telugu (below) have their own.
test.describe.configure({ timeout: 90_000 });

async function selectVerse(page: Page, n: number) {
  await page.locator(`#v${n} .verse-num`).click();
  return page.locator('.selection-bar');
}

/** Bookmarks John 3:16 and writes a note on it, through the reader's selection bar. */
async function bookmarkAndNote(page: Page, note: string) {
  await page.goto(JOHN3);
  const bar = await selectVerse(page, 16);
  await bar.getByRole('button', { name: 'Bookmark' }).click();
  await expect(bar.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('button', { name: 'Add note' }).click();
  const editor = page.getByRole('dialog', { name: 'Note on John 3:16' });
  await editor.getByRole('textbox').fill(note);
  await expect(editor).toContainText('Saved as you type.');
  return editor;
}

async function generateMoses(page: Page) {
  await generateCharacterStudy(page, 'Moses');
  await expect(page.getByText('Saved in your library.')).toBeVisible();
}

test('a bookmark and a note survive a reload, show beside the verse and in the library', async ({ page }) => {
  const editor = await bookmarkAndNote(page, 'God gave his Son: love that gives.');
  // every keystroke is saved: a reload with the editor still open loses nothing
  await page.reload();
  await expect(editor).toHaveCount(0);
  const note = page.getByRole('note', { name: 'Note on John 3:16' });
  await expect(note).toContainText('God gave his Son: love that gives.');
  await expect(page.locator('#v16').getByRole('img', { name: 'Bookmark: John 3:16' })).toBeVisible();

  const bar = await selectVerse(page, 16);
  await expect(bar.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('button', { name: 'Edit note' }).click();
  await page.getByRole('dialog').getByRole('textbox').press('End');
  await page.keyboard.type(' Amen.');
  await page.keyboard.press('Escape');
  await expect(note).toContainText('love that gives. Amen.');

  await page.getByRole('link', { name: 'Guest: my library' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My library');
  await expect(page.getByRole('region', { name: /^Notes/ })).toContainText('love that gives. Amen.');
});

/** Bookmarks and annotates John 3:16, then opens the library from the sidebar. */
async function libraryWithJohn316(page: Page) {
  const editor = await bookmarkAndNote(page, 'God gave his Son: love that gives.');
  await editor.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('link', { name: 'Guest: my library' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My library');
  return {
    bookmarks: page.getByRole('region', { name: /^Bookmarks/ }),
    notes: page.getByRole('region', { name: /^Notes/ }),
  };
}

test('the library lists the bookmark, the note and the reading history', async ({ page }) => {
  const { bookmarks, notes } = await libraryWithJohn316(page);
  await expect(bookmarks.getByRole('link', { name: 'John 3:16 · KJV' })).toBeVisible();
  await expect(bookmarks).toContainText('For God so loved the world');
  await expect(notes).toContainText('God gave his Son: love that gives.');
  const history = page.getByRole('region', { name: /^Reading history/ });
  await expect(history.getByRole('link', { name: 'John 3' })).toBeVisible();
  await expect(history).toContainText('The last 100 chapters you opened are kept, newest first.');
  await expectNoSeriousAxe(page);
});

test('a bookmark removed in the library comes back with Undo; a note leads back to its verse', async ({
  page,
}) => {
  const { bookmarks, notes } = await libraryWithJohn316(page);
  // removing has Undo
  await bookmarks.getByRole('button', { name: 'Remove John 3:16' }).click();
  await expect(bookmarks).toContainText('No bookmarks yet.');
  await bookmarks.getByRole('button', { name: 'Undo' }).click();
  await expect(bookmarks.getByRole('link', { name: 'John 3:16 · KJV' })).toBeVisible();

  // back to the verse in the reader
  await notes.getByRole('link', { name: 'John 3:16 · KJV' }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/John\/3\?translation=KJV&highlight=16$/);
  await expect(page.locator('#v16')).toHaveClass(/highlight/);
});

test('a generated study appears in the library and reopens read-only with its Word export', async ({
  page,
}) => {
  await generateMoses(page);
  await page.getByRole('link', { name: 'Guest: my library' }).click();
  const studies = page.getByRole('region', { name: /^Studies/ });
  await studies.getByRole('link', { name: 'Moses - Biographical Study' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved study');
  await expect(page.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();
  await expect(
    page.locator('.study-text').getByRole('heading', { name: 'Historical summary of Moses' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What was checked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Word' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Moses_Biographical_Study.*\.docx$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('export, then import into a fresh browser, restores studies, bookmarks and notes', async ({
  page,
  browser,
}) => {
  await generateMoses(page);
  const editor = await bookmarkAndNote(page, 'Exported note');
  await editor.getByRole('button', { name: 'Done' }).click();
  await page.goto('/library');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export library' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bible-study-library-\d{4}-\d\d-\d\d\.json$/);
  const file = await readFile((await download.path())!);

  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto('/library');
  await expect(other.getByRole('region', { name: /^Notes/ })).toContainText('No notes yet.');
  await other
    .locator('input[type=file]')
    .setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: file });
  await expect(other.getByText('“mine.json” will add:')).toBeVisible();
  await expect(other.getByText('1 study', { exact: true })).toBeVisible();
  await expect(other.getByText('1 bookmark', { exact: true })).toBeVisible();
  await expect(other.getByText('1 note', { exact: true })).toBeVisible();
  await other.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Imported.' })).toBeVisible();
  await expect(other.getByRole('region', { name: /^Notes/ })).toContainText('Exported note');
  await expect(
    other.getByRole('region', { name: /^Bookmarks/ }).getByRole('link', { name: 'John 3:16 · KJV' }),
  ).toBeVisible();
  await other.getByRole('link', { name: 'Moses - Biographical Study' }).click();
  await expect(other.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();

  // the same file again adds nothing
  await other.goto('/library');
  await other
    .locator('input[type=file]')
    .setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: file });
  await expect(
    other.getByText('Nothing new: everything in this file is already in your library.'),
  ).toBeVisible();
  await fresh.close();
});

test('a malformed import file shows an error in the user’s language and changes nothing', async ({
  page,
}) => {
  await bookmarkAndNote(page, 'Keep me');
  await page.goto('/library');
  const before = await page.evaluate(() => JSON.stringify(localStorage));
  const input = page.locator('input[type=file]');
  await input.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":'),
  });
  await expect(page.getByRole('alert')).toContainText('“broken.json” was not imported.');
  await expect(page.getByRole('alert')).toContainText('The file is not JSON');
  await expect(page.getByRole('alert')).toContainText('Your library is unchanged.');
  const bad = {
    format: 'bible-study-library',
    version: 1,
    bookmarks: [{ id: 'John.3.16-16', book: 'John' }],
  };
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await expect(page.getByRole('alert')).toContainText('Item 1 of “Bookmarks” is damaged or incomplete.');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before);
  await expect(page.getByRole('region', { name: /^Notes/ })).toContainText('Keep me');

  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await input.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('[]') });
  await expect(page.getByRole('alert')).toContainText(
    'El archivo es JSON, pero no es una biblioteca exportada por esta aplicación.',
  );
});

test('settings: the reader’s choices are the library’s, one store', async ({ page }) => {
  await page.goto('/library');
  await page.getByLabel('Verse per line').check();
  await page.getByLabel('Words of Jesus in red').uncheck();
  await page.getByLabel('Default translation in this language').selectOption('WEB');
  await page.goto('/study-guides/book/John/3');
  await expect(page.getByLabel(/^Translation/)).toHaveValue('WEB');
  await expect(page.getByRole('button', { name: 'Verse per line' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Words of Jesus in red' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

const ADD_NOTE: Record<string, string> = { es: 'Añadir nota', te: 'గమనిక జోడించండి' };

for (const lang of ['es', 'te']) {
  test(`library screens in ${lang}: screenshots, axe`, async ({ page }, info) => {
    // a study generated, three screens, three axe passes: 13-26 s alone, over 30 s once on a
    // loaded machine (axe timed out), 66-132 s at load 25-40 (issue 41 §8); 180 s, not a weaker check
    test.setTimeout(180_000);
    await withLanguage(page, lang);
    // generated through the form whatever its language: the first character, the first method
    await page.goto('/character-studies');
    const form = page.locator('.generator-form');
    await form.locator('input[role="combobox"]').click();
    await form.getByRole('option').first().click();
    await form.locator('select').selectOption({ index: 1 });
    await form.locator('button[type=submit]').click();
    // the first character is Jesus, the longest built-in study, streamed: still arriving after
    // 10 s at load ~45 (issue 41 §8)
    await expect(page.locator('.saved-in-library a')).toBeVisible({ timeout: 30_000 });
    await page.locator('.saved-in-library a').click();
    await expect(page.locator('.saved-study .study-text')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/library-study-${lang}-${info.project.name}.png` });
    await expectNoSeriousAxe(page);

    await page.goto(JOHN3);
    const bar = await selectVerse(page, 16);
    await bar.locator('button[aria-pressed]').first().click(); // Bookmark
    // by its name: the highlight colours (issue 45) now stand between Bookmark and Add note
    await bar.getByRole('button', { name: ADD_NOTE[lang] }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Una nota · ఒక గమనిక');
    await page.screenshot({
      path: `test-results/screens/library-note-editor-${lang}-${info.project.name}.png`,
    });
    await expectNoSeriousAxe(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.verse-note')).toBeVisible();
    await page.locator('#v16').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/library-reader-${lang}-${info.project.name}.png` });

    await page.goto('/library');
    await expect(page.locator('.library-section').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `test-results/screens/library-${lang}-${info.project.name}.png`,
      fullPage: true,
    });
    await expectNoSeriousAxe(page);
  });
}
