/**
 * The Louis Segond 1910 in scripture.db against an independent reading of its USFM files
 * (fra-lsg1910 in the sources folder, SOURCES_DIR), the way the KJV is checked against diatheke: a line-based reading
 * that shares no code with the importer's tokenizer. Every verse is compared.
 */
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, bookByUsfm } from '../shared/books';
import { scriptureDbPath } from '../test/scripture-db';
import { lsgDir } from './import';

const LSG_DIR = lsgDir();

/** Lines that carry verse text start with one of these markers; all others (\s, \r, \ip…) do not. */
const TEXT_LINE = /^\\(v|q\d?|p|m|pi\d?|b|nb|li\d?|tr|qc|qr)(\s|$)/;

function readUsfm(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(LSG_DIR).sort()) {
    const src = readFileSync(join(LSG_DIR, file), 'utf8');
    const book = bookByUsfm(/\\id (\w{3})/.exec(src)![1])!;
    let chapter = 0;
    let key: string | null = null;
    for (const line of src.split('\n')) {
      const c = /^\\c (\d+)/.exec(line);
      if (c) {
        chapter = Number(c[1]);
        key = null;
        continue;
      }
      // (a heading may stand inside a verse: Gen 29:14 goes on after "\s Léa et Rachel")
      if (!TEXT_LINE.test(line) || chapter === 0) continue;
      // a line may hold several verses: split on \v N
      const parts = line.split(/\\v (\d+) ?/);
      if (key) out.set(key, `${out.get(key)} ${parts[0]}`);
      for (let i = 1; i < parts.length; i += 2) {
        key = `${book.osis}.${chapter}.${parts[i]}`;
        out.set(key, parts[i + 1]);
      }
    }
  }
  for (const [k, raw] of out) {
    const text = raw
      .replace(/\\(x|f)\s.*?\\\1\*/g, ' ') // notes are not verse text
      .replace(/\\[a-z]+\d?\*?/g, ' ') // any marker: its text stays
      .replace(/\s+/g, ' ')
      .trim();
    out.set(k, text);
  }
  return out;
}

/** Spaces around punctuation are the one thing readings may place differently. */
const words = (s: string) =>
  s
    .replace(/\s+([,.;:!?»)])/g, '$1')
    .replace(/([«(])\s+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

let db: Database.Database;
let usfm: Map<string, string>;
let ours: Map<string, string>;
beforeAll(() => {
  db = new Database(scriptureDbPath(), { readonly: true });
  usfm = readUsfm();
  const rows = db
    .prepare("SELECT book, chapter, verse, text FROM verses WHERE translation = 'LSG'")
    .all() as { book: number; chapter: number; verse: number; text: string }[];
  ours = new Map(rows.map((r) => [`${BOOKS[r.book - 1].osis}.${r.chapter}.${r.verse}`, r.text]));
});
afterAll(() => db?.close());

describe('LSG agrees with its USFM', () => {
  it('holds the 31,170 verses of the source, no more and no fewer', () => {
    expect(ours.size).toBe(31170);
    expect([...usfm.keys()].filter((k) => !ours.has(k))).toEqual([]);
    expect([...ours.keys()].filter((k) => !usfm.has(k))).toEqual([]);
  });

  it('stores the same words as the USFM for every verse', () => {
    const differences = [...usfm]
      .filter(([k, t]) => words(t) !== words(ours.get(k) ?? ''))
      .map(([k, t]) => `${k}\n  usfm: ${t}\n  ours: ${ours.get(k)}`);
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('keeps known verses whole: words of Jesus, the corrected Psalm 119:115, a psalm title', () => {
    expect(ours.get('John.3.16')).toBe(
      'Car Dieu a tant aimé le monde qu’il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu’il ait la vie éternelle.',
    );
    expect(ours.get('Ps.119.115')).toMatch(/^Éloignez-vous de moi, méchants/);
    expect(ours.get('Ps.51.1')).toBe('Au chef des chantres. Psaume de David.');
  });

  it('marks a psalm title that the Segond keeps in verse 1 (Ps 23:1 "Cantique de David.")', () => {
    const titles = db
      .prepare(
        `SELECT v.chapter, substr(v.text, m.start + 1, m.end - m.start) AS title FROM verse_marks m JOIN verses v ON v.id = m.verse_id
      WHERE v.translation = 'LSG' AND m.kind = 't' ORDER BY v.chapter`,
      )
      .all() as { chapter: number; title: string }[];
    expect(titles.find((t) => t.chapter === 23)?.title.trim()).toBe('Cantique de David.');
    expect(titles.length).toBeGreaterThan(40);
    // titles numbered as verses are flagged: 62 psalms, none outside the Psalms
    const flagged = db
      .prepare(
        "SELECT count(DISTINCT chapter) AS n, min(book) AS lo, max(book) AS hi FROM verses WHERE translation = 'LSG' AND title = 1",
      )
      .get();
    expect(flagged).toEqual({ n: 62, lo: 19, hi: 19 });
  });

  it('keeps introductions and notes out of verse text and out of search', () => {
    const hits = (q: string) =>
      (
        db.prepare('SELECT count(*) AS n FROM verses_fts_lsg WHERE verses_fts_lsg MATCH ?').get(q) as {
          n: number;
        }
      ).n;
    // from the Psalms' introduction ("le titre «mizmor» (= psaume)") and a note's abbreviation
    expect(hits('mizmor')).toBe(0);
    expect(hits('"Hé 11"')).toBe(0);
    const notes = db
      .prepare(
        "SELECT n.kind, n.label, n.text FROM verse_notes n JOIN verses v ON v.id = n.verse_id WHERE v.translation = 'LSG' AND v.book = 1 AND v.chapter = 1 AND v.verse = 1 AND n.kind = 'x'",
      )
      .all();
    expect(notes).toEqual([
      { kind: 'x', label: '1:1', text: 'Job 38:4. Ps 33:6; 89:12; 136:5. Ac 14:15; 17:24. Hé 11:3.' },
    ]);
    expect(
      (
        db
          .prepare(
            "SELECT count(*) AS n FROM verse_notes n JOIN verses v ON v.id = n.verse_id WHERE v.translation = 'LSG' AND n.kind = 'x'",
          )
          .get() as { n: number }
      ).n,
    ).toBe(9751);
  });
});
