import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/cross-references', () => {
  it('lists Job 38:4, Psalm 33:6 and Hebrews 11:3 for Genesis 1:1 in every translation', async () => {
    for (const translation of ['KJV', 'WEB', 'RV1909', 'LSG']) {
      const res = await get(`/api/cross-references?ref=Gen+1:1&translation=${translation}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const body = res.json();
      expect(body.items[0].osis).toBe('Gen.1.1');
      expect(body.items[0].targets).toEqual(expect.arrayContaining(['Job.38.4', 'Ps.33.6', 'Heb.11.3']));
    }
  });

  it("gives a chapter's verses that have notes, by the translation's own numbers", async () => {
    const kjv = (await get('/api/cross-references?ref=Ps+51')).json();
    const lsg = (await get('/api/cross-references?ref=Ps+51&translation=lsg')).json();
    expect(lsg.translation).toBe('LSG');
    // KJV Ps 51:1 is LSG 51:3: the same targets under each one's own number
    const k1 = kjv.items.find((i: { osis: string }) => i.osis === 'Ps.51.1');
    const l3 = lsg.items.find((i: { osis: string }) => i.osis === 'Ps.51.3');
    if (k1 || l3) expect(l3.targets).toEqual(k1.targets);
    expect(lsg.items.some((i: { osis: string }) => i.osis === 'Ps.51.1')).toBe(false); // a title verse
    for (const i of kjv.items)
      for (const target of i.targets)
        expect(target).toMatch(/^[1-3]?[A-Za-z]+\.\d+\.\d+(-[1-3]?[A-Za-z]+\.\d+\.\d+)?$/);
  });

  it("answers errors as the other endpoints do, in the request's language", async () => {
    expect((await get('/api/cross-references')).json().error.id).toBe('reference_required');
    const bad = await get('/api/cross-references?ref=nonsense&lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.id).toBe('reference_invalid');
    expect(bad.json().error.message).not.toMatch(/That is not/);
    expect((await get('/api/cross-references?ref=Gen+1&translation=XYZ')).json().error.id).toBe(
      'translation_not_found',
    );
    expect((await get('/api/cross-references?ref=Ps+1-150')).json().error.id).toBe('reference_too_long');
  });
});
