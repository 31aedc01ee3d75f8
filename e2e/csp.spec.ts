/**
 * The page CSP has no style-src 'unsafe-inline' (src/server/security-headers.ts): every screen
 * must render without a single CSP violation, and source maps must not be reachable.
 */
import { expect, test } from '@playwright/test';

const PAGES = [
  '/', '/study-guides', '/study-guides/book-by-book', '/study-guides/book/John', '/study-guides/book/John/3?translation=KJV',
  '/character-studies', '/research-tools', '/research-tools/hebrew', '/research-tools/greek', '/research-tools/spanish',
  '/concordance', '/concordance/word-search?q=faith', '/concordance/original-language', '/contact', '/no-such-page',
];

test('no screen breaks the CSP (styles included), and no source map is served', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (apply|load|execute)/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // the character study page writes a study (inline styles in the result included)
  await page.goto('/character-studies');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  const js = await (await request.get(script)).text();
  expect(js).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});
