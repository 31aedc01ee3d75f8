/**
 * What reading Nave's asks of the Bibles in scripture.db: how often the Segond's notes cite each
 * verse and which verses Nave's subjects cite (centrality.ts), where paragraphs start
 * (key-passages.ts), a passage's English text and its cross-references (naves-check.ts), and the
 * KJV's and the tagged Bibles' words for a Strong's number (bible-names.ts). Statements are
 * prepared once, here (a translation's full-text statement on first use). Built once a database
 * (`ScriptureRepo.repository`).
 */
import type Database from 'better-sqlite3';
import { searchTableOf } from '../../shared/search-tables';
import type { ScriptureRepo } from '../scripture/scripture.repo';

/** Cross-references read per reference the check doubts (citedNaming() in naves-check.ts). */
export const CITED = 30;

export class NavesTextRepo {
  private readonly stmts;
  /** per translation: verses whose words match a full-text query */
  private readonly matching = new Map<string, Database.Statement>();

  constructor(private readonly repo: ScriptureRepo) {
    const sql = (q: string) => repo.prepare(q);
    this.stmts = {
      cited: sql(
        'SELECT b.osis AS book, to_chapter AS c, to_verse AS v, to_verse_end AS e, count(*) AS n FROM cross_references cr JOIN books b ON b.id = cr.to_book GROUP BY to_book, to_chapter, to_verse, to_verse_end',
      ),
      topical: sql(
        "SELECT r.entry_id AS e, r.osis FROM naves_refs r JOIN naves_entries n ON n.id = r.entry_id WHERE n.kind = 'topic' AND r.verse IS NOT NULL ORDER BY r.entry_id",
      ),
      paragraphs: sql(
        'SELECT DISTINCT kjv_verse FROM verses WHERE book = ? AND kjv_chapter = ? AND paragraph = 1',
      ).pluck(),
      // one statement on the KJV-numbering index: no verse objects built for a word test
      text: sql(
        `SELECT group_concat(text, ' ') AS t FROM verses
        WHERE translation = ? AND book = ? AND kjv_chapter = ? AND kjv_verse BETWEEN ? AND ?`,
      ),
      // the cross-references from a range's verses (the most voted first, at most CITED)
      cross: sql(
        `SELECT target FROM cross_references WHERE book = ? AND chapter = ? AND verse BETWEEN ? AND ?
         ORDER BY seq LIMIT ${CITED}`,
      ).pluck(),
      definition: sql('SELECT definition FROM lexicon WHERE strongs = ?').pluck(),
      byWord: sql(
        'SELECT strongs AS key, count FROM renderings WHERE translation = ? AND word = ? ORDER BY count DESC',
      ),
      byStrongs: sql(
        'SELECT word AS key, count FROM renderings WHERE translation = ? AND strongs = ? ORDER BY count DESC',
      ),
    };
  }

  /** How often the notes cite each target, as its book's OSIS id, chapter, first and last verse. */
  citedTargets(): { book: string; c: number; v: number; e: number; n: number }[] {
    return this.stmts.cited.all() as { book: string; c: number; v: number; e: number; n: number }[];
  }

  /** The references of Nave's subject entries to verses (not chapters), entry by entry. */
  topicalReferences(): { e: number; osis: string }[] {
    return this.stmts.topical.all() as { e: number; osis: string }[];
  }

  /** The KJV verse numbers of a chapter at which any Bible starts a paragraph. */
  paragraphStarts(book: number, chapter: number): number[] {
    return this.stmts.paragraphs.all(book, chapter) as number[];
  }

  /** A translation's text of verses `from`–`to` of a chapter (KJV numbering), or null. */
  text(translation: string, book: number, chapter: number, from: number, to: number): string | null {
    const row = this.stmts.text.get(translation, book, chapter, from, to) as { t: string | null } | undefined;
    return row?.t ?? null;
  }

  /** The cross-references from verses `from`–`to` of a chapter, the most voted first, at most CITED. */
  crossTargets(book: number, chapter: number, from: number, to: number): string[] {
    return this.stmts.cross.all(book, chapter, from, to) as string[];
  }

  /** A Strong's number's definition, or null. */
  definition(strongs: string): string | null {
    return (this.stmts.definition.get(strongs) as string | null | undefined) ?? null;
  }

  /** A translation's renderings by a word (its numbers) or by a number (its words), commonest first. */
  renderings(translation: string, by: 'word' | 'strongs', value: string): { key: string; count: number }[] {
    const stmt = by === 'word' ? this.stmts.byWord : this.stmts.byStrongs;
    return stmt.all(translation, value) as { key: string; count: number }[];
  }

  /** The texts of (at most 200) verses of a translation whose words match a full-text query. */
  versesMatching(translation: string, query: string): string[] {
    let stmt = this.matching.get(translation);
    if (!stmt) {
      const fts = searchTableOf(translation);
      stmt = this.repo
        .prepare(`SELECT v.text FROM ${fts} f JOIN verses v ON v.id = f.rowid WHERE f.text MATCH ? LIMIT 200`)
        .pluck();
      this.matching.set(translation, stmt);
    }
    return stmt.all(query) as string[];
  }
}
