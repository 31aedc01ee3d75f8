// Draws the app's icon (an open book) and writes the favicon and the install icons into
// src/client/public/, where Vite copies them to the root of the built client. Run it by hand
// after changing the drawing (`node scripts/render-icons.mjs`) and commit what it writes: the
// build needs no rasteriser and no network. PNGs are rendered by Debian's Chromium (Playwright).
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const OUT = 'src/client/public';
// the dark theme (src/client/styles/theme.css): --bg, --accent-strong, --text, --accent
const BG = '#0b1120';
const COVER = '#2563eb';
const PAGE = '#e5ecf6';
const LINE = '#7c8fb0';
const SPINE = '#7cb4ff';

/** The open book on a 512 × 512 canvas, centred; `scale` shrinks it about the centre. */
const book = (scale) => `
  <g transform="translate(256 262) scale(${scale}) translate(-256 -262)">
    <path fill="${COVER}" d="M256 164 C200 130 128 124 60 136 L60 404 C128 392 200 398 256 432 C312 398 384 392 452 404 L452 136 C384 124 312 130 256 164 Z"/>
    <path fill="${PAGE}" d="M248 156 C204 124 144 114 84 120 L84 380 C144 374 204 384 248 412 Z"/>
    <path fill="${PAGE}" d="M264 156 C308 124 368 114 428 120 L428 380 C368 374 308 384 264 412 Z"/>
    <g fill="none" stroke="${LINE}" stroke-width="12" stroke-linecap="round">
      <path d="M116 178 C152 174 188 180 220 196"/>
      <path d="M116 230 C152 226 188 232 220 248"/>
      <path d="M116 282 C152 278 188 284 220 300"/>
      <path d="M396 178 C360 174 324 180 292 196"/>
      <path d="M396 230 C360 226 324 232 292 248"/>
      <path d="M396 282 C360 278 324 284 292 300"/>
    </g>
    <path fill="none" stroke="${SPINE}" stroke-width="10" stroke-linecap="round" d="M256 164 L256 424"/>
  </g>`;

const svg = ({ rounded, scale }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
  `<rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${BG}"/>${book(scale)}</svg>\n`;

// "any" icons: a rounded tile; maskable: full bleed, the book inside the central 80 % safe circle;
// apple-touch: full bleed and opaque (iOS rounds the corners itself)
const ANY = svg({ rounded: true, scale: 0.92 });
const MASKABLE = svg({ rounded: false, scale: 0.72 });
const FULL = svg({ rounded: false, scale: 0.86 });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
async function png(source, size) {
  await page.setViewportSize({ width: size, height: size });
  const uri = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="${uri}" width="${size}" height="${size}">`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An .ico holding PNG images (every browser since IE 11 reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size % 256, e); // 0 means 256
    header.writeUInt8(size % 256, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

mkdirSync(join(OUT, 'icons'), { recursive: true });
writeFileSync(join(OUT, 'favicon.svg'), ANY);
const small = [];
for (const size of [16, 32, 48]) small.push({ size, data: await png(ANY, size) });
writeFileSync(join(OUT, 'favicon.ico'), ico(small));
writeFileSync(join(OUT, 'icons/icon-192.png'), await png(ANY, 192));
writeFileSync(join(OUT, 'icons/icon-512.png'), await png(ANY, 512));
writeFileSync(join(OUT, 'icons/maskable-192.png'), await png(MASKABLE, 192));
writeFileSync(join(OUT, 'icons/maskable-512.png'), await png(MASKABLE, 512));
writeFileSync(join(OUT, 'apple-touch-icon.png'), await png(FULL, 180));
await browser.close();
console.log(`icons written to ${OUT}`);
