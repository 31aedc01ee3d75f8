/**
 * The Hebrew and Greek under the translations (the `original_words` table, KJV numbering):
 * a passage word by word (interlinear), and every occurrence of a word in a given parsing
 * (morphology search), counted per book. Answers are cached like passages.
 */
import type Database from 'better-sqlite3';
import type { Interlinear, MorphologyQuery, MorphologyResult, OriginalWord } from '../../shared/api';
import { BOOKS, bookByOsis, type UiLanguage } from '../../shared/books';
import { validMorphPrefix } from '../../shared/original/morph';
import { parseStrongs } from '../../shared/strongs';
import { AppError } from '../errors';
import { JsonCache, type CachedText } from '../json-cache';
import { fold } from './fold';
import { readVerses } from './passages.service';
import type { ScriptureRepo } from './scripture.repo';

export const ORIGINAL_ATTRIBUTION = {
  hebrew:
    'Hebrew: Westminster Leningrad Codex (public domain), lemmas and morphology from the Open Scriptures Hebrew Bible (CC BY 4.0)',
  greek:
    'Greek: Robinson-Pierpont Byzantine Textform 2018 (public domain), with Strong’s numbers and Robinson’s parsing',
};

type Row = {
  verse: number;
  source: string | null;
  text: string;
  translit: string;
  strongs: string | null;
  strongs_aug: string | null;
  morph: string;
  alt: string | null;
  variant: 'K' | 'Q' | null;
  gloss: string | null;
  lemma: string | null;
};

const WORD_COLUMNS = `w.verse, w.source, w.text, w.translit, w.strongs, w.strongs_aug, w.morph, w.alt, w.variant, l.lemma`;

export class OriginalService {
  private readonly cache = new JsonCache(16 * 1024 * 1024);
  private readonly versesStmt: Record<'en' | 'es', Database.Statement>;
  private readonly lemmaIndex: Map<string, string>;

  constructor(private readonly repo: ScriptureRepo) {
    const verses = (gloss: string) =>
      repo.prepare(
        `SELECT ${WORD_COLUMNS}, ${gloss} AS gloss FROM original_words w LEFT JOIN lexicon l ON l.strongs = w.strongs
          WHERE w.book = ? AND w.chapter = ? AND w.verse BETWEEN ? AND ? ORDER BY w.verse, w.pos`,
      );
    this.versesStmt = { en: verses('w.gloss_en'), es: verses('coalesce(w.gloss_es, w.gloss_en)') };
    // dictionary forms without points or accents → number (the first, for a form two numbers share)
    this.lemmaIndex = new Map();
    for (const [strongs, lemma] of repo
      .prepare(
        'SELECT strongs, lemma FROM lexicon WHERE lemma IS NOT NULL ORDER BY language, CAST(substr(strongs, 2) AS INTEGER)',
      )
      .raw()
      .all() as [string, string][]) {
      const key = fold(lemma);
      if (!this.lemmaIndex.has(key)) this.lemmaIndex.set(key, strongs);
    }
  }

  interlinearJson(ref: string | undefined, lang: UiLanguage): CachedText {
    if (!ref) throw new AppError('reference_required', 400);
    const glossLanguage = lang === 'es' ? 'es' : 'en';
    return this.cache.get(`i\u0000${glossLanguage}\u0000${ref}`, () => this.interlinear(ref, glossLanguage));
  }

  private interlinear(ref: string, glossLanguage: 'en' | 'es'): Interlinear {
    const { parsed, verses } = readVerses(this.repo, ref, this.repo.translationId('KJV'));
    const out: Interlinear['verses'] = [];
    const absent: string[] = [];
    const languages = new Set<'hebrew' | 'greek'>();
    for (const v of verses) {
      const book = bookByOsis(v.book)!;
      const language = book.testament === 'OT' ? 'hebrew' : 'greek';
      // a psalm's title stands before its verse 1
      const from = v.verse === 1 ? 0 : v.verse;
      const rows = this.versesStmt[glossLanguage].all(book.order, v.chapter, from, v.verse) as Row[];
      if (!rows.length) absent.push(v.osis);
      else languages.add(language);
      for (const verse of from === 0 ? [0, v.verse] : [v.verse]) {
        const words = rows.filter((r) => r.verse === verse);
        if (!words.length) continue;
        out.push({
          osis: v.osis,
          ...(verse === 0 ? { title: true } : {}),
          ...(words[0]!.source ? { source: words[0]!.source } : {}),
          language,
          words: words.map(toWord),
        });
      }
    }
    return {
      osis: parsed.osis,
      glossLanguage,
      verses: out,
      absent,
      attribution: [...languages].map((l) => ORIGINAL_ATTRIBUTION[l]),
    };
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
    // a prefix of the word's own code, or of its second analysis
    const match = `w.strongs = ? AND (substr(w.own, 1, ?) = ? OR substr(w.alt, 1, ?) = ?)`;
    const args = [strongs, morph.length, morph, morph.length, morph];
    const perBook = (
      this.repo
        .prepare(
          `SELECT w.book, count(*) AS n FROM original_words w WHERE ${match} GROUP BY w.book ORDER BY w.book`,
        )
        .raw()
        .all(...args) as [number, number][]
    ).map(([b, count]) => ({ book: BOOKS[b - 1]!.osis, count }));
    const total = perBook
      .filter((b) => book === null || b.book === BOOKS[book - 1]!.osis)
      .reduce((n, b) => n + b.count, 0);
    const rows = this.repo
      .prepare(
        `SELECT w.book, w.chapter, w.verse, w.pos, w.text, w.translit, w.morph,
                (SELECT group_concat(o.text, ' ') FROM original_words o
                  WHERE o.book = w.book AND o.chapter = w.chapter AND o.verse = w.verse) AS original
           FROM original_words w WHERE ${match} ${book === null ? '' : 'AND w.book = ?'}
          ORDER BY w.book, w.chapter, w.verse, w.pos LIMIT ? OFFSET ?`,
      )
      .all(...args, ...(book === null ? [] : [book]), pageSize, (page - 1) * pageSize) as {
      book: number;
      chapter: number;
      verse: number;
      text: string;
      translit: string;
      morph: string;
      original: string;
    }[];
    const lemma = this.repo.prepare('SELECT lemma FROM lexicon WHERE strongs = ?').pluck().get(strongs) as
      string | undefined;
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

function toWord(r: Row): OriginalWord {
  return {
    text: r.text,
    translit: r.translit,
    lemma: r.lemma,
    strongs: r.strongs,
    strongsAug: r.strongs_aug,
    morph: r.morph,
    morphAlt: r.alt,
    gloss: r.gloss,
    ...(r.variant ? { variant: r.variant } : {}),
  };
}
