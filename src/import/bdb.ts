/**
 * Brown-Driver-Briggs beside Strong's for Hebrew and Aramaic words, from the Open Scriptures Hebrew
 * Lexicon as Debian's `bibledit-data` ships it (`HEBREW_LEXICON_DIR`, by default
 * /usr/share/bibledit/sources/hebrewlexicon; CC BY 4.0, the BDB text public domain).
 *
 * AugIndex.xml and LexicalIndex.xml join the two: a Strong's number (augmented by a letter where
 * the OSHB splits one: 1254a create, 1254b be fat) names an entry of the index, which names the BDB
 * entry (`bdb="b.cw.aa"`). A number may have several BDB entries and an entry several numbers, so
 * the links are a table of their own. Only entries some number links to are stored; the rest are
 * roots without a word of their own and "see …" pointers.
 */
import type Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BdbEntry } from '../shared/api/lexicon';
import { bdbEntry, bdbPlainText, elements, parseXml, textOf, type XmlNode } from './bdb-parse';
import type { MissingSource } from './sources';

export const DEFAULT_HEBREW_LEXICON_DIR = '/usr/share/bibledit/sources/hebrewlexicon';
const BDB_FILE = 'BrownDriverBriggs.xml';
const INDEX_FILE = 'LexicalIndex.xml';
const AUG_FILE = 'AugIndex.xml';

/** The tables; written by every import, empty when the lexicon is missing. */
export const BDB_SQL = `
CREATE TABLE bdb_entries (
  id TEXT PRIMARY KEY,            -- the source's id: a.dl.ad
  language TEXT NOT NULL CHECK (language IN ('hebrew', 'aramaic')),
  headword TEXT NOT NULL,         -- pointed, as the entry heads: אֱלֹהִים
  homonym TEXT,                   -- BDB's number for words spelled alike: I, II
  pos TEXT,                       -- part of speech as BDB abbreviates it: n.m.pl, vb
  page INTEGER,                   -- page of the printed lexicon
  body TEXT NOT NULL,             -- JSON { bracketed?, intro, senses } (shared/api/lexicon.ts: BdbEntry)
  text TEXT NOT NULL              -- the same as plain text, one sense a line, indented by depth
);
CREATE TABLE bdb_strongs (
  strongs TEXT NOT NULL,          -- H430 (Aramaic words too: Strong's numbers them with the Hebrew)
  bdb_id TEXT NOT NULL REFERENCES bdb_entries(id),
  aug TEXT,                       -- the OSHB's letter where it splits the number: 1254a → a
  seq INTEGER NOT NULL,           -- order among the number's entries
  PRIMARY KEY (strongs, bdb_id)
) WITHOUT ROWID;
`;

/** `HEBREW_LEXICON_DIR` (relative to the current folder), or Debian's folder. */
export function hebrewLexiconDir(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.HEBREW_LEXICON_DIR?.trim();
  return set ? resolve(set) : DEFAULT_HEBREW_LEXICON_DIR;
}

/** What the import reports when the folder lacks the lexicon, or null when it is there. */
export function missingHebrewLexicon(dir: string): MissingSource | null {
  if ([BDB_FILE, INDEX_FILE, AUG_FILE].every((f) => existsSync(join(dir, f)))) return null;
  return {
    what: 'Brown-Driver-Briggs Hebrew lexicon (Debian bibledit-data)',
    where: dir,
    loses:
      'Hebrew word studies show Strong’s definitions without Brown-Driver-Briggs (install bibledit-data, or set HEBREW_LEXICON_DIR)',
  };
}

export interface BdbLink {
  /** H430 */
  strongs: string;
  bdbId: string;
  aug: string | null;
}

/**
 * Strong's numbers to BDB entries: AugIndex.xml gives each number's entry of LexicalIndex.xml
 * (`<w aug="1254a">bxy</w>`), whose `xref` names the BDB entry. The index's own `strong` attribute
 * says the same except once (הֵנָּה, H2007, is marked 2004 there), so the AugIndex decides. Each
 * number's entries come in the order of the OSHB's letters (1254a before 1254b); the index's letters
 * in place of a number (`b`, `k`: the prefixes בְּ, כְּ, which Strong does not number) are left out.
 */
export function readLinks(indexXml: string, augXml: string): BdbLink[] {
  const bdbOf = new Map<string, string>();
  const walk = (node: XmlNode) => {
    for (const e of elements(node)) {
      if (e.tag !== 'entry') walk(e);
      else {
        const bdb = elements(e, 'xref')[0]?.attrs.bdb;
        if (bdb) bdbOf.set(e.attrs.id, bdb);
      }
    }
  };
  walk(parseXml(indexXml));
  const found: (BdbLink & { number: number })[] = [];
  const seen = new Set<string>();
  for (const w of elements(elements(parseXml(augXml), 'index')[0], 'w')) {
    const m = /^(\d+)([a-z]?)$/.exec(w.attrs.aug ?? '');
    const bdbId = bdbOf.get(textOf(w).trim());
    if (!m || !bdbId) continue;
    const strongs = `H${Number(m[1])}`;
    if (seen.has(`${strongs} ${bdbId}`)) continue;
    seen.add(`${strongs} ${bdbId}`);
    found.push({ strongs, bdbId, aug: m[2] || null, number: Number(m[1]) });
  }
  // stable: the AugIndex's order within a number and letter
  return found
    .sort((a, b) => a.number - b.number || (a.aug ?? '').localeCompare(b.aug ?? ''))
    .map(({ strongs, bdbId, aug }) => ({ strongs, bdbId, aug }));
}

/** The folder's entries that some Strong's number links to, and the links. */
export function readBdb(dir: string): { entries: BdbEntry[]; links: BdbLink[] } {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const links = readLinks(read(INDEX_FILE), read(AUG_FILE));
  const strongsOf = new Map<string, string>();
  for (const l of links) if (!strongsOf.has(l.bdbId)) strongsOf.set(l.bdbId, l.strongs);
  const entries: BdbEntry[] = [];
  const lexicon = parseXml(read(BDB_FILE));
  for (const part of elements(elements(lexicon, 'lexicon')[0] ?? lexicon, 'part')) {
    const language = part.attrs['xml:lang'] === 'arc' ? 'aramaic' : 'hebrew';
    for (const section of elements(part, 'section'))
      for (const e of elements(section, 'entry'))
        if (strongsOf.has(e.attrs.id)) entries.push(bdbEntry(e, language, (id) => strongsOf.get(id)));
  }
  const stored = new Set(entries.map((e) => e.id));
  const unknown = links.filter((l) => !stored.has(l.bdbId));
  if (unknown.length)
    throw new Error(
      `${INDEX_FILE} links ${unknown[0].strongs} to ${unknown[0].bdbId}, which ${BDB_FILE} lacks`,
    );
  return { entries, links };
}

/** Creates the tables and, when `dir` is given, fills them. */
export function writeBdb(
  db: Database.Database,
  dir: string | null,
  log: (msg: string) => void,
): { entries: number; numbers: number } {
  db.exec(BDB_SQL);
  if (!dir) return { entries: 0, numbers: 0 };
  const started = performance.now();
  const { entries, links } = readBdb(dir);
  const insertEntry = db.prepare('INSERT INTO bdb_entries VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertLink = db.prepare('INSERT INTO bdb_strongs VALUES (?, ?, ?, ?)');
  const seq = new Map<string, number>();
  db.transaction(() => {
    for (const e of entries) {
      const body = { ...(e.bracketed ? { bracketed: true } : {}), intro: e.intro, senses: e.senses };
      insertEntry.run(
        e.id,
        e.language,
        e.headword,
        e.homonym,
        e.pos,
        e.page,
        JSON.stringify(body),
        bdbPlainText(e),
      );
    }
    for (const l of links) {
      const n = seq.get(l.strongs) ?? 0;
      seq.set(l.strongs, n + 1);
      insertLink.run(l.strongs, l.bdbId, l.aug, n);
    }
  })();
  const without = db
    .prepare(
      "SELECT strongs FROM lexicon WHERE language = 'hebrew' AND strongs NOT IN (SELECT strongs FROM bdb_strongs) ORDER BY CAST(substr(strongs, 2) AS INTEGER)",
    )
    .pluck()
    .all() as string[];
  log(
    `Brown-Driver-Briggs: ${entries.length} entries for ${seq.size} Strong's numbers (${links.length} links); Hebrew numbers without one: ${without.length ? without.join(', ') : 'none'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { entries: entries.length, numbers: seq.size };
}
