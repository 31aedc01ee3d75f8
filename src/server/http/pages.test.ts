/** The server knows the client's pages (shared/routes.ts): a URL that is no page is a 404. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

let spa: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  spa = await testApp({ STATIC_DIR: dir });
});
afterAll(() => spa.close());

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => spa.app.inject({ method, url });

describe('pages and 404s', () => {
  it.each([
    '/',
    '/contact',
    '/study-guides/book/John/21?translation=KJV',
    '/study-guides/book/john/3',
    '/study-guides/deuterocanon',
    '/study-guides/deuterocanon/Dan/13?translation=CRAMPON',
    '/research-tools/people',
    '/research-tools/people/abraham_58',
  ])('%s is the app, 200', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
  });

  it.each([
    '/no-such-page',
    '/study-guides/book/john/99',
    '/study-guides/book/Obad/2',
    '/study-guides/book/Xyz',
    '/study-guides/deuterocanon/Tob/15',
    '/study-guides/deuterocanon/Dan/4',
    '/study-guides/book/Tob/1',
    // a person no one is (issue 43: was a 200 with an empty page)
    '/research-tools/people/nonsense',
    '/research-tools/people/abraham_9999',
  ])('%s is the app (its not-found help) with a 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>app</title>');
  });

  it('names what a chapter page asks for first in a Link header, for the browser to ask at once', async () => {
    const link = (await get('/study-guides/book/john/3?translation=KJV&highlight=16')).headers.link;
    expect(String(link).split(', ')).toEqual([
      '</api/translations>; rel=preload; as=fetch; crossorigin',
      '</api/passages?ref=John+3&translation=KJV>; rel=preload; as=fetch; crossorigin',
      '</api/cross-references?ref=John+3&translation=KJV>; rel=preload; as=fetch; crossorigin',
    ]);
    // in the reader's own Bible, or with Strong's numbers, the text depends on the list's answer
    for (const url of ['/study-guides/book/john/3?translation=KJV&strongs=1', '/study-guides/book/john/3'])
      expect((await get(url)).headers.link, url).toBe(
        '</api/translations>; rel=preload; as=fetch; crossorigin',
      );
    // no chapter, or no page
    for (const url of ['/contact', '/study-guides/book/john/99?translation=KJV'])
      expect((await get(url)).headers.link, url).toBeUndefined();
  });

  it('answers HEAD like GET', async () => {
    expect((await get('/no-such-page', 'HEAD')).statusCode).toBe(404);
    expect((await get('/contact', 'HEAD')).statusCode).toBe(200);
  });

  it.each(['/favicon.ico', '/manifest.webmanifest', '/robots.txt', '/study-guides/logo.png'])(
    'a missing file %s is a plain 404, never the page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.id).toBe('not_found');
    },
  );
});
