import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { testApp } from '../../test/app';
import { brotliOf, cachedText, KEPT_AT_ONCE, keptInFlight } from './json-cache';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

it('sends cached JSON answers compressed as the client accepts, the same answer in every encoding', async () => {
  const url = '/api/search?q=faith&translation=all';
  const plain = await get(url);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await get(url, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  const gzip = await get(url, 'gzip, br;q=0');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  expect((await get(url, 'identity')).body).toBe(plain.body);
  // later requests get the kept form (made again smaller in the background: the test below)
  const later = await get(url, 'br');
  expect(brotliDecompressSync(later.rawPayload).toString()).toBe(plain.body);
  expect(later.rawPayload.length).toBeLessThanOrEqual(br.rawPayload.length);
});

it('answers brotli quickly the first time; asked again, keeps a smaller form made off the event loop', async () => {
  const page = (await get('/api/search?q=love&translation=all')).body;
  const answer = cachedText(page);
  const fresh = brotliOf(answer);
  expect(brotliDecompressSync(fresh).toString()).toBe(page);
  expect(answer.kept).toBeUndefined();
  expect(brotliOf(answer)).toBe(fresh); // asked again: the same bytes now, a smaller form on the way
  await answer.kept;
  const kept = answer.encoded.br!;
  expect(brotliDecompressSync(kept).toString()).toBe(page);
  expect(kept.length).toBeLessThan(fresh.length * 0.95);
  expect(brotliOf(answer)).toBe(kept);
});

it('makes no more than KEPT_AT_ONCE smaller forms at once; the others when next asked for', async () => {
  const page = (await get('/api/search?q=grace&translation=all')).body;
  await vi.waitFor(() => expect(keptInFlight()).toBe(0)); // the app's own, from the tests above
  const answers = Array.from({ length: KEPT_AT_ONCE + 1 }, () => cachedText(page));
  for (const a of answers) brotliOf(a);
  for (const a of answers) brotliOf(a); // asked again, all at once
  expect(answers.map((a) => a.kept !== undefined)).toEqual(answers.map((_, i) => i < KEPT_AT_ONCE));
  await Promise.all(answers.map((a) => a.kept));
  const last = answers[KEPT_AT_ONCE];
  brotliOf(last);
  await last.kept;
  expect(brotliDecompressSync(last.encoded.br!).toString()).toBe(page);
  expect(new Set(answers.map((a) => a.encoded.br!.length)).size).toBe(1); // every one kept smaller alike
  expect(keptInFlight()).toBe(0);
});

it("keeps each compressed form in memory of its own size, not in the compressor's 16 KB buffer", async () => {
  const page = (await get('/api/search?q=mercy&translation=KJV')).body;
  const answer = cachedText(page);
  const sizes = (b: Buffer) => [b.length, b.buffer.byteLength];
  const fresh = brotliOf(answer);
  expect(fresh.length).toBeLessThan(8 * 1024); // a page that once held a 16 KB buffer
  expect(sizes(fresh)).toEqual([fresh.length, fresh.length]);
  brotliOf(answer);
  await answer.kept;
  expect(sizes(answer.encoded.br!)).toEqual([answer.encoded.br!.length, answer.encoded.br!.length]);
});

it('sends short answers as they are', async () => {
  const res = await get('/api/search?q=xyzzy', 'br');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().total).toBe(0);
});
