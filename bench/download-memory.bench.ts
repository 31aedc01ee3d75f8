/**
 * The server's memory under repeated whole-Bible downloads (GET /api/translations/:id/text, issue
 * 41: 60 gzip downloads in 53 s peaked at 377 MB, uncompressed at 340 MB). For each encoding —
 * brotli, gzip, none — a fresh built server (`npm run build` first; production's node flags, as
 * `npm run serve`), settled, the translation built once, then `COUNT` (60) downloads of it,
 * `CONCURRENCY` (4) at a time, each read to its end; RSS sampled every 50 ms and the kernel's
 * high-water mark (VmHWM) read after. `TRANSLATION=` (KJV, the largest JSON with WEB),
 * `ENCODINGS=gzip,identity` to choose. Budget: RSS never above 300 MB (issue 41).
 */
import { request } from 'node:http';
import { rss, rssByMappingLine, rssPeak } from './lib/process-memory';
import { startServer, waitUntilUp, verdict } from './lib/server';

const COUNT = Number(process.env.COUNT ?? 60);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const TRANSLATION = process.env.TRANSLATION ?? 'KJV';
const ENCODINGS = (process.env.ENCODINGS ?? 'br,gzip,identity').split(',');
const BUDGET_MB = 300;

/** One download read to its end (no decompression): its status and bytes. */
function download(url: string, encoding: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode!, bytes }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

console.log(
  `whole-Bible downloads: ${TRANSLATION}, ${COUNT} a server, ${CONCURRENCY} at a time, a fresh server for each encoding`,
);
let worst = 0;
for (const encoding of ENCODINGS) {
  const server = await startServer();
  try {
    await waitUntilUp(server, 300);
    await server.settled();
    const url = `${server.url}/api/translations/${TRANSLATION}/text`;
    await download(url, 'br'); // built (the brotli form every encoding is made from)
    const start = rss(server.pid).total;
    let max = start;
    const sampler = setInterval(() => (max = Math.max(max, rss(server.pid).total)), 50);
    const began = performance.now();
    let next = 0;
    let bytes = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < COUNT) {
          const r = await download(url, encoding);
          bytes = r.bytes;
          if (r.status !== 200) failed++;
        }
      }),
    );
    clearInterval(sampler);
    const seconds = (performance.now() - began) / 1000;
    const peak = rssPeak(server.pid);
    worst = Math.max(worst, peak, max);
    console.log(
      `${encoding.padEnd(8)} ${COUNT} in ${seconds.toFixed(1)} s (${(bytes / 1024 / 1024).toFixed(2)} MB each${failed ? `, ${failed} not 200` : ''}): RSS start ${start.toFixed(0)} MB, max ${max.toFixed(0)} MB (every 50 ms), VmHWM ${peak.toFixed(0)} MB, end ${rss(server.pid).total.toFixed(0)} MB: ${verdict(Math.max(peak, max) <= BUDGET_MB)}`,
    );
    console.log(`         at the end: ${rssByMappingLine(server.pid)}`);
  } finally {
    await server.stop();
  }
}
console.log(`peak RSS ${worst.toFixed(0)} MB (budget ${BUDGET_MB} MB): ${verdict(worst <= BUDGET_MB)}`);
