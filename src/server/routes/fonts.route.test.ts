import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { HEBREW_FONT_URL } from './fonts.route';

const dir = mkdtempSync(join(tmpdir(), 'font-'));
const file = join(dir, 'font.ttf');
writeFileSync(file, Buffer.from([0, 1, 0, 0, 0, 12, 0x80, 0x00]));

const apps: Awaited<ReturnType<typeof testApp>>[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));
const appWith = async (font: string) => {
  const t = await testApp({ HEBREW_FONT: font });
  apps.push(t);
  return t.app;
};

describe(`GET ${HEBREW_FONT_URL}`, () => {
  it('serves the file as it is, cached for good', async () => {
    const res = await (await appWith(file)).inject({ method: 'GET', url: HEBREW_FONT_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/ttf');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(Buffer.from([0, 1, 0, 0, 0, 12, 0x80, 0x00]));
  });

  it('is a plain 404 when the font is not installed, or turned off', async () => {
    for (const font of [join(dir, 'missing.ttf'), '']) {
      const res = await (await appWith(font)).inject({ method: 'GET', url: HEBREW_FONT_URL });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { id: 'not_found' } });
      // the address the server is configured with never reaches the client
      expect(res.body).not.toContain(dir);
    }
  });
});
