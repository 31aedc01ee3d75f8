/**
 * Commentaries read from SWORD modules into sections: each section covers a run of verses of one
 * chapter, in the KJV's numbering (the three modules are KJV-versified), and holds clean text with
 * its scripture references as offsets resolved to OSIS.
 *
 * - Matthew Henry's Concise Commentary (MHCC): an entry starts at its key's verse and runs to the
 *   verse before the next entry of the chapter (the last one to the chapter's end).
 * - Scofield Reference Notes (1917): one entry per verse, covering that verse.
 * - Spurgeon's Treasury of David: one entry per psalm, cut at its parts (OVERVIEW, EXPOSITION,
 *   EXPLANATORY NOTES AND QUAINT SAYINGS, HINTS TO THE VILLAGE PREACHER…) and, inside a part, at
 *   each paragraph labelled `Verse 4.`, `Ver. 4.`, `Verses 1-4.` or `Verses 1, 2.`; the rest of a
 *   part (the overview, `Whole Psalm.` notes) covers the whole psalm.
 *
 * A chapter's own entry (`John 3:0`) covers the whole chapter; book introductions (`John 0:0`) are
 * not about a reference and are counted, not stored.
 */
import { decodeEntities } from './osis-text';
import { readModule, parseVerseKey, type SwordConf } from './sword';
import { bookBySwordName } from '../shared/books';
import { parseReference } from '../shared/reference/parse';

export interface CommentaryWork {
  id: string;
  module: string;
  name: string;
  author: string;
  year: number;
  licence: string;
}

/** The works imported when their module is installed, in the order offered. */
export const COMMENTARY_WORKS: CommentaryWork[] = [
  {
    id: 'mhcc',
    module: 'MHCC',
    name: "Matthew Henry's Concise Commentary",
    author: 'Matthew Henry',
    year: 1706,
    licence: 'Public Domain',
  },
  {
    id: 'scofield',
    module: 'Scofield',
    name: 'Scofield Reference Notes (1917)',
    author: 'C. I. Scofield',
    year: 1917,
    licence: 'Public Domain',
  },
  {
    id: 'tdavid',
    module: 'TDavid',
    name: 'The Treasury of David',
    author: 'C. H. Spurgeon',
    year: 1885,
    licence: 'Public Domain',
  },
];

/** A scripture reference inside a section's text: offsets into `text` and the OSIS it names. */
export type TextRef = [start: number, end: number, osis: string];

export interface CommentarySection {
  book: number;
  chapter: number;
  verse: number;
  verseEnd: number;
  heading: string | null;
  text: string;
  refs: TextRef[];
}

export interface CommentaryReport {
  sections: number;
  refs: number;
  /** references whose target could not be read: kept as plain text */
  unresolved: { where: string; osisRef: string; text: string }[];
  /** book introductions (key `Book 0:0`) with text, not stored */
  introductions: number;
}

/** Resolves a module's osisRef: `Ps.23.4`, `joh 3:16`, `lu 15:4 lu 15:6`, `Scofield:Mt 4:8`. */
export function resolveOsisRef(osisRef: string): string | null {
  const parts = osisRef
    .replace(/^[A-Za-z]+:(?=[1-3]?\s?[A-Za-z])/, '')
    .trim()
    .split(/\s+(?=[1-3]?[A-Za-z])/);
  const out: string[] = [];
  for (const part of parts) {
    // two of the module's abbreviations the English parser does not read: `de` Deuteronomy, `is` Isaiah
    const parsed = parseReference(
      part
        .replace(/^([1-3])\s?([a-z])/i, '$1$2')
        .replace(/^de(?= \d)/i, 'Deut')
        .replace(/^is(?= \d)/i, 'Isa'),
    );
    if (!parsed) return null;
    out.push(parsed.osis);
  }
  return out.length ? out.join(',') : null;
}

/**
 * Markup to clean text with reference offsets: paragraphs and titles become line breaks, list
 * items lines, other tags go; whitespace collapses.
 */
export function markupToText(
  markup: string,
  onUnresolved?: (osisRef: string, text: string) => void,
): { text: string; refs: TextRef[] } {
  let text = '';
  const refs: TextRef[] = [];
  let open: { start: number; osisRef: string } | null = null;
  const newline = () => {
    text = text.replace(/ +$/, '');
    if (text && !text.endsWith('\n')) text += '\n';
  };
  for (const token of markup.split(/(<[^>]+>)/)) {
    if (!token) continue;
    if (token.startsWith('<')) {
      if (/^<(lb|\/?item|\/?list|\/?title|\/?l\b|\/?lg|div[^>]*type="(x-p|paragraph)")/.test(token))
        newline();
      else if (token.startsWith('<reference')) {
        const osisRef = /osisRef="([^"]*)"/.exec(token)?.[1] ?? '';
        open = { start: text.length, osisRef };
      } else if (token === '</reference>' && open) {
        const start = Math.min(open.start, text.length);
        // the reference's own text, without the space or punctuation around it
        let s = start;
        while (s < text.length && /[\s,;]/.test(text[s])) s++;
        let e = text.length;
        while (e > s && /[\s,;.]/.test(text[e - 1])) e--;
        if (e > s) {
          const osis = resolveOsisRef(open.osisRef) ?? resolveOsisRef(text.slice(s, e));
          if (osis) refs.push([s, e, osis]);
          else onUnresolved?.(open.osisRef, text.slice(s, e));
        }
        open = null;
      }
      continue;
    }
    let piece = decodeEntities(token).replace(/\s+/g, ' ');
    if (!text || text.endsWith('\n') || text.endsWith(' ')) piece = piece.replace(/^ /, '');
    text += piece;
  }
  text = text.replace(/\s+$/, '');
  return { text, refs: refs.filter(([s, e]) => e <= text.length && s < e) };
}

const VERSE_LABEL =
  /^\s*<hi type="bold">\s*(?:Verses?|Ver\.)\s*(\d+)(?:\s*(?:[-,–]|and|to)\s*(\d+))*\.?\s*<\/hi>/i;

/** Splits one Treasury of David entry (a psalm) into its parts and verse sections. */
export function treasurySections(
  markup: string,
): { heading: string | null; verse: number | null; verseEnd: number | null; markup: string }[] {
  const out: { heading: string | null; verse: number | null; verseEnd: number | null; markup: string }[] = [];
  let heading: string | null = null;
  let current: (typeof out)[number] | null = null;
  const paragraphs = markup.split(/(<title[^>]*>[\s\S]*?<\/title>|<div[^>]*type="x-p"[^>]*\/>)/);
  for (const p of paragraphs) {
    if (!p || /^<div[^>]*type="x-p"/.test(p)) {
      if (current && p) current.markup += '<lb/>';
      continue;
    }
    const title = /^<title[^>]*>([\s\S]*?)<\/title>$/.exec(p);
    if (title) {
      const name = decodeEntities(title[1].replace(/<[^>]+>/g, ''))
        .trim()
        .replace(/\.$/, '');
      if (/OVERVIEW$/i.test(name)) heading = 'Overview';
      else if (/^(TITLE|DIVISION)$/i.test(name) && heading === 'Overview') {
        if (!current) out.push((current = { heading, verse: null, verseEnd: null, markup: '' }));
        current.markup += `<lb/><title>${name[0]}${name.slice(1).toLowerCase()}</title>`;
        continue;
      } else heading = name ? name[0] + name.slice(1).toLowerCase() : null;
      current = null;
      continue;
    }
    if (!p.trim()) continue;
    const label = VERSE_LABEL.exec(p);
    if (label) {
      const numbers = [...p.slice(0, label[0].length).matchAll(/\d+/g)].map((m) => Number(m[0]));
      current = { heading, verse: Math.min(...numbers), verseEnd: Math.max(...numbers), markup: p };
      out.push(current);
    } else if (/^\s*WORKS UPON THE [A-Z -]+PSALM/.test(p)) {
      // the list of works on the psalm, once a paragraph of its own instead of a title
      const name = /^\s*(WORKS UPON THE [A-Z -]+PSALM)/.exec(p)![1];
      heading = name[0] + name.slice(1).toLowerCase();
      current = {
        heading,
        verse: null,
        verseEnd: null,
        markup: p.replace(/^\s*WORKS UPON THE [A-Z -]+PSALM/, ''),
      };
      out.push(current);
    } else if (/^\s*<hi type="bold">\s*Whole Psalm/i.test(p)) {
      current = { heading, verse: null, verseEnd: null, markup: p };
      out.push(current);
    } else if (current) current.markup += p;
    else {
      current = { heading, verse: null, verseEnd: null, markup: p };
      out.push(current);
    }
  }
  return out;
}

/**
 * Reads a commentary module into sections. `lastVerse(book, chapter)`: the chapter's last verse in
 * the KJV (for sections running to a chapter's end).
 */
export async function readCommentarySections(
  work: CommentaryWork,
  conf: SwordConf,
  lastVerse: (book: number, chapter: number) => number,
  swordPath?: string,
): Promise<{ sections: CommentarySection[]; report: CommentaryReport }> {
  const report: CommentaryReport = { sections: 0, refs: 0, unresolved: [], introductions: 0 };
  const entries: { book: number; chapter: number; verse: number; markup: string }[] = [];
  for await (const { key, markup } of readModule(conf, swordPath)) {
    const k = parseVerseKey(key);
    const book = k ? bookBySwordName(k.book) : undefined;
    if (!k || !book || !markup.replace(/<[^>]+>/g, '').trim()) continue;
    if (k.chapter === 0) {
      report.introductions++;
      continue;
    }
    entries.push({ book: book.order, chapter: k.chapter, verse: k.verse, markup });
  }
  const sections: CommentarySection[] = [];
  const add = (
    book: number,
    chapter: number,
    verse: number,
    verseEnd: number,
    heading: string | null,
    markup: string,
  ) => {
    const where = `${work.module} ${book}.${chapter}.${verse}`;
    const { text, refs } = markupToText(markup, (osisRef, t) =>
      report.unresolved.push({ where, osisRef, text: t }),
    );
    if (!text) return;
    sections.push({ book, chapter, verse, verseEnd, heading, text, refs });
    report.refs += refs.length;
  };
  entries.forEach((e, i) => {
    const last = lastVerse(e.book, e.chapter);
    if (work.id === 'tdavid') {
      for (const s of treasurySections(e.markup)) {
        add(
          e.book,
          e.chapter,
          s.verse ?? 1,
          Math.min(s.verseEnd ?? last, Math.max(last, s.verse ?? 1)),
          s.heading,
          s.markup,
        );
      }
      return;
    }
    if (e.verse === 0) return add(e.book, e.chapter, 1, last, null, e.markup);
    if (work.id === 'mhcc') {
      const next = entries[i + 1];
      const end =
        next && next.book === e.book && next.chapter === e.chapter && next.verse > e.verse
          ? next.verse - 1
          : last;
      return add(e.book, e.chapter, e.verse, Math.max(end, e.verse), null, e.markup);
    }
    add(e.book, e.chapter, e.verse, e.verse, null, e.markup);
  });
  report.sections = sections.length;
  return { sections, report };
}
