/**
 * Read-only queries on scripture.db (built by the importer). All statements are prepared once;
 * better-sqlite3 is synchronous, and each query here takes well under a millisecond.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { BOOKS, bookByOsis } from '../../shared/books';
import type { Book, PassageVerse, Translation } from '../../shared/api';
import type { RefRange } from '../../shared/reference/osis';
import { AppError } from '../errors';
import { kjvOf } from '../../shared/kjv-place';
import { searchTableOf } from '../../shared/search-tables';
import { readBooks, readTranslations } from './catalog-tables';
import { ChapterReader } from './chapters';

/** A verse's place without its text. */
export type VersePlace = Pick<PassageVerse, 'osis' | 'book' | 'chapter' | 'verse'>;
import { ENTRY_POINT, occurrencesExtension, ScriptureMissingError } from './scripture-file';
import { languageBible } from '../../shared/language-bible';

export class ScriptureRepo {
  private readonly db: Database.Database;
  private readonly translationList: Translation[];
  private readonly translationIds: Map<string, string>;
  private readonly bookList: Book[];
  private readonly wordsStmt: Database.Statement<[string, number, number]>;
  private readonly byKjvStmt: Database.Statement<[string, number, number, number, number]>;
  /** translations numbered unlike the KJV somewhere (the others map verse to verse) */
  readonly mapped = new Set<string>();
  /** first and last verse id of each translation: the importer numbers a translation's verses in one run */
  private readonly idRanges = new Map<string, [number, number]>();
  /** last chapter of each book, per translation (versifications differ) */
  private readonly lastChapter = new Map<string, number>();
  /** `translation.book.chapter` → its first and last verse numbers, or null when they have gaps */
  private readonly verseSpans = new Map<string, [number, number] | null>();
  /** each chapter's verses, read once and kept (chapters.ts) */
  private readonly chapters: ChapterReader;
  private readonly owned = new Map<unknown, unknown>();

  /** where the occurrences() extension is, for other connections to the same file (search worker) */
  readonly extension: { path: string; entryPoint: string };

  constructor(readonly path: string) {
    if (!existsSync(path))
      throw new ScriptureMissingError(
        `scripture database not found at ${path}: run \`npm run import\` first`,
      );
    this.db = new Database(path, { readonly: true, fileMustExist: true });
    this.db.pragma('query_only = ON');
    // a file from an older importer lacks tables this server reads: say how to rebuild it
    const tables = new Set(
      (
        this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
      ).map((r) => r.name),
    );
    const translationIds = this.db.prepare('SELECT id FROM translations').pluck().all() as string[];
    const needed =
      'cross_references commentary_works term_counts people bdb_entries original_words deuterocanon'.split(
        ' ',
      );
    const missing = [...needed, ...translationIds.map(searchTableOf)].filter((t) => !tables.has(t));
    if (missing.length) {
      this.db.close();
      throw new ScriptureMissingError(
        `scripture database at ${path} predates this version (no ${missing.join(', ')}): run \`npm run import\``,
      );
    }
    // an 8 MB page cache: 32 MB took no less time than 16, and 8 holds 8 MB less under
    // bench:search-load (the file's pages stay in the OS's cache; ADR 001, issue 26)
    this.db.pragma('cache_size = -8000');
    // no memory map: pages read go through SQLite's page cache above (bounded) and the OS's, so the
    // server's RSS stays flat instead of growing by every page of the file a search touches (issue 10)
    this.db.pragma('mmap_size = 0');
    this.extension = { path: occurrencesExtension(), entryPoint: ENTRY_POINT };
    // better-sqlite3 takes the entry point as a second argument; its type definitions lag behind
    (this.db.loadExtension as (path: string, entryPoint: string) => void)(this.extension.path, ENTRY_POINT);
    this.translationList = readTranslations(this.db);
    this.translationIds = new Map(this.translationList.map((t) => [t.id.toLowerCase(), t.id]));
    this.bookList = readBooks(this.db);
    this.chapters = new ChapterReader(this.db);
    this.byKjvStmt = this.db.prepare(`SELECT DISTINCT chapter FROM verses
      WHERE translation = ? AND book = ? AND kjv_chapter = ? AND kjv_verse_end >= ? AND kjv_verse <= ? ORDER BY chapter`);
    for (const r of this.db
      .prepare(
        `SELECT DISTINCT translation FROM verses
      WHERE kjv_chapter != chapter OR kjv_verse != verse OR kjv_verse_end != verse`,
      )
      .all() as { translation: string }[])
      this.mapped.add(r.translation);
    this.wordsStmt = this.db.prepare(`SELECT v.verse, w.start, w.end, group_concat(w.strongs) AS strongs
      FROM verses v JOIN verse_words w ON w.verse_id = v.id
      WHERE v.translation = ? AND v.book = ? AND v.chapter = ? AND w.in_heading = 0
      GROUP BY w.verse_id, w.pos ORDER BY v.verse, w.start`);
    // per translation, so min and max come from the (translation, …) index, not a table scan
    const range = this.db.prepare(
      'SELECT min(id) AS first, max(id) AS last FROM verses WHERE translation = ?',
    );
    for (const t of this.translationList) {
      const r = range.get(t.id) as { first: number; last: number };
      this.idRanges.set(t.id, [r.first, r.last]);
    }
    // each chapter's verse numbers (one scan of the index, ~25 ms): a chapter's last, and whether a
    // verse exists without reading the chapter (exists() checks every reference of every study)
    for (const [translation, book, chapter, first, last, n] of this.db
      .prepare(
        `SELECT translation, book, chapter, min(verse), max(verse), count(*) FROM verses GROUP BY translation, book, chapter`,
      )
      .raw()
      .all() as [string, number, number, number, number, number][]) {
      const key = `${translation}.${book}`;
      this.lastChapter.set(key, Math.max(this.lastChapter.get(key) ?? 0, chapter));
      // a chapter whose numbers have gaps (two in the RV1909) is read when asked about
      this.verseSpans.set(`${key}.${chapter}`, n === last - first + 1 ? [first, last] : null);
    }
  }

  translations(): Translation[] {
    return this.translationList;
  }

  /** The translation's canonical id for a case-insensitive id; unknown ids are the user's 400. */
  translationId(id: string): string {
    const found = this.translationIds.get(id.toLowerCase());
    if (!found) throw new AppError('translation_not_found', 400);
    return found;
  }

  /**
   * The reference translation: the one whose numbering every other is aligned through and
   * references are checked against (the KJV, which the importer sorts first; ADR 009).
   */
  referenceTranslation(): Translation {
    return this.translationList[0];
  }

  /**
   * The language's Bible: the first translation in the UI language, else the reference
   * translation, marked `fallback` so that the UI says no translation in that language is installed.
   */
  bestTranslationFor(language: string): Translation & { fallback?: true } {
    // the rule the client follows too (shared/language-bible.ts); the list is never empty
    const { bible, fallback } = languageBible(this.translationList, language);
    return fallback ? { ...bible!, fallback: true } : bible!;
  }

  books(): Book[] {
    return this.bookList;
  }

  /** The chapters a range covers in a translation, each with the verse numbers it takes. */
  private *chaptersOf(translation: string, range: RefRange) {
    const sb = bookByOsis(range.start.book)!.order;
    const eb = bookByOsis(range.end.book)!.order;
    for (let b = sb; b <= eb; b++) {
      const last = this.lastChapter.get(`${translation}.${b}`) ?? 0;
      const fromChapter = b === sb ? range.start.chapter : 1;
      const toChapter = Math.min(b === eb ? range.end.chapter : last, last);
      for (let c = fromChapter; c <= toChapter; c++) {
        const from = b === sb && c === range.start.chapter ? (range.start.verse ?? 0) : 0;
        const to = b === eb && c === range.end.chapter ? (range.end.verse ?? Infinity) : Infinity;
        yield { book: b, chapter: c, from, to };
      }
    }
  }

  /** Verses of a range in a translation, at most `limit` (+1 so callers can tell "too many"). */
  verses(translation: string, range: RefRange, limit: number): PassageVerse[] {
    const out: PassageVerse[] = [];
    for (const { book, chapter, from, to } of this.chaptersOf(translation, range))
      for (const v of this.chapters.read(translation, book, chapter)) {
        if (v.verse < from || v.verse > to) continue;
        out.push(v);
        if (out.length >= limit) return out;
      }
    return out;
  }

  /**
   * Where a range's verses are, without their text (all the interlinear needs): counted from the
   * chapter's first and last numbers where they have no gaps (every KJV chapter), else read.
   */
  places(translation: string, range: RefRange, limit: number): VersePlace[] {
    const out: VersePlace[] = [];
    for (const { book, chapter, from, to } of this.chaptersOf(translation, range)) {
      const span = this.verseSpans.get(`${translation}.${book}.${chapter}`);
      const numbers = span
        ? Array.from({ length: span[1] - span[0] + 1 }, (_, i) => span[0] + i)
        : this.chapters.read(translation, book, chapter).map((v) => v.verse);
      const osis = BOOKS[book - 1]!.osis;
      for (const verse of numbers.filter((v) => v >= from && v <= to)) {
        out.push({ osis: `${osis}.${chapter}.${verse}`, book: osis, chapter, verse });
        if (out.length >= limit) return out;
      }
    }
    return out;
  }

  /** Whether a translation has this chapter (verse null) or verse. */
  exists(translation: string, book: string, chapter: number, verse: number | null): boolean {
    const info = bookByOsis(book);
    if (!info || chapter < 1 || chapter > (this.lastChapter.get(`${translation}.${info.order}`) ?? 0))
      return false;
    const span = this.verseSpans.get(`${translation}.${info.order}.${chapter}`);
    if (span === undefined) return false;
    if (verse === null) return true;
    if (span) return verse >= span[0] && verse <= span[1];
    return this.chapters.read(translation, info.order, chapter).some((v) => v.verse === verse);
  }

  /** A chapter's last verse in a translation (its own numbering), or null where it has no such chapter. */
  lastVerse(translation: string, book: string, chapter: number): number | null {
    const info = bookByOsis(book);
    const span = info ? this.verseSpans.get(`${translation}.${info.order}.${chapter}`) : undefined;
    if (!info || span === undefined) return null;
    return span?.[1] ?? Math.max(...this.chapters.read(translation, info.order, chapter).map((v) => v.verse));
  }

  /** The Strong's-tagged words of a chapter's verses (not of headings), by verse number. */
  chapterWords(
    translation: string,
    book: number,
    chapter: number,
  ): Map<number, { start: number; end: number; strongs: string[] }[]> {
    const rows = this.wordsStmt.all(translation, book, chapter) as {
      verse: number;
      start: number;
      end: number;
      strongs: string;
    }[];
    const out = new Map<number, { start: number; end: number; strongs: string[] }[]>();
    for (const r of rows) {
      const list = out.get(r.verse) ?? [];
      list.push({ start: r.start, end: r.end, strongs: r.strongs.split(',') });
      out.set(r.verse, list);
    }
    return out;
  }

  /**
   * A translation's verses for a range given in the KJV's numbering (the common reference
   * scheme), with their own numbers: LSG Ps 51:3 for KJV Ps 51:1. A range that starts at a
   * chapter's beginning (verse 1 or none) includes a psalm's title verses, as the KJV's verse 1
   * holds its title.
   */
  versesByKjv(translation: string, range: RefRange, limit: number): PassageVerse[] {
    if (!this.mapped.has(translation)) return this.verses(translation, range, limit);
    const sb = bookByOsis(range.start.book)!.order;
    const eb = bookByOsis(range.end.book)!.order;
    const out: PassageVerse[] = [];
    const seen = new Set<string>();
    for (let b = sb; b <= eb; b++) {
      const last = Math.max(
        this.lastChapter.get(`KJV.${b}`) ?? 0,
        this.lastChapter.get(`${translation}.${b}`) ?? 0,
      );
      const fromChapter = b === sb ? range.start.chapter : 1;
      const toChapter = Math.min(b === eb ? range.end.chapter : last, last);
      for (let c = fromChapter; c <= toChapter; c++) {
        // the KJV holds a psalm's title with verse 1: a range from verse 1 includes the title verses
        const from =
          b === sb && c === range.start.chapter && (range.start.verse ?? 0) > 1 ? range.start.verse! : 0;
        const to = b === eb && c === range.end.chapter ? (range.end.verse ?? 9999) : 9999;
        for (const { chapter } of this.byKjvStmt.all(translation, b, c, from, to) as { chapter: number }[]) {
          for (const v of this.chapters.read(translation, b, chapter)) {
            const k = kjvOf(v);
            if (k.chapter !== c || k.verseEnd < from || k.verse > to || seen.has(v.osis)) continue;
            seen.add(v.osis);
            out.push(v);
            if (out.length >= limit) return out;
          }
        }
      }
    }
    return out;
  }

  /** The verse ids of a translation, as [first, last]: a range on any index keyed by verse id. */
  idRange(translation: string): [number, number] {
    return this.idRanges.get(translation) ?? [0, -1];
  }

  /** The one `Repo` over this file (people/, naves/, plans/ *.repo.ts…), built when first asked for. */
  repository<T>(Repo: new (repo: ScriptureRepo) => T): T {
    return (this.owned.get(Repo) ?? this.owned.set(Repo, new Repo(this)).get(Repo)) as T;
  }

  /** A prepared statement on scripture.db, for the services that query it directly (search). */
  prepare(sql: string): Database.Statement {
    return this.db.prepare(sql);
  }

  /** Throws unless the file still answers a query on its largest table (the readiness check). */
  ping() {
    this.db.prepare('SELECT id FROM verses LIMIT 1').get();
  }

  close() {
    this.db.close();
  }
}
