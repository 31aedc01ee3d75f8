/**
 * Reading scripture.db a chapter at a time. A passage is a run of chapter slices, and readers
 * move within chapters; one chapter read costs one index range scan on
 * (translation, book, chapter, verse) and one on its marks, and a slice of a cached chapter
 * costs nothing. The cache is bounded by text size (all three Bibles together are ~15 MB of text).
 */
import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { PassageVerse, VerseMark } from '../../shared/api';
import { BOOKS } from '../../shared/books';

export class ChapterReader {
  private readonly chapterStmt: Database.Statement<[string, number, number]>;
  private readonly marksStmt: Database.Statement<[number, number]>;
  private readonly chapters = new LRUCache<string, PassageVerse[]>({
    maxSize: 96 * 1024 * 1024,
    sizeCalculation: (rows) =>
      64 +
      rows.reduce(
        (n, v) => n + 200 + 2 * (v.text.length + (v.heading?.length ?? 0)) + 48 * (v.marks?.length ?? 0),
        0,
      ),
  });

  constructor(db: Pick<Database.Database, 'prepare'>) {
    this.chapterStmt =
      db.prepare(`SELECT id, verse, text, heading, heading_at, paragraph, title, kjv_chapter, kjv_verse, kjv_verse_end FROM verses
      WHERE translation = ? AND book = ? AND chapter = ? ORDER BY verse`);
    this.marksStmt = db.prepare(`SELECT m.verse_id AS id, m.kind, m.start, m.end, m.level FROM verse_marks m
      WHERE m.verse_id BETWEEN ? AND ? ORDER BY m.verse_id, m.start, m.kind`);
  }

  /**
   * One chapter's verses, from the cache or one indexed read (and one for its marks). `keep`
   * false: a chapter read is not cached (a whole translation's download reads every chapter once
   * and must not evict the ones readers are reading).
   */
  read(translation: string, book: number, chapter: number, keep = true): PassageVerse[] {
    const key = `${translation}.${book}.${chapter}`;
    let rows = this.chapters.get(key);
    if (!rows) {
      const osis = BOOKS[book - 1].osis;
      const raw = this.chapterStmt.all(translation, book, chapter) as {
        id: number;
        verse: number;
        text: string;
        heading: string | null;
        heading_at: number | null;
        paragraph: number;
        title: number;
        kjv_chapter: number;
        kjv_verse: number;
        kjv_verse_end: number;
      }[];
      const marks = new Map<number, VerseMark[]>();
      if (raw.length) {
        for (const m of this.marksStmt.all(raw[0].id, raw[raw.length - 1].id) as {
          id: number;
          kind: VerseMark['kind'];
          start: number;
          end: number;
          level: number | null;
        }[]) {
          const list = marks.get(m.id) ?? [];
          list.push(
            m.level === null
              ? { kind: m.kind, start: m.start, end: m.end }
              : { kind: m.kind, start: m.start, end: m.end, level: m.level },
          );
          marks.set(m.id, list);
        }
      }
      rows = raw.map((r) => {
        const v: PassageVerse = {
          osis: `${osis}.${chapter}.${r.verse}`,
          book: osis,
          chapter,
          verse: r.verse,
          text: r.text,
          heading: r.heading,
          paragraph: r.paragraph === 1,
        };
        if (r.title) v.title = true;
        if (r.heading_at !== null) v.headingAt = r.heading_at;
        if (r.kjv_chapter !== chapter || r.kjv_verse !== r.verse || r.kjv_verse_end !== r.verse)
          v.kjv = { chapter: r.kjv_chapter, verse: r.kjv_verse, verseEnd: r.kjv_verse_end };
        const m = marks.get(r.id);
        if (m) v.marks = m;
        return v;
      });
      if (keep) this.chapters.set(key, rows);
    }
    return rows;
  }
}
