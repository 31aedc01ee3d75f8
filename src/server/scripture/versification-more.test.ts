/**
 * The Bibles of issue 28 in their own versifications (SWORD's German, Calvin, Catholic2), paired
 * with the KJV through its numbering like the Segond (docs/data.md, "Versification"), and the
 * Crampon's deuterocanonical parts kept out of every KJV-numbered view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReference } from '../../shared/reference/parse';
import { scriptureDbPath } from '../../test/scripture-db';
import { ScriptureRepo } from './scripture.repo';

let repo: ScriptureRepo;
beforeAll(() => {
  repo = new ScriptureRepo(scriptureDbPath());
});
afterAll(() => repo?.close());

const byKjv = (translation: string, kjvRef: string) =>
  repo
    .versesByKjv(translation, parseReference(kjvRef)!.ranges[0], 200)
    .map((v) => `${v.chapter}:${v.verse} ${v.text}`);

describe('the new Bibles beside the KJV', () => {
  it('pairs KJV Psalm 51:1 with the French Darby’s 51:3 (German versification: titles are verses)', () => {
    expect(byKjv('FREJND', 'Ps 51:2')).toEqual([expect.stringMatching(/^51:4 Lave-moi pleinement/)]);
    expect(byKjv('FREJND', 'Ps 51:1').map((v) => v.split(' ')[0])).toEqual(['51:1', '51:2', '51:3']);
  });

  it('finds KJV Joel 2:28 in the French Darby’s Joel 3:1, and KJV Malachi 4:1 in its 3:19', () => {
    expect(byKjv('FREJND', 'Joel 2:28')).toEqual([
      expect.stringMatching(/^3:1 \*Et il arrivera, après cela/),
    ]);
    expect(byKjv('FREJND', 'Mal 4:1')).toEqual([expect.stringMatching(/^3:19 Car voici, le jour vient/)]);
  });

  it('pairs the Crampon’s Daniel with the KJV once the Greek parts are set apart', () => {
    // Crampon Dan 3:91-97 = KJV 3:24-30; 3:98-100 = KJV 4:1-3; 4:1 = KJV 4:4
    expect(byKjv('CRAMPON', 'Dan 3:24')).toEqual([
      expect.stringMatching(/^3:91 Alors le roi Nabuchodonosor/),
    ]);
    expect(byKjv('CRAMPON', 'Dan 4:1')).toEqual([expect.stringMatching(/^3:98 /)]);
    expect(byKjv('CRAMPON', 'Dan 4:4')).toEqual([expect.stringMatching(/^4:1 /)]);
    // the KJV's Daniel 3 is 30 verses in the Crampon too: none of the Song of the Three in it
    expect(byKjv('CRAMPON', 'Dan 3').map((v) => v.split(' ')[0])).toEqual([
      ...Array.from({ length: 23 }, (_, i) => `3:${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `3:${i + 91}`),
    ]);
  });

  it('keeps the deuterocanon apart: no verse of the 66 books beyond the KJV’s chapters', () => {
    const stray = repo
      .prepare(
        `SELECT translation, book, chapter, verse FROM verses v WHERE translation IN ('CRAMPON', 'WEB')
           AND (book, kjv_chapter) NOT IN (SELECT book, kjv_chapter FROM verses WHERE translation = 'KJV')`,
      )
      .all();
    expect(stray).toEqual([]);
    const apart = repo
      .prepare(
        "SELECT book, count(*) AS n FROM deuterocanon WHERE translation = 'CRAMPON' GROUP BY book ORDER BY book",
      )
      .all() as { book: string; n: number }[];
    expect(apart.map((a) => a.book)).toEqual([
      '1Macc',
      '2Macc',
      'Bar',
      'Dan',
      'Esth',
      'Jdt',
      'Sir',
      'Tob',
      'Wis',
    ]);
    // the Greek Daniel: 3:24-90 (67 verses), Susanna (64), Bel and the Dragon (42)
    expect(apart.find((a) => a.book === 'Dan')!.n).toBe(67 + 64 + 42);
  });

  it('follows the RV1909 where its module empties a chapter’s last verse and numbers the text on', () => {
    // SWORD's spaRV1909eb keeps the KJV's verse numbers with the Spanish text numbered its own way
    expect(byKjv('RV1909', 'Jonah 1:17')).toEqual([
      expect.stringMatching(/^2:1 MAS Jehová había prevenido un gran pez/),
    ]);
    expect(byKjv('RV1909', 'Num 30:2')).toEqual([
      expect.stringMatching(/^30:3 Cuando alguno hiciere voto á Jehová/),
    ]);
    expect(byKjv('RV1909', 'Job 38:39')).toEqual([
      expect.stringMatching(/^39:1 ¿CAZARÁS tú la presa para el león/),
    ]);
    expect(byKjv('RV1909', 'Job 41:1')).toEqual([expect.stringMatching(/^41:1 ¿SACARÁS tú al leviathán/)]);
    // a verse holding two: 2 Samuel 20:25 has Ira the Jairite (the KJV's 20:26)
    expect(byKjv('RV1909', '2 Sam 20:26')[0]).toMatch(/^20:25 .*Ira Jaireo/);
    // and where a module's empty verse is text it lacks, the numbers stay (WEB Romans 16:25)
    expect(byKjv('WEB', 'Rom 16:23')).toEqual([expect.stringMatching(/^16:23 Gaius, my host/)]);
  });

  it('numbers the English and Spanish additions like the KJV, verse to verse', () => {
    for (const id of ['ASV', 'YLT', 'RV1865'])
      expect(byKjv(id, 'John 3:16')).toEqual([expect.stringMatching(/^3:16 /)]);
    expect(byKjv('YLT', 'Gen 1:1')).toEqual([
      "1:1 In the beginning of God's preparing the heavens and the earth--",
    ]);
  });
});
