/**
 * Our word search against SWORD's own: for each word, the set of KJV verses GET /api/search
 * returns equals `diatheke -b engKJV2006eb -s lucene -k WORD` (the test command builds the index
 * with mkfastmod). The words are chosen to cover common and rare words, names, apostrophes,
 * hyphenated names, letters like Æ, one-letter words, prefixes and phrases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diathekeSearch } from '../../import/diatheke';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function ours(q: string, mode: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams({ q, mode, translation: 'KJV', page: String(page), pageSize: '500' })}`,
    });
    const body = res.json();
    for (const r of body.results) keys.add(r.osis);
    if (page * 500 >= body.total) return keys;
  }
}

const WORDS = [
  'faith',
  'grace',
  'love',
  'charity',
  'lord',
  'god',
  'jesus',
  'christ',
  'spirit',
  'covenant',
  'wilderness',
  'shepherd',
  'selah',
  'amen',
  'alleluia',
  'hallelujah',
  'beth',
  'el',
  'judæa',
  'ænon',
  'o',
  's',
  'melchizedek',
  'melchisedec',
  'baptize',
  'propitiation',
  'thee',
  'and',
  'jehovah',
  'sabaoth',
  'raca',
  'maranatha',
  'zaphnathpaaneah',
  'eat',
  'eateth',
  'nazarene',
];

describe('exact-word search equals SWORD’s (KJV)', () => {
  it.each(WORDS)('%s', async (word) => {
    const [sword, mine] = await Promise.all([
      diathekeSearch('engKJV2006eb', 'lucene', word),
      ours(word, 'word'),
    ]);
    expect(mine.size).toBe(sword.size);
    expect([...mine].filter((k) => !sword.has(k))).toEqual([]);
  });

  it('faith → 231 verses, grace → 159 (the figures SWORD gives)', async () => {
    expect((await ours('faith', 'word')).size).toBe(231);
    expect((await ours('grace', 'word')).size).toBe(159);
  });

  it.each([
    ['faith*', 'prefix'],
    ['love*', 'prefix'],
    ['"my shepherd"', 'phrase'],
    ['"the lord is my"', 'phrase'],
  ])('%s (%s)', async (query, mode) => {
    const [sword, mine] = await Promise.all([
      diathekeSearch('engKJV2006eb', 'lucene', mode === 'prefix' ? query : query),
      ours(query.replace(/[*"]/g, ''), mode),
    ]);
    expect(mine.size).toBe(sword.size);
    expect([...mine].filter((k) => !sword.has(k))).toEqual([]);
  });
});
