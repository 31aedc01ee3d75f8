/**
 * The Hebrew and Greek under the translations (the `original_words` table, KJV numbering):
 * a passage word by word (interlinear), and every occurrence of a word in a given parsing
 * (morphology search), counted per book. Morphology answers are cached like passages; interlinear
 * ones are not (interlinearJson).
 */
import { nextTurn } from '../steps';
import type Database from 'better-sqlite3';
import type { Interlinear, MorphologyQuery, MorphologyResult } from '../../shared/api';
import { BOOKS, bookByOsis, type UiLanguage } from '../../shared/books';
import { validMorphPrefix } from '../../shared/original/morph';
import { parseStrongs } from '../../shared/strongs';
import { AppError } from '../errors';
import { cachedText, JsonCache, type CachedText } from '../http/json-cache';
import { fold } from './fold';
import { readPlaces } from './passages.service';
import type { ScriptureRepo } from './scripture.repo';

export const ORIGINAL_ATTRIBUTION = {
  hebrew:
    'Hebrew: Westminster Leningrad Codex (public domain), lemmas and morphology from the Open Scriptures Hebrew Bible (CC BY 4.0)',
  greek:
    'Greek: Robinson-Pierpont Byzantine Textform 2018 (public domain), with Strong’s numbers and Robinson’s parsing',
};

/**
 * A verse's words as the JSON of the answer, made by SQLite: one string a verse instead of twelve
 * values a word, so a chapter (up to 2,400 words) leaves the event loop a few strings of garbage
 * rather than ~400 KB of rows and objects (issue 27: the interlinear's tail). Keys a word lacks are
 * left out, not null: `variant` for the text itself, `glossLanguage` where the gloss is in the
 * language asked (a CASE between whole objects: removing a key afterwards parses it again, twice
 * the cost). A verse's `source` is its first word's (KJV 1 Sam 20:42 begins at WLC 20:42).
 */
const wordJson = (gloss: string, more: string) => `json_object(
  'text', w.text, 'translit', w.translit, 'lemma', l.lemma, 'strongs', w.strongs,
  'strongsAug', w.strongs_aug, 'morph', w.morph, 'own', w.own, 'morphAlt', w.alt, 'gloss', ${gloss}${more})`;
const withVariant = (gloss: string, more = '') =>
  `CASE WHEN w.variant IS NULL THEN ${wordJson(gloss, more)} ELSE ${wordJson(gloss, `${more}, 'variant', w.variant`)} END`;
const WORD = {
  en: withVariant('w.gloss_en'),
  // no Reina-Valera word for it in this verse: the KJV's, said to be English
  es: `CASE WHEN w.gloss_es IS NULL AND w.gloss_en IS NOT NULL
    THEN ${withVariant('w.gloss_en', ", 'glossLanguage', 'en'")} ELSE ${withVariant('w.gloss_es')} END`,
};
const wordsSql = (word: string) => `
  SELECT w.verse, json_group_array(w.source ORDER BY w.pos) ->> 0, json_group_array(${word} ORDER BY w.pos)
    FROM original_words w LEFT JOIN lexicon l ON l.strongs = w.strongs
   WHERE w.book = ? AND w.chapter = ? AND w.verse BETWEEN ? AND ?
   GROUP BY w.verse ORDER BY w.verse`;

type VerseRow = [verse: number, source: string | null, words: string];

// a prefix of the word's own code: a range of the index on (strongs, own), read from the index
// alone (it holds the key); or of a second analysis (28 Greek words, their own partial index)
const OWN = `strongs = ? AND own >= ? AND own < ?`;
const ALT = `strongs = ? AND alt >= ? AND alt < ? AND NOT (own >= ? AND own < ?)`;

/** A page of matches: its keys from the indexes, then its words (a join on every match would read the table). */
const pageSql = (inBook: string) => {
  const keys = `SELECT book, chapter, verse, pos FROM original_words WHERE ${OWN}${inBook}
    UNION ALL SELECT book, chapter, verse, pos FROM original_words WHERE ${ALT}${inBook}
    ORDER BY 1, 2, 3, 4 LIMIT ? OFFSET ?`;
  return `SELECT w.book, w.chapter, w.verse, w.text, w.translit, w.morph,
            (SELECT group_concat(o.text, ' ') FROM original_words o
              WHERE o.book = w.book AND o.chapter = w.chapter AND o.verse = w.verse) AS original
       FROM (${keys}) k JOIN original_words w
         ON w.book = k.book AND w.chapter = k.chapter AND w.verse = k.verse AND w.pos = k.pos
      ORDER BY w.book, w.chapter, w.verse, w.pos`;
};

export class OriginalService {
  private readonly cache = new JsonCache(16 * 1024 * 1024);
  /** a chapter's verses, their words glossed in English and in Spanish */
  private readonly chapterStmts: Record<'en' | 'es', Database.Statement>;
  /** the books of the matches of the own code, and of the second analyses */
  private readonly bookStmts: [Database.Statement, Database.Statement];
  /** a page of matches in every book, and in one */
  private readonly pageStmts: { all: Database.Statement; inBook: Database.Statement };
  private readonly lemmaIndex: Map<string, string>;
  /** number → dictionary form */
  private readonly lemmas = new Map<string, string>();

  constructor(private readonly repo: ScriptureRepo) {
    const books = (where: string) => repo.prepare(`SELECT book FROM original_words WHERE ${where}`).pluck();
    this.bookStmts = [books(OWN), books(ALT)];
    this.pageStmts = { all: repo.prepare(pageSql('')), inBook: repo.prepare(pageSql(' AND book = ?')) };
    this.chapterStmts = {
      en: repo.prepare(wordsSql(WORD.en)).raw(),
      es: repo.prepare(wordsSql(WORD.es)).raw(),
    };
    // dictionary forms without points or accents → number (the first, for a form two numbers share)
    this.lemmaIndex = new Map();
    for (const [strongs, lemma] of repo
      .prepare(
        'SELECT strongs, lemma FROM lexicon WHERE lemma IS NOT NULL ORDER BY language, CAST(substr(strongs, 2) AS INTEGER)',
      )
      .raw()
      .all() as [string, string][]) {
      this.lemmas.set(strongs, lemma);
      const key = fold(lemma);
      if (!this.lemmaIndex.has(key)) this.lemmaIndex.set(key, strongs);
    }
  }

  /**
   * Made afresh for every request (~2 ms a chapter, Psalm 119 ~6): not cached, because a reader
   * asks each chapter once and the answers are large (a Hebrew chapter up to 400 KB). Kept in the
   * cache, they lived long enough to reach the old generation and were evicted from there, so
   * reading chapter after chapter set off a full collection every half second — the tail of every
   * answer (issue 27: p99 25–30 ms). Made and dropped within a request, they die young, cheaply.
   * Browsers keep them (Cache-Control).
   */
  async interlinearJson(ref: string | undefined, lang: UiLanguage): Promise<CachedText> {
    if (!ref) throw new AppError('reference_required', 400);
    const glossLanguage = lang === 'es' ? 'es' : 'en';
    return cachedText(await this.interlinear(ref, glossLanguage));
  }

  /**
   * The answer's JSON (an `Interlinear`), its words spliced in as SQLite wrote them, read a
   * chapter at a time with a turn of the event loop between chapters: a whole book (Genesis,
   * 1,533 verses, 0.1–0.25 s of SQLite's work) held every other request up as long (issue 41);
   * now the longest stretch is one chapter's (2–6 ms).
   */
  private async interlinear(ref: string, glossLanguage: 'en' | 'es'): Promise<string> {
    const { parsed, verses } = readPlaces(this.repo, ref, this.repo.translationId('KJV'));
    // one read a chapter: its words from the first verse asked (0: a psalm's title) to the last
    const words = new Map<string, VerseRow>();
    const chapters = new Map<string, { book: number; chapter: number; from: number; to: number }>();
    for (const v of verses) {
      const key = `${v.book}.${v.chapter}`;
      const c = chapters.get(key);
      const from = v.verse === 1 ? 0 : v.verse;
      if (c) c.to = Math.max(c.to, v.verse);
      else chapters.set(key, { book: bookByOsis(v.book)!.order, chapter: v.chapter, from, to: v.verse });
    }
    let read = 0;
    for (const [key, c] of chapters) {
      if (read++) await nextTurn();
      for (const row of this.chapterStmts[glossLanguage].all(c.book, c.chapter, c.from, c.to) as VerseRow[])
        words.set(`${key}.${row[0]}`, row);
    }
    const out: string[] = [];
    const absent: string[] = [];
    const languages = new Set<'hebrew' | 'greek'>();
    for (const v of verses) {
      const language = bookByOsis(v.book)!.testament === 'OT' ? 'hebrew' : 'greek';
      const title = v.verse === 1 ? words.get(`${v.book}.${v.chapter}.0`) : undefined;
      const own = words.get(`${v.book}.${v.chapter}.${v.verse}`);
      if (!own) absent.push(v.osis);
      for (const [row, isTitle] of [
        [title, true],
        [own, false],
      ] as const) {
        if (!row) continue;
        languages.add(language);
        const head: Omit<Interlinear['verses'][number], 'words'> = {
          osis: v.osis,
          ...(isTitle ? { title: true } : {}),
          ...(row[1] ? { source: row[1] } : {}),
          language,
        };
        out.push(`${JSON.stringify(head).slice(0, -1)},"words":${row[2]}}`);
      }
    }
    const rest: Omit<Interlinear, 'verses'> = {
      osis: parsed.osis,
      glossLanguage,
      absent,
      attribution: [...languages].map((l) => ORIGINAL_ATTRIBUTION[l]),
    };
    return `${JSON.stringify(rest).slice(0, -1)},"verses":[${out.join(',')}]}`;
  }

  morphologyJson(q: MorphologyQuery): CachedText {
    const strongs = this.numberOf(q);
    const morph = q.morph ?? '';
    if (morph && !validMorphPrefix(morph, strongs.startsWith('H') ? 'oshb' : 'robinson'))
      throw new AppError('morphology_prefix_invalid', 400);
    let book: number | null = null;
    if (q.book) {
      const b = bookByOsis(q.book) ?? BOOKS.find((x) => x.osis.toLowerCase() === q.book!.toLowerCase());
      if (!b) throw new AppError('reference_invalid', 400);
      book = b.order;
    }
    return this.cache.get(
      `m\u0000${strongs}\u0000${morph}\u0000${book}\u0000${q.page}\u0000${q.pageSize}`,
      () => this.morphology(strongs, morph, book, q.page, q.pageSize),
    );
  }

  private numberOf(q: MorphologyQuery): string {
    if (q.strongs) {
      const s = parseStrongs(q.strongs);
      if (!s) throw new AppError('bad_request', 400);
      return s;
    }
    if (!q.lemma) throw new AppError('morphology_word_required', 400);
    const s = this.lemmaIndex.get(fold(q.lemma));
    if (!s) throw new AppError('strongs_not_found', 404);
    return s;
  }

  private morphology(
    strongs: string,
    morph: string,
    book: number | null,
    page: number,
    pageSize: number,
  ): MorphologyResult {
    const range = [strongs, morph, `${morph}~`]; // '~' sorts after every letter, digit, '-' and '/'
    const altArgs = [...range, morph, `${morph}~`];
    const counts = new Map<number, number>();
    // counted here: a GROUP BY would sort the index's rows (G3588: 10 ms against 6)
    for (const [stmt, args] of [
      [this.bookStmts[0], range],
      [this.bookStmts[1], altArgs],
    ] as const)
      for (const b of stmt.all(...args) as number[]) counts.set(b, (counts.get(b) ?? 0) + 1);
    const perBook = [...counts]
      .sort((a, b) => a[0] - b[0])
      .map(([b, count]) => ({ book: BOOKS[b - 1]!.osis, count }));
    const total = book === null ? [...counts.values()].reduce((n, c) => n + c, 0) : (counts.get(book) ?? 0);
    const inBook = book === null ? [] : [book];
    const rows = (book === null ? this.pageStmts.all : this.pageStmts.inBook).all(
      ...[...range, ...inBook],
      ...[...altArgs, ...inBook],
      pageSize,
      (page - 1) * pageSize,
    ) as {
      book: number;
      chapter: number;
      verse: number;
      text: string;
      translit: string;
      morph: string;
      original: string;
    }[];
    const lemma = this.lemmas.get(strongs);
    return {
      strongs,
      lemma: lemma ?? null,
      morph,
      total,
      perBook,
      page,
      pageSize,
      items: rows.map((r) => ({
        osis: `${BOOKS[r.book - 1]!.osis}.${r.chapter}.${r.verse}`,
        text: r.text,
        translit: r.translit,
        morph: r.morph,
        original: r.original,
      })),
    };
  }
}
