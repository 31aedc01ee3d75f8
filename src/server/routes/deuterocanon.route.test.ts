/**
 * The deuterocanonical books on the imported scripture.db (GET /api/deuterocanon…): the Bibles that
 * have them, a chapter as its source numbers it, errors in the catalogue's shape, and the 66 books'
 * KJV-numbered passages untouched by them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeuteroBible, DeuteroChapter, Passage } from '../../shared/api';
import { DEUTERO_BOOKS } from '../../shared/deuterocanon';
import { errorMessage } from '../../shared/errors';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
};

describe('GET /api/deuterocanon', () => {
  it('lists the Bibles that have deuterocanonical text, their books named in the language asked', async () => {
    const { status, body, headers } = await get<DeuteroBible[]>('/api/deuterocanon?lang=fr');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(body.map((b) => [b.id, b.language, b.licence])).toEqual([
      ['WEB', 'en', 'Public Domain'],
      ['CRAMPON', 'fr', 'Public Domain'],
    ]);
    const [web, crampon] = body;
    expect(web.books.map((b) => b.osis)).toEqual(['Tob', 'Jdt', 'Wis', 'Sir', 'Bar', '1Macc', '2Macc']);
    expect(crampon.books.map((b) => b.osis)).toEqual(DEUTERO_BOOKS.map((b) => b.osis));
    expect(crampon.books[0]).toEqual({ osis: 'Tob', name: 'Tobie', chapters: range(1, 14) });
    expect(crampon.books.find((b) => b.osis === 'Esth')).toEqual({
      osis: 'Esth',
      name: 'Esther (additions grecques)',
      chapters: range(10, 16),
    });
    expect(crampon.books.find((b) => b.osis === 'Dan')?.chapters).toEqual([3, 13, 14]);
  });

  it('names the books in each UI language', async () => {
    const names = async (lang: string) =>
      (await get<DeuteroBible[]>(`/api/deuterocanon?lang=${lang}`)).body[1].books.map((b) => b.name);
    expect((await names('en')).slice(0, 3)).toEqual(['Tobit', 'Judith', 'Esther (Greek additions)']);
    expect((await names('es'))[0]).toBe('Tobías');
    expect((await names('te'))[0]).toBe('తోబీతు');
  });

  it('knows every chapter the database has, and no other (shared/deuterocanon.ts: the router and 404s)', async () => {
    const { body } = await get<DeuteroBible[]>('/api/deuterocanon');
    for (const book of DEUTERO_BOOKS) {
      const all = new Set(
        body.flatMap((b) => b.books.filter((x) => x.osis === book.osis)).flatMap((x) => x.chapters),
      );
      expect(
        [...all].sort((a, b) => a - b),
        book.osis,
      ).toEqual(book.chapters);
    }
  });

  it('refuses an unknown language', async () => {
    const { status, body } = await get<{ error: { id: string } }>('/api/deuterocanon?lang=de');
    expect([status, body.error.id]).toEqual([400, 'bad_request']);
  });
});

describe('GET /api/deuterocanon/:book/:chapter', () => {
  it('reads Tobit 1 in the World English Bible, with its name and licence', async () => {
    const { status, body } = await get<DeuteroChapter>('/api/deuterocanon/Tob/1?translation=web&lang=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      book: 'Tob',
      name: 'Tobit',
      chapter: 1,
      translation: { id: 'WEB', name: 'World English Bible', language: 'en', licence: 'Public Domain' },
    });
    expect(body.verses[0]).toMatchObject({ verse: 1, paragraph: false, heading: null });
    expect(body.verses[0].text).toMatch(/^The book of the words of Tobit/);
    expect(body.verses.map((v) => v.verse)).toEqual(range(1, body.verses.length));
  });

  it('reads Susanna (Daniel 13) and the Song of the Three (Daniel 3:24–90) as the Crampon numbers them', async () => {
    const sus = await get<DeuteroChapter>('/api/deuterocanon/Dan/13?translation=CRAMPON&lang=fr');
    expect(sus.body.name).toBe('Daniel (additions grecques)');
    expect(sus.body.verses).toHaveLength(64);
    expect(sus.body.verses[1].text).toContain('Susanne');
    const song = await get<DeuteroChapter>('/api/deuterocanon/dan/3?translation=CRAMPON');
    expect(song.body.verses.map((v) => v.verse)).toEqual(range(24, 90));
  });

  it('chooses the Bible in the language asked that has the book, else the first that has it', async () => {
    const fr = await get<DeuteroChapter>('/api/deuterocanon/Sir/1?lang=fr');
    expect(fr.body.translation.id).toBe('CRAMPON');
    expect((await get<DeuteroChapter>('/api/deuterocanon/Sir/1?lang=en')).body.translation.id).toBe('WEB');
    expect((await get<DeuteroChapter>('/api/deuterocanon/Sir/1?lang=te')).body.translation.id).toBe('WEB');
    // the WEB has no Greek Esther: English readers get the Crampon's
    expect((await get<DeuteroChapter>('/api/deuterocanon/Esth/11?lang=en')).body.translation.id).toBe(
      'CRAMPON',
    );
  });

  it.each([
    ['/api/deuterocanon/Gen/1', 404, 'deutero_book_not_found'],
    ['/api/deuterocanon/Tob/15', 404, 'deutero_no_chapter'],
    ['/api/deuterocanon/Tob/x', 404, 'deutero_no_chapter'],
    ['/api/deuterocanon/Dan/4?translation=CRAMPON', 404, 'deutero_no_chapter'],
    ['/api/deuterocanon/Esth/11?translation=WEB', 404, 'deutero_not_in_bible'],
    ['/api/deuterocanon/Tob/1?translation=KJV', 404, 'deutero_not_in_bible'],
    ['/api/deuterocanon/Tob/1?translation=NOPE', 400, 'translation_not_found'],
    ['/api/deuterocanon/Tob/1?lang=xx', 400, 'bad_request'],
  ] as const)('%s: %i %s', async (url, status, id) => {
    const res = await get<{ error: { id: string; message: string } }>(url);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: { id, message: errorMessage(id, 'en') } });
  });

  it('answers errors in the language asked', async () => {
    const { body } = await get<{ error: { message: string } }>('/api/deuterocanon/Tob/99?lang=te');
    expect(body.error.message).toBe(errorMessage('deutero_no_chapter', 'te'));
  });
});

describe('the 66 books stay as they were', () => {
  it('Daniel 3 is still 30 verses in the KJV, and the Crampon beside it has no Greek addition', async () => {
    const kjv = await get<Passage>('/api/passages?ref=Dan%203&translation=KJV');
    expect(kjv.body.verses).toHaveLength(30);
    const crampon = await get<Passage>('/api/passages?ref=Dan%203&translation=CRAMPON&scheme=kjv');
    const song = (await get<DeuteroChapter>('/api/deuterocanon/Dan/3?translation=CRAMPON')).body.verses;
    const texts = new Set(crampon.body.verses.map((v) => v.text));
    expect(song.filter((v) => texts.has(v.text))).toEqual([]);
    expect(
      crampon.body.verses.every((v) => (v.kjv?.chapter ?? 3) === 3 && (v.kjv?.verse ?? v.verse) <= 30),
    ).toBe(true);
  });

  it('Tobit is no book of the 66', async () => {
    const res = await get<{ error: { id: string } }>('/api/passages?ref=Tob%201&translation=CRAMPON');
    expect(res.status).toBe(400);
  });
});

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
