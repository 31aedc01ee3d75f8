/**
 * Folding a long lexicon entry (Brown-Driver-Briggs, Abbott-Smith): the intro, the first sense, and each whole sense after
 * it, in order, that fits in about FOLD_TO characters; from the first that does not, the rest is
 * behind "Show all", which says how many senses it holds. An entry is folded only when it is well
 * over that (FOLD_OVER), so the button never hides a line or two.
 */
import type { LexSense, LexText } from '../../../../shared/api';

type Foldable = { intro: LexText[]; senses: LexSense[] };

export const FOLD_OVER = 1500;
export const FOLD_TO = 700;

/** When an entry is folded (`over` characters) and how much shows folded (`to`). */
export interface FoldSize {
  over: number;
  to: number;
}

const length = (parts: LexText[]) =>
  parts.reduce((n, p) => n + (typeof p === 'string' ? p : p.text).length, 0);

const sensesLength = (senses: LexSense[]): number =>
  senses.reduce((n, s) => n + (s.stem?.length ?? 0) + length(s.text) + sensesLength(s.senses), 0);

const count = (senses: LexSense[]): number => senses.reduce((n, s) => n + 1 + count(s.senses), 0);

/** The characters of text an entry shows. */
export const entryLength = (e: Foldable) => length(e.intro) + sensesLength(e.senses);

/** The senses shown while folded and how many are not, or null when the entry is shown whole. */
export function foldSenses(
  e: Foldable,
  { over, to }: FoldSize = { over: FOLD_OVER, to: FOLD_TO },
): { senses: LexSense[]; hidden: number } | null {
  if (entryLength(e) <= over) return null;
  let budget = to - length(e.intro);
  let hidden = 0;
  let shownAny = false;
  let stopped = false;
  const cut = (senses: LexSense[]): LexSense[] => {
    const shown: LexSense[] = [];
    for (const s of senses) {
      const size = (s.stem?.length ?? 0) + length(s.text);
      // the first sense always shows; then each one that fits, until one does not
      if (stopped || (shownAny && size > budget)) {
        stopped = true;
        hidden += 1 + count(s.senses);
        continue;
      }
      shownAny = true;
      budget -= size;
      shown.push({ ...s, senses: cut(s.senses) });
    }
    return shown;
  };
  const senses = cut(e.senses);
  return hidden ? { senses, hidden } : null;
}
