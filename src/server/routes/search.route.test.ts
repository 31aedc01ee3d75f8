import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { DEFAULT_TRANSLATION_IDS } from '../../test/translations';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
const search = async (params: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${new URLSearchParams(params)}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/search', () => {
  it('counts verses per translation, within the filters, for "all" (what an empty result offers)', async () => {
    const { body } = await search({ q: 'amor', translation: 'all', pageSize: '1' });
    const counts = Object.fromEntries(
      body.byTranslation.map((b: { translation: string; count: number }) => [b.translation, b.count]),
    );
    expect(counts.KJV).toBe(0);
    expect(counts.RV1909).toBeGreaterThan(100);
    expect(body.total).toBe(body.byTranslation.reduce((n: number, b: { count: number }) => n + b.count, 0));
    const nt = await search({ q: 'amor', translation: 'all', testament: 'NT', pageSize: '1' });
    const ntCounts = nt.body.byTranslation as { translation: string; count: number }[];
    expect(ntCounts.find((b) => b.translation === 'RV1909')!.count).toBe(
      nt.body.total - ntCounts.filter((b) => b.translation !== 'RV1909').reduce((n, b) => n + b.count, 0),
    );
    expect(ntCounts.find((b) => b.translation === 'RV1865')!.count).toBeGreaterThan(100);
  });

  it('answers the documented shape: verses, occurrences, per book, page of results with highlights', async () => {
    const { status, body } = await search({
      q: 'faith',
      translation: 'KJV',
      mode: 'word',
      page: '1',
      pageSize: '50',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      query: 'faith',
      mode: 'word',
      translation: 'KJV',
      total: 231,
      occurrences: 247,
      page: 1,
      pageSize: 50,
    });
    expect(body.results).toHaveLength(50);
    expect(body.byBook[0]).toEqual({ book: 'Deut', count: 1 });
    expect(body.byTranslation).toEqual([{ translation: 'KJV', count: 231 }]);
    expect(body.byBook.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(231);
    const first = body.results[0];
    expect(first).toMatchObject({ osis: 'Deut.32.20', translation: 'KJV' });
    for (const r of body.results) {
      expect(r.highlights.length).toBeGreaterThan(0);
      for (const [s, e] of r.highlights) expect(r.text.slice(s, e).toLowerCase()).toBe('faith');
    }
  });

  it('pages through every verse once, in canonical order', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++)
      seen.push(
        ...(await search({ q: 'faith', page: String(page), pageSize: '50' })).body.results.map(
          (r: { osis: string }) => r.osis,
        ),
      );
    expect(seen).toHaveLength(231);
    expect(new Set(seen).size).toBe(231);
    expect(seen.at(-1)).toBe('Rev.14.12');
    expect((await search({ q: 'faith', page: '6', pageSize: '50' })).body.results).toEqual([]);
  });

  it('searches every translation at once, verse by verse in translation order', async () => {
    const { body } = await search({ q: 'amen', translation: 'all', pageSize: '500' });
    const ids = DEFAULT_TRANSLATION_IDS;
    let sum = 0;
    for (const translation of ids) sum += (await search({ q: 'amen', translation })).body.total;
    expect(body.total).toBe(sum);
    expect(new Set(body.results.map((r: { translation: string }) => r.translation))).toEqual(
      new Set(ids.filter((id) => id !== 'BBE')), // the Basic English says "So be it"
    );
  });

  it('pairs verses across translations by the KJV numbering: Psalm 51:1 KJV beside 51:3 LSG', async () => {
    const { body } = await search({
      q: 'mercy pitié',
      mode: 'any',
      translation: 'all',
      book: 'Ps',
      pageSize: '500',
    });
    const refs = body.results.map((r: { osis: string; translation: string }) => `${r.translation} ${r.osis}`);
    const at = refs.indexOf('KJV Ps.51.1');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(refs.slice(at, at + 4)).toContain('LSG Ps.51.3');
    expect(refs.slice(at, at + 4)).not.toContain('LSG Ps.51.1');
  });

  it('has the modes: phrase, all words, any word, prefix', async () => {
    const phrase = (await search({ q: 'my shepherd', mode: 'phrase' })).body;
    expect(phrase.results.map((r: { osis: string }) => r.osis)).toEqual([
      'Ps.23.1',
      'Isa.44.28',
      'Zech.13.7',
    ]);
    expect(phrase.results[0].highlights).toEqual([[12, 23]]);
    expect(phrase.results[0].text.slice(12, 23)).toBe('my shepherd');
    const both = (await search({ q: 'faith hope', mode: 'all' })).body.total;
    const either = (await search({ q: 'faith hope', mode: 'any' })).body.total;
    const hope = (await search({ q: 'hope' })).body.total;
    expect(either).toBe(231 + hope - both);
    expect((await search({ q: 'faith', mode: 'prefix' })).body.total).toBeGreaterThan(231);
  });

  it('filters by testament, book and book group', async () => {
    expect((await search({ q: 'faith', testament: 'OT' })).body.total).toBe(2);
    expect((await search({ q: 'faith', book: 'Rom' })).body.total).toBe(34);
    expect(
      (await search({ q: 'faith', group: 'gospels' })).body.byBook.map((b: { book: string }) => b.book),
    ).toEqual(['Matt', 'Mark', 'Luke']);
    expect((await search({ q: 'faith', group: 'pauline', testament: 'OT' })).body.total).toBe(0);
  });

  it.each([
    [{ q: '' }, 'search_query_required'],
    [{}, 'search_query_required'],
    [{ q: 'x'.repeat(201) }, 'search_query_too_long'],
    [{ q: '"my shepherd' }, 'search_unbalanced_quotes'],
    [{ q: '***' }, 'search_no_words'],
    [{ q: 'faith', translation: 'NIV' }, 'translation_not_found'],
    [{ q: 'faith', pageSize: '501' }, 'bad_request'],
    [{ q: 'faith', mode: 'fuzzy' }, 'bad_request'],
    [{ q: 'faith', book: 'Hezekiah' }, 'bad_request'],
  ])('%j is a 400 %s', async (params, id) => {
    const { status, body } = await search(params as Record<string, string>);
    expect(status).toBe(400);
    expect(body.error.id).toBe(id);
  });
});
