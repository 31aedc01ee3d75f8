/**
 * Cumulative layout shift measured in the page itself (PerformanceObserver 'layout-shift' entries
 * without recent input), in Debian's Chromium, at phone, tablet and desktop widths, on a fast
 * network and on a throttled one (Lighthouse's mobile figures: 150 ms, 1.6 Mbps down, CPU ÷ 4).
 * Prints CLS (the largest session window, as Lighthouse and web-vitals count it) and which
 * elements moved. Budget: CLS ≤ 0.02 everywhere. Run `npm run build` first.
 * In English and Telugu (`LANGS=en,es,fr,te` for all four): a label's length decides what wraps
 * (the Bible download's size took a line of its own at phone width in three of the four).
 * `LAYOUT_URL=http://127.0.0.1:3998` measures a server already running instead of starting one.
 */
import { launchChromium, throttleLikeLighthouse } from './lib/mobile';
import { startServer, verdict, type RunningServer } from './lib/server';

const PAGES = (
  process.env.PAGES ?? '/study-guides/book/John/3?translation=KJV&highlight=16,/study-guides/book/John/3,/'
).split(',');
const LANGS = (process.env.LANGS ?? 'en,te').split(',');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1366, height: 900 },
];
const SETTLE_MS = 3000;

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

/**
 * Registered before any script of the page runs: every shift, with the elements it moved. A string,
 * not a function: tsx's transform would wrap the function's inner names in a helper the page lacks.
 */
const OBSERVE_SHIFTS = `
  window.__shifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? '#' + node.nodeName + ' in ' + describe(node.parentElement) : '?';
    const cls = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + cls;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        value: e.value,
        time: Math.round(e.startTime),
        sources: (e.sources || []).map((s) =>
          describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) +
          ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The largest session window: shifts less than 1 s apart, the window at most 5 s long. */
function sessionCls(shifts: Shift[]): number {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.time - last > 1000 || s.time - start > 5000) {
      sum = 0;
      start = s.time;
    }
    sum += s.value;
    last = s.time;
    best = Math.max(best, sum);
  }
  return best;
}

const external = process.env.LAYOUT_URL;
const server: RunningServer | null = external ? null : await startServer();
const base = external ?? server!.url;
const browser = await launchChromium();
let worst = 0;
try {
  for (const path of PAGES) {
    for (const [lang, throttled] of LANGS.flatMap((l) => [false, true].map((t) => [l, t] as const))) {
      for (const size of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        await page.addInitScript(OBSERVE_SHIFTS);
        if (throttled) await throttleLikeLighthouse(page);
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(SETTLE_MS);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        const cls = sessionCls(shifts);
        worst = Math.max(worst, cls);
        console.log(
          `${path} ${lang} ${size.name} ${size.width}×${size.height}${throttled ? ' throttled' : ''}: CLS ${cls.toFixed(3)}`,
        );
        for (const s of shifts)
          console.log(`    ${s.time} ms ${s.value.toFixed(4)}: ${s.sources.join('; ') || '(no sources)'}`);
        await context.close();
      }
    }
  }
  console.log(`worst CLS ${worst.toFixed(3)} (budget 0.02: ${verdict(worst <= 0.02)})`);
} finally {
  await browser.close();
  await server?.stop();
}
