import type Database from 'better-sqlite3';
import { JsonCache, type CachedText } from '../http/json-cache';
import { AppError } from '../errors';
import { formatReference } from '../../shared/reference/format';
import { kjvOf } from '../../shared/kjv-place';
import { BOOKS, bookByOsis, type UiLanguage } from '../../shared/books';
import type { Commentary, CommentaryWorkInfo } from '../../shared/api';
import type { ScriptureRepo } from './scripture.repo';
import { readVerses } from './passages.service';

/**
 * Commentaries beside the text. Sections are stored with the verses they cover in the KJV's
 * numbering (one chapter each); a reference in a translation's own numbering is first mapped
 * through its verses' KJV places, then every section overlapping them is returned, in the work's
 * order. Answers are cached like passages.
 */
export class CommentaryService {
  private readonly cache = new JsonCache(16 * 1024 * 1024);
  private readonly works: CommentaryWorkInfo[];
  private readonly sectionsStmt: Database.Statement;

  constructor(private readonly repo: ScriptureRepo) {
    this.works = (
      repo
        .prepare('SELECT id, name, author, year, licence, books FROM commentary_works ORDER BY sort')
        .all() as {
        id: string;
        name: string;
        author: string;
        year: number;
        licence: string;
        books: string;
      }[]
    ).map((w) => ({ ...w, books: JSON.parse(w.books) as string[] }));
    this.sectionsStmt =
      repo.prepare(`SELECT book, chapter, verse, verse_end, heading, text, refs FROM commentary
      WHERE work = ? AND book = ? AND chapter = ? AND verse <= ? AND verse_end >= ? ORDER BY id`);
  }

  list(): CommentaryWorkInfo[] {
    return this.works;
  }

  getJson(
    ref: string | undefined,
    workId: string | undefined,
    translation: string,
    lang: UiLanguage,
  ): CachedText {
    if (!ref) throw new AppError('reference_required', 400);
    const work = this.works.find((w) => w.id === workId?.toLowerCase());
    if (!work) throw new AppError('commentary_not_found', 400);
    const id = this.repo.translationId(translation);
    return this.cache.get(`${work.id}\u0000${id}\u0000${lang}\u0000${ref}`, () =>
      this.read(ref, work, id, lang),
    );
  }

  private read(ref: string, work: CommentaryWorkInfo, translation: string, lang: UiLanguage): Commentary {
    const { parsed, verses } = readVerses(this.repo, ref, translation);
    // the KJV verses the reference covers, per chapter
    const spans = new Map<string, { book: number; chapter: number; from: number; to: number }>();
    for (const v of verses) {
      const k = kjvOf(v);
      const book = bookByOsis(v.book)!.order;
      const key = `${book}.${k.chapter}`;
      const span = spans.get(key) ?? { book, chapter: k.chapter, from: Infinity, to: 0 };
      span.from = Math.min(span.from, Math.max(1, k.verse));
      span.to = Math.max(span.to, Math.max(1, k.verseEnd));
      spans.set(key, span);
    }
    const sections: Commentary['sections'] = [];
    for (const s of spans.values()) {
      for (const r of this.sectionsStmt.all(work.id, s.book, s.chapter, s.to, s.from) as {
        book: number;
        chapter: number;
        verse: number;
        verse_end: number;
        heading: string | null;
        text: string;
        refs: string;
      }[]) {
        const osis = BOOKS[r.book - 1].osis;
        sections.push({
          osis:
            r.verse === r.verse_end
              ? `${osis}.${r.chapter}.${r.verse}`
              : `${osis}.${r.chapter}.${r.verse}-${osis}.${r.chapter}.${r.verse_end}`,
          heading: r.heading,
          text: r.text,
          refs: (JSON.parse(r.refs) as [number, number, string][]).map(([start, end, o]) => ({
            start,
            end,
            osis: o,
          })),
        });
      }
    }
    return {
      work: work.id,
      reference: formatReference(parsed, lang),
      osis: parsed.osis,
      translation,
      sections,
    };
  }
}
