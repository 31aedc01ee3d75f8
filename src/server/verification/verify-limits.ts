import { VERIFY_MAX_QUOTE_WORDS } from '../../shared/limits';

/**
 * How much of the event loop one POST /api/verify may take (issue 41: no request over 0.1 s of
 * main-thread CPU), and where a text stopped short of it picks up again (issue 43: a sermon is
 * checked whole, in as many requests as it takes).
 *
 * A text of 20,000 characters can cite Psalm 119 two hundred times, hold a 3,000-word
 * "quotation", or a hundred misquotations each looked for in six Bibles: hundreds of milliseconds.
 * So the route compares and looks quotations up in text order until `timeMs` have passed since it
 * began, and answers with what it checked and where to go on from (`checkedTo`): the start of the
 * paragraph — else the line, else the sentence — of the first quotation it did not reach, so that
 * the next request reads that quotation with the words around it that attribute it. The first
 * quotation is always checked, so every request moves on. A quotation over `maxQuoteWords` words
 * is not compared at all (the built-in studies quote passages of up to about a thousand words) and
 * is counted (`capped`), never silently dropped.
 */
export interface VerifyLimits {
  /** CPU time for comparing and locating quotations, from the start of the check (ms) */
  timeMs: number;
  maxQuoteWords: number;
}

/**
 * POST /api/verify's. Finding the references and quotations of 20,000 characters takes 20–30 ms
 * before the comparing starts, and the last quotation begun may take up to ~35 ms more (looked
 * for in six Bibles): 50 ms keeps a request under 0.1 s (bench/verification.bench.ts).
 */
export const VERIFY_LIMITS: VerifyLimits = { timeMs: 50, maxQuoteWords: VERIFY_MAX_QUOTE_WORDS };

/**
 * The process's CPU time (ms): what issue 41 bounds. Not the wall clock: on a loaded machine a
 * request given 50 ms of the wall clock did a tenth of its work, and a sermon took sixty requests
 * (of the 120 an hour a visitor may send) instead of a few.
 */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A clock for the limits: the CPU time since the check began (ms). */
export function deadline(limits: VerifyLimits | undefined, now = cpuMs) {
  const start = now();
  return { passed: () => limits !== undefined && now() - start > limits.timeMs };
}

/**
 * Where a check stopped at `at` (the first quotation not reached) goes on from: the start of its
 * paragraph, else of its line, else of its sentence, else the quotation itself — the first of
 * those after `after` (the first quotation checked), so that the next request moves on.
 */
export function resumeAt(text: string, at: number, after: number): number {
  const before = text.slice(0, at);
  // the ends of: a blank line (a paragraph starts), a line, a sentence
  const starts = [/\n[^\S\n]*\n\s*/g, /\n/g, /[.!?]["'”’»)]*\s+/g];
  for (const re of starts) {
    let last = -1;
    for (const m of before.matchAll(re)) last = m.index! + m[0].length;
    if (last > after) return last;
  }
  return at;
}
