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
 * Splits chapters, in their order, into `days` runs of about equal weight: day d ends at the
 * chapter whose running total comes nearest d/days of the whole, never leaving a day empty.
 * Greedy and deterministic; a chapter longer than a day's share (Psalm 119) is a day of its own.
 */
export function splitByWeight<T>(items: readonly T[], days: number, weight: (item: T) => number): T[][] {
  if (days < 1 || items.length < days)
    throw new Error(`cannot split ${items.length} chapters into ${days} days`);
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  const out: T[][] = [];
  let start = 0;
  let before = 0; // weight of items[0 .. start)
  for (let d = 1; d <= days; d++) {
    const target = (total * d) / days;
    // the day takes at least one chapter and leaves one for each day after it
    const last = items.length - (days - d);
    let end = start + 1;
    let sum = before + weight(items[start]);
    while (end < last) {
      const next = sum + weight(items[end]);
      if (Math.abs(next - target) >= Math.abs(sum - target)) break;
      sum = next;
      end++;
    }
    if (d === days) {
      while (end < items.length) sum += weight(items[end++]);
    }
    out.push(items.slice(start, end));
    start = end;
    before = sum;
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
