/** Issue 17, "Forms, focus, language": comboboxes under fast typing, focus after Generate, a study in a new language. */
import { expect, test, type Page } from '@playwright/test';

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
