/**
 * Abbott-Smith read from the real TEI file (Debian bibledit-data, or ABBOTT_SMITH_DIR) and written
 * into a database as the import does. Skipped, saying why, when the folder is missing (the import
 * reports it and goes on; missingAbbottSmith is tested below).
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AbbottSmithEntry, LexSense, LexText } from '../shared/api';
import { abbottSmithDir, missingAbbottSmith, writeAbbottSmith } from './abbott-smith';
import { missingSourceLine } from './sources';

const dir = abbottSmithDir();
const missing = missingAbbottSmith(dir);

describe('missingAbbottSmith', () => {
  it('says what the import goes without when the folder lacks the lexicon', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-abbott-smith-'));
    expect(missingSourceLine(missingAbbottSmith(empty)!)).toMatch(
      new RegExp(
        `^source missing: Abbott-Smith Manual Greek Lexicon \\(Debian bibledit-data\\), looked for in ${empty}; Greek word studies show Strong’s definitions without Abbott-Smith`,
      ),
    );
    expect(abbottSmithDir({ ABBOTT_SMITH_DIR: empty })).toBe(empty);
    expect(abbottSmithDir({})).toBe('/usr/share/bibledit/sources/abbott-smith');
  });
});

const flat = (parts: LexText[]) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
const pieces = (senses: LexSense[]): LexText[] => senses.flatMap((s) => [...s.text, ...pieces(s.senses)]);

describe.skipIf(missing)(
  missing ? `skipped, ${missingSourceLine(missing)}` : `Abbott-Smith from ${dir}`,
  () => {
    let db: Database.Database;
    const log: string[] = [];
    beforeAll(() => {
      db = new Database(':memory:');
      // the import writes Abbott-Smith after the Strong's lexicon, whose words match entries without a number
      db.exec(`CREATE TABLE lexicon (strongs TEXT PRIMARY KEY, language TEXT, lemma TEXT);
      INSERT INTO lexicon VALUES ('G26', 'greek', 'ἀγάπη'), ('G1581', 'greek', 'ἐκκόπτω'), ('G3203', 'greek', NULL), ('H1', 'hebrew', 'אָב')`);
      writeAbbottSmith(db, dir, (m) => log.push(m));
    }, 60_000);
    const entriesOf = (strongs: string): AbbottSmithEntry[] =>
      (
        db
          .prepare(
            'SELECT e.id, e.lemma, e.page, e.occurrences, e.body FROM abbott_smith_strongs l JOIN abbott_smith_entries e ON e.id = l.entry_id WHERE l.strongs = ? ORDER BY l.seq',
          )
          .all(strongs) as (Omit<AbbottSmithEntry, 'head' | 'intro' | 'senses'> & { body: string })[]
      ).map(({ body, ...e }) => ({ ...e, ...JSON.parse(body) }) as AbbottSmithEntry);
    const count = (sql: string) => db.prepare(sql).pluck().get();

    it('stores every entry of the lexicon’s body and links it to its numbers', () => {
      expect(count('SELECT count(*) FROM abbott_smith_entries')).toBe(5896);
      // the numbers the source names (the import, with all of Strong's words, matches one more: 5474)
      expect(count('SELECT count(DISTINCT strongs) FROM abbott_smith_strongs')).toBe(5473);
      expect(
        count(
          'SELECT count(*) FROM abbott_smith_strongs WHERE entry_id NOT IN (SELECT id FROM abbott_smith_entries)',
        ),
      ).toBe(0);
      expect(log).toEqual([
        expect.stringMatching(
          /^Abbott-Smith: 5896 entries for 5473 Strong's numbers \(\d+ entries naming no number linked by their word; \d+ linked to none\); Greek numbers without one: 1 /,
        ),
      ]);
    });

    it('G26 ἀγάπη: its head, count, page, the Hebrew the LXX renders, glosses, senses and linked references', () => {
      const [e] = entriesOf('G26');
      expect(e).toMatchObject({ lemma: 'ἀγάπη', page: 3, occurrences: 116 });
      expect(flat(e.head)).toBe('† ἀγάπη, -ης, ἡ');
      expect(e.intro).toContainEqual({ kind: 'heb', text: 'אַהֲבָה', strongs: 'H160' });
      expect(e.intro).toContainEqual({ kind: 'grc', text: 'φιλία', strongs: 'G5373' });
      const [main, syn] = e.senses;
      expect(main.text.slice(0, 3)).toEqual([
        { kind: 'def', text: 'love' },
        ', ',
        { kind: 'def', text: 'goodwill' },
      ]);
      expect(main.senses.map((s) => s.n)).toEqual(['1.', '2.', '3.']);
      expect(main.senses[0].senses.map((s) => s.n)).toEqual(['(a)', '(b)']);
      expect(main.senses[0].senses[0].text).toContainEqual({
        kind: 'ref',
        text: 'Jo 13:35',
        osis: 'John.13.35',
      });
      expect(flat(syn.text)).toMatch(/^SYN\.: φιλία\. /); // the synonyms after the senses, not cut
      expect(flat(syn.text)).toMatch(/MM, VGT, s\.v\.\)\.$/);
    });

    it('G3056 λόγος and the numbers an entry lists in its lemma (εἰμί for ἦν, G2258)', () => {
      const [logos] = entriesOf('G3056');
      expect(logos).toMatchObject({ lemma: 'λόγος', page: 270, occurrences: 330 });
      expect(logos.senses[0].senses.map((s) => s.n)).toEqual(['I.', 'II.', 'III.']);
      expect(pieces(logos.senses)).toContainEqual({ kind: 'def', text: 'a word' });
      for (const n of ['G1510', 'G2258', 'G5607']) expect(entriesOf(n).map((e) => e.lemma)).toEqual(['εἰμί']);
      for (const n of ['G2036', 'G3004', 'G4483']) expect(entriesOf(n).map((e) => e.lemma)).toEqual(['λέγω']);
    });

    it('a pointer entry leads to the entry it names; a word Strong’s numbers that the source left unnumbered comes first', () => {
      expect(entriesOf('G9').map((e) => [e.lemma, e.senses.length > 0])).toEqual([
        ['Ἀβιληνή', false],
        ['Ἀβειληνή', true],
      ]);
      expect(entriesOf('G1581').map((e) => e.lemma)).toEqual(['ἐκκόπτω', 'ἐκκοπή']);
      // a lettered number is a word Strong's lacks: no link
      expect(count("SELECT count(*) FROM abbott_smith_strongs WHERE strongs GLOB '*[a-z]'")).toBe(0);
    });
  },
);
