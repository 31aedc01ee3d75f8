/**
 * Writes each Bible's verses into scripture.db with their marks, notes, Strong's tags and
 * renderings, the KJV first: the others are mapped onto its numbering (versification.ts).
 */
import type Database from 'better-sqlite3';
import { BOOKS } from '../shared/books';
import type { BibleSource, SourceVerse } from './bible';
import type { SourceDefect } from './usfm';
import { mapToKjv, sameSpan, type KjvShape, type KjvSpan } from './versification';

export async function writeBibles(
  db: Database.Database,
  sources: BibleSource[],
  defects: SourceDefect[],
  log: (msg: string) => void,
  /** each translation's verses once written, [verse id, book, text] (the search index's input) */
  written: (id: string, rows: [number, number, string][]) => void = () => {},
): Promise<{ id: string; verses: number }[]> {
  const translations: { id: string; verses: number }[] = [];
  const insertVerse =
    db.prepare(`INSERT INTO verses (id, translation, book, chapter, verse, text, heading, heading_at, paragraph, title, kjv_chapter, kjv_verse, kjv_verse_end)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertWord = db.prepare('INSERT INTO verse_words VALUES (?, ?, ?, ?, ?, ?)');
  const insertMark = db.prepare('INSERT INTO verse_marks VALUES (?, ?, ?, ?, ?)');
  const insertNote = db.prepare('INSERT INTO verse_notes VALUES (?, ?, ?, ?, ?, ?)');
  const insertAppendix = db.prepare('INSERT INTO appendices VALUES (?, ?, ?)');
  const insertRendering = db.prepare('INSERT INTO renderings VALUES (?, ?, ?, ?)');
  const insertTranslation = db.prepare('INSERT INTO translations VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertApart = db.prepare('INSERT OR IGNORE INTO deuterocanon VALUES (?, ?, ?, ?, ?, ?, ?)');
  let verseId = 0;
  /** the KJV's shape, once read: what the other translations are mapped onto */
  let kjv: KjvShape | null = null;
  for (const [sort, source] of sources.entries()) {
    const t0 = performance.now();
    let count = 0;
    let tagged = 0;
    let marks = 0;
    let notes = 0;
    const m = source.meta;
    const isKjv = m.id === 'KJV';
    const renderings = new Map<string, number>();
    const list: SourceVerse[] = [];
    const apart: SourceVerse[] = [];
    for await (const v of source.verses()) (v.apart ? apart : list).push(v);
    let spans: KjvSpan[];
    if (kjv && !isKjv) {
      const mapping = mapToKjv(
        list.map((v) => ({ book: v.book, chapter: v.chapter, verse: v.verse, length: v.text.length })),
        kjv,
        (b) => BOOKS[b - 1].osis,
      );
      spans = mapping.spans;
      log(
        `${m.id}: ${mapping.moved} verses numbered unlike the KJV; runs aligned: ${mapping.aligned.join(', ') || 'none'}`,
      );
    } else spans = list.map(sameSpan);
    if (isKjv) {
      kjv = { chapters: new Map(), titled: new Set() };
      for (const v of list) {
        const key = `${v.book}.${v.chapter}`;
        const lengths = kjv.chapters.get(key) ?? [];
        lengths[v.verse - 1] = v.text.length;
        kjv.chapters.set(key, lengths);
        if (v.book === 19 && v.verse === 1 && v.heading) kjv.titled.add(key);
      }
      for (const [key, lengths] of kjv.chapters)
        kjv.chapters.set(
          key,
          Array.from(lengths, (l) => l ?? 0),
        );
    }
    const rows: [number, number, string][] = [];
    db.exec('BEGIN');
    insertTranslation.run(m.id, m.name, m.language, m.licence, 0, m.source, 0, sort + 1);
    for (const v of apart)
      insertApart.run(m.id, v.apart, v.chapter, v.verse, v.text, v.heading, v.paragraph ? 1 : 0);
    if (apart.length)
      log(
        `${m.id}: ${apart.length} deuterocanonical verses (${[...new Set(apart.map((v) => v.apart))].join(', ')}) kept apart from the KJV-numbered books`,
      );
    const seen = new Set<string>();
    list.forEach((v, i) => {
      const key = `${v.book}.${v.chapter}.${v.verse}`;
      if (seen.has(key)) {
        // a source defect must never stop an import: the first is kept
        defects.push({
          file: m.source,
          line: 0,
          message: `${BOOKS[v.book - 1].osis} ${v.chapter}:${v.verse} appears twice: the first kept, the second left out ("${v.text.slice(0, 40)}")`,
        });
        return;
      }
      seen.add(key);
      verseId++;
      count++;
      rows.push([verseId, v.book, v.text]);
      const span = spans[i];
      // a psalm whose title the KJV keeps apart but this text numbers as verse 1's first line
      // ("Cantique de David." in LSG Ps 23:1): that line is marked as the title
      if (
        kjv &&
        !isKjv &&
        v.book === 19 &&
        v.verse === 1 &&
        !span.title &&
        kjv.titled.has(`19.${v.chapter}`)
      ) {
        const lines = (v.marks ?? []).filter((mk) => mk.kind === 'q');
        if (lines.length >= 2 && lines[0].start === 0)
          v.marks = [...(v.marks ?? []), { kind: 't', start: 0, end: lines[1].start }];
      }
      insertVerse.run(
        verseId,
        m.id,
        v.book,
        v.chapter,
        v.verse,
        v.text,
        v.heading,
        v.headingAt ?? null,
        v.paragraph ? 1 : 0,
        span.title ? 1 : 0,
        span.chapter,
        span.verse,
        span.verseEnd,
      );
      for (const mk of v.marks ?? []) {
        insertMark.run(verseId, mk.kind, mk.start, mk.end, mk.level ?? null);
        marks++;
      }
      (v.notes ?? []).forEach((n, seq) => {
        insertNote.run(verseId, seq, n.kind, n.offset, n.label, n.text);
        notes++;
      });
      if (v.appendix) {
        insertAppendix.run(m.id, `${BOOKS[v.book - 1].osis}.${v.chapter}.${v.verse}`, v.appendix);
        log(
          `${m.id}: ${BOOKS[v.book - 1].osis} ${v.chapter}:${v.verse} carries ${v.appendix.length} characters after the end of the book (a glossary): kept apart in appendices, not as verse text`,
        );
      }
      for (const [inHeading, words, text] of [
        [0, v.words, v.text],
        [1, v.headingWords, v.heading ?? ''],
      ] as const) {
        for (const w of words) {
          const word = text.slice(w.start, w.end).toLowerCase(); // locale-aware lowering is ~10x slower, same result here
          for (const s of w.strongs) {
            insertWord.run(verseId, w.pos, w.start, w.end, s, inHeading);
            const key = `${s}\u0000${word}`;
            renderings.set(key, (renderings.get(key) ?? 0) + 1);
            tagged++;
          }
        }
      }
    });
    for (const [key, n] of renderings) {
      const [strongs, word] = key.split('\u0000');
      insertRendering.run(m.id, strongs, word, n);
    }
    if (count === 0) throw new Error(`${source.meta.source} has no verses of the 66-book canon`);
    db.prepare('UPDATE translations SET has_strongs = ?, verse_count = ? WHERE id = ?').run(
      tagged > 0 ? 1 : 0,
      count,
      m.id,
    );
    db.exec('COMMIT');
    written(m.id, rows);
    translations.push({ id: m.id, verses: count });
    log(
      `${m.id}: ${count} verses, ${tagged} Strong's tags, ${marks} marks, ${notes} notes (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  return translations;
}
