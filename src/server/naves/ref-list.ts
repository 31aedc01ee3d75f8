/**
 * A study's list of references as the reader reads them: consecutive verses of one chapter as one
 * range (`Mark 14:10; Mark 14:11` → `Mark 14:10-11`), in the order given. A reference the Nave's
 * check found doubtful (naves-check.ts) is never joined with a sound one, so that its `(?)` stays
 * on it alone.
 */
import { osisRange, type RefRange } from '../../shared/reference/osis';

export interface MarkedRange {
  range: RefRange;
  doubtful: boolean;
}

/** OSIS references as ranges, each marked doubtful or not (those that do not parse left out). */
export function markedRanges(refs: string[], doubtful: readonly string[] = []): MarkedRange[] {
  const out: MarkedRange[] = [];
  for (const osis of refs) {
    const range = osisRange(osis);
    if (range) out.push({ range, doubtful: doubtful.includes(osis) });
  }
  return out;
}

/** `b` starts at the verse after `a` ends, in the same chapter, and stays in that chapter. */
const follows = (a: RefRange, b: RefRange) =>
  a.end.verse !== null &&
  b.start.book === a.end.book &&
  b.start.chapter === a.end.chapter &&
  b.end.book === b.start.book &&
  b.end.chapter === b.start.chapter &&
  b.start.verse === a.end.verse + 1;

/** Neighbours in the list that are consecutive verses of one chapter, joined (same doubt only). */
export function joinAdjacent(refs: readonly MarkedRange[]): MarkedRange[] {
  const out: MarkedRange[] = [];
  for (const r of refs) {
    const last = out.at(-1);
    if (last && last.doubtful === r.doubtful && follows(last.range, r.range))
      out[out.length - 1] = { range: { start: last.range.start, end: r.range.end }, doubtful: r.doubtful };
    else out.push(r);
  }
  return out;
}
