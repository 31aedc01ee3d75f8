/**
 * Where a quotation's words really are (issue 26: "these words are Psalm 23:1"): the word-search
 * index offers the verses that hold its rarest words, in every installed Bible, and the
 * quotation is compared with each as the checker compares it with its citation.
 */
import type Database from 'better-sqlite3';
import { compareQuote, quoteLanguage, type FoundAt } from '../shared/quotations';
import { grade } from '../shared/quotations/grade';
import { osisOfRange, type RefRange } from '../shared/reference/osis';
import { searchTableOf } from '../shared/search-tables';
import { ownRange } from './scripture/numbering';
import type { ScriptureRepo } from './scripture/scripture.repo';

/** At most this many quotations of a text are looked for in every Bible (each costs a few index queries). */
export const MAX_LOCATED = 20;
/** Words of a quotation looked for (its first). */
const LOCATED_WORDS = 40;
/** The verses an index query offers for a quotation, best first. */
const CANDIDATES = 12;

interface IndexedVerse {
  id: number;
  book: string;
  chapter: number;
  verse: number;
  verseEnd: number;
  text: string;
}

const locateStatements = new WeakMap<ScriptureRepo, Map<string, Database.Statement>>();

/** The verses of a translation holding a quotation's rarest words, and the verse before and after each. */
function candidates(repo: ScriptureRepo, translation: string, match: string): IndexedVerse[][] {
  let stmts = locateStatements.get(repo);
  if (!stmts) locateStatements.set(repo, (stmts = new Map()));
  let stmt = stmts.get(translation);
  if (!stmt) {
    const fts = searchTableOf(translation);
    stmt = repo.prepare(
      `WITH hits AS (SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rank LIMIT ${CANDIDATES})
       SELECT hits.id AS hit, v.id, b.osis AS book, v.kjv_chapter AS chapter, v.kjv_verse AS verse,
              v.kjv_verse_end AS verseEnd, v.text
       FROM hits JOIN verses v ON v.id BETWEEN hits.id - 1 AND hits.id + 1 AND v.translation = ? AND v.title = 0
       JOIN books b ON b.id = v.book ORDER BY hits.id, v.id`,
    );
    stmts.set(translation, stmt);
  }
  const groups = new Map<number, IndexedVerse[]>();
  for (const row of stmt.all(match, translation) as (IndexedVerse & { hit: number })[]) {
    const list = groups.get(row.hit) ?? [];
    // a neighbour from another book is not the same passage
    if (!list.length || list[0].book === row.book) list.push(row);
    groups.set(row.hit, list);
  }
  return [...groups.values()];
}

/** Full-text words of a quotation, its longest (the rarest, near enough) first. */
function indexWords(quote: string): string[] {
  const ws = new Set(
    quote
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4),
  );
  return [...ws].sort((a, b) => b.length - a.length);
}

/**
 * Where a quotation's words really are (KJV numbering): the first translation (in order) with a
 * verse, or two or three in a row, that the quotation matches exactly or closely. The candidates
 * come from the word-search index: verses with its four rarest words, else with three of them.
 */
export function locateQuote(repo: ScriptureRepo, whole: string, translations: string[]): FoundAt | null {
  // its first words say where it is: a long quotation is not compared whole with every candidate
  const quote = whole.split(/\s+/).slice(0, LOCATED_WORDS).join(' ');
  const ws = indexWords(quote).slice(0, 4);
  if (ws.length < 2) return null;
  // all four words, else any three of them (one may be the misquoted one): intersections are
  // cheap, where "any of them" ranks every verse with "LORD" (hundreds of milliseconds)
  const phrase = (list: string[]) => list.map((w) => `"${w}"`).join(' ');
  const matches = [ws, ...(ws.length > 2 ? ws.map((_, k) => ws.filter((__, j) => j !== k)) : [])].map(phrase);
  for (const translation of translations) {
    for (const match of matches) {
      for (const group of candidates(repo, translation, match)) {
        const cmp = compareQuote(
          quote,
          group.map((v) => ({ osis: '', text: v.text })),
        );
        const g = cmp.diff ? grade(cmp.diff, cmp.words, cmp) : null;
        if (!g || g.status === 'misquoted') continue;
        const first = group[cmp.verseWords[cmp.from]];
        const last = group[cmp.verseWords[Math.max(cmp.from, cmp.to - 1)]];
        const range: RefRange = {
          start: { book: first.book, chapter: first.chapter, verse: first.verse },
          end: { book: last.book, chapter: last.chapter, verse: Math.max(last.verse, last.verseEnd) },
        };
        return {
          osis: osisOfRange(range),
          own: osisOfRange(ownRange(repo, translation, range)),
          translation,
          ...(g.status === 'close' ? { close: true } : {}),
        };
      }
    }
  }
  return null;
}

/** Every installed translation, the quotation's language's first. */
export function everyBible(repo: ScriptureRepo, quote: string, own: string[]): string[] {
  const lang = quoteLanguage(quote);
  const all = repo.translations();
  const first = lang ? all.filter((t) => t.language === lang).map((t) => t.id) : own;
  return [...new Set([...first, ...own, ...all.map((t) => t.id)])];
}
