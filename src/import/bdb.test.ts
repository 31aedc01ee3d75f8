/**
 * Brown-Driver-Briggs read from the real Open Scriptures Hebrew Lexicon (Debian bibledit-data, or
 * HEBREW_LEXICON_DIR) and written into a database as the import does. Skipped, saying why, when the
 * folder is missing (the import reports it and goes on; missingHebrewLexicon is tested below).
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BdbEntry, LexSense } from '../shared/api';
import { hebrewLexiconDir, missingHebrewLexicon, readBdb, writeBdb } from './bdb';
import { missingSourceLine } from './sources';

const dir = hebrewLexiconDir();
const missing = missingHebrewLexicon(dir);

describe('missingHebrewLexicon', () => {
  it('says what the import goes without when the folder lacks the lexicon', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-bdb-'));
    expect(missingSourceLine(missingHebrewLexicon(empty)!)).toMatch(
      new RegExp(
        `^source missing: Brown-Driver-Briggs Hebrew lexicon \\(Debian bibledit-data\\), looked for in ${empty}; Hebrew word studies show Strong’s definitions without Brown-Driver-Briggs`,
      ),
    );
    expect(hebrewLexiconDir({ HEBREW_LEXICON_DIR: empty })).toBe(empty);
    expect(hebrewLexiconDir({})).toBe('/usr/share/bibledit/sources/hebrewlexicon');
  });
});

describe.skipIf(missing)(
  missing ? `skipped, ${missingSourceLine(missing)}` : `Brown-Driver-Briggs from ${dir}`,
  () => {
    let db: Database.Database;
    let bdb: ReturnType<typeof readBdb>;
    const log: string[] = [];
    beforeAll(() => {
      bdb = readBdb(dir);
      db = new Database(':memory:');
      // the import writes BDB after the Strong's lexicon, and reports the numbers BDB lacks
      db.exec(
        "CREATE TABLE lexicon (strongs TEXT PRIMARY KEY, language TEXT); INSERT INTO lexicon VALUES ('H1', 'hebrew'), ('H8674', 'hebrew'), ('H9999', 'hebrew'), ('G26', 'greek')",
      );
      writeBdb(db, dir, (m) => log.push(m));
    });
    const entriesOf = (strongs: string): BdbEntry[] =>
      (
        db
          .prepare(
            'SELECT e.id, e.headword, e.homonym, e.body FROM bdb_strongs l JOIN bdb_entries e ON e.id = l.bdb_id WHERE l.strongs = ? ORDER BY l.seq',
          )
          .all(strongs) as { id: string; headword: string; homonym: string | null; body: string }[]
      ).map(({ body, ...e }) => ({ ...e, ...JSON.parse(body) }) as BdbEntry);
    const stems = (senses: LexSense[]) => senses.filter((s) => s.stem).map((s) => s.stem);

    it('links every Hebrew and Aramaic Strong’s number (H1–H8674) to its entries', () => {
      const count = (sql: string) => db.prepare(sql).pluck().get();
      expect(count('SELECT count(*) FROM bdb_entries')).toBe(8828);
      expect(count('SELECT count(*) FROM bdb_strongs')).toBe(9281);
      expect(count('SELECT count(DISTINCT strongs) FROM bdb_strongs')).toBe(8674);
      expect(count("SELECT count(*) FROM bdb_entries WHERE language = 'aramaic'")).toBe(
        bdb.entries.filter((e) => e.language === 'aramaic').length,
      );
      expect(count('SELECT count(*) FROM bdb_strongs WHERE bdb_id NOT IN (SELECT id FROM bdb_entries)')).toBe(
        0,
      );
      expect(log).toEqual([
        expect.stringMatching(
          /^Brown-Driver-Briggs: 8828 entries for 8674 Strong's numbers \(9281 links\); Hebrew numbers without one: H9999 /,
        ),
      ]);
    });

    it('H430: אֱלֹהִים with its four numbered senses and their letters', () => {
      const [e] = entriesOf('H430');
      expect(e).toMatchObject({ id: 'a.dl.ad', headword: 'אֱלֹהִים', homonym: null });
      expect(e.senses.map((s) => s.n)).toEqual(['1', '2', '3', '4']);
      expect(e.senses[0].senses.map((s) => s.n)).toEqual(['a', 'b', 'c', 'd']);
      expect(e.senses[0].senses[0].text).toContainEqual({ kind: 'def', text: 'rulers' });
    });

    it('H1254: I בָּרָא create, with Qal, Niphal and Piel, then II בָּרָא be fat', () => {
      const [create, fat, ...more] = entriesOf('H1254');
      expect(more).toEqual([]);
      // the source writes dagesh before qamets, as the Strong's lemmas do (not NFC's order)
      expect(create.headword.normalize('NFC')).toBe('בָּרָא'.normalize('NFC'));
      expect(create.headword).toBe(fat.headword);
      expect(create.homonym).toBe('I');
      expect(stems(create.senses)).toEqual(['Qal', 'Niphal', 'Piel']);
      expect(create.senses[1].senses.map((s) => s.text)).toContainEqual([
        { kind: 'def', text: 'be created' },
      ]);
      expect(fat).toMatchObject({ homonym: 'II', bracketed: true });
      expect(fat.intro).toContainEqual({ kind: 'ref', text: '1 S 2:29', osis: '1Sam.2.29' });
    });

    it('H2007 הֵנָּה shares הֵן’s entry, as the AugIndex says (the LexicalIndex marks it 2004)', () => {
      expect(entriesOf('H2007').map((e) => e.id)).toEqual(['e.by.aa']);
      expect(entriesOf('H2004').map((e) => e.id)).toEqual(['e.by.aa']);
    });

    it('a long entry keeps its references and forms: H6 אָבַד', () => {
      const [e] = entriesOf('H6');
      const text = db.prepare("SELECT text FROM bdb_entries WHERE id = 'a.ac.aa'").pluck().get() as string;
      expect(text.length).toBeGreaterThan(4000);
      expect(text).toMatch(/^אָבַד vb\. perish/);
      expect(text).toContain('\nQal Pf. א׳ Nu 21:30 +;');
      expect(stems(e.senses)).toEqual(['Qal', 'Piel', 'Hiphil']);
    });

    it('an Aramaic number has the Biblical Aramaic entry: H2 אַב', () => {
      expect(bdb.entries.find((e) => e.id === 'xa.ac.ab')).toMatchObject({
        language: 'aramaic',
        headword: 'אַב',
      });
      expect(entriesOf('H2').map((e) => e.id)).toEqual(['xa.ac.ab']);
    });
  },
);
