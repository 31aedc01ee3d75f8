/**
 * The main thread's long tasks while a page loads, in Debian's Chromium at Lighthouse's mobile
 * figures (CPU ÷ 4; 150 ms, 1.6 Mbps), each page loaded RUNS times (default 7): per run, every task
 * over 50 ms (when it started, how long) and the blocking time after the first paint (the sum of
 * each such task's part over 50 ms, as TBT counts it, without Lighthouse's simulation), and the
 * median and worst over the runs. `PROFILE=1` adds, for the worst run, the functions that took the
 * most time over the load (a V8 sampling profile, taken at CPU ÷ 4; the names are the built code's: read them
 * with the chunk's hidden source map, `dist/client/assets/*.js.map`).
 * Lighthouse's own TBT (`bench:lighthouse`) moves with the same tasks; this one shows which.
 * `PAGES=` chooses the pages, `LONGTASK_URL=http://127.0.0.1:3998` measures a running server.
 * Run `npm run build` first.
 */
import { launchChromium, throttleLikeLighthouse } from './lib/mobile';
import { startServer, type RunningServer } from './lib/server';

const PAGES = (
  process.env.PAGES ?? '/study-guides/book/John/3?translation=KJV&highlight=16,/study-guides/book/John/3,/'
).split(',');
const RUNS = Math.max(1, Number(process.env.RUNS ?? 7));
const SETTLE_MS = 4000;

interface Task {
  start: number;
  duration: number;
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Registered before the page's scripts (a string: tsx would wrap a function's names in a helper). */
const OBSERVE = `
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n: number) => Math.round(n);

/** Self time by function over the whole load, in ms (idle time and the engine's own left out). */
function hotFunctions(profile: Profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const [i, id] of profile.samples.entries()) {
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    const file = f.url.replace(/^.*\//, '');
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}

const external = process.env.LONGTASK_URL;
const server: RunningServer | null = external ? null : await startServer();
const base = external ?? server!.url;
if (server) await server.settled();
const browser = await launchChromium();
try {
  for (const path of PAGES) {
    const blocking: number[] = [];
    let worst: { tbt: number; hot: [string, number][] } | null = null;
    for (let r = 0; r < RUNS; r++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      const cdp = await throttleLikeLighthouse(page);
      if (process.env.PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      // a loaded machine has taken over 30 s to settle the page: the default would end the run
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.waitForTimeout(SETTLE_MS);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: (window as unknown as { __tasks: Task[] }).__tasks,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const tbt = tasks.reduce(
        (sum, k) => sum + Math.max(0, k.start + k.duration - Math.max(k.start, fcp) - 50),
        0,
      );
      blocking.push(tbt);
      console.log(
        `${path} run ${r + 1}: FCP ${round(fcp)} ms, blocking after it ${round(tbt)} ms; tasks over 50 ms: ${
          tasks.map((k) => `${round(k.duration)} at ${round(k.start)}`).join(', ') || 'none'
        }`,
      );
      if (process.env.PROFILE) {
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        if (!worst || tbt > worst.tbt) worst = { tbt, hot: hotFunctions(profile) };
      }
      await context.close();
    }
    console.log(
      `${path}: blocking time after the first paint, median ${round(median(blocking))} ms, worst ${round(Math.max(...blocking))} ms (${RUNS} runs)`,
    );
    if (worst) {
      console.log(`    the worst run, self time by function (throttled ms):`);
      for (const [name, t] of worst.hot) console.log(`      ${t.toFixed(1).padStart(6)} ms  ${name}`);
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
