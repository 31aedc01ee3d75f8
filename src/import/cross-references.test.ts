/**
 * The Segond's parallel-passage notes read as cross-references (src/import/cross-references.ts):
 * the note grammar, and the table the importer built, both ends in the KJV's numbering.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../test/scripture-db';
import { parseNote, WHOLE_CHAPTER } from './cross-references';

const gen1 = { book: 'Gen', chapter: 1 };
const refs = (text: string, origin = gen1) =>
  parseNote(text, origin).targets.map(
    (t) =>
      `${t.book} ${t.chapter}:${t.verse}${t.verseEnd === WHOLE_CHAPTER ? '-end' : t.verseEnd !== t.verse ? `-${t.verseEnd}` : ''}`,
  );

describe('reading a note', () => {
  it('reads French abbreviations, a chapter after `;` continuing the book, verses after `,`', () => {
    expect(refs('Job 38:4. Ps 33:6; 89:12; 136:5. Ac 14:15; 17:24. Hé 11:3.')).toEqual([
      'Job 38:4',
      'Ps 33:6',
      'Ps 89:12',
      'Ps 136:5',
      'Acts 14:15',
      'Acts 17:24',
      'Heb 11:3',
    ]);
    expect(refs('De 31:6, 8. Jos 1:5. 1 Ch 28:20. Éz 3:18; 33:8. 2 Co 4:6. És 53:4. Jé 19:5-6.')).toEqual([
      'Deut 31:6',
      'Deut 31:8',
      'Josh 1:5',
      '1Chr 28:20',
      'Ezek 3:18',
      'Ezek 33:8',
      '2Cor 4:6',
      'Isa 53:4',
      'Jer 19:5-6',
    ]);
  });

  it("reads `v.` as a verse of the note's chapter, or of a one-chapter book; `etc.` adds nothing", () => {
    expect(refs('v. 5, 14. Jud v. 11.', { book: 'Gen', chapter: 3 })).toEqual([
      'Gen 3:5',
      'Gen 3:14',
      'Jude 1:11',
    ]);
    expect(refs('Ro 5:12, 14, 15, etc. 1 Ti 2:14.')).toEqual([
      'Rom 5:12',
      'Rom 5:14',
      'Rom 5:15',
      '1Tim 2:14',
    ]);
    expect(refs('1 Ch 5:1, etc.; 6:1, etc.')).toEqual(['1Chr 5:1', '1Chr 6:1']);
  });

  it('reads a bare number as a whole chapter, and a book inside a sentence', () => {
    expect(refs('Lé 26. De 28.')).toEqual(['Lev 26:1-end', 'Deut 28:1-end']);
    expect(refs('Ps 102:12; 144:4; És 40:6.')).toEqual(['Ps 102:12', 'Ps 144:4', 'Isa 40:6']);
  });

  it('reports what it cannot read and keeps what it can', () => {
    expect(parseNote('Ps 118:6, v. 7.', { book: 'Isa', chapter: 51 })).toEqual({
      targets: [{ book: 'Ps', chapter: 118, verse: 6, verseEnd: 6 }],
      unreadable: ['v. 7'],
    });
    expect(parseNote('Éz 18:25, 29. sous v. 20.', gen1).unreadable).toEqual(['sous v. 20']);
    expect(parseNote('Xy 3:4. Qq 1:2.', gen1).unreadable).toEqual(['Xy 3:4', 'Qq 1:2']);
  });
});

describe('the cross_references table', () => {
  let db: Database.Database;
  beforeAll(() => {
    db = new Database(scriptureDbPath(), { readonly: true });
  });
  afterAll(() => db?.close());
  const targets = (book: number, chapter: number, verse: number) =>
    (
      db
        .prepare(
          'SELECT target FROM cross_references WHERE book = ? AND chapter = ? AND verse = ? ORDER BY seq',
        )
        .all(book, chapter, verse) as { target: string }[]
    ).map((r) => r.target);

  it('lists Job 38:4, Psalm 33:6 and Hebrews 11:3 for Genesis 1:1', () => {
    expect(targets(1, 1, 1)).toEqual(expect.arrayContaining(['Job.38.4', 'Ps.33.6', 'Heb.11.3']));
  });

  it('maps both ends to the KJV numbering: LSG Ps 89:12 is KJV 89:11, LSG Ps 51:3 is KJV 51:1', () => {
    expect(targets(1, 1, 1)).toContain('Ps.89.11');
    // LSG Ps 51:3's note stands on KJV 51:1
    const lsg = db
      .prepare(
        `SELECT n.text FROM verse_notes n JOIN verses v ON v.id = n.verse_id
      WHERE v.translation = 'LSG' AND v.book = 19 AND v.chapter = 51 AND v.verse = 3 AND n.kind = 'x'`,
      )
      .get() as { text: string } | undefined;
    if (lsg) expect(targets(19, 51, 1).length).toBeGreaterThan(0);
  });

  it('stores ranges as OSIS ranges', () => {
    // Jeremiah 7:31: `2 R 23:10. Jé 2:23; 19:5-6.`; Exodus 35:19: `Ex 31:10. Ex 28.` (a whole chapter)
    expect(targets(24, 7, 31)).toEqual(['2Kgs.23.10', 'Jer.2.23', 'Jer.19.5-Jer.19.6']);
    expect(targets(2, 35, 19)).toContain('Exod.28.1-Exod.28.43');
    const ranges = (
      db.prepare("SELECT target FROM cross_references WHERE target LIKE '%-%' LIMIT 3").all() as {
        target: string;
      }[]
    ).map((r) => r.target);
    for (const r of ranges) expect(r).toMatch(/^[1-3]?[A-Za-z]+\.\d+\.\d+-[1-3]?[A-Za-z]+\.\d+\.\d+$/);
  });

  it('keeps every piece not read in meta, with where it stands', () => {
    const unread = JSON.parse(
      (db.prepare("SELECT value FROM meta WHERE key = 'cross_references_unread'").get() as { value: string })
        .value,
    );
    expect(unread).toContainEqual({ where: 'LSG Isa.51.12', text: 'v. 7', reason: 'not a reference' });
    expect(unread.length).toBeLessThan(100);
  });
});
