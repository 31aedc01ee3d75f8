/**
 * The library on every device (issue 45): two browsers (two contexts, as two devices) signed in to
 * one account. A highlight and a note made on one appear on the other; made offline, they appear
 * once the first is back online; a note edited on both while apart keeps both texts, shown to the
 * reader with the choice of which to keep (ADR 019).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmedAccount, signInOnScreen } from './accounts';

const JOHN3 = '/study-guides/book/John/3?translation=KJV';

test.beforeEach(({ browserName: _browser }, info) =>
  test.skip(info.project.name !== 'desktop', 'two devices at once: once is enough'),
);
test.describe.configure({ timeout: 120_000 });

async function device(browser: Browser, email: string, tag: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.45.0.${tag}` } });
  const page = await context.newPage();
  await signInOnScreen(page, email);
  await expect(page.getByText('Your library is synced.')).toBeVisible();
  await page.goto(JOHN3);
  return { context, page };
}

/** Selects one verse by its number (a second click would clear it: not when it is already the one selected). */
async function selectVerse(page: Page, n: number) {
  const verse = page.locator(`#v${n}`);
  await expect(verse).toBeVisible();
  if (!/\bselected\b/.test((await verse.getAttribute('class')) ?? ''))
    await verse.locator('.verse-num').click();
  await expect(verse).toHaveClass(/\bselected\b/);
  return page.locator('.selection-bar');
}

async function writeNote(page: Page, verse: number, text: string) {
  const bar = await selectVerse(page, verse);
  await bar.getByRole('button', { name: /^(Add|Edit) note$/ }).click();
  const editor = page.getByRole('dialog', { name: `Note on John 3:${verse}` });
  await editor.getByRole('textbox').fill(text);
  await expect(editor).toContainText('Saved as you type.');
  await page.keyboard.press('Escape');
}

/** What another device did shows after a pull: on load, on focus, or every 15 s; a reload is the quickest. */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
}

test('a highlight and a note follow the reader to another device, online, offline and in conflict', async ({
  browser,
  request,
}) => {
  const email = await confirmedAccount(request);
  const a = await device(browser, email, '1');
  const b = await device(browser, email, '2');

  // online: made on A, seen on B
  let bar = await selectVerse(a.page, 16);
  await bar.getByRole('button', { name: 'Green' }).click();
  await expect(a.page.locator('#v16')).toHaveClass(/hl-green/);
  await writeNote(a.page, 16, 'Written on the first device.');
  await eventually(b.page, async () => {
    await expect(b.page.locator('#v16')).toHaveClass(/hl-green/, { timeout: 2000 });
    await expect(b.page.getByRole('note', { name: 'Note on John 3:16' })).toContainText(
      'Written on the first device.',
      { timeout: 2000 },
    );
  });

  // offline on A: kept there, sent when the connection returns
  await a.context.setOffline(true);
  bar = await selectVerse(a.page, 17);
  await bar.getByRole('button', { name: 'Purple' }).click();
  await writeNote(a.page, 17, 'Written offline.');
  // the outbox holds them (the highlight and the note) while the server cannot be reached
  const waiting = () =>
    a.page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('library.sync') ?? '{}').outbox ?? {}));
  await expect.poll(waiting).toEqual(expect.arrayContaining(['highlight:John.3.17-17', 'note:John.3.17-17']));
  await b.page.reload();
  await expect(b.page.locator('#v16')).toHaveClass(/hl-green/);
  await expect(b.page.locator('#v17')).not.toHaveClass(/hl-purple/);
  await a.context.setOffline(false);
  await expect.poll(waiting, { timeout: 20_000 }).toEqual([]);
  await eventually(b.page, async () => {
    await expect(b.page.locator('#v17')).toHaveClass(/hl-purple/, { timeout: 2000 });
    await expect(b.page.getByRole('note', { name: 'Note on John 3:17' })).toContainText('Written offline.', {
      timeout: 2000,
    });
  });

  // a conflict: both edit the same note while apart; neither text is lost, and the reader is told
  await a.page.goto(JOHN3);
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await writeNote(a.page, 16, 'The first device’s second thoughts.');
  await writeNote(b.page, 16, 'The second device’s second thoughts.');
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  for (const [page, other] of [
    [b.page, 'The first device’s second thoughts.'],
    [a.page, 'The second device’s second thoughts.'],
  ] as const) {
    await eventually(page, async () => {
      const note = page.getByRole('note', { name: 'Note on John 3:16' });
      await expect(note.getByRole('group', { name: 'Edited on two devices' })).toBeVisible({ timeout: 2000 });
      await expect(note).toContainText('The first device’s second thoughts.', { timeout: 2000 });
      await expect(note).toContainText('The second device’s second thoughts.', { timeout: 2000 });
      await expect(note).toContainText(other);
    });
  }
  // the library names it too
  await b.page.goto('/library');
  await expect(b.page.getByRole('region', { name: /^Notes/ })).toContainText('Edited on two devices');
  await expect(b.page.getByRole('region', { name: /^Highlights/ })).toContainText('John 3:17 · KJV');

  // choosing one ends the conflict on both devices
  await b.page.goto(JOHN3);
  const note = b.page.getByRole('note', { name: 'Note on John 3:16' });
  await note.getByRole('button', { name: 'Keep both' }).click();
  await expect(note.getByRole('group', { name: 'Edited on two devices' })).toHaveCount(0);
  await eventually(a.page, async () => {
    const there = a.page.getByRole('note', { name: 'Note on John 3:16' });
    await expect(there.getByRole('group', { name: 'Edited on two devices' })).toHaveCount(0, {
      timeout: 2000,
    });
    await expect(there).toContainText('The first device’s second thoughts.', { timeout: 2000 });
    await expect(there).toContainText('The second device’s second thoughts.', { timeout: 2000 });
  });
  await a.context.close();
  await b.context.close();
});
