import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from '../test/app';

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
  // the compressed form is kept: a second request gets the same bytes
  expect((await get(url, 'br')).rawPayload.equals(br.rawPayload)).toBe(true);
});

it('sends short answers as they are', async () => {
  const res = await get('/api/search?q=xyzzy', 'br');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().total).toBe(0);
});
