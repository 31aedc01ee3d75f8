/**
 * USFM reader: a folder of `.usfm`/`.sfm` files, one book each (the form Paratext and most Bible
 * societies publish, e.g. eBible.org's French or Telugu translations).
 * Handles \id, \c, \v, paragraphs (\p, \m, \q*), section headings (\s*, \d) which become the
 * next verse's heading, footnotes and cross-references (\f … \f*, \x … \x*: not verse text),
 * Strong's attributes on words (\w grace|strong="G5485"\w*) and any other character marker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookByUsfm } from '../shared/books';
import { lemmaStrongs } from './osis-text';
import type { BibleSource, SourceVerse, TranslationMeta } from './bible';
import type { WordSpan } from './osis-text';

const PARAGRAPH = /^(p|m|pi\d?|mi|nb|q\d?|qc|qr|li\d?|pc|b)$/;
const HEADING = /^(s\d?|ms\d?|d|sp)$/;
const SKIP_PARAGRAPH = /^(id|ide|h|toc\d|toca\d|mt\d?|mte\d?|imt\d?|is\d?|ip|ipr|iot|io\d?|rem|sts|usfm|cl|cp|r|mr|sr|periph)$/;

/** Parses the USFM of one book into verses (pure, for tests). */
export function parseUsfmBook(usfm: string): { book: number; verses: SourceVerse[] } | null {
  const id = /\\id\s+([0-9A-Z]{3})/.exec(usfm);
  const info = id ? bookByUsfm(id[1]) : undefined;
  if (!info) return null;
  // drop notes with their content first: they are not verse text
  const text = usfm.replace(/\\(f|fe|x|ef|ex)\s[\s\S]*?\\\1\*/g, ' ');
  const verses: SourceVerse[] = [];
  let chapter = 0;
  let current: SourceVerse | null = null;
  let pendingHeading: string[] = [];
  let pendingParagraph = false;

  const finish = () => {
    if (!current) return;
    const trimmed = current.text.replace(/\s+$/, '');
    current.text = trimmed;
    if (trimmed) verses.push(current);
    current = null;
  };
  const appendText = (raw: string, strongs?: string[]) => {
    if (!current) return;
    let s = raw.replace(/\s+/g, ' ');
    if (s.startsWith(' ') && (current.text === '' || current.text.endsWith(' '))) s = s.slice(1);
    if (!s) return;
    const start = current.text.length;
    current.text += s;
    if (strongs?.length) {
      const word: WordSpan = { pos: current.words.length, start, end: current.text.trimEnd().length, strongs };
      if (word.end > word.start) current.words.push(word);
    }
  };

  // split into markers and text; an opening marker owns the one space after it, a closing one does not
  const tokens = text.split(/(\\\+?[a-z0-9]+\*|\\\+?[a-z0-9]+\s?)/i);
  let paragraphMarker: string | null = null;
  let headingBuffer: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!tok) continue;
    const mk = /^\\\+?([a-z0-9]+)(\*?)\s?$/i.exec(tok);
    if (!mk) {
      if (headingBuffer) headingBuffer.push(tok);
      else if (paragraphMarker && SKIP_PARAGRAPH.test(paragraphMarker)) continue;
      else appendText(tok);
      continue;
    }
    const [, name, star] = mk;
    if (star) continue; // end of a character marker: its text is already in
    if (name === 'c') {
      const n = /^\s*(\d+)/.exec(tokens[i + 1] ?? '');
      if (n) {
        finish();
        chapter = Number(n[1]);
        tokens[i + 1] = tokens[i + 1].replace(/^\s*\d+\s*/, '');
      }
      paragraphMarker = null;
      continue;
    }
    if (name === 'v') {
      const n = /^\s*(\d+)[a-z]?(?:-\d+[a-z]?)?\s*/.exec(tokens[i + 1] ?? '');
      if (!n || chapter === 0) continue;
      finish();
      if (headingBuffer) {
        pendingHeading.push(headingBuffer.join('').trim());
        headingBuffer = null;
      }
      current = {
        book: info.order, chapter, verse: Number(n[1]), text: '', words: [], headingWords: [],
        heading: pendingHeading.filter(Boolean).join(' ') || null, paragraph: pendingParagraph,
      };
      pendingHeading = [];
      pendingParagraph = false;
      paragraphMarker = null;
      tokens[i + 1] = tokens[i + 1].slice(n[0].length);
      continue;
    }
    if (name === 'w') {
      // \w word|strong="H1234" x-morph="…"\w*
      const body = tokens[i + 1] ?? '';
      const [word, attrs = ''] = body.split('|');
      const strongs = /strong="([^"]*)"/.exec(attrs)?.[1];
      tokens[i + 1] = '';
      if (headingBuffer) headingBuffer.push(word);
      else appendText(word, strongs ? lemmaStrongs(strongs) : undefined);
      continue;
    }
    if (HEADING.test(name)) {
      if (headingBuffer) pendingHeading.push(headingBuffer.join('').trim());
      headingBuffer = [];
      continue;
    }
    if (PARAGRAPH.test(name) || SKIP_PARAGRAPH.test(name)) {
      if (headingBuffer) {
        pendingHeading.push(headingBuffer.join('').trim());
        headingBuffer = null;
      }
      paragraphMarker = name;
      if (/^(p|m|nb|pi\d?)$/.test(name)) {
        if (current && current.text) appendText(' ');
        pendingParagraph = name === 'p' || /^pi/.test(name);
      } else if (current) appendText(' ');
      continue;
    }
    // any other character marker (\add, \nd, \wj, \qs …): keep its text
  }
  finish();
  return { book: info.order, verses };
}

export function usfmBible(dir: string, meta: Omit<TranslationMeta, 'source'>): BibleSource {
  const files = readdirSync(dir).filter((f) => /\.(u?sfm|usfm)$/i.test(f)).sort();
  if (!files.length) throw new Error(`no .usfm or .sfm files in ${dir}`);
  async function* verses(): AsyncIterable<SourceVerse> {
    const books = files
      .map((f) => parseUsfmBook(readFileSync(join(dir, f), 'utf8')))
      .filter((b): b is NonNullable<typeof b> => b !== null)
      .sort((a, b) => a.book - b.book);
    for (const b of books) yield* b.verses;
  }
  return { meta: { ...meta, source: `usfm:${dir}` }, verses };
}
