/**
 * Cross-references from the Segond 1910's parallel-passage notes (`\x … \x*`, stored raw in
 * `verse_notes`, kind 'x'). A note reads `Job 38:4. Ps 33:6; 89:12; 136:5. Ac 14:15; 17:24. Hé 11:3.`:
 * sentences, each a French book abbreviation (read by bible-passage-reference-parser) and
 * chapter:verse lists where `;` starts another chapter of the same book, `,` another verse, `-` a
 * range, a bare number a whole chapter (`Lé 11`); `v. 15` opening a sentence is a verse of the
 * note's own chapter, after a one-chapter book a verse of that book (`Jud v. 11`); `etc.` ("and
 * what follows") adds nothing. Anything else (`Ps 118:6, v. 7`: whose chapter?) is reported, not
 * guessed.
 *
 * Origins and targets are both in the Segond's numbering; `buildCrossReferences` maps them to the
 * KJV's (the common reference scheme, docs/data.md "Versification") through the LSG verses'
 * kjv_chapter/kjv_verse, so they serve every translation.
 */
import type Database from 'better-sqlite3';
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as fr from 'bible-passage-reference-parser/esm/lang/fr.js';
import { BOOKS, bookByOsis } from '../shared/books';

/** A target as the note gives it, in the source's numbering: one verse or a range within a chapter. */
export interface NoteTarget {
  book: string; // OSIS
  chapter: number;
  verse: number;
  verseEnd: number;
}

export interface ParsedNote {
  targets: NoteTarget[];
  /** pieces of the note that are not read as references, as they stand */
  unreadable: string[];
}

let parser: bcv_parser | null = null;
const bookNames = new Map<string, string | null>();

/** The OSIS book of a French abbreviation (`Hé` → Heb, `2 Co` → 2Cor), or null. */
export function frenchBook(name: string): string | null {
  let osis = bookNames.get(name);
  if (osis === undefined) {
    if (!parser) {
      parser = new bcv_parser(fr);
      // two of the Segond's abbreviations the French parser does not know (`de` is a French word
      // elsewhere, so only here): Deutéronome and Ézéchiel
      parser.add_books({
        books: [
          {
            osis: ['Deut'],
            regexp: /De/,
            pre_regexp: /(?<![\p{L}\p{M}\p{N}])/u,
            post_regexp: /(?![\p{L}\p{M}])/u,
          },
          {
            osis: ['Ezek'],
            regexp: /Éz/,
            pre_regexp: /(?<![\p{L}\p{M}\p{N}])/u,
            post_regexp: /(?![\p{L}\p{M}])/u,
          },
        ],
      });
      parser.set_options({ passage_existence_strategy: 'b', invalid_passage_strategy: 'ignore' });
    }
    const found = parser.parse(`${name} 1:1`).osis_and_indices() as {
      osis: string;
      indices: [number, number];
    }[];
    // the whole abbreviation must be the book: `Jud` is Jude, not "J" plus noise
    const hit =
      found.length === 1 && found[0].indices[0] === 0 && found[0].indices[1] === name.length + 4
        ? found[0].osis
        : '';
    osis = /^([1-3]?[A-Za-z]+)\.1\.1$/.exec(hit)?.[1] ?? null;
    bookNames.set(name, osis);
  }
  return osis;
}

/** A group: an optional book abbreviation (`2 Co`, `Hé`), then chapter and verses. */
const GROUP = /^(?:([1-3]\s?)?([A-ZÉÈÊ][a-zéèêëîïôöûüç]*)\s+)?(.*)$/u;

/**
 * Reads one note's targets. `origin` is the note's own verse: `v. 15` opening a sentence is a
 * verse of its chapter.
 */
export function parseNote(text: string, origin: { book: string; chapter: number }): ParsedNote {
  const targets: NoteTarget[] = [];
  const unreadable: string[] = [];
  // sentences end with a full stop before a space or the end (`etc.;` goes on); `v.` is an abbreviation
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    // \u0001 stands in for the dot of 'v.' while sentences are split; it never occurs in the text.
    .replace(/(^|[\s,;])v\./g, '$1v\u0001')
    .split(/\.(?=\s|$)/)
    // eslint-disable-next-line no-control-regex -- the placeholder above
    .map((s) => s.replace(/\u0001/g, '.').trim())
    .filter(Boolean);
  for (const sentence of sentences) {
    let book: string | null = null;
    let oneChapter = false;
    let read = 0;
    sentence.split(/\s*;\s*/).forEach((group, i) => {
      const fail = () => void unreadable.push(group);
      const m = GROUP.exec(group)!;
      let body = group;
      if (m[2]) {
        const osis = frenchBook(`${m[1]?.trim() ? `${m[1].trim()} ` : ''}${m[2]}`);
        if (!osis) {
          book = null; // what follows in the sentence has no book either
          return fail();
        }
        book = osis;
        oneChapter = bookByOsis(osis)!.chapters === 1;
        body = m[3];
      }
      let chapter: number | null = null;
      let verses: string;
      const cv = /^(\d+)\s*:\s*(.*)$/.exec(body);
      const v = /^v\.\s*(.*)$/.exec(body);
      if (cv && book) {
        chapter = Number(cv[1]);
        verses = cv[2];
      } else if (v && book && oneChapter) {
        chapter = 1; // `Jud v. 11`
        verses = v[1];
      } else if (v && !book && i === 0) {
        book = origin.book; // `v. 15.` opening a sentence: the note's own chapter
        chapter = origin.chapter;
        verses = v[1];
      } else if (/^\d+(?:\s*,\s*etc\.?)?$/.test(body) && book && !oneChapter) {
        // `Lé 11`, `Esd 1, etc.`: a whole chapter
        const c = Number(/^\d+/.exec(body)![0]);
        targets.push({ book, chapter: c, verse: 1, verseEnd: WHOLE_CHAPTER });
        read++;
        return;
      } else return fail();
      for (const part of verses.split(/\s*,\s*/)) {
        if (part === 'etc.' || part === 'etc') continue;
        const r = /^(\d+)(?:\s*[-–]\s*(\d+))?$/.exec(part);
        // a part not read is reported; the parts before it stand (`Ps 118:6, v. 7`: 118:6 is read)
        if (!r || (r[2] && Number(r[2]) < Number(r[1]))) return void unreadable.push(part);
        read++;
        targets.push({
          book: book!,
          chapter,
          verse: Number(r[1]),
          verseEnd: r[2] ? Number(r[2]) : Number(r[1]),
        });
      }
    });
    if (!read && !unreadable.length) unreadable.push(sentence);
  }
  return { targets, unreadable };
}

/** `verseEnd` of a target that is a whole chapter (`Lé 11`) */
export const WHOLE_CHAPTER = 999;

export interface CrossReferenceReport {
  notes: number;
  /** targets read from the notes */
  read: number;
  /** stored: read, naming verses of the translation, and not repeated for the same KJV verse */
  targets: number;
  /** every note piece not read, or read but naming no verse of the Segond */
  unreadable: { where: string; text: string; reason: string }[];
}

/**
 * Fills `cross_references` from the translation's 'x' notes. Call after the translation's verses
 * are stored. Targets naming a verse the translation does not have are reported.
 */
export function buildCrossReferences(db: Database.Database, translation: string): CrossReferenceReport {
  const notes = db
    .prepare(
      `SELECT v.book, v.chapter, v.verse, v.kjv_chapter, v.kjv_verse, n.text FROM verse_notes n JOIN verses v ON v.id = n.verse_id
    WHERE v.translation = ? AND n.kind = 'x' ORDER BY v.id, n.seq`,
    )
    .all(translation) as {
    book: number;
    chapter: number;
    verse: number;
    kjv_chapter: number;
    kjv_verse: number;
    text: string;
  }[];
  const kjvOf = db.prepare(
    'SELECT kjv_chapter AS c, kjv_verse AS v, kjv_verse_end AS e FROM verses WHERE translation = ? AND book = ? AND chapter = ? AND verse = ?',
  );
  const kjvHas = db.prepare(
    "SELECT 1 FROM verses WHERE translation = 'KJV' AND book = ? AND chapter = ? AND verse = ?",
  );
  const lastOf = db.prepare(
    'SELECT max(verse) AS v FROM verses WHERE translation = ? AND book = ? AND chapter = ?',
  );
  const insert = db.prepare(
    'INSERT INTO cross_references (book, chapter, verse, seq, target, to_book, to_chapter, to_verse, to_chapter_end, to_verse_end) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const report: CrossReferenceReport = { notes: notes.length, read: 0, targets: 0, unreadable: [] };
  const seqs = new Map<string, number>();
  const seen = new Set<string>();
  db.transaction(() => {
    for (const n of notes) {
      const osis = BOOKS[n.book - 1].osis;
      const where = `${translation} ${osis}.${n.chapter}.${n.verse}`;
      const { targets, unreadable } = parseNote(n.text, { book: osis, chapter: n.chapter });
      for (const text of unreadable) report.unreadable.push({ where, text, reason: 'not a reference' });
      // the KJV keeps a psalm's title with verse 1
      const from = { chapter: n.kjv_chapter, verse: Math.max(1, n.kjv_verse) };
      const key = `${n.book}.${from.chapter}.${from.verse}`;
      report.read += targets.length;
      for (const t of targets) {
        const tb = bookByOsis(t.book)!.order;
        const a = kjvOf.get(translation, tb, t.chapter, t.verse) as
          { c: number; v: number; e: number } | undefined;
        const lastVerse =
          t.verseEnd === WHOLE_CHAPTER
            ? (lastOf.get(translation, tb, t.chapter) as { v: number | null }).v
            : t.verseEnd;
        const b =
          lastVerse === t.verse
            ? a
            : lastVerse === null
              ? undefined
              : (kjvOf.get(translation, tb, t.chapter, lastVerse) as typeof a);
        if (!a || !b) {
          report.unreadable.push({
            where,
            text:
              t.verseEnd === WHOLE_CHAPTER
                ? `${t.book} ${t.chapter}`
                : `${t.book} ${t.chapter}:${t.verse}${t.verseEnd !== t.verse ? `-${t.verseEnd}` : ''}`,
            reason: `no such verse in the ${translation}${kjvHas.get(tb, t.chapter, t.verse) ? ', though the KJV numbers one so' : ''}`,
          });
          continue;
        }
        const start = { c: a.c, v: Math.max(1, a.v) };
        const end = { c: b.c, v: Math.max(1, b.e) };
        const target =
          start.c === end.c && start.v === end.v
            ? `${t.book}.${start.c}.${start.v}`
            : `${t.book}.${start.c}.${start.v}-${t.book}.${end.c}.${end.v}`;
        if (seen.has(`${key} ${target}`)) continue; // a verse joined to the next can carry both notes
        seen.add(`${key} ${target}`);
        const seq = seqs.get(key) ?? 0;
        seqs.set(key, seq + 1);
        insert.run(n.book, from.chapter, from.verse, seq, target, tb, start.c, start.v, end.c, end.v);
        report.targets++;
      }
    }
  })();
  return report;
}
