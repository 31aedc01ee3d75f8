/**
 * How the reader pairs the translation's verses with the Hebrew or Greek under them (pure, tested
 * in original-layout.test.ts): through the KJV's numbering, which both answers carry, never by
 * verse number (the Segond's Ps 51:3 is the KJV's 51:1, whose Hebrew is the WLC's 51:3).
 */
import type { Interlinear, PassageVerse } from '../../../../shared/api';
import { kjvOf } from '../../../../shared/kjv-place';
import { splitOsisId } from '../../../../shared/reference/osis';

export type OriginalVerse = Interlinear['verses'][number];

export interface OriginalRow {
  verse: PassageVerse;
  /** the psalm's title in the original, where the translation prints it as verse 1's heading (KJV) */
  title: OriginalVerse[];
  /** the original of this verse (two when the verse covers two of the KJV's, or a title verse) */
  original: OriginalVerse[];
  /** verses of the KJV's numbering here that the source lacks (Acts 8:37 in the Byzantine text) */
  absent: string[];
}

const at = (chapter: number, verse: number) => chapter * 1000 + verse;

/** Where an OSIS id of the KJV's numbering stands (a title: verse 0 of its chapter). */
function place(osis: string, title = false): number {
  const { chapter, verse } = splitOsisId(osis);
  return at(chapter ?? 0, title ? 0 : (verse ?? 0));
}

/**
 * Each verse of the translation with its original. An original verse goes with the verse whose KJV
 * span holds it; a psalm's title with the translation's title verse (the Segond numbers titles as
 * verses) or else before verse 1; one the translation has no verse for, with the next verse (or
 * the last), so that nothing is left out unsaid.
 */
export function pairOriginal(main: PassageVerse[], interlinear: Interlinear): OriginalRow[] {
  const rows: OriginalRow[] = main.map((verse) => ({ verse, title: [], original: [], absent: [] }));
  if (!rows.length) return rows;
  const span = (r: OriginalRow) => {
    const k = kjvOf(r.verse);
    return [at(k.chapter, k.verse), at(k.chapter, k.verseEnd)] as const;
  };
  const rowAt = (p: number) =>
    rows.find((r) => span(r)[0] <= p && p <= span(r)[1]) ??
    rows.find((r) => span(r)[1] >= p) ??
    rows[rows.length - 1]!;
  for (const o of interlinear.verses) {
    const p = place(o.osis, o.title);
    const titled = o.title && !rows.some((r) => span(r)[0] === p);
    if (titled) rowAt(p + 1).title.push(o);
    else rowAt(p).original.push(o);
  }
  for (const osis of interlinear.absent) rowAt(place(osis)).absent.push(osis);
  return rows;
}

/** `51:3` for an OSIS id (the source's own number, shown beside the words when it differs). */
export function chapterVerse(osis: string): string {
  const { chapter, verse } = splitOsisId(osis);
  return verse === null ? String(chapter) : `${chapter}:${verse}`;
}

/** An OSHB code of an Aramaic word (Dan 2:4–7:28, Ezra 4:8–6:18): its text is marked lang="arc". */
export const isAramaic = (morph: string) => morph.startsWith('A');
