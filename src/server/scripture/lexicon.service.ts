/**
 * Strong's lexicon: entries, their occurrences in a Strong's-tagged translation (verse counts equal
 * SWORD's `diatheke -s attribute -k Word//Lemma./G4102`, psalm titles included), how the
 * translation renders them, and search by number, English or Spanish word, transliteration or
 * original word with or without vowel points and accents.
 */
import type Database from 'better-sqlite3';
import {
  ABBOTT_SMITH_ATTRIBUTION,
  BDB_ATTRIBUTION,
  type LexiconArticles,
  type LexiconEntry,
  type LexiconMatches,
  type LexiconOccurrences,
} from '../../shared/api';
import { BOOKS } from '../../shared/books';
import { parseStrongs } from '../../shared/strongs';
import { AppError } from '../errors';
import { AbbottSmithEntries } from './abbott-smith';
import { BdbEntries } from './bdb';
import { fold, foldXlit } from './fold';
import { markRenderings, MIN_SHARE, tokens } from './renderings';
import type { ScriptureRepo } from './scripture.repo';

export { parseStrongs } from '../../shared/strongs';
export { fold, foldXlit } from './fold';

export type LexiconLanguage = 'hebrew' | 'greek';

interface WordIndex {
  hits: Map<string, Map<string, number>>;
  totals: Map<string, number>;
}

interface Row {
  strongs: string;
  language: LexiconLanguage;
  lemma: string | null;
  xlit: string | null;
  pron: string | null;
  definition: string | null;
  kjv_usage: string | null;
  derivation: string | null;
}

export class LexiconService {
  private readonly byStrongs: Map<string, Row>;
  private readonly folded: { row: Row; lemma: string; xlit: string; usage: string; definition: string }[];
  private readonly perBook: Database.Statement;
  private readonly renderingsOf: Database.Statement;
  private readonly occurrencePage: Database.Statement;
  private readonly occurrenceCount: Database.Statement;
  private readonly wordIndex = new Map<string, WordIndex>();
  private readonly renderingRows: Database.Statement;
  private readonly bdb: BdbEntries;
  private readonly abbottSmith: AbbottSmithEntries;

  constructor(private readonly repo: ScriptureRepo) {
    const rows = repo
      .prepare('SELECT strongs, language, lemma, xlit, pron, definition, kjv_usage, derivation FROM lexicon')
      .all() as Row[];
    this.byStrongs = new Map(rows.map((r) => [r.strongs, r]));
    this.folded = rows.map((row) => ({
      row,
      lemma: fold(row.lemma ?? ''),
      xlit: foldXlit(row.xlit ?? ''),
      usage: ` ${fold(row.kjv_usage ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ')} `,
      definition: ` ${fold(row.definition ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ')} `,
    }));
    // a translation's verses have consecutive ids, so "in this translation" is an id range on
    // the (strongs, verse_id) index: no join is needed to filter
    const tagged = 'SELECT DISTINCT verse_id FROM verse_words WHERE strongs = ? AND verse_id BETWEEN ? AND ?';
    this.perBook = repo.prepare(
      `SELECT v.book, count(*) AS n FROM (${tagged}) x JOIN verses v ON v.id = x.verse_id GROUP BY v.book ORDER BY v.book`,
    );
    this.renderingsOf = repo.prepare(
      'SELECT word, count FROM renderings WHERE translation = ? AND strongs = ? ORDER BY count DESC, word',
    );
    this.occurrenceCount = repo.prepare(`SELECT count(*) AS n FROM (${tagged})`);
    this.occurrencePage = repo.prepare(`SELECT v.id, v.book, v.chapter, v.verse, v.text, v.heading,
        (SELECT group_concat(w.in_heading || ':' || w.start || ':' || w.end) FROM verse_words w WHERE w.verse_id = v.id AND w.strongs = @strongs) AS spans
      FROM (SELECT DISTINCT verse_id FROM verse_words WHERE strongs = @strongs AND verse_id BETWEEN @first AND @last ORDER BY verse_id LIMIT @limit OFFSET @offset) x
      JOIN verses v ON v.id = x.verse_id ORDER BY v.id`);
    this.renderingRows = repo.prepare('SELECT strongs, word, count FROM renderings WHERE translation = ?');
    this.bdb = new BdbEntries(repo);
    this.abbottSmith = new AbbottSmithEntries(repo);
  }

  private row(strongs: string): Row {
    const row = this.byStrongs.get(strongs);
    if (!row) throw new AppError('strongs_not_found', 404);
    return row;
  }

  /** What Strong's and the other dictionaries (Brown-Driver-Briggs, Abbott-Smith) say of a number. */
  articles(strongs: string): LexiconArticles {
    const row = this.row(strongs);
    const bdb = this.bdb.of(row.strongs);
    const abbottSmith = this.abbottSmith.of(row.strongs);
    return {
      strongs: row.strongs,
      language: row.language,
      lemma: row.lemma,
      xlit: row.xlit,
      pron: row.pron,
      definition: row.definition,
      kjvUsage: row.kjv_usage,
      derivation: row.derivation,
      bdb,
      bdbAttribution: bdb.length ? BDB_ATTRIBUTION : null,
      abbottSmith,
      abbottSmithAttribution: abbottSmith.length ? ABBOTT_SMITH_ATTRIBUTION : null,
    };
  }

  entry(strongs: string, translation = 'KJV'): LexiconEntry {
    const articles = this.articles(strongs);
    const t = this.repo.translationId(translation);
    const byBook = (
      this.perBook.all(articles.strongs, ...this.repo.idRange(t)) as { book: number; n: number }[]
    ).map((r) => ({ book: BOOKS[r.book - 1].osis, count: r.n }));
    return {
      ...articles,
      /** the Strong's numbers the derivation refers to, for links */
      related: [
        ...new Set([...(articles.derivation ?? '').matchAll(/\b([HG]\d+)\b/g)].map((m) => m[1])),
      ].filter((s) => this.byStrongs.has(s)),
      translation: t,
      occurrences: { verses: byBook.reduce((n, b) => n + b.count, 0), byBook },
      renderings: markRenderings(
        this.renderingsOf.all(t, articles.strongs) as { word: string; count: number }[],
        articles.kjvUsage,
        this.repo.translations().find((tr) => tr.id === t)?.language ?? 'en',
      ),
    };
  }

  occurrences(strongs: string, translation: string, page: number, pageSize: number): LexiconOccurrences {
    const row = this.row(strongs);
    const t = this.repo.translationId(translation);
    const [first, last] = this.repo.idRange(t);
    const total = (this.occurrenceCount.get(row.strongs, first, last) as { n: number }).n;
    const rows = this.occurrencePage.all({
      strongs: row.strongs,
      first,
      last,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }) as {
      book: number;
      chapter: number;
      verse: number;
      text: string;
      heading: string | null;
      spans: string;
    }[];
    return {
      strongs: row.strongs,
      translation: t,
      total,
      page,
      pageSize,
      results: rows.map((r) => {
        const spans = r.spans.split(',').map((s) => s.split(':').map(Number));
        const pick = (inHeading: number) =>
          spans
            .filter((s) => s[0] === inHeading)
            .map((s) => [s[1], s[2]] as [number, number])
            .sort((a, b) => a[0] - b[0]);
        return {
          osis: `${BOOKS[r.book - 1].osis}.${r.chapter}.${r.verse}`,
          translation: t,
          text: r.text,
          heading: r.heading,
          highlights: pick(0),
          headingHighlights: pick(1),
        };
      }),
    };
  }

  /**
   * Words of a translation → Strong's numbers → how often the word is in the entry's renderings,
   * and each entry's renderings in all (built once per translation).
   */
  private words(translation: string): WordIndex {
    let index = this.wordIndex.get(translation);
    if (!index) {
      index = { hits: new Map(), totals: new Map() };
      for (const r of this.renderingRows.all(translation) as {
        strongs: string;
        word: string;
        count: number;
      }[]) {
        index.totals.set(r.strongs, (index.totals.get(r.strongs) ?? 0) + r.count);
        for (const token of new Set(tokens(r.word))) {
          const m = index.hits.get(token) ?? new Map<string, number>();
          m.set(r.strongs, (m.get(r.strongs) ?? 0) + r.count);
          index.hits.set(token, m);
        }
      }
      this.wordIndex.set(translation, index);
    }
    return index;
  }

  /** Entries for a number, an original word, a transliteration or a word of the translation. */
  search(
    q: string,
    opts: { language?: LexiconLanguage; translation?: string; limit?: number } = {},
  ): LexiconMatches {
    const limit = opts.limit ?? 50;
    const number = parseStrongs(q, opts.language);
    const found = new Map<string, number>(); // strongs → rank (lower first)
    if (number && this.byStrongs.has(number)) found.set(number, 0);
    const f = fold(q);
    const fx = foldXlit(q);
    if (f && !number) {
      const translation = this.repo.translationId(opts.translation ?? 'KJV');
      const english = this.repo.translations().find((t) => t.id === translation)?.language === 'en';
      const { hits, totals } = this.words(translation);
      const rendered = hits.get(f);
      const prefixes: string[] = [];
      const definitions: string[] = [];
      for (const c of this.folded) {
        if (opts.language && c.row.language !== opts.language) continue;
        const s = c.row.strongs;
        const listed = c.usage.includes(` ${f} `);
        const n = rendered?.get(s) ?? 0;
        // a word found in a few of an entry's renderings only (ὁ for "spirit", לֹא for "fe") is
        // not what the entry means: it must be 1 in 25 of them, or in Strong's own usage
        const meant = n > 0 && (n / totals.get(s)! >= MIN_SHARE || (english && listed));
        if (c.lemma === f || c.xlit === fx) found.set(s, 0);
        else if (meant) found.set(s, 1 - n / 1e6);
        else if (listed) found.set(s, 2);
        else if (f.length > 1 && (c.lemma.startsWith(f) || c.xlit.startsWith(fx))) prefixes.push(s);
        else if (f.length > 2 && c.definition.includes(` ${f} `)) definitions.push(s);
      }
      // the start of a word (agap…: ἀγάπη) only when nothing matches the whole word (amor: not
      // ʻĂmôrâh, Gomorrah), and a definition that mentions it ("to love less": μισέω) only after that
      for (const [tier, list] of [
        [3, prefixes],
        [4, definitions],
      ] as const)
        if (!found.size) for (const s of list) found.set(s, tier);
    }
    const entries = [...found]
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0], 'en', { numeric: true }))
      .slice(0, limit)
      .map(([s]) => {
        const r = this.byStrongs.get(s)!;
        return { strongs: s, language: r.language, lemma: r.lemma, xlit: r.xlit, kjvUsage: r.kjv_usage };
      });
    return { count: found.size, entries };
  }
}
