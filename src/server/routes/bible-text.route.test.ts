import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BibleText, Passage } from '../../shared/api';
import { testApp } from '../../test/app';
import { BibleTextService } from '../scripture/bible-text.service';
import { matches } from './bible-text.route';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

const texts = new Map<string, { body: BibleText; etag: string; size: number }>();
/** A translation's whole text, fetched once per test file. */
async function wholeText(id: string) {
  if (!texts.has(id)) {
    const res = await get(`/api/translations/${id}/text`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(res.rawPayload).toString();
    expect(Number(res.headers['x-decoded-length'])).toBe(Buffer.byteLength(json));
    texts.set(id, { body: JSON.parse(json), etag: String(res.headers.etag), size: res.rawPayload.length });
  }
  return texts.get(id)!;
}

const chapterOf = (text: BibleText, book: string, chapter: number) =>
  text.books.find((b) => b.osis === book)?.chapters.find((c) => c.chapter === chapter);

describe('GET /api/translations/:id/text', () => {
  it('gives every chapter of the KJV, compressed, with an ETag', async () => {
    const { body, etag, size } = await wholeText('KJV');
    expect(body).toMatchObject({ format: 1, id: 'KJV', name: 'King James Version', language: 'en' });
    expect(body.books).toHaveLength(66);
    expect(body.books.reduce((n, b) => n + b.chapters.length, 0)).toBe(1189);
    expect(body.books.flatMap((b) => b.chapters.flatMap((c) => c.verses)).length).toBe(31102);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(size).toBeLessThan(2_000_000);
  }, 60_000);

  it.each([
    ['KJV', 'John 3', 'John', 3],
    ['KJV', 'Psalms 119', 'Ps', 119],
    ['LSG', 'Psalms 51', 'Ps', 51],
    ['LSG', 'Genesis 29', 'Gen', 29],
    ['RV1909', 'Matthew 5', 'Matt', 5],
    ['WEB', 'Revelation 22', 'Rev', 22],
  ])(
    '%s %s: the chapter is what /api/passages gives',
    async (id, ref, book, chapter) => {
      const { body } = await wholeText(id);
      const passage = (
        await get(`/api/passages?${new URLSearchParams({ ref, translation: id })}`)
      ).json<Passage>();
      expect(chapterOf(body, book, chapter)?.verses).toEqual(passage.verses);
    },
    60_000,
  );

  it('answers 304 to If-None-Match with its ETag, and a HEAD gives the size without the body', async () => {
    const { etag, size } = await wholeText('KJV');
    const again = await get('/api/translations/kjv/text', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const head = await get('/api/translations/KJV/text', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    expect(head.headers.etag).toBe(etag);
    const other = await get('/api/translations/KJV/text', { 'if-none-match': '"old"' }, 'HEAD');
    expect(other.statusCode).toBe(200);
  }, 60_000);

  it('gives each translation its own ETag, and gzip or plain JSON to clients without brotli', async () => {
    const kjv = await wholeText('KJV');
    const gz = await get('/api/translations/LSG/text', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(kjv.etag);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).id).toBe('LSG');
    const plain = await get('/api/translations/LSG/text', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<BibleText>().books[18].chapters).toHaveLength(150);
  }, 60_000);

  it('answers an unknown translation with a 404 in the error shape, in the asked language', async () => {
    const res = await get('/api/translations/NOPE/text?lang=fr');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { id: 'translation_not_found', message: "Cette traduction n'est pas disponible." },
    });
  });
});

describe('the gzip form (issue 41)', () => {
  it('is made once from the brotli form and kept: concurrent first requests share it', async () => {
    // made on every request, each held the 7 MB of JSON and its gzip at once (377 MB at 60 downloads)
    const texts = new BibleTextService(t.scripture);
    const [a, b] = await Promise.all([texts.gzip('WEB'), texts.gzip('WEB')]);
    expect(a).toBe(b);
    expect(await texts.gzip('WEB')).toBe(a);
    const { br } = await texts.get('WEB');
    expect(gunzipSync(a).equals(brotliDecompressSync(br))).toBe(true);
  }, 120_000);
});

describe('If-None-Match', () => {
  it('matches the tag among others, weak or strong, and *', () => {
    expect(matches('"a", W/"b"', '"b"')).toBe(true);
    expect(matches('*', '"b"')).toBe(true);
    expect(matches('"a"', '"b"')).toBe(false);
    expect(matches(undefined, '"b"')).toBe(false);
  });
});
