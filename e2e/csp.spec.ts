/**
 * The page CSP has no style-src 'unsafe-inline' (src/server/http/security-headers.ts): every screen
 * must render without a single CSP violation, and source maps must not be reachable.
 *
 * One test a screen (issue 41 §8): the fifteen screens, the study and the source maps in one test
 * took 27 s of its 30 on an idle machine and timed out on a loaded one. Each is a page load or two
 * now (1–3 s idle), well inside the default budget; the generated study has its own (below).
 */
import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  '/',
  '/study-guides',
  '/study-guides/book-by-book',
  '/study-guides/book/John',
  '/study-guides/book/John/3?translation=KJV',
  '/character-studies',
  '/research-tools',
  '/research-tools/hebrew',
  '/research-tools/greek',
  '/research-tools/spanish',
  '/concordance',
  '/concordance/word-search?q=faith',
  '/concordance/original-language',
  '/contact',
  '/no-such-page',
];

/** Collects the page's CSP violations: the console's reports and the `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (apply|load|execute)/i.test(m.text()))
      violations.push(`${page.url()}: ${m.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return violations;
}

for (const path of PAGES)
  test(`${path} renders without a CSP violation (styles included)`, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

test('a generated study (streamed, reference tooltips, Word export, the sidebar resized) breaks no CSP', async ({
  page,
}) => {
  // a study generated, previewed and exported: the slowest test here, several seconds idle and
  // many times that on a loaded 2-core machine (issue 41 §8): three times the default budget
  test.slow();
  const violations = await watchCsp(page);
  await page.goto('/character-studies');
  await page.getByRole('combobox', { name: 'Bible character' }).fill('Moses');
  await page.getByRole('option', { name: /^Moses/ }).click();
  await page.getByLabel('Study method').selectOption({ label: 'Biographical Study' });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: 'Moses - Biographical Study' })).toBeVisible();
  await page.locator('.study-text .ref a').first().hover();
  await expect(page.locator('.study-text').getByRole('tooltip').first()).not.toBeEmpty();
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Word' }).click(),
  ]);
  // the sidebar resized and collapsed (its width is an inline style)
  if (test.info().project.name === 'desktop')
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  expect(violations).toEqual([]);
});

test('no source map is served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  const js = await (await request.get(script)).text();
  expect(js).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});
