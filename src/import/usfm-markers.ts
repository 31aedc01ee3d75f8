/** The USFM markers the reader knows, its tokenizer and its note reader (used by usfm.ts). */
import type { SourceVerse } from './bible';
import { trimMark, type SourceNote, type TextMark } from './osis-text';

/** A defect of the source, reported by the importer; reading went on. */
export interface SourceDefect {
  file: string;
  line: number;
  message: string;
}

export const PROSE = /^(p|m|pi\d?|mi|nb|li\d?|pc|pm|pmo|pmc|pmr|ph\d?|cls|tr)$/;
export const POETRY = /^(q\d?|qc|qr|qm\d?|qa)$/;
export const HEADING = /^(s\d?|ms\d?|d|sp|qa)$/;
/** paragraph-level markers whose text is not verse text */
export const SKIP =
  /^(id|ide|h\d?|toc\d|toca\d|mt\d?|mte\d?|imt\d?|imte\d?|is\d?|ip|ipi|ipq|ipr|iq\d?|im|imi|iot|io\d?|ib|ili\d?|ie|iex|rem|sts|usfm|cl|cp|mr|sr|r|periph|restore|lit|cd)$/;

export interface Token {
  marker: string | null;
  star: boolean;
  text: string;
  at: number;
}

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const re = /\\(\+?[a-z0-9]+)(\*)?/gi;
  let last = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    if (m.index > last) out.push({ marker: null, star: false, text: src.slice(last, m.index), at: last });
    let end = re.lastIndex;
    // an opening marker owns the one space after it
    if (!m[2] && /[ \t\r\n]/.test(src[end] ?? '')) end++;
    out.push({ marker: m[1].replace(/^\+/, ''), star: !!m[2], text: '', at: m.index });
    re.lastIndex = end;
    last = end;
  }
  if (last < src.length) out.push({ marker: null, star: false, text: src.slice(last), at: last });
  return out;
}

/** The text of a note's body without its markers; the `\xo`/`\fr` origin label apart. */
export function readNote(kind: 'x' | 'f', body: string): { label: string | null; text: string } {
  const label = /\\(?:xo|fr)\s+([^\\]*)/.exec(body)?.[1].trim() || null;
  const text = body
    .replace(/^\s*\S\s*/, '') // the caller (+, -, a letter)
    .replace(/\\(?:xo|fr)\s+[^\\]*/g, '')
    .replace(/\\\+?[a-z0-9]+\*?\s?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { label: kind === 'x' || label ? label : null, text };
}

/** The 1-based line of a character offset in `text` (binary search over line starts). */
export function lineLocator(text: string): (at: number) => number {
  const lineStarts: number[] = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (at) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/**
 * A verse once read: trailing space trimmed, marks, notes and the heading position kept inside the
 * text, empty words-of-Jesus marks dropped, each poetry line running to the next.
 */
export function settleVerse(v: SourceVerse & { marks: TextMark[]; notes: SourceNote[] }): void {
  const trimmed = v.text.replace(/\s+$/, '');
  v.text = trimmed;
  v.marks = v.marks
    .map((m) => ({ ...m, start: Math.min(m.start, trimmed.length), end: Math.min(m.end, trimmed.length) }))
    .map((m) => trimMark(m, trimmed))
    .filter((m) => m.kind !== 'wj' || m.end > m.start)
    .filter((m) => !(m.kind === 'q' && m.start >= trimmed.length && trimmed.length > 0));
  for (const n of v.notes) n.offset = Math.min(n.offset, trimmed.length);
  if (v.headingAt !== undefined) v.headingAt = Math.min(v.headingAt, trimmed.length);
  for (const line of v.marks.filter((m) => m.kind === 'q')) {
    const next = v.marks.find((m) => m.kind === 'q' && m.start > line.start);
    line.end = next ? next.start : trimmed.length;
  }
}

/**
 * The note (`\x … \x*`, `\f … \f*`…) whose marker `\name` stands at `at`, and the offset just
 * after its closing marker; null when another note opens before it closes.
 */
export function noteAt(usfm: string, at: number, name: string): { note: SourceNote; end: number } | null {
  const close = `\\${name}*`;
  const endAt = usfm.indexOf(close, at);
  const nextNote = /\\(x|f|fe)\s/g;
  nextNote.lastIndex = at + 1;
  const next = nextNote.exec(usfm);
  if (endAt === -1 || (next && next.index < endAt)) return null;
  const kind = name.startsWith('x') || name === 'ex' ? 'x' : 'f';
  const note = { kind, offset: 0, ...readNote(kind, usfm.slice(at + name.length + 1, endAt)) } as SourceNote;
  return { note, end: endAt + close.length };
}
