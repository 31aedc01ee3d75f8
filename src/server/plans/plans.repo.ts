/**
 * What the reading plans read of scripture.db (ADR 018): a book's verses in a translation, in KJV
 * order, for each chapter's verses and words; and Theographic's dated events, for the
 * chronological plan. Statements are prepared once, here. Built once a database
 * (`ScriptureRepo.repository`, app.ts).
 */
import type { ScriptureRepo } from '../scripture/scripture.repo';

export class PlansRepo {
  private readonly bookVersesStmt;
  private readonly eventsStmt;

  constructor(private readonly repo: ScriptureRepo) {
    this.bookVersesStmt = repo
      .prepare(
        `SELECT b.osis, v.kjv_chapter, v.kjv_verse, v.text FROM verses v JOIN books b ON b.id = v.book
         WHERE v.translation = ? AND v.book = ? ORDER BY v.kjv_chapter, v.kjv_verse`,
      )
      .raw();
    this.eventsStmt = repo.prepare('SELECT start, seq, verses FROM events ORDER BY seq');
  }

  /** The reference translation's id (the KJV): the plans count its words. */
  referenceTranslation(): string {
    return this.repo.referenceTranslation().id;
  }

  /** A book's verses in a translation, as [book OSIS id, KJV chapter, KJV verse, text], in that order. */
  bookVerses(translation: string, book: number): [string, number, number, string][] {
    return this.bookVersesStmt.all(translation, book) as [string, number, number, string][];
  }

  /** Every event in time order, its verses as JSON. */
  events(): { start: number; seq: number; verses: string }[] {
    return this.eventsStmt.all() as { start: number; seq: number; verses: string }[];
  }
}
