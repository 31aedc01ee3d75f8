/**
 * The original-language words in scripture.db against their sources, counted independently of the
 * importer's readers: every `<w>` of the OSHB files, every analysed word of the Byzantine CSVs, and
 * the versification mapped as the sources say.
 */
import Database from 'better-sqlite3';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { transliterateGreek } from './transliterate';
import { sourcesDir } from './sources';
import { oshbDir } from './write-original';

const db = new Database(process.env.SCRIPTURE_DB ?? 'data/scripture.db', { readonly: true });
afterAll(() => db.close());
const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

const hebrew = oshbDir();
const greek = join(sourcesDir(), 'byz-majority-text', 'strongs-parsing');

describe.skipIf(!existsSync(hebrew))(`the Hebrew OT (${hebrew})`, () => {
  it('holds every <w> of the OSHB files, ketiv and qere marked', () => {
    let words = 0;
    let qere = 0;
    for (const f of readdirSync(hebrew).filter((f) => f.endsWith('.xml') && f !== 'VerseMap.xml')) {
      const xml = readFileSync(join(hebrew, f), 'utf8');
      words += xml.match(/<w /g)?.length ?? 0;
      qere += xml.match(/<rdg type="x-qere">/g)?.length ?? 0;
    }
    expect(count('SELECT count(*) FROM original_words WHERE book <= 39')).toBe(words);
    expect(words).toBe(306_785);
    expect(count("SELECT count(*) FROM original_words WHERE variant = 'Q'")).toBeGreaterThanOrEqual(qere);
    expect(count("SELECT count(*) FROM original_words WHERE variant = 'K'")).toBeGreaterThan(1_200);
  });

  it('maps the WLC numbering to the KJV: Ps 51:3 = 51:1, Mal 3:19-24 = 4:1-6, a psalm title before verse 1', () => {
    const first = (b: number, c: number, v: number) =>
      db
        .prepare(
          'SELECT text, source FROM original_words WHERE book = ? AND chapter = ? AND verse = ? AND pos = 0',
        )
        .get(b, c, v) as { text: string; source: string | null };
    expect(first(19, 51, 1).source).toBe('Ps.51.3');
    expect(first(19, 51, 1).text.normalize()).toBe('חָנֵּ֣נִי'.normalize());
    expect(first(19, 51, 0).source).toBe('Ps.51.1');
    expect(first(39, 4, 1).source).toBe('Mal.3.19');
    expect(first(39, 4, 6).source).toBe('Mal.3.24');
    // the source's note on Ps 44:2 says KJV Ps 42:1; VerseMap.xml and the text say 44:1
    expect(first(19, 44, 1).source).toBe('Ps.44.2');
    const sources =
      'SELECT DISTINCT source FROM original_words WHERE book = 19 AND chapter = 42 AND verse = 1';
    expect(db.prepare(sources).pluck().all()).toEqual(['Ps.42.2']);
  });

  it('gives Gen 1:1 its lemma numbers, parsing, transliteration and the KJV’s and RV1909’s words', () => {
    const rows = db
      .prepare(
        'SELECT strongs, own, translit, gloss_en, gloss_es FROM original_words WHERE book = 1 AND chapter = 1 AND verse = 1 ORDER BY pos',
      )
      .raw()
      .all();
    expect(rows.slice(0, 3)).toEqual([
      ['H7225', 'Ncfsa', 'bərēʾšît', 'beginning', 'en el principio'],
      ['H1254', 'Vqp3ms', 'bārāʾ', 'created', 'crió'],
      ['H430', 'Ncmpa', 'ʾĕlōhîm', 'God', 'Dios'],
    ]);
  });
});

describe.skipIf(!existsSync(greek))(`the Greek NT (${greek})`, () => {
  it('holds every word of the Byzantine CSVs, with its second analysis where it has one', () => {
    let words = 0;
    let alt = 0;
    for (const f of readdirSync(greek)) {
      const text = readFileSync(join(greek, f), 'utf8');
      words += text.match(/ \{[^}]+\}/g)?.length ?? 0;
      // `25 {V-PAI-3S} 25 {V-PAS-3S}`: one word, two analyses (kept as alt when the codes differ)
      const pairs = [...text.matchAll(/\{([^}]+)\} \d+ \{([^}]+)\}/g)];
      words -= pairs.length;
      alt += pairs.filter((m) => m[1] !== m[2]).length;
    }
    expect(count('SELECT count(*) FROM original_words WHERE book >= 40')).toBe(words);
    expect(words).toBe(140_149);
    expect(count('SELECT count(*) FROM original_words WHERE alt IS NOT NULL')).toBe(alt);
  });

  it('places the doxology at Rom 16:25-27 and names the verses the Byzantine text lacks', () => {
    expect(
      count("SELECT count(*) FROM original_words WHERE source = 'Rom.14.24' AND chapter = 16 AND verse = 25"),
    ).toBeGreaterThan(5);
    const missing = db
      .prepare(
        `SELECT b.osis || '.' || v.chapter || '.' || v.verse FROM verses v JOIN books b ON b.id = v.book
          WHERE v.translation = 'KJV' AND b.testament = 'NT' AND NOT EXISTS
          (SELECT 1 FROM original_words w WHERE w.book = v.book AND w.chapter = v.chapter AND w.verse = v.verse)`,
      )
      .pluck()
      .all();
    expect(missing.sort()).toEqual(['Acts.15.34', 'Acts.24.7', 'Acts.8.37', 'Luke.17.36']);
  });

  it('shows the accented words, John 3:16 ἠγάπησεν "loved"', () => {
    expect(
      db
        .prepare(
          "SELECT text, translit, own, gloss_en FROM original_words WHERE book = 43 AND chapter = 3 AND verse = 16 AND strongs = 'G25'",
        )
        .raw()
        .get(),
    ).toEqual(['ἠγάπησεν', 'ēgapēsen', 'V-AAI-3S', 'loved']);
  });
});

describe('Greek transliteration', () => {
  it.each([
    ['Ἰησοῦ', 'Iēsou'],
    ['ὁ', 'ho'],
    ['ἄγγελος', 'angelos'],
    ['εὐαγγέλιον', 'euangelion'],
    ['ῥῆμα', 'rhēma'],
    ['Ἡρῴδης', 'Hērōdēs'],
    ['οὗ', 'hou'],
    ['υἱοῦ', 'huiou'],
    ['Χριστοῦ', 'Christou'],
    ['ψυχή', 'psychē'],
    ['ἐγκράτεια', 'enkrateia'],
  ])('%s → %s', (word, out) => expect(transliterateGreek(word)).toBe(out));
});
