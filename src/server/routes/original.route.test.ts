import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/interlinear', () => {
  it('gives John 3:16 word by word, with the KJV’s gloss, or the Reina-Valera’s in Spanish', async () => {
    const en = (await get('/api/interlinear?ref=John+3:16')).json();
    expect(en.glossLanguage).toBe('en');
    const loved = en.verses[0].words.find((w: { strongs: string }) => w.strongs === 'G25');
    expect(en.verses[0].words[3]).toMatchObject({ text: 'ὁ', gloss: 'the' });
    expect(loved).toMatchObject({
      text: 'ἠγάπησεν',
      translit: 'ēgapēsen',
      lemma: 'ἀγαπάω',
      morph: 'V-AAI-3S',
      gloss: 'loved',
    });
    expect(en.attribution[0]).toMatch(/Robinson-Pierpont/);
    const es = (await get('/api/interlinear?ref=John+3:16&lang=es')).json();
    expect(es.verses[0].words.find((w: { strongs: string }) => w.strongs === 'G25').gloss).toBe('amó');
    // French and Telugu have no Strong's-tagged Bible: English glosses, said so by glossLanguage
    expect((await get('/api/interlinear?ref=John+3:16&lang=te')).json().glossLanguage).toBe('en');
  });

  it('takes KJV numbering: Psalm 51:1 is WLC 51:3, its title before it; Acts 8:37 is absent', async () => {
    const ps = (await get('/api/interlinear?ref=Ps+51:1')).json();
    expect(ps.verses.map((v: { title?: boolean; source?: string }) => [v.title ?? false, v.source])).toEqual([
      [true, 'Ps.51.1'],
      [false, 'Ps.51.3'],
    ]);
    expect(ps.verses[1].language).toBe('hebrew');
    expect(ps.attribution[0]).toMatch(/Open Scriptures Hebrew Bible \(CC BY 4\.0\)/);
    const acts = (await get('/api/interlinear?ref=Acts+8:36-38')).json();
    expect(acts.absent).toEqual(['Acts.8.37']);
    expect(acts.verses.map((v: { osis: string }) => v.osis)).toEqual(['Acts.8.36', 'Acts.8.38']);
  });

  it('leaves out what a word lacks rather than sending null: variant, glossLanguage, source', async () => {
    const gen = (await get('/api/interlinear?ref=Gen+8:17')).json();
    const words = gen.verses[0].words as Record<string, unknown>[];
    expect(words.slice(13, 15).map((w) => [w.text, w.variant])).toEqual([
      ['הוצא', 'K'], // written
      ['הַיְצֵ֣א', 'Q'], // read
    ]);
    expect(words[0]).not.toHaveProperty('variant');
    expect(words[0]).toHaveProperty('strongsAug'); // null where the source has no finer number: the API's shape
    expect(gen.verses[0]).not.toHaveProperty('source');
    // the Reina-Valera tags its "Jerusalem" G2419 throughout, never the G2414 of Matt 2:1: the
    // KJV's gloss, said to be English
    const es = (await get('/api/interlinear?ref=Matt+2:1&lang=es')).json();
    const [en, king] = [es.verses[0].words[19], es.verses[0].words[12]];
    expect(en).toMatchObject({ text: 'Ἱεροσόλυμα', gloss: 'Jerusalem', glossLanguage: 'en' });
    expect(king).toMatchObject({ text: 'βασιλέως', gloss: 'rey' });
    expect(king).not.toHaveProperty('glossLanguage');
    // ἦν, which the KJV and the RV1909 tag G2258 (a form's number), glossed as G1510's form
    const john = (await get('/api/interlinear?ref=John+1:1&lang=es')).json();
    expect(john.verses[0].words[2]).toMatchObject({ text: 'ἦν', gloss: 'era' });
    expect((await get('/api/interlinear?ref=John+1:1')).json().verses[0].words[2].gloss).toBe('was');
    // KJV 1 Sam 20:42 begins at WLC 20:42 and ends with 21:1: numbered as its first words are
    const sam = (await get('/api/interlinear?ref=1Sam+20:42')).json();
    expect(sam.verses[0]).not.toHaveProperty('source');
    expect((await get('/api/interlinear?ref=1Sam+21:1')).json().verses[0].source).toBe('1Sam.21.2');
  });

  it('pairs a number the verse has twice by form: Ruth 1:1 "when the judges ruled" (issue 43)', async () => {
    const ruth = (await get('/api/interlinear?ref=Ruth+1:1')).json();
    const judge = (ruth.verses[0].words as { strongs: string; morph: string; gloss: string }[])
      .filter((w) => w.strongs === 'H8199')
      .map((w) => [w.morph, w.gloss]);
    // שְׁפֹט, the infinitive, is the KJV's "ruled"; הַשֹּׁפְטִים, the participle with the article, "judges"
    expect(judge).toEqual([
      ['HVqc', 'ruled'],
      ['HTd/Vqrmpa', 'judges'],
    ]);
  });

  it('glosses John 3 in Spanish from the Reina-Valera, an English gloss said to be English (issue 43)', async () => {
    const es = (await get('/api/interlinear?ref=John+3&lang=es')).json();
    const words = (es.verses as { words: { gloss: string | null; glossLanguage?: string }[] }[]).flatMap(
      (v) => v.words,
    );
    expect(words.length).toBe(668);
    // 68 were English, unmarked ("am", "ruler", "saying"): the RV1909's commonest rendering now
    expect(words.filter((w) => w.glossLanguage === 'en')).toEqual([]);
    expect(words.filter((w) => !w.gloss)).toEqual([]);
  });

  it('answers a missing or bad reference with the catalogue’s error in the language asked', async () => {
    expect((await get('/api/interlinear')).json().error.id).toBe('reference_required');
    const bad = await get('/api/interlinear?ref=Hezekiah+3:1&lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.id).toBe('reference_invalid');
    expect((await get('/api/interlinear?ref=John+3&lang=xx')).statusCode).toBe(400);
  });
});

describe('GET /api/morphology', () => {
  it('counts every Qal of H1254 (BDB: 38) per book, and pages them', async () => {
    const r = (await get('/api/morphology?strongs=H1254&morph=Vq&pageSize=5')).json();
    expect(r.total).toBe(38);
    expect(r.perBook.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(38);
    expect(r.perBook[0]).toEqual({ book: 'Gen', count: 9 });
    expect(r.items).toHaveLength(5);
    expect(r.items[0]).toMatchObject({ osis: 'Gen.1.1', morph: 'HVqp3ms', translit: 'bārāʾ' });
    const page8 = (await get('/api/morphology?strongs=H1254&morph=Vq&pageSize=5&page=8')).json();
    expect(page8.items).toHaveLength(3);
    const isa = (await get('/api/morphology?strongs=H1254&morph=Vq&book=Isa')).json();
    expect(isa.total).toBe(20);
    expect(isa.items.every((i: { osis: string }) => i.osis.startsWith('Isa.'))).toBe(true);
  });

  it('finds every aorist active indicative of G25, by number or by lemma, its second analyses included', async () => {
    const byNumber = (await get('/api/morphology?strongs=G25&morph=V-AAI')).json();
    const byLemma = (await get(`/api/morphology?lemma=${encodeURIComponent('αγαπαω')}&morph=V-AAI`)).json();
    expect(byLemma.total).toBe(byNumber.total);
    expect(byNumber.total).toBeGreaterThan(20);
    // αγαπα 25 {V-PAI-3S} 25 {V-PAS-3S} (1 John 4:7? the source gives both): found as a subjunctive too
    const subj = (await get('/api/morphology?strongs=G25&morph=V-PAS-3S')).json();
    expect(subj.items.some((i: { morph: string }) => i.morph === 'V-PAI-3S')).toBe(true);
  });

  it('refuses a prefix no code begins, a missing word, an unknown lemma, in the language asked', async () => {
    const bad = await get('/api/morphology?strongs=H1254&morph=Vx&lang=es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.id).toBe('morphology_prefix_invalid');
    expect((await get('/api/morphology?morph=Vq')).json().error.id).toBe('morphology_word_required');
    expect((await get('/api/morphology?lemma=zzz')).statusCode).toBe(404);
    expect((await get('/api/morphology?strongs=H1254&book=Nope')).statusCode).toBe(400);
    expect((await get('/api/morphology?strongs=H1254&pageSize=1000')).statusCode).toBe(400);
  });
});

describe('GET /api/morphology/explain', () => {
  it('explains a code in the language asked', async () => {
    const fr = (await get('/api/morphology/explain?code=HVqp3ms&lang=fr')).json();
    expect(fr).toEqual({ code: 'HVqp3ms', text: expect.stringMatching(/^Hébreu\s:\sverbe, Qal, accompli/) });
    const en = (await get('/api/morphology/explain?code=V-AAI-3S')).json();
    expect(en.text).toBe('verb, aorist, active, indicative, third person singular');
  });

  it('answers a bad code with a 400 in four languages', async () => {
    for (const lang of ['en', 'es', 'fr', 'te']) {
      const r = await get(`/api/morphology/explain?code=%3Cscript%3E&lang=${lang}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().error.id).toBe('morphology_code_invalid');
    }
    expect((await get('/api/morphology/explain')).statusCode).toBe(400);
  });
});
