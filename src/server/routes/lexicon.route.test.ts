import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diathekeSearch } from '../../import/diatheke';
import { ABBOTT_SMITH_ATTRIBUTION, BDB_ATTRIBUTION, type BdbEntry } from '../../shared/api';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('Strong’s counts equal SWORD’s attribute search (KJV)', () => {
  // frequent, rare, Hebrew and Greek, and numbers tagged in psalm titles (H430, H3068, H4210)
  it.each([
    'G4102',
    'G26',
    'G25',
    'G2316',
    'G3588',
    'G5485',
    'G3056',
    'H430',
    'H3068',
    'H4210',
    'H853',
    'H157',
    'H1254',
    'H2617',
    'H7225',
  ])('%s', async (n) => {
    const padded = `${n[0]}${n.slice(1).padStart(4, '0')}`;
    const sword = await diathekeSearch('engKJV2006eb', 'attribute', `Word//Lemma./${padded}`);
    const { body } = await get(`/api/lexicon/${n}`);
    expect(body.occurrences.verses).toBe(sword.size);
    const listed = new Set<string>();
    for (let page = 1; (page - 1) * 500 < body.occurrences.verses; page++) {
      for (const r of (await get(`/api/lexicon/${n}/occurrences?pageSize=500&page=${page}`)).body.results)
        listed.add(r.osis);
    }
    expect([...listed].filter((k) => !sword.has(k))).toEqual([]);
    expect(listed.size).toBe(sword.size);
  });
});

describe('GET /api/lexicon/:strongs', () => {
  it('gives the entry with counts by book and the KJV’s renderings', async () => {
    const { status, body } = await get('/api/lexicon/G4102');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      strongs: 'G4102',
      language: 'greek',
      lemma: 'πίστις',
      xlit: 'pístis',
      pron: "pis'-tis",
      translation: 'KJV',
    });
    expect(body.definition).toContain('persuasion');
    expect(body.kjvUsage).toContain('faith');
    expect(body.occurrences.verses).toBe(228);
    expect(body.occurrences.byBook.find((b: { book: string }) => b.book === 'Rom')).toEqual({
      book: 'Rom',
      count: 35,
    }); // 34 Romans verses have the English word "faith"
    expect(body.renderings[0]).toEqual({ word: 'faith', count: 238 });
    expect(body.related).toEqual(['G3982']);
  });

  it('gives each entry’s parts as SWORD’s dictionary has them where the npm package slipped (issue 43)', async () => {
    // italics run together ("organized forwar", "as aflag")
    expect((await get('/api/lexicon/H6635')).body.definition).toContain('organized for war (an army)');
    expect((await get('/api/lexicon/H226')).body.definition).toContain('as a flag, beacon');
    // G1537: the derivation was cut inside "(of place, time, or cause;"
    expect((await get('/api/lexicon/G1537')).body).toMatchObject({
      derivation: 'a primary preposition',
      definition:
        'denoting origin (the point whence action or motion proceeds), from, out (of place, time, or cause; literal or figurative; direct or remote)',
    });
    // a typo of the package (content/strongs-errata.yaml)
    expect((await get('/api/lexicon/H7473')).body.kjvUsage).toBe('shepherd');
    // the Greek word Strong cites without a number, which the package's JSON dropped
    expect((await get('/api/lexicon/G109')).body).toMatchObject({
      derivation: 'from ἄημι (to breathe unconsciously, i.e. respire; by analogy, to blow);',
      definition: '"air" (as naturally circumambient)',
    });
  });

  it.each(['H430', 'h0430', 'H0430', '430?language=hebrew'])('reads %s as H430', async (n) => {
    const { body } = await get(`/api/lexicon/${n}`);
    expect(body.strongs).toBe('H430');
    expect(body.lemma).toBe('אֱלֹהִים');
  });

  it('marks the renderings that are tagging noise as minor', async () => {
    const { body } = await get('/api/lexicon/G26');
    const minor = body.renderings.filter((r: { minor?: true }) => r.minor);
    expect(minor).toEqual([{ word: 'the', count: 1, minor: true }]);
    expect(body.renderings[0]).toEqual({ word: 'love', count: 81 });
  });

  it('gives the Spanish renderings through the Reina-Valera 1909', async () => {
    const { body } = await get('/api/lexicon/G26?translation=RV1909');
    expect(body.translation).toBe('RV1909');
    expect(body.renderings[0].word).toBe('amor');
  });

  it('lists occurrences with the rendering word highlighted, psalm titles included', async () => {
    const { body } = await get('/api/lexicon/G4102/occurrences?pageSize=2');
    expect(body).toMatchObject({ strongs: 'G4102', translation: 'KJV', total: 228, page: 1, pageSize: 2 });
    const [first] = body.results;
    expect(first.osis).toBe('Matt.8.10');
    expect(first.highlights.map(([s, e]: number[]) => first.text.slice(s, e))).toEqual(['faith']);
    const title = (await get('/api/lexicon/H4210/occurrences?pageSize=1')).body.results[0];
    expect(title.headingHighlights.map(([s, e]: number[]) => title.heading.slice(s, e))).toEqual(['Psalm']);
  });

  it('gives a Hebrew word its Brown-Driver-Briggs entries with their attribution, a Greek word none', async () => {
    const { body } = await get('/api/lexicon/H430');
    expect(body.bdbAttribution).toBe(BDB_ATTRIBUTION);
    expect(body.bdb).toHaveLength(1);
    expect(body.bdb[0]).toMatchObject({
      id: 'a.dl.ad',
      language: 'hebrew',
      headword: body.lemma,
      pos: 'n.m.pl',
      page: 43,
    });
    expect(body.bdb[0].senses.map((s: { n: string }) => s.n)).toEqual(['1', '2', '3', '4']);
    const bara = (await get('/api/lexicon/H1254')).body.bdb as BdbEntry[];
    expect(bara.map((e) => [e.homonym, e.senses.map((s) => s.stem).filter(Boolean)])).toEqual([
      ['I', ['Qal', 'Niphal', 'Piel']],
      ['II', []],
    ]);
    expect((await get('/api/lexicon/H2')).body.bdb[0].language).toBe('aramaic');
    const greek = (await get('/api/lexicon/G26')).body;
    expect(greek.bdb).toEqual([]);
    expect(greek.bdbAttribution).toBeNull();
    expect(body.abbottSmith).toEqual([]);
    expect(body.abbottSmithAttribution).toBeNull();
  });

  it('gives a Greek word its Abbott-Smith entries with their credit, in the entry and in its articles', async () => {
    for (const [n, lemma, count] of [
      ['G26', 'ἀγάπη', 116],
      ['G3056', 'λόγος', 330],
    ] as const) {
      const entry = (await get(`/api/lexicon/${n}`)).body;
      expect(entry.abbottSmithAttribution).toBe(ABBOTT_SMITH_ATTRIBUTION);
      expect(entry.abbottSmith).toMatchObject([{ lemma, occurrences: count }]);
      const { status, body } = await get(`/api/lexicon/${n}/articles`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ strongs: n, lemma, bdb: [], abbottSmith: entry.abbottSmith });
      expect(body).not.toHaveProperty('occurrences');
    }
    expect((await get('/api/lexicon/H430/articles')).body.bdb[0].id).toBe('a.dl.ad');
    expect((await get('/api/lexicon/G99999/articles')).status).toBe(404);
  });

  it.each([
    ['/api/lexicon/X12', 400, 'bad_request'],
    ['/api/lexicon/430', 400, 'bad_request'],
    ['/api/lexicon/H99999', 404, 'strongs_not_found'],
    ['/api/lexicon/G26?translation=NIV', 400, 'translation_not_found'],
    ['/api/lexicon/G26/occurrences?pageSize=501', 400, 'bad_request'],
  ])('%s is a %i %s', async (url, status, id) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(res.body.error.id).toBe(id);
  });
});

describe('GET /api/lexicon?q=', () => {
  const strongsOf = async (params: Record<string, string>) =>
    (await get(`/api/lexicon?${new URLSearchParams(params)}`)).body.entries.map(
      (e: { strongs: string }) => e.strongs,
    );

  it('finds entries by English gloss, most-rendered first', async () => {
    const love = await strongsOf({ q: 'love' });
    expect(love.slice(0, 5)).toEqual(expect.arrayContaining(['G26', 'H157', 'G25']));
  });
  it.each([
    ['אֱלֹהִים', 'H430'],
    ['אלהים', 'H430'],
    ['elohim', 'H430'],
    ['ʼĕlôhîym', 'H430'],
    ['ἀγάπη', 'G26'],
    ['αγαπη', 'G26'],
    ['agape', 'G26'],
    ['G26', 'G26'],
    ['430', 'H430'],
  ])('finds %s → %s', async (q, n) => {
    expect((await strongsOf({ q, ...(q === '430' ? { language: 'hebrew' } : {}) }))[0]).toBe(n);
  });
  it('finds the Hebrew and Greek words behind a Spanish word', async () => {
    expect((await strongsOf({ q: 'fe', translation: 'RV1909' }))[0]).toBe('G4102');
    expect((await strongsOf({ q: 'amor', translation: 'RV1909', language: 'hebrew' }))[0]).toBe('H160');
  });
  it('finds what a word means, not what a few taggings swept along', async () => {
    const love = await strongsOf({ q: 'love', limit: '200' });
    expect(love).not.toContain('G3404'); // μισέω, hate: "to love less" in its definition
    const fe = await strongsOf({ q: 'fe', translation: 'RV1909', limit: '200' });
    expect(fe).not.toContain('H3808'); // לֹא, not: "fe" once in 4,947 renderings
    expect(fe.slice(0, 3)).toEqual(['G4102', 'G3640', 'H530']);
    // a definition still finds an entry when nothing else does
    expect(await strongsOf({ q: 'credence' })).toContain('G4102');
    // and the start of a transliteration
    expect((await strongsOf({ q: 'agap' })).slice(0, 2)).toEqual(['G25', 'G26']);
  });
  it('refuses an empty query', async () => {
    const res = await get('/api/lexicon?q=');
    expect(res.status).toBe(400);
    expect(res.body.error.id).toBe('search_query_required');
  });
  it('says a query over 200 characters is too long (the box no longer cuts a paste: issue 43)', async () => {
    const res = await get(`/api/lexicon?q=${'love'.repeat(51)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.id).toBe('search_query_too_long');
  });
});
