/**
 * GET /api/reading-plans and /api/reading-plans/:id on the real app: names in the language asked,
 * cacheable compressed answers, an unknown plan or a bad language refused in the catalogue's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ReadingPlan, ReadingPlanSummary } from '../../shared/api';
import { UI_LANGUAGES } from '../../shared/books';
import { ERROR_MESSAGES } from '../../shared/errors';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/reading-plans', () => {
  it('lists the four plans with their days, named in each language', async () => {
    const names = new Set<string>();
    for (const lang of UI_LANGUAGES) {
      const res = await get(`/api/reading-plans?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const list = res.json() as ReadingPlanSummary[];
      expect(list.map((p) => [p.id, p.days])).toEqual([
        ['bible-year', 365],
        ['nt-90', 90],
        ['psalms-proverbs', 31],
        ['chronological', 365],
      ]);
      for (const p of list) {
        expect(p.name.length).toBeGreaterThan(5);
        expect(p.description.length).toBeGreaterThan(40);
        names.add(p.name);
      }
    }
    // no language shows another's names
    expect(names.size).toBe(16);
    const es = (await get('/api/reading-plans?lang=es')).json() as ReadingPlanSummary[];
    expect(es[0].name).toBe('Toda la Biblia en un año');
  });

  it('takes the language from Accept-Language when ?lang= is absent', async () => {
    const list = (
      await get('/api/reading-plans', { 'accept-language': 'fr-FR,fr;q=0.9' })
    ).json() as ReadingPlanSummary[];
    expect(list[1].name).toBe('Le Nouveau Testament en 90 jours');
  });

  it('refuses a language it does not have, in the error catalogue’s shape', async () => {
    const res = await get('/api/reading-plans?lang=xx');
    expect(res.statusCode).toBe(400);
    expect((res.json() as ApiError).error.id).toBe('bad_request');
  });
});

describe('GET /api/reading-plans/:id', () => {
  it('gives a plan’s days as OSIS chapters and ranges, compressed when asked', async () => {
    const res = await get('/api/reading-plans/nt-90?lang=te', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const plain = await get('/api/reading-plans/nt-90?lang=te');
    const plan = plain.json() as ReadingPlan;
    expect(plan.id).toBe('nt-90');
    expect(plan.name).toBe('90 రోజుల్లో క్రొత్త నిబంధన');
    expect(plan.days[0]).toEqual({ day: 1, readings: ['Matt.1-Matt.4'] });
    for (const d of plan.days)
      for (const r of d.readings) expect(r).toMatch(/^[1-3]?[A-Za-z]+\.\d+(-[1-3]?[A-Za-z]+\.\d+)?$/);
  });

  it('answers an unknown plan with a 404 in the language asked', async () => {
    for (const lang of UI_LANGUAGES) {
      const res = await get(`/api/reading-plans/bible-in-a-day?lang=${lang}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { id: 'reading_plan_not_found', message: ERROR_MESSAGES.reading_plan_not_found[lang] },
      });
    }
  });
});
