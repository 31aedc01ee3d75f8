/**
 * GET /api/translations/:id/text (a whole translation for offline reading, ADR 017), against the
 * built server (`npm run build` first): for each installed translation its size (brotli, gzip,
 * the JSON itself) and the time to the first byte and to the whole answer, cold (the first
 * request builds it) and cached; a revalidation (304); the server's RSS after.
 * Budgets: brotli ≤ 2 MB a translation, cold ≤ 10 s, cached whole answer ≤ 100 ms, RSS ≤ 400 MB
 * after every translation was built (bench:search-load's ceiling; at the 256 MB heap the young
 * generation grows to its 16 MB semi-spaces under any steady allocation, this included).
 */
import { request } from 'node:http';
import { startServer, verdict } from './lib/server';

interface Timed {
  status: number;
  ttfb: number;
  total: number;
  bytes: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One GET, timed on the wire (no decompression): the headers' arrival, and the last byte's. */
function timed(url: string, headers: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const ttfb = performance.now() - started;
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          ttfb,
          total: performance.now() - started,
          bytes,
          headers: res.headers,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

const server = await startServer();
try {
  const before = server.rssMb();
  const list = (await (await fetch(`${server.url}/api/translations`)).json()) as { id: string }[];
  console.log('GET /api/translations/:id/text (node:http, 1 connection; server at LOG_LEVEL=warn)');
  let worst = { size: 0, cold: 0, cached: 0 };
  for (const { id } of list) {
    const url = `${server.url}/api/translations/${id}/text`;
    const cold = await timed(url, { 'accept-encoding': 'br' });
    const cached: Timed[] = [];
    for (let i = 0; i < 5; i++) cached.push(await timed(url, { 'accept-encoding': 'br' }));
    const best = cached.sort((a, b) => a.total - b.total)[2]; // the median of five
    const gzip = await timed(url, { 'accept-encoding': 'gzip' });
    const revalidated = await timed(url, { 'if-none-match': String(cold.headers.etag) });
    const json = Number(cold.headers['x-decoded-length']);
    console.log(
      `  ${id.padEnd(7)} br ${mb(cold.bytes)}, gzip ${mb(gzip.bytes)}, JSON ${mb(json)}` +
        ` | cold: first byte ${ms(cold.ttfb)}, whole ${ms(cold.total)}` +
        ` | cached: first byte ${ms(best.ttfb)}, whole ${ms(best.total)} | 304 ${ms(revalidated.total)} (${revalidated.status})`,
    );
    worst = {
      size: Math.max(worst.size, cold.bytes),
      cold: Math.max(worst.cold, cold.total),
      cached: Math.max(worst.cached, best.total),
    };
  }
  const rss = server.rssMb();
  console.log(
    `  server RSS: ${before.toFixed(0)} MB after start, ${rss.toFixed(0)} MB after every translation`,
  );
  console.log(
    `  budgets: brotli ≤ 2 MB ${verdict(worst.size <= 2 * 1024 * 1024)}, cold ≤ 10 s ${verdict(worst.cold <= 10_000)},` +
      ` cached ≤ 100 ms ${verdict(worst.cached <= 100)}, RSS ≤ 400 MB ${verdict(rss <= 400)}`,
  );
} finally {
  await server.stop();
}
