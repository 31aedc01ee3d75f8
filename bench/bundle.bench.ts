/**
 * Production bundle: the JavaScript and CSS a first visit loads (index.html's module script and
 * its modulepreloads), gzip-compressed. Budget: initial JavaScript under 200 KB gzip.
 * Run `npm run build` first.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { verdict } from './lib/server';

const dir = 'dist/client';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;

let js = 0;
let css = 0;
for (const file of initial) {
  const size = gz(file);
  if (file.endsWith('.js')) js += size;
  else css += size;
  console.log(`  ${file.padEnd(48)} ${size.toFixed(1)} KB gzip`);
}
const lazy = readdirSync(join(dir, 'assets')).filter(
  (f) => f.endsWith('.js') && !initial.includes(`assets/${f}`),
);
const lazyTotal = lazy.reduce((n, f) => n + gz(`assets/${f}`), 0);
console.log(
  `initial JavaScript: ${js.toFixed(1)} KB gzip (budget 200 KB: ${verdict(js < 200)}); CSS ${css.toFixed(1)} KB gzip`,
);
console.log(`lazy page chunks: ${lazy.length}, ${lazyTotal.toFixed(1)} KB gzip in all (loaded per page)`);
