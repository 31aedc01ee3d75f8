/**
 * Devotional and Biographical in English: Matthew Henry's note on the key verse (his Concise
 * Commentary, the `mhcc` work in scripture.db), cited, its references written in the language's
 * book names, and shortened visibly (…) with where to read the rest. In another language the note
 * is further reading, never the study's reflection (reflection.ts).
 */
import type Database from 'better-sqlite3';
import { bookByOsis } from '../../../shared/books';
import { osisRange, type RefRange } from '../../../shared/reference/osis';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fill } from '../../content/phrases';
import { ref, section, type StudyContext } from './context';

/** At most this many characters of the note (cut at a sentence's end). */
const MAX_CHARS = 900;
const WORK = 'mhcc';

const statements = new WeakMap<ScriptureRepo, Database.Statement>();

interface Row {
  verse: number;
  verse_end: number;
  text: string;
  refs: string;
}

/** The note's own text: its references in the language, its outline headings left out. */
export function noteText(row: Row, format: (r: RefRange) => string): string {
  let text = row.text;
  const refs = (JSON.parse(row.refs) as [number, number, string][]).sort((a, b) => b[0] - a[0]);
  for (const [start, end, osis] of refs) {
    const r = osisRange(osis);
    if (r) text = text.slice(0, start) + format(r) + text.slice(end);
  }
  const lines = text.split('\n');
  // "Chapter 2", "Chapter Outline", its outline, "Verses 1-3": the note starts after the last heading
  const last = lines.findLastIndex((l) =>
    /^(Verses?\s+[\d-]+|Chapter\s+\d+|Chapter Outline)\s*$/.test(l.trim()),
  );
  const body = (last >= 0 ? lines.slice(last + 1) : lines.slice(lines[0].split(' ').length < 4 ? 1 : 0))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // his quotation marks become single ones: the note is not checked as a quotation of scripture
  return body.replace(/["“”]([^"“”]*)["“”]/g, '‘$1’').replace(/["“”]/g, '');
}

/** Shortened at a sentence's end; whether it was. */
export function shorten(text: string, max = MAX_CHARS): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  return { text: `${end > max / 3 ? head.slice(0, end + 1) : head.replace(/\s+\S*$/, '')} …`, cut: true };
}

/** Matthew Henry's note on the key verse: where it stands, and its text in the language's book names. */
export function henryNote(ctx: StudyContext): { at: string; text: string } | undefined {
  const { repo, key } = ctx;
  if (!key) return undefined;
  let stmt = statements.get(repo);
  if (!stmt) {
    stmt = repo.prepare(`SELECT verse, verse_end, text, refs FROM commentary
      WHERE work = ? AND book = ? AND chapter = ? AND verse <= ? AND verse_end >= ? ORDER BY id LIMIT 1`);
    statements.set(repo, stmt);
  }
  const v = key.start.verse ?? 1;
  const row = stmt.get(WORK, bookByOsis(key.start.book)!.order, key.start.chapter, v, v) as Row | undefined;
  if (!row) return undefined;
  const on: RefRange = {
    start: { book: key.start.book, chapter: key.start.chapter, verse: row.verse },
    end: { book: key.start.book, chapter: key.start.chapter, verse: row.verse_end },
  };
  const text = noteText(row, (r) => ref(ctx, r));
  return text ? { at: ref(ctx, on), text } : undefined;
}

/** Biographical and Devotional in English: Matthew Henry's note on the key verse, shortened visibly. */
export function commentarySection(ctx: StudyContext) {
  const { t } = ctx;
  const note = henryNote(ctx);
  if (!note) return;
  const { text, cut } = shorten(note.text);
  section(
    ctx,
    fill(t.commentary, { ref: note.at }),
    text,
    `${t.commentarySource}${cut ? ` ${fill(t.commentaryMore, { ref: note.at })}` : ''}`,
  );
}
