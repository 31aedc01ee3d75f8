/**
 * How the reader lays a chapter out (pure, tested in reader-layout.test.ts): section headings,
 * psalm titles, prose paragraphs and poetry lines, built from each verse's flags and marks; and
 * how two translations' verses are paired, through the KJV's numbering, never by number.
 */
import type { PassageVerse } from '../../../../shared/api';
import { kjvOf } from '../../../../shared/kjv-place';

/** A piece of one verse inside a block; `first` when the verse starts here (its number goes here). */
export interface Part {
  verse: PassageVerse;
  start: number;
  end: number;
  first: boolean;
}

export interface Block {
  kind: 'heading' | 'title' | 'prose' | 'line';
  /** heading text, or a psalm title held as a heading (KJV) */
  text?: string;
  level?: number;
  /** a stanza break before this block */
  gap?: boolean;
  parts: Part[];
}

/** Where a verse stands in the KJV's numbering (its own numbers when the API gives none). */

/**
 * `poetic`: a book of poetry (Job, Psalms, Proverbs, Song, Lamentations); where the text marks no
 * poetry lines (the KJV module does not), each verse there starts its own line.
 */
export function readingBlocks(
  verses: PassageVerse[],
  opts: { versePerLine: boolean; psalms: boolean; poetic?: boolean },
): Block[] {
  const blocks: Block[] = [];
  const hasLines = verses.some((v) => v.marks?.some((m) => m.kind === 'q'));
  const perLine = opts.versePerLine || (!!opts.poetic && !hasLines);
  let pendingGap = false;
  let current: Block | null = null;
  const open = (b: Block) => {
    blocks.push(b);
    current = b;
    return b;
  };
  for (const v of verses) {
    if (v.heading && v.headingAt === undefined) {
      // in the Psalms a heading on verse 1 is the psalm's title in the KJV (which marks no poetry
      // lines); a USFM text's headings are sections ("LIVRE PREMIER"), its titles verses or marks
      if (opts.psalms && v.verse === 1 && !hasLines) open({ kind: 'title', text: v.heading, parts: [] });
      else open({ kind: 'heading', text: v.heading, parts: [] });
      current = null;
    }
    if (v.title) {
      pendingGap = false;
      // the Segond numbers psalm titles as verses: shown as the title, with their numbers
      const last: Block | null = current;
      const block: Block = last && last.kind === 'title' ? last : open({ kind: 'title', parts: [] });
      block.parts.push({ verse: v, start: 0, end: v.text.length, first: true });
      current = block;
      continue;
    }
    if (perLine) {
      open({ kind: 'prose', parts: [{ verse: v, start: 0, end: v.text.length, first: true }] });
      continue;
    }
    const marks = (v.marks ?? []).filter((m) => m.kind !== 'wj').sort((a, b) => a.start - b.start);
    const inner = v.heading && v.headingAt !== undefined ? v.headingAt : null;
    const cuts = [
      ...new Set(
        [0, ...marks.map((m) => m.start), ...(inner !== null ? [inner] : [])].filter(
          (s) => s === 0 || s < v.text.length,
        ),
      ),
    ].sort((a, b) => a - b);
    let gap = pendingGap;
    // a stanza break at the very end of a verse opens the next one
    pendingGap = marks.some((m) => m.kind === 'b' && m.start >= v.text.length);
    cuts.forEach((start, i) => {
      const end = cuts[i + 1] ?? v.text.length;
      const here = marks.filter((m) => m.start === start);
      if (here.some((m) => m.kind === 'b')) gap = true;
      const line = here.find((m) => m.kind === 'q');
      const part: Part = { verse: v, start, end, first: i === 0 };
      if (start > 0 && start === inner) {
        open({ kind: 'heading', text: v.heading!, parts: [] });
        current = null;
      }
      const cur: Block | null = current;
      if (here.some((m) => m.kind === 't')) {
        open({ kind: 'title', parts: [part] });
        gap = false;
        return;
      }
      if (line) open({ kind: 'line', level: line.level ?? 1, gap, parts: [part] });
      else if (
        here.some((m) => m.kind === 'p') ||
        !cur ||
        (start === 0 && (v.paragraph || cur.kind !== 'prose'))
      )
        open({ kind: 'prose', gap, parts: [part] });
      else cur!.parts.push(part);
      gap = false;
    });
  }
  return blocks;
}

/** The text of a verse between two offsets, cut where the words of Jesus start and end. */
export function splitMarks(v: PassageVerse, start = 0, end = v.text.length): { text: string; wj: boolean }[] {
  const spans = (v.marks ?? []).filter((m) => m.kind === 'wj' && m.end > start && m.start < end);
  const out: { text: string; wj: boolean }[] = [];
  let at = start;
  for (const m of spans) {
    const s = Math.max(m.start, start);
    const e = Math.min(m.end, end);
    if (s > at) out.push({ text: v.text.slice(at, s), wj: false });
    out.push({ text: v.text.slice(s, e), wj: true });
    at = e;
  }
  if (at < end) out.push({ text: v.text.slice(at, end), wj: false });
  return out.filter((p) => p.text);
}

const key = (chapter: number, verse: number) => chapter * 1000 + verse;

/**
 * Pairs the main translation's verses with the other's through the KJV's numbering: each other
 * verse goes with the first main verse whose KJV span it shares, else (a title, a verse the main
 * text lacks) with the next main verse after it.
 */
export function pairByKjv(
  main: PassageVerse[],
  other: PassageVerse[],
): { verse: PassageVerse; others: PassageVerse[]; titles: string[] }[] {
  const rows = main.map((verse) => ({ verse, others: [] as PassageVerse[], titles: [] as string[] }));
  if (!rows.length) return rows;
  for (let o of other) {
    // the other text's psalm title (the KJV's heading of verse 1) goes beside the main text's
    // title verses (the Segond's 51:1-2), not beside the verse it is attached to
    const titleRow =
      o.heading && o.verse === 1 && !o.title
        ? rows.find((r) => r.verse.title && kjvOf(r.verse).chapter === o.chapter)
        : undefined;
    if (titleRow) {
      titleRow.titles.push(o.heading!);
      o = { ...o, heading: null };
    }
    const k = kjvOf(o);
    const from = key(k.chapter, k.verse);
    const to = key(k.chapter, k.verseEnd);
    let row = rows.find((r) => {
      const m = kjvOf(r.verse);
      return key(m.chapter, m.verse) <= to && from <= key(m.chapter, m.verseEnd);
    });
    row ??=
      rows.find((r) => key(kjvOf(r.verse).chapter, kjvOf(r.verse).verseEnd) >= from) ?? rows[rows.length - 1];
    row.others.push(o);
  }
  return rows;
}
