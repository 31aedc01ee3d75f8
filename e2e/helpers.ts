import type { Page, TestInfo } from '@playwright/test';

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
