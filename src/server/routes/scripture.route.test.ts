import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diathekeVerse } from '../../import/diatheke';
import { testApp } from '../../test/app';
import { DEFAULT_TRANSLATION_IDS } from '../../test/translations';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/translations', () => {
  it('lists the installed translations, KJV first, with their verse counts', async () => {
    const list = (await get('/api/translations')).json();
    expect(list[0]).toEqual({
      id: 'KJV',
      name: 'King James Version',
      language: 'en',
      verseCount: 31102,
      hasStrongs: true,
      licence: 'Public Domain',
    });
    expect(list.map((t: { id: string }) => t.id)).toEqual(DEFAULT_TRANSLATION_IDS);
    expect(list.find((t: { id: string }) => t.id === 'FREJND')).toEqual({
      id: 'FREJND',
      name: 'Bible J.N. Darby (1885)',
      language: 'fr',
      verseCount: 31168,
      hasStrongs: true,
      licence: 'Public Domain',
    });
    expect(list.find((t: { id: string }) => t.id === 'LSG')).toEqual({
      id: 'LSG',
      name: 'Louis Segond 1910',
      language: 'fr',
      verseCount: 31170,
      hasStrongs: false,
      licence: 'Public Domain',
    });
    expect(list.find((t: { id: string }) => t.id === 'RV1909')).toMatchObject({
      language: 'es',
      verseCount: 31096,
      hasStrongs: true,
    });
  });
});

describe('GET /api/passages: the Louis Segond and the KJV numbering', () => {
  it('gives a verse in its own numbering with its KJV place, marks and title flag', async () => {
    const p = (await get('/api/passages?ref=Ps+51:1-3&translation=LSG')).json();
    expect(
      p.verses.map((v: { verse: number; title?: boolean; kjv?: { verse: number } }) => [
        v.verse,
        v.title ?? false,
        v.kjv?.verse,
      ]),
    ).toEqual([
      [1, true, 0],
      [2, true, 0],
      [3, false, 1],
    ]);
    expect(p.verses[2].text).toMatch(/^O Dieu! Aie pitié de moi/);
    expect(p.verses[2].marks[0]).toEqual({ kind: 'q', start: 0, end: 40, level: 1 });
  });
  it('with scheme=kjv reads a KJV reference in the translation: KJV Ps 51:2 is LSG 51:4', async () => {
    const p = (await get('/api/passages?ref=Ps+51:2&translation=LSG&scheme=kjv')).json();
    expect(p.verses.map((v: { osis: string }) => v.osis)).toEqual(['Ps.51.4']);
    expect((await get('/api/passages?ref=Ps+51:2&translation=LSG&scheme=other')).statusCode).toBe(400);
  });
  it('marks the words of Jesus in the KJV without changing its text', async () => {
    const v = (await get('/api/passages?ref=Matt+4:4&translation=KJV')).json().verses[0];
    const wj = v.marks.filter((m: { kind: string }) => m.kind === 'wj');
    expect(wj).toHaveLength(1);
    expect(v.text.slice(wj[0].start, wj[0].end)).toMatch(/^It is written, Man shall not live by bread alone/);
  });
});

describe('GET /api/books', () => {
  it('gives the 66 books with names in four languages, testament and chapters', async () => {
    const books = (await get('/api/books')).json();
    expect(books).toHaveLength(66);
    expect(books[0]).toEqual({
      osis: 'Gen',
      order: 1,
      testament: 'OT',
      chapters: 50,
      names: { en: 'Genesis', es: 'Génesis', fr: 'Genèse', te: 'ఆదికాండము' },
    });
    expect(books[39]).toMatchObject({ osis: 'Matt', testament: 'NT', chapters: 28 });
    expect(books.filter((b: { testament: string }) => b.testament === 'OT')).toHaveLength(39);
  });
});

describe('GET /api/passages', () => {
  it('returns John 3:16-18 in the KJV exactly as SWORD prints it', async () => {
    const res = await get('/api/passages?ref=John%203:16-18&translation=KJV');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ reference: 'John 3:16-18', translation: 'KJV' });
    expect(body.verses.map((v: { osis: string }) => v.osis)).toEqual(['John.3.16', 'John.3.17', 'John.3.18']);
    expect(body.verses[0]).toMatchObject({ book: 'John', chapter: 3, verse: 16 });
    const sword = await diathekeVerse('engKJV2006eb', 'John 3:16');
    expect(body.verses[0].text).toBe(sword!.replace('¶ ', '').trim());
  });

  it.each([
    ['Jn 3:16', 'KJV', 'John.3.16'],
    ['Juan 3:16', 'RV1909', 'John.3.16'],
    ['Jean 3:16', 'WEB', 'John.3.16'],
    ['Rom 8:28-30', 'KJV', 'Rom.8.28'],
    ['యోహాను 3:16', 'KJV', 'John.3.16'],
  ])('reads %s in %s', async (ref, translation, first) => {
    const res = await get(`/api/passages?${new URLSearchParams({ ref, translation })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().verses[0].osis).toBe(first);
  });

  it('reads a whole chapter, Gen 1 → 31 verses, and defaults to the KJV', async () => {
    const body = (await get('/api/passages?ref=Gen%201')).json();
    expect(body.translation).toBe('KJV');
    expect(body.verses).toHaveLength(31);
    expect(body.verses[0].text).toBe('In the beginning God created the heaven and the earth.');
  });

  it('reads a range that names its book twice whole: Gen 1-Gen 50 is 1,533 verses, not Genesis 50 (issue 41)', async () => {
    for (const ref of ['Gen 1-Gen 50', 'Genesis 1:1-Genesis 50:26', 'Gen 1-50']) {
      const verses = (await get(`/api/passages?ref=${encodeURIComponent(ref)}`)).json().verses;
      expect(verses, ref).toHaveLength(1533);
      expect(verses[0].osis, ref).toBe('Gen.1.1');
    }
  });

  it('accepts the translation id in any case', async () => {
    expect((await get('/api/passages?ref=Gen%201:1&translation=rv1909')).json().translation).toBe('RV1909');
  });

  it('writes the reference in the requested language', async () => {
    expect((await get('/api/passages?ref=John%203:16&lang=es')).json().reference).toBe('Juan 3:16');
  });

  it('with strongs=1 gives each verse’s tagged words, as offsets into its text', async () => {
    const v = (await get('/api/passages?ref=John%203:16&strongs=1')).json().verses[0];
    const words = v.words.map((w: { start: number; end: number; strongs: string[] }) => [
      v.text.slice(w.start, w.end),
      w.strongs.join(),
    ]);
    expect(words.slice(0, 4)).toEqual([
      ['For', 'G1063'],
      ['God', 'G2316'],
      ['so', 'G3779'],
      ['loved', 'G25'],
    ]);
    expect((await get('/api/passages?ref=John%203:16')).json().verses[0].words).toBeUndefined();
  });

  it('carries psalm titles as headings, not verse text', async () => {
    const v = (await get('/api/passages?ref=Ps%203:1')).json().verses[0];
    expect(v.heading).toBe('A Psalm of David, when he fled from Absalom his son.');
    expect(v.text).toBe(
      'LORD, how are they increased that trouble me! many are they that rise up against me.',
    );
  });

  it.each([
    ['/api/passages', 'reference_required'],
    ['/api/passages?ref=', 'reference_required'],
    ['/api/passages?ref=faith', 'reference_invalid'],
    ['/api/passages?ref=John%2030', 'reference_invalid'],
    ['/api/passages?ref=Hezekiah%201:1', 'reference_invalid'],
    [`/api/passages?ref=${'John%203:16%20'.repeat(100)}`, 'reference_invalid'],
    ['/api/passages?ref=%00%FF', 'reference_invalid'],
    ['/api/passages?ref=John%203:16&translation=NIV', 'translation_not_found'],
    ['/api/passages?ref=Ps%201-150', 'reference_too_long'],
    ['/api/passages?ref=a&ref=b', 'bad_request'],
    ['/api/passages?ref=John%203:16&lang=de', 'bad_request'],
  ])('%s is a 400 %s with a message', async (url, id) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.id).toBe(id);
    expect(res.json().error.message).toMatch(/\w{3}/);
  });

  it('a verse this translation lacks is a 400 reference_not_found', async () => {
    // RV1909 has no Job 38:39 (the Spanish tradition numbers those verses in chapter 39)
    const res = await get('/api/passages?ref=Job%2038:39&translation=RV1909');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.id).toBe('reference_not_found');
  });

  it('answers errors in the language the browser asks for', async () => {
    const res = await get('/api/passages?ref=faith', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' });
    expect(res.json().error.message).toMatch(/[\u0C00-\u0C7F]/);
    const fr = await get('/api/passages?ref=faith', { 'accept-language': 'fr-FR' });
    expect(fr.json().error.message).toContain('référence');
  });
});

describe('GET /api/references', () => {
  it.each([
    ['Juan 3:16', 'John', 3, 16],
    ['యోహాను 3:16', 'John', 3, 16],
    ['Gen 1', 'Gen', 1, null],
    ['Jean 3:16-18', 'John', 3, 16],
  ])('resolves %s for navigation', async (q, book, chapter, verse) => {
    const res = await get(`/api/references?${new URLSearchParams({ q })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ book, chapter, verse });
  });

  it('reads abbreviations in the reader’s language: `Jc 1:5` is James in French, Judges in English', async () => {
    const fr = await get(`/api/references?${new URLSearchParams({ q: 'Jc 1:5', lang: 'fr' })}`);
    expect(fr.json()).toMatchObject({ book: 'Jas', chapter: 1, verse: 5 });
    const en = await get(`/api/references?${new URLSearchParams({ q: 'Jc 1:5', lang: 'en' })}`);
    expect(en.json()).toMatchObject({ book: 'Judg', chapter: 1, verse: 5 });
  });

  it('says a word is not a reference (400), which sends the quick search to the word search', async () => {
    const res = await get('/api/references?q=faith');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.id).toBe('reference_invalid');
    expect((await get('/api/references?q=')).statusCode).toBe(400);
  });
});

describe('GET /api/lookup', () => {
  it.each([
    ['Jn 3:16-18', { kind: 'reference', reference: { book: 'John', chapter: 3, verse: 16, verseEnd: 18 } }],
    [
      'Romanos 8:28-30',
      { kind: 'reference', reference: { book: 'Rom', chapter: 8, verse: 28, verseEnd: 30 } },
    ],
    ['John 3:16', { kind: 'reference', reference: { verse: 16, verseEnd: null } }],
    ['Ps 23', { kind: 'reference', reference: { book: 'Ps', chapter: 23, verse: null, verseEnd: null } }],
    ['G26', { kind: 'strongs', strongs: 'G26', language: 'greek' }],
    ['h0430', { kind: 'strongs', strongs: 'H430', language: 'hebrew' }],
    ['gracia', { kind: 'words' }],
    ['amor 3', { kind: 'words' }],
  ])('reads %s', async (q, expected) => {
    const res = await get(`/api/lookup?${new URLSearchParams({ q, lang: 'es' })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(expected);
  });

  it('names the reference in the language asked for', async () => {
    const res = await get(`/api/lookup?${new URLSearchParams({ q: 'Rom 8:28-30', lang: 'es' })}`);
    expect(res.json().reference.reference).toBe('Romanos 8:28-30');
  });

  // issue 43: "John 99:99" was words, and the search said "no verses found, try another word"
  it.each([
    ['John 99:99', 'en', { book: 'John', chapter: 99, verse: 99, chapters: 21, verses: null }],
    ['John 3:99', 'en', { book: 'John', chapter: 3, verse: 99, chapters: 21, verses: 36 }],
    ['Juan 3:99', 'es', { book: 'John', chapter: 3, verse: 99, chapters: 21, verses: 36 }],
    ['Jude 30', 'en', { book: 'Jude', chapter: 1, verse: 30, chapters: 1, verses: 25 }],
    ['యోహాను 22', 'te', { book: 'John', chapter: 22, verse: null, chapters: 21, verses: null }],
    // the Segond counts Psalm 51's title: 21 verses where the KJV has 19
    ['Psaumes 51:25', 'fr', { book: 'Ps', chapter: 51, verse: 25, chapters: 150, verses: 21 }],
    ['Psaumes 51:25', 'en', { book: 'Ps', chapter: 51, verse: 25, chapters: 150, verses: 19 }],
  ])('%s (%s) is a reference past the end', async (q, lang, expected) => {
    const res = await get(`/api/lookup?${new URLSearchParams({ q, lang })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'outOfRange', ...expected });
  });

  it('does not call a verse past the end that the language’s Bible has', async () => {
    const res = await get(`/api/lookup?${new URLSearchParams({ q: 'Psaumes 51:21', lang: 'fr' })}`);
    expect(res.json().kind).not.toBe('outOfRange');
  });

  it('says a search over 200 characters is too long (the boxes no longer cut a paste: issue 43)', async () => {
    const res = await get(`/api/lookup?${new URLSearchParams({ q: 'love '.repeat(41), lang: 'en' })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.id).toBe('search_query_too_long');
  });
});

describe('GET /api/verse-of-the-day', () => {
  it('gives the day’s verse in the best translation for the language, with its reflection', async () => {
    const es = (await get('/api/verse-of-the-day?lang=es&date=2026-11-21')).json();
    expect(es.translation).toEqual({ id: 'RV1909', name: 'Reina-Valera 1909', language: 'es' });
    expect(es.text.length).toBeGreaterThan(10);
    expect(es.reflection).toMatch(/[a-záéíóúñ]/);
    const te = (await get('/api/verse-of-the-day?lang=te&date=2026-11-21')).json();
    expect(te.osis).toBe(es.osis);
    expect(te.reflection).toMatch(/[\u0C00-\u0C7F]/);
    expect((await get('/api/verse-of-the-day?lang=en&date=2026-11-22')).json().osis).not.toBe(es.osis);
  });

  it.each(['date=2026-13-45', 'date=yesterday', 'lang=de'])('refuses %s with a 400', async (q) => {
    expect((await get(`/api/verse-of-the-day?${q}`)).statusCode).toBe(400);
  });
});

describe('unknown routes', () => {
  it('are a JSON 404 under /api', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { id: 'not_found', message: 'Not found.' } });
  });

  it('a malformed JSON body is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.id).toMatch(/bad_request|not_found/);
  });
});

describe('the single-page app', () => {
  let spa: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), 'BROTLI');
    spa = await testApp({ STATIC_DIR: dir });
  });
  afterAll(() => spa.close());

  it('serves index.html for client routes, uncached', async () => {
    const res = await spa.app.inject({ method: 'GET', url: '/study-guides/book/John/3?translation=KJV' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await spa.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sets security headers', async () => {
    const res = await spa.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the precompressed file to browsers that accept it', async () => {
    const res = await spa.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('BROTLI');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const res = await spa.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('still answers unknown API routes with JSON', async () => {
    expect((await spa.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });
});
