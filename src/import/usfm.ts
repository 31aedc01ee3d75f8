/**
 * USFM reader: a folder of `.usfm`/`.sfm` files, one book each (the form Paratext and most Bible
 * societies publish, e.g. eBible.org's French or Telugu translations).
 *
 * What becomes what:
 * - `\v` text is verse text; the text of character markers (`\wj`, `\add`, `\nd`, `\qs`, `\w`…)
 *   is kept; `\w word|strong="G5485"\w*` attributes become Strong's word spans;
 * - `\p` before a verse sets its paragraph flag (inside a verse, a `p` mark); `\q1`, `\q2`…
 *   poetry lines and `\b` stanza breaks become marks on the verse text (lines are separated by a
 *   space in the text itself); `\wj … \wj*` becomes a `wj` mark (words of Jesus);
 * - section headings (`\s*`, `\ms*`, `\d`, `\sp`) become the next verse's heading;
 * - notes (`\x … \x*` cross-references, `\f … \f*` footnotes) and parallel-passage lines (`\r`)
 *   are not verse text: they are kept as notes of the verse, with the caller's offset;
 * - book introductions (`\ip`, `\io*`, `\is*`, `\imt*`, `\ie`…), titles and running headers are
 *   not scripture and are left out.
 *
 * A source defect never stops the import: a repeated or out-of-order verse number, text outside
 * any verse, an unclosed note are reported (file, line, what was kept) and reading goes on.
 */
import { bookByUsfm } from '../shared/books';
import { lemmaStrongs, type SourceNote, type TextMark, type WordSpan } from './osis-text';
import type { SourceVerse } from './bible';
import {
  HEADING,
  POETRY,
  PROSE,
  SKIP,
  lineLocator,
  noteAt,
  settleVerse,
  tokenize,
  type SourceDefect,
} from './usfm-markers';

export type { SourceDefect } from './usfm-markers';

/** Parses the USFM of one book into verses (pure, for tests). Defects go to `defects`. */
export function parseUsfmBook(
  usfm: string,
  file = 'book.usfm',
  defects: SourceDefect[] = [],
): { book: number; verses: SourceVerse[] } | null {
  const id = /\\id\s+([0-9A-Z]{3})/.exec(usfm);
  const info = id ? bookByUsfm(id[1]) : undefined;
  if (!info) return null;
  const lineOf = lineLocator(usfm);
  const report = (at: number, message: string) => defects.push({ file, line: lineOf(at), message });

  const tokens = tokenize(usfm);
  const verses: SourceVerse[] = [];
  let chapter = 0;
  type Current = SourceVerse & { marks: TextMark[]; notes: SourceNote[] };
  let current = null as Current | null;
  /** the verse a repeated number's text goes to */
  let into = null as Current | null;
  const seen = new Set<string>();
  let pendingHeading: string[] = [];
  let pendingParagraph = false;
  let pendingLine: number | null = null; // poetry level of a line opened before its verse number
  let pendingNotes: SourceNote[] = [];
  let block: string | null = null; // current paragraph-level marker
  let headingBuffer: string[] | null = null;
  let parallelBuffer: string[] | null = null;
  const openWj: number[] = [];
  let strayAt = -1;
  let currentAt = 0;

  const target = () => into ?? current;
  const closeHeading = () => {
    const heading = headingBuffer?.join('').replace(/\s+/g, ' ').trim();
    if (heading) pendingHeading.push(heading);
    const parallels = parallelBuffer?.join('').replace(/\s+/g, ' ').trim();
    if (parallels) pendingNotes.push({ kind: 'r', offset: 0, label: null, text: parallels });
    headingBuffer = parallelBuffer = null;
  };
  const closeWj = () => {
    const v = target();
    while (openWj.length) {
      const start = openWj.pop()!;
      if (v) v.marks.push({ kind: 'wj', start, end: v.text.length });
    }
  };
  const finish = () => {
    closeWj();
    if (current) {
      const v = current;
      settleVerse(v);
      if (v.text) verses.push(v);
      else report(currentAt, `verse ${v.chapter}:${v.verse} has no text: left out`);
    }
    current = null;
    into = null;
  };
  const append = (raw: string, at: number, strongs?: string[]) => {
    const v = target();
    if (!v) {
      // before the first chapter: the book's introduction (tables, lists), not scripture
      if (raw.trim() && strayAt !== at && chapter > 0) {
        report(at, `text outside any verse left out: "${raw.trim().slice(0, 40)}"`);
        strayAt = at;
      }
      return;
    }
    let s = raw.replace(/\s+/g, ' ');
    if (s.startsWith(' ') && (v.text === '' || v.text.endsWith(' '))) s = s.slice(1);
    if (!s) return;
    const start = v.text.length;
    v.text += s;
    if (strongs?.length) {
      const end = v.text.trimEnd().length;
      if (end > start) v.words.push({ pos: v.words.length, start, end, strongs } satisfies WordSpan);
    }
  };
  /** a section heading inside a verse: the verse goes on under it (Gen 29:14b) */
  const headingInside = (v: Current) => {
    if (!pendingHeading.length || v.heading) return;
    space();
    v.heading = pendingHeading.join(' ');
    v.headingAt = v.text.length;
    pendingHeading = [];
  };
  const space = () => {
    const v = target();
    if (v && v.text && !v.text.endsWith(' ')) v.text += ' ';
  };

  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.marker === null) {
      if (headingBuffer) headingBuffer.push(tok.text);
      else if (parallelBuffer) parallelBuffer.push(tok.text);
      else if (block && SKIP.test(block)) continue;
      else append(tok.text, tok.at);
      continue;
    }
    const name = tok.marker;
    if (tok.star) {
      if (name === 'wj') {
        const start = openWj.pop();
        const v = target();
        if (start !== undefined && v) v.marks.push({ kind: 'wj', start, end: v.text.length });
      }
      continue; // the end of any other character marker: its text is already in
    }
    if (name === 'x' || name === 'f' || name === 'fe' || name === 'ex' || name === 'ef') {
      const found = noteAt(usfm, tok.at, name);
      if (!found) {
        report(tok.at, `note \\${name} not closed: left out up to the next marker`);
        continue;
      }
      const { note, end } = found;
      const v = target();
      if (headingBuffer || parallelBuffer || !v) pendingNotes.push(note);
      else {
        note.offset = v.text.length;
        v.notes.push(note);
      }
      while (i + 1 < tokens.length && tokens[i + 1].at < end) i++;
      continue;
    }
    if (name === 'c') {
      const next = tokens[i + 1];
      const n = next?.marker === null ? /^\s*(\d+)/.exec(next.text) : null;
      if (!n) {
        report(tok.at, '\\c without a number: ignored');
        continue;
      }
      closeHeading();
      finish();
      chapter = Number(n[1]);
      next.text = next.text.replace(/^\s*\d+\s*/, '');
      block = null;
      continue;
    }
    if (name === 'v') {
      const next = tokens[i + 1];
      const n = next?.marker === null ? /^\s*(\d+)[a-z]?(?:[-,]\d+[a-z]?)?\s*/.exec(next.text) : null;
      if (!n || chapter === 0) {
        report(
          tok.at,
          chapter === 0
            ? '\\v before any \\c: its text left out'
            : '\\v without a number: its text joined to the verse before',
        );
        continue;
      }
      closeHeading();
      const verse = Number(n[1]);
      next.text = next.text.slice(n[0].length);
      const key = `${chapter}:${verse}`;
      const before = current as Current | null;
      finish();
      if (seen.has(key) || (before && before.chapter === chapter && verse < before.verse)) {
        // a repeated or backward number (e.g. "\v 11 5…" for 115): keep its text, joined to the verse before
        into = before;
        current = before;
        if (before && verses[verses.length - 1] === before) verses.pop();
        report(
          tok.at,
          `verse ${key} ${seen.has(key) ? 'repeated' : 'out of order'}: its text kept at the end of ${before ? `${before.chapter}:${before.verse}` : 'nothing'}`,
        );
        if (!before) current = into = null;
        else space();
        continue;
      }
      seen.add(key);
      currentAt = tok.at;
      current = {
        book: info.order,
        chapter,
        verse,
        text: '',
        words: [],
        headingWords: [],
        heading: pendingHeading.join(' ') || null,
        paragraph: pendingParagraph,
        marks: [],
        notes: pendingNotes,
      };
      if (pendingLine !== null) current.marks.push({ kind: 'q', start: 0, end: 0, level: pendingLine });
      pendingHeading = [];
      pendingParagraph = false;
      pendingLine = null;
      pendingNotes = [];
      if (block && SKIP.test(block)) block = null;
      continue;
    }
    if (name === 'w') {
      // \w word|strong="H1234" x-morph="…"\w*
      const next = tokens[i + 1];
      if (next?.marker !== null) continue;
      const [word, attrs = ''] = next.text.split('|');
      const strongs = /strong="([^"]*)"/.exec(attrs)?.[1];
      next.text = '';
      if (headingBuffer) headingBuffer.push(word);
      else append(word, next.at, strongs ? lemmaStrongs(strongs) : undefined);
      continue;
    }
    if (name === 'wj') {
      const v = target();
      if (v) {
        space();
        openWj.push(v.text.length);
      }
      continue;
    }
    if (name === 'r') {
      closeHeading();
      parallelBuffer = [];
      block = 'r';
      continue;
    }
    if (HEADING.test(name)) {
      closeHeading();
      headingBuffer = [];
      block = name;
      continue;
    }
    if (PROSE.test(name) || POETRY.test(name) || name === 'b' || SKIP.test(name)) {
      closeHeading();
      block = name;
      if (SKIP.test(name)) continue;
      const v = target();
      // a marker standing just before a verse number belongs to that verse
      let n = i + 1;
      while (n < tokens.length && tokens[n].marker === null && !tokens[n].text.trim()) n++;
      const beforeVerse = tokens[n]?.marker === 'v';
      const inVerse = !!v && v.text.trim() !== '' && !beforeVerse;
      if (name === 'b') {
        if (inVerse) v.marks.push({ kind: 'b', start: v.text.length, end: v.text.length });
      } else if (POETRY.test(name)) {
        const level = Number(/\d/.exec(name)?.[0] ?? 1);
        if (!inVerse) pendingLine = level;
        else {
          headingInside(v);
          space();
          v.marks.push({ kind: 'q', start: v.text.length, end: v.text.length, level });
        }
      } else if (inVerse) {
        // prose paragraphs
        headingInside(v);
        space();
        if (/^(p|pi\d?|m|pmo)$/.test(name))
          v.marks.push({ kind: 'p', start: v.text.length, end: v.text.length });
      } else {
        pendingParagraph = /^(p|pi\d?|m|pmo|li\d?)$/.test(name);
        pendingLine = null;
      }
      continue;
    }
    if (/^t[hc]r?\d*$/.test(name)) {
      space();
      continue;
    }
    // any other character marker (\add, \nd, \qs, \it, \ord …): keep its text
  }
  closeHeading();
  finish();
  return { book: info.order, verses };
}
