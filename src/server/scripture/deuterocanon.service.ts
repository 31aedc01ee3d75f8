/**
 * The deuterocanonical books (table `deuterocanon`), read apart from the 66 books: nothing here
 * goes through the KJV-numbered verses, so no KJV-numbered view ever meets them.
 */
import type { DeuteroBible, DeuteroChapter, DeuteroVerse, Translation } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import { DEUTERO_BOOKS, deuteroBookFromParam, deuteroChapterFromParam } from '../../shared/deuterocanon';
import { AppError } from '../errors';
import { JsonCache, type CachedText } from '../http/json-cache';
import type { ScriptureRepo } from './scripture.repo';

export class DeuterocanonService {
  // all of it is ~1.6 MB of text: every answer fits, and a hit costs neither a query nor encoding
  private readonly cache = new JsonCache(4 * 1024 * 1024);
  /** translation id → book → its chapters, in order */
  private readonly contents = new Map<string, Map<string, number[]>>();
  private readonly bibles: Translation[];
  private readonly chapterStmt;

  constructor(private readonly repo: ScriptureRepo) {
    const rows = repo
      .prepare('SELECT DISTINCT translation, book, chapter FROM deuterocanon ORDER BY translation, chapter')
      .all() as { translation: string; book: string; chapter: number }[];
    for (const r of rows) {
      const books = this.contents.get(r.translation) ?? new Map<string, number[]>();
      books.set(r.book, [...(books.get(r.book) ?? []), r.chapter]);
      this.contents.set(r.translation, books);
    }
    // in the order of /api/translations (the importer's)
    this.bibles = repo.translations().filter((t) => this.contents.has(t.id));
    this.chapterStmt = repo.prepare(
      `SELECT verse, text, heading, paragraph FROM deuterocanon
       WHERE translation = ? AND book = ? AND chapter = ? ORDER BY verse`,
    );
  }

  /** The Bibles that have deuterocanonical text, each with its books in the Vulgate's order. */
  biblesJson(lang: UiLanguage): CachedText {
    return this.cache.get(`bibles\u0000${lang}`, (): DeuteroBible[] =>
      this.bibles.map((t) => {
        const books = this.contents.get(t.id)!;
        return {
          id: t.id,
          name: t.name,
          language: t.language,
          licence: t.licence,
          books: DEUTERO_BOOKS.filter((b) => books.has(b.osis)).map((b) => ({
            osis: b.osis,
            name: b.names[lang],
            chapters: books.get(b.osis)!,
          })),
        };
      }),
    );
  }

  /**
   * A chapter as its Bible numbers it. The Bible: the one asked for (unknown: 400
   * translation_not_found; without this book: 404), else the first in `lang` that has the book,
   * else the first that has it.
   */
  chapterJson(bookParam: string, chapterParam: string, translation: string | undefined, lang: UiLanguage) {
    const book = deuteroBookFromParam(bookParam);
    if (!book) throw new AppError('deutero_book_not_found', 404);
    const having = this.bibles.filter((t) => this.contents.get(t.id)!.has(book.osis));
    const bible = translation
      ? this.repo.translations().find((t) => t.id === this.repo.translationId(translation))!
      : (having.find((t) => t.language === lang) ?? having[0]);
    const chapters = bible && this.contents.get(bible.id)?.get(book.osis);
    if (!chapters) throw new AppError('deutero_not_in_bible', 404);
    const chapter = deuteroChapterFromParam(book, chapterParam);
    if (chapter === null || !chapters.includes(chapter)) throw new AppError('deutero_no_chapter', 404);
    return this.cache.get(
      `${bible.id}\u0000${book.osis}\u0000${chapter}\u0000${lang}`,
      (): DeuteroChapter => {
        const rows = this.chapterStmt.all(bible.id, book.osis, chapter) as {
          verse: number;
          text: string;
          heading: string | null;
          paragraph: number;
        }[];
        const verses: DeuteroVerse[] = rows.map((r) => ({
          verse: r.verse,
          text: r.text,
          heading: r.heading,
          paragraph: r.paragraph === 1,
        }));
        const { id, name, language, licence } = bible;
        return {
          book: book.osis,
          name: book.names[lang],
          chapter,
          translation: { id, name, language, licence },
          verses,
        };
      },
    );
  }
}
