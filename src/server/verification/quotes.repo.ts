/**
 * What quote verification reads of scripture.db beyond the verses of a citation: the verses whose
 * words match a full-text query (locate-quote.ts: where a quotation's words really are), how many
 * verses hold a word (term_counts), and a psalm's title (person-hints.ts). Statements are prepared
 * once, here (a translation's full-text statement on first use). Built once a database
 * (`ScriptureRepo.repository`).
 */
import type Database from 'better-sqlite3';
import { searchTableOf } from '../../shared/search-tables';
import type { ScriptureRepo } from '../scripture/scripture.repo';

/** The verses a full-text query offers for a quotation, best first. */
export const CANDIDATES = 12;

/** A verse the index offered (`hit`), or its neighbour, in KJV numbering. */
export interface IndexedVerse {
  hit: number;
  id: number;
  book: string;
  chapter: number;
  verse: number;
  verseEnd: number;
  text: string;
}

export class QuotesRepo {
  /** per translation: the best CANDIDATES verses for a query, each with the verse before and after */
  private readonly located = new Map<string, Database.Statement>();
  private readonly countStmt;
  private readonly titleStmt;

  constructor(private readonly repo: ScriptureRepo) {
    this.countStmt = repo
      .prepare('SELECT verses FROM term_counts WHERE term = ? AND translation = ?')
      .pluck();
    this.titleStmt = repo
      .prepare(
        `SELECT CASE WHEN title = 1 THEN text ELSE heading END FROM verses
       WHERE book = ? AND chapter = ? AND (title = 1 OR (verse = 1 AND heading IS NOT NULL))`,
      )
      .pluck();
  }

  /** The verses of a translation a full-text query ranks best, and the verse before and after each (no titles). */
  around(translation: string, match: string): IndexedVerse[] {
    let stmt = this.located.get(translation);
    if (!stmt) {
      const fts = searchTableOf(translation);
      stmt = this.repo.prepare(
        `WITH hits AS (SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rank LIMIT ${CANDIDATES})
       SELECT hits.id AS hit, v.id, b.osis AS book, v.kjv_chapter AS chapter, v.kjv_verse AS verse,
              v.kjv_verse_end AS verseEnd, v.text
       FROM hits JOIN verses v ON v.id BETWEEN hits.id - 1 AND hits.id + 1 AND v.translation = ? AND v.title = 0
       JOIN books b ON b.id = v.book ORDER BY hits.id, v.id`,
      );
      this.located.set(translation, stmt);
    }
    return stmt.all(match, translation) as IndexedVerse[];
  }

  /** How many verses of a translation hold a word, as the index folds it (0: none). */
  verseCount(term: string, translation: string): number {
    return (this.countStmt.get(term, translation) as number | undefined) ?? 0;
  }

  /** A chapter's title in every installed translation (the KJV's heading, the Segond's title verses). */
  titles(book: number, chapter: number): string[] {
    return this.titleStmt.all(book, chapter) as string[];
  }
}
