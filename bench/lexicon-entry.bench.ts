/**
 * A full Strong's entry (issue 43: "the full Greek entry takes 3.8 s behind Cargando…"), against
 * the built server (`npm run build` first): for large entries (G3588 the article, G2316 God, G1537
 * ek; H3068 the LORD), the API's time to first byte, cold (the first asking: no cached answer)
 * and again, and the word-study page's time in headless Chromium from navigation to the entry's
 * heading, with "Loading…" gone — in Spanish, the language. Prints the load average:
 * figures on this shared machine move with it.
 */
import { loadavg } from 'node:os';
import { launchChromium } from './lib/mobile';
import { startServer, waitUntilUp } from './lib/server';

const ENTRIES = ['G3588', 'G2316', 'G1537', 'H3068'];
const TRANSLATIONS = ['KJV', 'RV1909'];

const ttfb = async (url: string) => {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const first = performance.now() - t0;
  await res.arrayBuffer();
  return { first, whole: performance.now() - t0, ok: res.ok };
};
const ms = (x: number) => `${Math.round(x)} ms`;

console.log(
  `load average before: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
const server = await startServer();
try {
  await waitUntilUp(server, 60);
  await server.settled();
  console.log('API, GET /api/lexicon/:strongs (time to first byte; whole answer)');
  for (const s of ENTRIES)
    for (const tr of TRANSLATIONS) {
      const url = `${server.url}/api/lexicon/${s}?translation=${tr}`;
      const cold = await ttfb(url);
      const warm = await ttfb(url);
      console.log(
        `  ${s} ${tr}: cold ${ms(cold.first)} (${ms(cold.whole)}), again ${ms(warm.first)} (${ms(warm.whole)})`,
      );
    }
  const browser = await launchChromium();
  try {
    console.log('Page, /research-tools/greek|hebrew?strongs=… in Spanish (navigation → entry shown)');
    for (const s of ENTRIES) {
      // a fresh context each time: no cache of the page's own requests (the server's may be warm)
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es' });
      await context.addInitScript(() => localStorage.setItem('language', 'es'));
      const page = await context.newPage();
      const tool = s.startsWith('G') ? 'greek' : 'hebrew';
      const t0 = performance.now();
      await page.goto(`${server.url}/research-tools/${tool}?strongs=${s}`);
      await page.locator('#entry-title').waitFor({ timeout: 30_000 });
      const entry = performance.now() - t0;
      // and its first page of occurrences: nothing says "Cargando…" any more
      await page.waitForFunction(
        () => !/Cargando/.test(document.querySelector('.word-study')?.textContent ?? ''),
        null,
        {
          timeout: 30_000,
        },
      );
      const whole = performance.now() - t0;
      // the page's own clock: its first paint of text (the shell, "Cargando…") and the entry's
      const [fcp, now] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        performance.now(),
      ]);
      console.log(
        `  ${s}: entry shown after ${ms(entry)}, with its occurrences ${ms(whole)}; first text painted ${ms(fcp)}, ${ms(now - (whole - entry) - fcp)} before the entry`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
console.log(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
