/** The installable app's files (ADR 013): served as themselves, with caching that lets updates through. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'sw.js'), 'importScripts("./workbox-d8d3a357.js")');
  writeFileSync(join(dir, 'workbox-d8d3a357.js'), 'self.workbox = {}');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Bible Study"}');
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await testApp({ STATIC_DIR: dir });
});
afterAll(() => t.close());

describe('the service worker and the manifest', () => {
  it.each([
    ['/sw.js', /^(text|application)\/javascript/],
    ['/workbox-d8d3a357.js', /^(text|application)\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/favicon.ico', /^image\/(vnd\.microsoft\.icon|x-icon)/],
    ['/icons/icon-192.png', /^image\/png/],
  ])('%s is the file itself, revalidated on every use', async (url, type) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.body).not.toContain('<!doctype html>');
    // never a long or immutable cache: a stale sw.js would keep readers on an old version
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the service worker runs under the page CSP', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('hashed assets are still cached for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
