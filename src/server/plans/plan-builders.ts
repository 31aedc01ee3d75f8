/**
 * Reading plans from data (ADR 018): chapters split into days of about equal length, and a day's
 * chapters written as OSIS readings. Pure: the service (reading-plans.service.ts) reads the
 * chapters and their word counts from scripture.db and hands them here.
 */

/** One chapter (KJV numbering) with its length. */
export interface PlanChapter {
  /** OSIS book id */
  book: string;
  chapter: number;
  /** KJV verses, psalm titles not counted */
  verses: number;
  /** words of the KJV's text */
  words: number;
}

export interface PlanDay {
  day: number;
  /** `Gen.1`, or consecutive chapters of one book as `Gen.1-Gen.3`, in reading order */
  readings: string[];
}

/**
 * Splits chapters, in their order, into `days` runs as even as can be: the split with the least
 * sum of squared differences between each day's weight and the mean (dynamic programming over
 * where each day ends, a day holding at most a few times the average number of chapters). No day
 * is empty; a chapter longer than a day's share (Psalm 119) is a day of its own. Deterministic.
 */
export function splitByWeight<T>(items: readonly T[], days: number, weight: (item: T) => number): T[][] {
  const n = items.length;
  if (days < 1 || n < days) throw new Error(`cannot split ${n} chapters into ${days} days`);
  const sums = [0];
  for (const item of items) sums.push(sums.at(-1)! + weight(item));
  const mean = sums[n] / days;
  const most = Math.ceil((4 * n) / days) + 4;
  // cost[i]: the best split of items[0 .. i) into the days so far; from[d][i]: where day d starts
  let cost = Array.from({ length: n + 1 }, (_, i) => (i === 0 ? 0 : Infinity));
  const from: Int32Array[] = [];
  for (let d = 1; d <= days; d++) {
    const next = new Array<number>(n + 1).fill(Infinity);
    const start = new Int32Array(n + 1).fill(-1);
    // day d ends at i: at least d items before it, and one left for each day after it
    for (let i = d; i <= n - (days - d); i++)
      for (let j = Math.max(d - 1, i - most); j < i; j++) {
        if (cost[j] === Infinity) continue;
        const c = cost[j] + (sums[i] - sums[j] - mean) ** 2;
        if (c < next[i]) {
          next[i] = c;
          start[i] = j;
        }
      }
    from.push(start);
    cost = next;
  }
  if (cost[n] === Infinity) throw new Error(`cannot split ${n} chapters into ${days} days`);
  const out: T[][] = [];
  for (let d = days, end = n; d >= 1; d--) {
    const begin = from[d - 1][end];
    out.unshift(items.slice(begin, end));
    end = begin;
  }
  return out;
}

/** A day's chapters as readings: runs of consecutive chapters of one book joined (`Gen.1-Gen.3`). */
export function readingsOf(chapters: readonly Pick<PlanChapter, 'book' | 'chapter'>[]): string[] {
  const out: string[] = [];
  let run: { book: string; from: number; to: number } | null = null;
  const flush = () => {
    if (run)
      out.push(
        run.from === run.to ? `${run.book}.${run.from}` : `${run.book}.${run.from}-${run.book}.${run.to}`,
      );
  };
  for (const c of chapters) {
    if (run && run.book === c.book && c.chapter === run.to + 1) run.to = c.chapter;
    else {
      flush();
      run = { book: c.book, from: c.chapter, to: c.chapter };
    }
  }
  flush();
  return out;
}

/** Chapters split into days by words, as the API's days. */
export function daysByWords(chapters: readonly PlanChapter[], days: number): PlanDay[] {
  return splitByWeight(chapters, days, (c) => c.words).map((list, i) => ({
    day: i + 1,
    readings: readingsOf(list),
  }));
}
