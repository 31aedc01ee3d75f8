/**
 * Lighthouse performance score (mobile preset, simulated throttling) on the home page and a
 * chapter page, in Debian's Chromium, headless. Budget: at least 0.95 on both.
 * Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, verdict } from './lib/server';

const PAGES = ['/', '/study-guides/book/John/3?translation=KJV&highlight=16'];
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const server = await startServer();
try {
  for (const [i, path] of PAGES.entries()) {
    const report = join(out, `report-${i}.json`);
    execFileSync(
      'node_modules/.bin/lighthouse',
      [
        `${server.url}${path}`,
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
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const score = lhr.categories.performance.score as number;
    const metric = (id: string) => lhr.audits[id].displayValue as string;
    console.log(
      `${path}: performance ${score.toFixed(2)} (budget 0.95: ${verdict(score >= 0.95)}) — FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  await server.stop();
}
