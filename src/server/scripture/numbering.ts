/**
 * Between the KJV's verse numbers (the common reference scheme: docs/data.md, "Versification")
 * and a translation's own: the Louis Segond numbers a psalm's title as verses, so the KJV's
 * Psalm 51:10 is its 51:12. A study prints the numbers of the Bible it quotes; its check reads
 * them back.
 */
import type Database from 'better-sqlite3';
import { bookByOsis } from '../../shared/books';
import type { RefPoint, RefRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from './scripture.repo';

interface Statements {
  ownFirst: Database.Statement;
  ownLast: Database.Statement;
  kjv: Database.Statement;
}
const statements = new WeakMap<ScriptureRepo, Statements>();

function stmts(repo: ScriptureRepo): Statements {
  let s = statements.get(repo);
  if (!s) {
    // the translation's verse holding a KJV verse (a title, kjv_verse 0, holds none)
    const own = (order: string) =>
      repo.prepare(`SELECT chapter, verse FROM verses WHERE translation = ? AND book = ? AND kjv_chapter = ?
        AND kjv_verse BETWEEN 1 AND ? AND kjv_verse_end >= ? ORDER BY ${order} LIMIT 1`);
    s = {
      ownFirst: own('chapter, verse'),
      ownLast: own('chapter DESC, verse DESC'),
      kjv: repo.prepare(`SELECT kjv_chapter AS chapter, kjv_verse AS verse, kjv_verse_end AS verseEnd
        FROM verses WHERE translation = ? AND book = ? AND chapter = ? AND verse = ?`),
    };
    statements.set(repo, s);
  }
  return s;
}

const bothVerses = (r: RefRange) => r.start.verse !== null && r.end.verse !== null;

/**
 * A range in the KJV's numbering as a translation numbers it (KJV Ps 51:1-17 is LSG Ps 51:3-19:
 * the title is left out). The same range for a translation numbered like the KJV, a whole
 * chapter, or a verse the translation does not have.
 */
export function ownRange(repo: ScriptureRepo, translation: string, range: RefRange): RefRange {
  if (!repo.mapped.has(translation) || !bothVerses(range)) return range;
  const own = (p: RefPoint, stmt: Database.Statement): RefPoint | null => {
    const row = stmt.get(translation, bookByOsis(p.book)!.order, p.chapter, p.verse, p.verse) as
      { chapter: number; verse: number } | undefined;
    return row ? { book: p.book, chapter: row.chapter, verse: row.verse } : null;
  };
  const s = stmts(repo);
  const start = own(range.start, s.ownFirst);
  const end = own(range.end, s.ownLast);
  return start && end ? { start, end } : range;
}

/**
 * A range in a translation's own numbering in the KJV's (LSG Ps 51:3 is KJV Ps 51:1; a psalm's
 * title counts as the KJV's verse 1, which holds it); null when the translation has no such verse.
 */
export function kjvRange(repo: ScriptureRepo, translation: string, range: RefRange): RefRange | null {
  if (!repo.mapped.has(translation) || !bothVerses(range)) return range;
  const kjv = (p: RefPoint, last: boolean): RefPoint | null => {
    const row = stmts(repo).kjv.get(translation, bookByOsis(p.book)!.order, p.chapter, p.verse) as
      { chapter: number; verse: number; verseEnd: number } | undefined;
    return row
      ? { book: p.book, chapter: row.chapter, verse: Math.max(1, last ? row.verseEnd : row.verse) }
      : null;
  };
  const start = kjv(range.start, false);
  const end = kjv(range.end, true);
  return start && end ? { start, end } : null;
}
