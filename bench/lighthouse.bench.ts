/**
 * Lighthouse performance score (mobile preset, simulated throttling) on the home page and a
 * chapter page (named translation, and the reader's own), in Debian's Chromium, headless. Budget: at least 0.95 on both.
 * Run `npm run build` first.
 *
 * Lighthouse on a shared 2-core machine is noisy: each page is measured RUNS times (default 3)
 * and the median run is reported, with what cost the main thread in it (script evaluation by
 * script, work by category) and what moved (the layout shifts' elements).
 * `LIGHTHOUSE_URL=http://127.0.0.1:3998` measures a server already running instead of starting one;
 * `KEEP=1` prints where the JSON reports are.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, verdict, type RunningServer } from './lib/server';

// a chapter in a named translation (a shared link), and as a book's page links it: in the reader's own Bible
const PAGES = ['/', '/study-guides/book/John/3?translation=KJV&highlight=16', '/study-guides/book/John/3'];
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));

interface Item {
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  groupLabel?: string;
  duration?: number;
  score?: number;
  node?: { snippet?: string; selector?: string };
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    { displayValue?: string; numericValue?: number; details?: { items?: Item[] } } | undefined
  >;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number | undefined) => `${Math.round(n ?? 0)} ms`;
const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || url;

/** One Lighthouse run; a run that fails (Chromium, under load, now and then does) is tried once more. */
function lighthouse(url: string, report: string, attempt = 1): Report {
  try {
    runLighthouse(url, report);
  } catch (err) {
    if (attempt > 1) throw err;
    console.log(`    (a Lighthouse run failed; once more)`);
    return lighthouse(url, report, attempt + 1);
  }
  return JSON.parse(readFileSync(report, 'utf8')) as Report;
}

function runLighthouse(url: string, report: string) {
  execFileSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Where the main thread's time went in one run, and which elements moved. */
function explain(lhr: Report) {
  const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
  const boot = items('bootup-time')
    .slice(0, 5)
    .map(
      (i) =>
        `${short(i.url)} ${ms(i.total)} (evaluation ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)})`,
    );
  const work = items('mainthread-work-breakdown')
    .slice(0, 5)
    .map((i) => `${i.groupLabel} ${ms(i.duration)}`);
  const shifts = items('layout-shifts')
    .slice(0, 5)
    .map((i) => `${i.node?.selector ?? i.node?.snippet ?? '?'} ${(i.score ?? 0).toFixed(3)}`);
  console.log(`    script evaluation by script: ${boot.join('; ') || '—'}`);
  console.log(`    main thread: ${work.join('; ') || '—'}`);
  console.log(`    layout shifts: ${shifts.join('; ') || 'none'}`);
}

const external = process.env.LIGHTHOUSE_URL;
const server: RunningServer | null = external ? null : await startServer();
const base = external ?? server!.url;
try {
  for (const [i, path] of PAGES.entries()) {
    const runs: Report[] = [];
    for (let r = 0; r < RUNS; r++)
      runs.push(lighthouse(`${base}${path}`, join(out, `report-${i}-${r}.json`)));
    const scores = runs.map((lhr) => lhr.categories.performance.score);
    const score = median(scores);
    const lhr = runs[scores.indexOf(score)];
    const value = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    const num = (id: string) => runs.map((r) => r.audits[id]?.numericValue ?? 0);
    console.log(
      `${path}: performance ${score.toFixed(2)} (median of ${RUNS}: ${scores.map((s) => s.toFixed(2)).join(', ')}; budget 0.95: ${verdict(score >= 0.95)}) — FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')} (runs ${num('total-blocking-time').map(ms).join(', ')}), CLS ${value('cumulative-layout-shift')} (runs ${num(
        'cumulative-layout-shift',
      )
        .map((n) => n.toFixed(3))
        .join(', ')})`,
    );
    explain(lhr);
  }
  if (process.env.KEEP) console.log(`reports: ${out}`);
} finally {
  await server?.stop();
}
