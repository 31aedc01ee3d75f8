import type Database from 'better-sqlite3';
import { JsonCache, type CachedText } from '../http/json-cache';
import { AppError } from '../errors';
import { bookByOsis } from '../../shared/books';
import type { CrossReferences } from '../../shared/api';
import { kjvOf } from '../../shared/kjv-place';
import type { ScriptureRepo } from './scripture.repo';
import { readVerses } from './passages.service';

/**
 * Cross-references of a passage (the `cross_references` table, both ends in the KJV's numbering):
 * each of the translation's verses is looked up by its KJV place, so a verse the Segond numbers
 * otherwise (LSG Ps 51:3 = KJV 51:1) gets its references. A psalm's title verses (KJV verse 0)
 * have none of their own. Answers are cached like passages.
 */
export class CrossReferenceService {
  private readonly cache = new JsonCache(8 * 1024 * 1024);
  private readonly stmt: Database.Statement;

  constructor(private readonly repo: ScriptureRepo) {
    this.stmt = repo.prepare(
      'SELECT target FROM cross_references WHERE book = ? AND chapter = ? AND verse BETWEEN ? AND ? ORDER BY verse, seq',
    );
  }

  /** The targets of one verse in the KJV's numbering (used by the study composer too). */
  targetsOfKjv(book: number, chapter: number, verse: number, verseEnd = verse): string[] {
    const out = (this.stmt.all(book, chapter, Math.max(1, verse), verseEnd) as { target: string }[]).map(
      (r) => r.target,
    );
    return [...new Set(out)];
  }

  /** Every target of verses `from`–`to` of a chapter (KJV numbering), by verse and the notes' order, repeats kept. */
  targetsWithin(book: number, chapter: number, from: number, to: number): string[] {
    return (this.stmt.all(book, chapter, from, to) as { target: string }[]).map((r) => r.target);
  }

  getJson(ref: string | undefined, translation: string): CachedText {
    if (!ref) throw new AppError('reference_required', 400);
    const id = this.repo.translationId(translation);
    return this.cache.get(`${id}\u0000${ref}`, () => this.read(ref, id));
  }

  private read(ref: string, translation: string): CrossReferences {
    const { parsed, verses } = readVerses(this.repo, ref, translation);
    const items: CrossReferences['items'] = [];
    for (const v of verses) {
      const k = kjvOf(v);
      if (k.verseEnd === 0) continue; // a psalm title the Segond numbers as a verse
      const targets = this.targetsOfKjv(bookByOsis(v.book)!.order, k.chapter, k.verse, k.verseEnd);
      if (targets.length) items.push({ osis: v.osis, targets });
    }
    return { osis: parsed.osis, translation, items };
  }
}
