/**
 * Abbott-Smith's Manual Greek Lexicon of the New Testament (1922) beside Strong's for Greek words,
 * as Brown-Driver-Briggs is for Hebrew (bdb.ts): the TEI edition of the Abbott-Smith project that
 * Debian's `bibledit-data` ships (`ABBOTT_SMITH_DIR`, by default
 * /usr/share/bibledit/sources/abbott-smith; public domain, docs/data.md).
 *
 * Each `<entry>` names its Strong's number (`strong="G26"`; λέγω names four, `G2036|G2046|G3004|
 * G4483`; an entry inside a `<superEntry>` may take the super-entry's). Fifteen entries name more
 * numbers in their `lemma` (`εἰμί|G1488|…|G5600` beside `strong="G5607"`): the forms Strong numbers
 * apart (ἦν, G2258) are read there. A lettered number
 * (`G0901a`, βαθέως) is a word Strong's does not number: stored, linked to no number. An entry that
 * only points elsewhere (G9 Ἀβιληνή: "v.s. Ἀβειληνή") also links its number to the entry it names,
 * which often carries no number of its own. The back matter (a list of verb forms) is not read.
 */
import type Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AbbottSmithEntry, LexText } from '../shared/api/lexicon';
import {
  abbottSmithPlainText,
  entry,
  flat,
  inline,
  lemmaAttr,
  strongsNumber,
  type LemmaIndex,
} from './abbott-smith-parse';
import { elements, parseXml, tidy, type XmlNode } from './bdb-parse';
import type { MissingSource } from './sources';

export const DEFAULT_ABBOTT_SMITH_DIR = '/usr/share/bibledit/sources/abbott-smith';
const FILE = 'abbott-smith.tei_lemma.xml';

export const ABBOTT_SMITH_SQL = `
CREATE TABLE abbott_smith_entries (
  id INTEGER PRIMARY KEY,         -- the entry's place in the lexicon
  lemma TEXT NOT NULL,            -- ἀγάπη
  page INTEGER,                   -- page of the printed lexicon (1922)
  occurrences INTEGER,            -- in the New Testament, as the entry notes
  body TEXT NOT NULL,             -- JSON { head, intro, senses } (shared/api/lexicon.ts: AbbottSmithEntry)
  text TEXT NOT NULL              -- the same as plain text, one sense a line, indented by depth
);
CREATE TABLE abbott_smith_strongs (
  strongs TEXT NOT NULL,          -- G26
  entry_id INTEGER NOT NULL REFERENCES abbott_smith_entries(id),
  seq INTEGER NOT NULL,           -- order among the number's entries
  PRIMARY KEY (strongs, entry_id)
) WITHOUT ROWID;
`;

/** `ABBOTT_SMITH_DIR` (relative to the current folder), or Debian's folder. */
export function abbottSmithDir(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.ABBOTT_SMITH_DIR?.trim();
  return set ? resolve(set) : DEFAULT_ABBOTT_SMITH_DIR;
}

/** What the import reports when the folder lacks the lexicon, or null when it is there. */
export function missingAbbottSmith(dir: string): MissingSource | null {
  if (existsSync(join(dir, FILE))) return null;
  return {
    what: 'Abbott-Smith Manual Greek Lexicon (Debian bibledit-data)',
    where: dir,
    loses:
      'Greek word studies show Strong’s definitions without Abbott-Smith (install bibledit-data, or set ABBOTT_SMITH_DIR)',
  };
}

export interface AbbottSmithRead {
  entries: AbbottSmithEntry[];
  /** number → entry ids, in the lexicon's order */
  links: Map<string, number[]>;
  /** entries whose number has a letter (a word Strong's lacks) or that name none, and are not matched */
  unnumbered: number;
  /** entries naming no number, linked to the number whose word in Strong's is theirs */
  matched: number;
}

/** The lexicon's entries and their numbers. */
export function readAbbottSmith(
  dir: string,
  strongsLemmas: Map<string, string> = new Map(),
): AbbottSmithRead {
  const xml = readFileSync(join(dir, FILE), 'utf8');
  const start = xml.indexOf('<body>');
  const end = xml.indexOf('</body>');
  if (start < 0 || end < 0) throw new Error(`${FILE}: no <body>`);
  // the body alone: the front matter (preface, abbreviations) and the back matter are not entries
  const body = parseXml(xml.slice(start, end + '</body>'.length));
  // each entry in order with the page it starts on and the number(s) it names
  const found: { node: XmlNode; page: number | null; numbers: string[]; superForm: XmlNode | null }[] = [];
  // the page the body starts on: the last page break before it
  const before = [...xml.slice(0, start).matchAll(/<pb n="(\d+)"/g)].pop();
  let page: number | null = before ? Number(before[1]) : null;
  const pages = (node: XmlNode) => {
    for (const c of elements(node)) {
      if (c.tag === 'pb' && /^\d+$/.test(c.attrs.n ?? '')) page = Number(c.attrs.n);
      else pages(c);
    }
  };
  const walk = (node: XmlNode, superEntry: XmlNode | null) => {
    for (const c of elements(node)) {
      if (c.tag === 'pb' && /^\d+$/.test(c.attrs.n ?? '')) page = Number(c.attrs.n);
      else if (c.tag === 'entry') {
        const named = (c.attrs.strong ?? superEntry?.attrs.strong ?? '').split('|').filter(Boolean);
        const superForm = superEntry ? (elements(superEntry, 'form')[0] ?? null) : null;
        found.push({ node: c, page, numbers: [...lemmaAttr(c).numbers, ...named], superForm });
        pages(c);
      } else walk(c, c.tag === 'superEntry' ? c : superEntry);
    }
  };
  walk(body, null);
  // the lexicon's own words → their numbers, for its cross-references (<ref>ἀγαπάω</ref>)
  const lemmas: LemmaIndex = new Map();
  for (const f of found) {
    const n = f.numbers.map(strongsNumber).find(Boolean);
    const { lemma } = lemmaAttr(f.node);
    if (n && lemma && !lemmas.has(lemma)) lemmas.set(lemma, n);
  }
  const entries: AbbottSmithEntry[] = [];
  const links = new Map<string, number[]>();
  const link = (strongs: string, id: number) => {
    const ids = links.get(strongs) ?? [];
    if (!ids.includes(id)) ids.push(id);
    links.set(strongs, ids);
  };
  const byLemma = new Map<string, number>();
  const pointers: { strongs: string; to: string }[] = [];
  let unnumbered = 0;
  for (const f of found) {
    const superForm: LexText[] = [];
    if (f.superForm) inline(f.superForm, lemmas, superForm);
    const e = entry(f.node, entries.length + 1, f.page, lemmas, tidy(superForm));
    entries.push(e);
    if (!byLemma.has(e.lemma)) byLemma.set(e.lemma, e.id);
    const numbers = f.numbers.map(strongsNumber).filter((n): n is string => !!n);
    if (!numbers.length) unnumbered++;
    for (const n of numbers) link(n, e.id);
    // "v.s. Ἀβειληνή": the entry the number's word is under
    if (numbers.length && !e.senses.length) {
      const to = /\bv\.\s?s\.\s*([^\s,.;]+)/.exec(flat([...e.head, ...e.intro]))?.[1];
      if (to) for (const n of numbers) pointers.push({ strongs: n, to });
    }
  }
  for (const p of pointers) {
    const id = byLemma.get(p.to);
    if (id) link(p.strongs, id);
  }
  // an entry without a number whose word is Strong's word for a number (ἐκκόπτω, G1581, which the
  // source gives to ἐκκοπή): it comes first for that number
  const linkedLemmas = new Map<string, Set<string>>();
  for (const [strongs, ids] of links)
    linkedLemmas.set(strongs, new Set(ids.map((id) => entries[id - 1].lemma.normalize('NFC'))));
  let matched = 0;
  const numbered = new Set([...links.values()].flat());
  for (const e of entries) {
    if (numbered.has(e.id) || !e.senses.length) continue;
    const strongs = strongsLemmas.get(e.lemma.normalize('NFC'));
    if (!strongs || linkedLemmas.get(strongs)?.has(e.lemma.normalize('NFC'))) continue;
    links.set(strongs, [e.id, ...(links.get(strongs) ?? [])]);
    matched++;
  }
  return { entries, links, unnumbered: unnumbered - matched, matched };
}

/** Creates the tables and, when `dir` is given, fills them. */
export function writeAbbottSmith(
  db: Database.Database,
  dir: string | null,
  log: (msg: string) => void,
): { entries: number; numbers: number } {
  db.exec(ABBOTT_SMITH_SQL);
  if (!dir) return { entries: 0, numbers: 0 };
  const started = performance.now();
  // Strong's own Greek words (npm strongs' lemmas), for the entries that name no number
  const strongsLemmas = new Map<string, string>();
  for (const [strongs, lemma] of db
    .prepare("SELECT strongs, lemma FROM lexicon WHERE language = 'greek' AND lemma IS NOT NULL")
    .raw()
    .all() as [string, string][]) {
    const key = lemma.normalize('NFC');
    if (!strongsLemmas.has(key)) strongsLemmas.set(key, strongs);
  }
  const { entries, links, unnumbered, matched } = readAbbottSmith(dir, strongsLemmas);
  const insertEntry = db.prepare('INSERT INTO abbott_smith_entries VALUES (?, ?, ?, ?, ?, ?)');
  const insertLink = db.prepare('INSERT INTO abbott_smith_strongs VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const e of entries)
      insertEntry.run(
        e.id,
        e.lemma,
        e.page,
        e.occurrences,
        JSON.stringify({ head: e.head, intro: e.intro, senses: e.senses }),
        abbottSmithPlainText(e),
      );
    for (const [strongs, ids] of links) ids.forEach((id, seq) => insertLink.run(strongs, id, seq));
  })();
  const without = db
    .prepare(
      "SELECT count(*) FROM lexicon WHERE language = 'greek' AND strongs NOT IN (SELECT strongs FROM abbott_smith_strongs)",
    )
    .pluck()
    .get() as number;
  log(
    `Abbott-Smith: ${entries.length} entries for ${links.size} Strong's numbers (${matched} entries naming no number linked by their word; ${unnumbered} linked to none); Greek numbers without one: ${without} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { entries: entries.length, numbers: links.size };
}
