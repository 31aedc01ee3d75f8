/**
 * Verses are aligned across translations through the KJV's numbering (docs/data.md,
 * "Versification"), never by number: checked on the Segond where it numbers differently.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BOOKS } from '../../shared/books';
import { parseReference } from '../../shared/reference/parse';
import { scriptureDbPath } from '../../test/scripture-db';
import { alignByLength, mapToKjv, type KjvShape } from '../../import/versification';
import { ScriptureRepo } from './scripture.repo';

let repo: ScriptureRepo;
beforeAll(() => {
  repo = new ScriptureRepo(scriptureDbPath());
});
afterAll(() => repo?.close());

const lsgFor = (kjvRef: string) =>
  repo
    .versesByKjv('LSG', parseReference(kjvRef)!.ranges[0], 200)
    .map((v) => `${v.chapter}:${v.verse} ${v.text}`);
const own = (ref: string, translation = 'LSG') =>
  repo.verses(translation, parseReference(ref)!.ranges[0], 200)[0];

describe('the KJV numbering as the common reference scheme', () => {
  it('pairs KJV Psalm 51:1 with LSG 51:3, the title verses with the KJV title', () => {
    expect(repo.verses('KJV', parseReference('Ps 51:1')!.ranges[0], 1)[0].text).toMatch(
      /^Have mercy upon me, O God/,
    );
    expect(lsgFor('Ps 51:2')).toEqual([expect.stringMatching(/^51:4 Lave-moi/)]);
    // the KJV's verse 1 holds the title: from verse 1, the Segond's title verses come with it
    expect(lsgFor('Ps 51:1').map((v) => v.split(' ')[0])).toEqual(['51:1', '51:2', '51:3']);
    expect(lsgFor('Ps 51:1')[2]).toMatch(/^51:3 O Dieu! Aie pitié de moi/);
    expect(own('Ps 51:3').kjv).toEqual({ chapter: 51, verse: 1, verseEnd: 1 });
    expect(own('Ps 51:1')).toMatchObject({ title: true, kjv: { chapter: 51, verse: 0, verseEnd: 0 } });
    // the whole KJV psalm: the LSG's 21 verses, titles first
    expect(lsgFor('Ps 51').map((v) => v.split(' ')[0])).toEqual(
      Array.from({ length: 21 }, (_, i) => `51:${i + 1}`),
    );
  });

  it('follows chapters the Segond divides elsewhere (KJV Leviticus 6:1-7 = LSG 5:20-26)', () => {
    expect(repo.verses('KJV', parseReference('Lev 6:1')!.ranges[0], 1)[0].text).toMatch(
      /^And the LORD spake unto Moses, saying/,
    );
    expect(lsgFor('Lev 6:1-7').map((v) => v.split(' ')[0])).toEqual([
      '5:20',
      '5:21',
      '5:22',
      '5:23',
      '5:24',
      '5:25',
      '5:26',
    ]);
    expect(lsgFor('Lev 6:8')).toEqual([expect.stringMatching(/^6:1 L’Éternel parla à Moïse, et dit/)]);
  });

  it('joins and splits verses where the texts do (Acts 19:40-41, 3 John 14, Mark 9:50)', () => {
    // LSG Acts 19:40 holds KJV 19:40 and 41 ("he dismissed the assembly": "il congédia l’assemblée")
    expect(own('Acts 19:40').kjv).toEqual({ chapter: 19, verse: 40, verseEnd: 41 });
    expect(own('Acts 19:40').text).toMatch(/congédia l’assemblée/);
    expect(lsgFor('Acts 19:41').map((v) => v.split(' ')[0])).toEqual(['19:40']);
    // KJV 3 John 14 ("Peace be to thee. Our friends salute thee") is LSG 14 and 15
    expect(lsgFor('3John 1:14').map((v) => v.split(' ')[0])).toEqual(['1:14', '1:15']);
    expect(lsgFor('Mark 9:50').map((v) => v.split(' ')[0])).toEqual(['9:50', '9:51']);
  });

  it('gives every KJV verse a Segond counterpart but one half-verse (46 KJV numbers do not exist in the LSG)', () => {
    const db = new Database(scriptureDbPath(), { readonly: true });
    onTestFinished(() => {
      db.close();
    });
    const missingByNumber = db
      .prepare(
        `SELECT count(*) AS n FROM verses k WHERE k.translation = 'KJV' AND NOT EXISTS
      (SELECT 1 FROM verses l WHERE l.translation = 'LSG' AND l.book = k.book AND l.chapter = k.chapter AND l.verse = k.verse)`,
      )
      .get();
    expect(missingByNumber).toEqual({ n: 46 });
    const unmapped = db
      .prepare(
        `SELECT k.book, k.chapter, k.verse FROM verses k WHERE k.translation = 'KJV' AND NOT EXISTS
      (SELECT 1 FROM verses l WHERE l.translation = 'LSG' AND l.book = k.book AND l.kjv_chapter = k.chapter AND l.kjv_verse <= k.verse AND l.kjv_verse_end >= k.verse)`,
      )
      .all();
    // KJV Isa 64:1 is the second half of LSG 63:19 (docs/data.md)
    expect(unmapped).toEqual([{ book: 23, chapter: 64, verse: 1 }]);
  });

  it('leaves translations numbered like the KJV verse to verse', () => {
    expect(repo.versesByKjv('KJV', parseReference('John 3:16')!.ranges[0], 5).map((v) => v.osis)).toEqual([
      'John.3.16',
    ]);
    expect(own('John 3:16').kjv).toBeUndefined();
  });
});

describe('alignByLength', () => {
  it('aligns one to one, and finds a verse split in two', () => {
    expect(alignByLength([10, 50, 30], [11, 48, 31])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(alignByLength([10, 25, 25, 30], [11, 50, 31])).toEqual([
      [0, 0],
      [1, 1],
      [1, 1],
      [2, 2],
    ]);
    expect(alignByLength([10, 80, 30], [11, 40, 41, 31])).toEqual([
      [0, 0],
      [1, 2],
      [3, 3],
    ]);
  });

  it('lets one verse hold several only when asked (a squeezed module’s last verse)', () => {
    expect(alignByLength([10, 20, 150], [11, 19, 40, 50, 60])).not.toContainEqual([2, 4]);
    expect(alignByLength([10, 20, 150], [11, 19, 40, 50, 60], 3)).toEqual([
      [0, 0],
      [1, 1],
      [2, 4],
    ]);
  });
});

describe('mapToKjv on a chapter whose last verse is left empty', () => {
  const shape = (...chapters: number[][]): KjvShape => ({
    chapters: new Map(chapters.map((c, i) => [`1.${i + 1}`, c])),
    titled: new Set(),
  });
  const keys = (...chapters: number[][]) =>
    chapters.flatMap((c, i) => c.map((length, v) => ({ book: 1, chapter: i + 1, verse: v + 1, length })));
  const spans = (r: ReturnType<typeof mapToKjv>) =>
    r.spans.map((s) => `${s.chapter}:${s.verse}-${s.verseEnd}`);
  // (the last chapter, numbered alike, gives the texts' length ratio)
  const kjv = shape([50, 60, 70, 80], [40, 50, 60], [30, 30], [400, 400, 400]);

  it('follows its text into the next chapter (SWORD’s RV1909 Jonah 1:17 is its 2:1)', () => {
    const moved = mapToKjv(keys([50, 60, 70, 0], [80, 40, 110], [30, 30], [400, 400, 400]), kjv);
    expect(spans(moved)).toEqual([
      '1:1-1',
      '1:2-2',
      '1:3-3',
      '1:3-3',
      '1:4-4',
      '2:1-1',
      '2:2-3',
      '3:1-1',
      '3:2-2',
      '4:1-1',
      '4:2-2',
      '4:3-3',
    ]);
  });

  it('keeps the numbers where the text is simply not there (WEB Romans 16:25)', () => {
    const omitted = mapToKjv(
      keys([50, 60, 70, 0], [40, 50, 60], [30, 30]),
      shape([50, 60, 70, 300], [40, 50, 60], [30, 30]),
    );
    expect(spans(omitted).slice(0, 5)).toEqual(['1:1-1', '1:2-2', '1:3-3', '1:4-4', '2:1-1']);
    expect(omitted.moved).toBe(0);
  });
});

describe('whether a verse exists (every reference of every study asks)', () => {
  it('answers from the chapters’ verse numbers exactly as their verses do, gaps included', () => {
    let asked = 0;
    for (const t of repo.translations())
      for (const b of BOOKS)
        for (let c = 1; c <= b.chapters + 1; c++) {
          const whole = { book: b.osis, chapter: c, verse: null };
          const numbers = new Set(repo.verses(t.id, { start: whole, end: whole }, 999).map((v) => v.verse));
          expect(repo.exists(t.id, b.osis, c, null), `${t.id} ${b.osis} ${c}`).toBe(numbers.size > 0);
          for (let v = 0; v <= Math.max(0, ...numbers) + 2; v++, asked++)
            expect(repo.exists(t.id, b.osis, c, v), `${t.id} ${b.osis} ${c}:${v}`).toBe(numbers.has(v));
        }
    // the RV1909 numbers Job 38 and 40 with gaps (their verses are in the next chapter)
    expect(repo.exists('RV1909', 'Job', 38, 39)).toBe(false);
    expect(repo.exists('RV1909', 'Job', 38, 41)).toBe(true);
    expect(asked).toBeGreaterThan(4 * 31_000);
  });
});
