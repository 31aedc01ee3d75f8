/**
 * What the reader's interlinear needs from GET /api/interlinear beyond the words themselves: each
 * word's own code (`own`), which the word's "every occurrence of this form" link hands to
 * GET /api/morphology, so that link finds the word it was made from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interlinear, MorphologyResult } from '../../shared/api';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};

describe('GET /api/interlinear: a range', () => {
  it('reads a range that names its book twice whole: Gen 1-Gen 50 is 1,533 verses (issue 41)', async () => {
    for (const ref of ['Gen 1-Gen 50', 'Gen 1-50']) {
      const { status, body } = await get<Interlinear>(`/api/interlinear?ref=${encodeURIComponent(ref)}`);
      expect(status, ref).toBe(200);
      expect(
        body.verses.filter((v) => !v.title),
        ref,
      ).toHaveLength(1533);
    }
  });
});

describe('GET /api/interlinear: a whole book lets other requests through (issue 41)', () => {
  it('answers requests sent after it before it ends: it reads a chapter a turn of the event loop', async () => {
    const order: string[] = [];
    const ask = (url: string) =>
      t.app.inject({ method: 'GET', url }).then((res) => {
        order.push(url);
        return res;
      });
    const book = ask('/api/interlinear?ref=Gen+1-50');
    const others = [ask('/api/health'), ask('/api/interlinear?ref=John+3:16')];
    expect((await book).statusCode).toBe(200);
    await Promise.all(others);
    // read in one go (0.1–0.3 s of SQLite's work), the book was answered before anything sent after it
    expect(order.at(-1)).toBe('/api/interlinear?ref=Gen+1-50');
  });
});

describe('GET /api/interlinear: each word’s own code', () => {
  it('drops the language letter and the prefixed particles, keeps suffixes (Ps 51 title)', async () => {
    const { body } = await get<Interlinear>('/api/interlinear?ref=Ps%2051:1');
    const title = body.verses.find((v) => v.title)!;
    const own = Object.fromEntries(title.words.map((w) => [w.morph, w.own]));
    expect(own).toMatchObject({
      'HRd/Vprmsa': 'Vprmsa', // לַמְנַצֵּחַ: the preposition and article are prefixes
      'HR/Np': 'Np', // לְדָוִד
      'HR/Sp3ms': 'R/Sp3ms', // אֵלָיו: the preposition is the word itself, with a suffix
      HNcmsa: 'Ncmsa',
    });
  });

  it('is the Robinson code as it stands for Greek', async () => {
    const { body } = await get<Interlinear>('/api/interlinear?ref=John%203:16');
    const loved = body.verses[0]!.words.find((w) => w.strongs === 'G25')!;
    expect(loved).toMatchObject({ text: 'ἠγάπησεν', morph: 'V-AAI-3S', own: 'V-AAI-3S', gloss: 'loved' });
  });

  it('finds, as a morphology prefix, the occurrence it was taken from', async () => {
    const { body } = await get<Interlinear>('/api/interlinear?ref=Gen%201:21');
    const created = body.verses[0]!.words.find((w) => w.strongs === 'H1254')!;
    expect(created.morph).toBe('HC/Vqw3ms');
    const { status, body: found } = await get<MorphologyResult>(
      `/api/morphology?strongs=H1254&morph=${encodeURIComponent(created.own)}&book=Gen&pageSize=100`,
    );
    expect(status).toBe(200);
    expect(found.items.map((i) => i.osis)).toContain('Gen.1.21');
  });
});
