import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { titleCase } from '../naves/topic-names';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('GET /api/topics', () => {
  it('lists Nave’s topics (thousands) ordered by name, a page at a time, with the count', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/topics?limit=5' });
    const body = res.json();
    expect(body.count).toBeGreaterThan(4000);
    expect(body.topics).toHaveLength(5);
    const names = body.topics.map((x: { bibletopic: string }) => x.bibletopic);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(res.headers['x-total-count']).toBe(String(body.count));
  });

  it('filters by a case-insensitive part of the name', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/topics?q=FAITH&limit=100' })).json();
    expect(body.topics.map((x: { bibletopic: string }) => x.bibletopic)).toContain('Faith');
    for (const x of body.topics) expect(x.bibletopic.toLowerCase()).toContain('faith');
    expect((await t.app.inject({ method: 'GET', url: '/api/topics?q=zzzz' })).json()).toEqual({
      count: 0,
      topics: [],
    });
  });

  it('names topics in the language asked where content/ has a name, found by it or by Nave’s', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    // a French reader types « amour », or "esperance" without its accent
    const amour = await get('/api/topics?q=amour&lang=fr&limit=100');
    expect(amour.topics[0]).toMatchObject({ bibletopic: 'Love', name: 'Amour' });
    expect((await get('/api/topics?q=esperance&lang=fr')).topics[0]).toMatchObject({ name: 'Espérance' });
    // Nave's English name still finds it; an untranslated topic keeps only Nave's
    expect((await get('/api/topics?q=love&lang=fr&limit=100')).topics).toContainEqual({
      id: expect.any(Number),
      bibletopic: 'Love',
      name: 'Amour',
    });
    const te = await get('/api/topics?q=ప్రేమ&lang=te');
    expect(te.topics[0]).toMatchObject({ bibletopic: 'Love', name: 'ప్రేమ' });
    // named in content/topic-names/es.yaml; PROXY, which the Reina-Valera has no word for, is not
    const rashness = (await get('/api/topics?q=rashness&lang=es')).topics[0];
    expect(rashness).toEqual({ id: expect.any(Number), bibletopic: 'Rashness', name: 'Precipitación' });
    const proxy = (await get('/api/topics?q=proxy&lang=es')).topics[0];
    expect(proxy).toEqual({ id: expect.any(Number), bibletopic: 'Proxy' });
    // ordered by the name shown, in the language's order
    const page = (await get('/api/topics?lang=es&limit=10000')).topics.map(
      (x: { bibletopic: string; name?: string }) => x.name ?? x.bibletopic,
    );
    expect([...page].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(page);
    expect((await t.app.inject({ method: 'GET', url: '/api/topics?lang=de' })).statusCode).toBe(400);
  });

  it('offers an entry that only points elsewhere, saying where (Trust → Faith)', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const trust = (await get('/api/topics?q=trust&limit=100')).topics;
    expect(trust).toContainEqual({ id: expect.any(Number), bibletopic: 'Trust', see: 'Faith' });
    // the topic it leads to, named in the language
    const fr = (await get('/api/topics?q=trust&lang=fr&limit=100')).topics;
    expect(fr).toContainEqual({ id: expect.any(Number), bibletopic: 'Trust', see: 'Foi' });
  });

  it('offers a pointer content/ studies itself as a topic of its own (Fear, not Fear → Cowardice)', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const fear = (await get('/api/topics?q=fear&lang=es&limit=100')).topics;
    const own = fear.find((x: { bibletopic: string }) => x.bibletopic === 'Fear');
    expect(own).toEqual({ id: expect.any(Number), bibletopic: 'Fear', name: 'Temor' });
    expect(fear).not.toContainEqual(expect.objectContaining({ bibletopic: 'Fear', see: expect.anything() }));
  });

  it('counts without a body on HEAD, and with ?countOnly=1', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/topics?countOnly=1' })).json();
    const head = await t.app.inject({ method: 'HEAD', url: '/api/topics' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['x-total-count'])).toBe(all.count);
  });

  it('refuses bad paging with a 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/topics?limit=0' })).statusCode).toBe(400);
  });

  it('shows Nave’s capitals in title case', () => {
    expect(titleCase('LOVE OF GOD')).toBe('Love of God');
    expect(titleCase('ABED-NEGO')).toBe('Abed-Nego');
    expect(titleCase('FAITH')).toBe('Faith');
  });
});
