/**
 * Read-only queries on scripture.db (built by the importer). All statements are prepared once;
 * better-sqlite3 is synchronous, and each query here takes well under a millisecond.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { bookByOsis, BOOKS, type Testament } from '../../shared/books';
import type { RefRange } from '../../shared/reference';

export interface TranslationRow {
  id: string;
  name: string;
  language: string;
  licence: string;
  verseCount: number;
  hasStrongs: boolean;
}

export interface BookRow {
  osis: string;
  order: number;
  testament: Testament;
  chapters: number;
  names: { en: string; es: string; fr: string; te: string };
}

export interface VerseRow {
  osis: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  heading: string | null;
  paragraph: boolean;
}

export class ScriptureMissingError extends Error {}

export class ScriptureRepo {
  private readonly db: Database.Database;
  private readonly translationList: TranslationRow[];
  private readonly translationIds: Map<string, string>;
  private readonly bookList: BookRow[];
  private readonly rangeStmt: Database.Statement<[string, number, number, number, number, number, number, number]>;

  constructor(path: string) {
    if (!existsSync(path)) throw new ScriptureMissingError(`scripture database not found at ${path}: run \`npm run import\` first`);
    this.db = new Database(path, { readonly: true, fileMustExist: true });
    this.db.pragma('query_only = ON');
    this.db.pragma('cache_size = -32000'); // 32 MB page cache
    this.db.pragma('mmap_size = 268435456');
    this.translationList = (
      this.db.prepare('SELECT id, name, language, licence, verse_count, has_strongs FROM translations ORDER BY sort').all() as {
        id: string; name: string; language: string; licence: string; verse_count: number; has_strongs: number;
      }[]
    ).map((t) => ({ id: t.id, name: t.name, language: t.language, licence: t.licence, verseCount: t.verse_count, hasStrongs: t.has_strongs === 1 }));
    this.translationIds = new Map(this.translationList.map((t) => [t.id.toLowerCase(), t.id]));
    this.bookList = (
      this.db.prepare('SELECT id, osis, testament, chapters, name_en, name_es, name_fr, name_te FROM books ORDER BY id').all() as {
        id: number; osis: string; testament: Testament; chapters: number; name_en: string; name_es: string; name_fr: string; name_te: string;
      }[]
    ).map((b) => ({ osis: b.osis, order: b.id, testament: b.testament, chapters: b.chapters, names: { en: b.name_en, es: b.name_es, fr: b.name_fr, te: b.name_te } }));
    this.rangeStmt = this.db.prepare(`
      SELECT book, chapter, verse, text, heading, paragraph FROM verses
      WHERE translation = ? AND (book, chapter, verse) >= (?, ?, ?) AND (book, chapter, verse) <= (?, ?, ?)
      ORDER BY book, chapter, verse LIMIT ?`);
  }

  translations(): TranslationRow[] {
    return this.translationList;
  }

  /** The translation's canonical id for a case-insensitive id, or undefined. */
  translationId(id: string): string | undefined {
    return this.translationIds.get(id.toLowerCase());
  }

  books(): BookRow[] {
    return this.bookList;
  }

  /** Verses of a range in a translation, at most `limit` (+1 so callers can tell "too many"). */
  verses(translation: string, range: RefRange, limit: number): VerseRow[] {
    const sb = bookByOsis(range.start.book)!.order;
    const eb = bookByOsis(range.end.book)!.order;
    const rows = this.rangeStmt.all(translation, sb, range.start.chapter, range.start.verse ?? 0, eb, range.end.chapter, range.end.verse ?? 9999, limit) as {
      book: number; chapter: number; verse: number; text: string; heading: string | null; paragraph: number;
    }[];
    return rows.map((r) => {
      const book = BOOKS[r.book - 1].osis;
      return { osis: `${book}.${r.chapter}.${r.verse}`, book, chapter: r.chapter, verse: r.verse, text: r.text, heading: r.heading, paragraph: r.paragraph === 1 };
    });
  }

  close() {
    this.db.close();
  }
}
