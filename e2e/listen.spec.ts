/**
 * Listen (issue 28 §4): the chapter read aloud in the translation's language. This machine's
 * headless Chromium has speech synthesis but no voice, so the reading itself runs on a fake engine
 * with the real interface (src/test/fake-speech.ts), installed before the page's code, that speaks
 * an utterance until the test says it is done; the real, voiceless engine is checked for what a
 * visitor without voices sees.
 */
import { expect, test, type Page } from '@playwright/test';
import { installFakeSpeech, type FakeSpeechOptions } from '../src/test/fake-speech';
import { expectNoSeriousAxe, withLanguage } from './helpers';

const JOHN_3 = '/study-guides/book/John/3?translation=KJV';

const fakeSpeech = (page: Page, options: FakeSpeechOptions) => page.addInitScript(installFakeSpeech, options);
/** Ends the utterance being spoken (the engine moves on to the next). */
const finish = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { finish(): boolean } }).__speech.finish());
const speaking = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { current(): string | null } }).__speech.current());
const spoken = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __speech: { log: { text: string; voice: string | null }[] } }).__speech.log,
  );

test('reads John 3 verse by verse, the verse read highlighted and followed; pause, resume and stop by keyboard', async ({
  page,
}) => {
  await fakeSpeech(page, { voices: [{ name: 'Daniel', lang: 'en-GB' }], mode: 'step' });
  await page.goto(JOHN_3);
  const listen = page.getByRole('button', { name: 'Listen', exact: true });
  await listen.focus();
  await page.keyboard.press('Enter');
  const bar = page.getByRole('group', { name: 'Reading aloud' });
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeFocused();
  await expect(listen).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#v1')).toHaveClass(/\breading\b/);
  await expect(bar).toContainText('Verse 1 of 36');
  expect(await speaking(page)).toBe(
    'There was a man of the Pharisees, named Nicodemus, a ruler of the Jews:',
  );

  // the highlight follows the reading, and the page follows the highlight
  for (let n = 2; n <= 16; n++) {
    await finish(page);
    await expect(page.locator(`#v${n}`)).toHaveClass(/\breading\b/);
  }
  await expect(page.locator('.reading')).toHaveCount(1);
  await expect(page.locator('#v16')).toBeInViewport();
  expect(await speaking(page)).toMatch(/^For God so loved the world/);
  const log = await spoken(page);
  expect(log).toHaveLength(16);
  expect(log.every((l) => l.voice === 'Daniel')).toBe(true);
  expect(log.some((l) => /^\d|\b3:/.test(l.text))).toBe(false); // no verse numbers said

  await page.keyboard.press('Enter'); // Pause, which has the focus
  await expect(bar.getByRole('button', { name: 'Resume' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Paused at verse 16' })).toBeAttached();
  expect(await speaking(page)).toBeNull();
  await expectNoSeriousAxe(page);
  await bar.getByRole('button', { name: 'Resume' }).focus();
  await page.keyboard.press('Enter'); // Resume: verse 16 again
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeFocused();
  await expect.poll(() => speaking(page)).toMatch(/^For God so loved the world/);

  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(page.locator('.reading')).toHaveCount(0);
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
  await expect(listen).toBeFocused();
  expect(await speaking(page)).toBeNull();
});

test("reads a psalm's title, and stops when the chapter changes or the reader is left", async ({ page }) => {
  await fakeSpeech(page, { voices: [{ name: 'Daniel', lang: 'en-GB' }], mode: 'step' });
  await page.goto('/study-guides/book/Ps/23?translation=KJV');
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  await expect(page.locator('#v1')).toHaveClass(/\breading\b/);
  expect(await speaking(page)).toBe('A Psalm of David.');
  await finish(page);
  await expect.poll(() => speaking(page)).toBe('The LORD is my shepherd; I shall not want.');

  await page.getByRole('link', { name: /Next chapter/ }).click();
  await expect(page).toHaveURL(/\/Ps\/24/);
  await expect.poll(() => speaking(page)).toBeNull();
  await expect(page.getByRole('group', { name: 'Reading aloud' })).toBeHidden();
  await expect(page.locator('.reading')).toHaveCount(0);

  // leaving the reader for another page stops it too
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  await expect.poll(() => speaking(page)).toBe('A Psalm of David.');
  await page.getByRole('link', { name: 'All chapters of Psalms' }).click();
  await expect(page).toHaveURL(/\/book\/Ps$/);
  await expect.poll(() => speaking(page)).toBeNull();
});

test('does not read the Segond with an English voice: it says no French voice is installed', async ({
  page,
}) => {
  await fakeSpeech(page, {
    voices: [
      { name: 'Daniel', lang: 'en-GB' },
      { name: 'Samantha', lang: 'en-US' },
    ],
  });
  await page.goto('/study-guides/book/John/3?translation=LSG');
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  const bar = page.getByRole('group', { name: 'Reading aloud' });
  await expect(bar).toContainText('No French voice is installed in this browser');
  await expect(page.locator('.reading')).toHaveCount(0);
  expect(await spoken(page)).toEqual([]);
  await expectNoSeriousAxe(page);
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
});

test('reads the Segond with a French voice, said in Telugu when the UI is Telugu', async ({ page }) => {
  await withLanguage(page, 'te');
  await fakeSpeech(page, {
    voices: [
      { name: 'Daniel', lang: 'en-GB' },
      { name: 'Amélie', lang: 'fr-CA' },
      { name: 'Thomas', lang: 'fr-FR' },
    ],
    mode: 'step',
  });
  await page.goto('/study-guides/book/John/3?translation=LSG');
  await page.getByRole('button', { name: 'వినండి', exact: true }).click();
  await expect(page.locator('#v1')).toHaveClass(/\breading\b/);
  const log = await spoken(page);
  expect(log[0]).toEqual({
    text: expect.stringMatching(/^Mais il y eut un homme/),
    voice: 'Thomas',
    lang: 'fr-FR',
  });
  // the other French voice can be chosen (the English one is not offered)
  const voice = page.getByRole('combobox', { name: 'స్వరం' });
  await expect(voice.locator('option')).toHaveText(['Amélie (fr-CA)', 'Thomas (fr-FR)']);
  await voice.selectOption({ label: 'Amélie (fr-CA)' });
  await expect.poll(async () => (await spoken(page)).at(-1)?.voice).toBe('Amélie');
});

test('in this machine’s real Chromium, which has no voice, it says so and moves nothing', async ({
  page,
}) => {
  await page.goto(JOHN_3);
  const verse = page.locator('#v1');
  await expect(verse).toBeVisible();
  const before = await verse.boundingBox();
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  // the browser is given time to announce late voices before it is believed to have none
  await expect(page.getByRole('group', { name: 'Reading aloud' })).toContainText(
    'No English voice is installed in this browser',
    { timeout: 10_000 },
  );
  expect(await verse.boundingBox()).toEqual(before);
});
