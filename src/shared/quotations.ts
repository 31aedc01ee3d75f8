/**
 * Quotation checking, pure (no database): find the quotations in a text, the reference each is
 * attributed to, and compare each word by word with the verses it cites. The caller supplies the
 * verse texts (src/server/verification/verification.ts reads them from scripture.db). ADR 010 has the rules.
 *
 * - Quotations: "…", “…”, „…“, «…», and block quotes (consecutive lines starting with `>`).
 *   Fewer than MIN_QUOTE_WORDS words is a term ("the Word"), not a quotation, and is not checked —
 *   unless it has two or three words and a reference right beside it (`"Judge not" (Matthew 7:1)`).
 * - Attribution (first that applies): a reference after the quotation in the same sentence
 *   (`"…" (John 3:16)`, `"…," says John 3:16`); one before it in the same sentence
 *   (`John 3:16: "…"`, `In John 3:16 Jesus says "…"`); else the nearest one in the same bullet
 *   or paragraph, before and then after it — never across another quotation; or one opening the
 *   next sentence by naming it (`"…." — that one is from 1 Corinthians 13:4`). A block quote takes
 *   a reference inside it (`> — John 3:16`), else in the line just before or just after it.
 *   References written together (`Romans 8:28, 31`) are one citation.
 * - Comparison: words, ignoring case, punctuation, quote marks and apostrophes; `…`, `...`,
 *   `[…]` mark an omission, and each part must follow the one before in the cited verses.
 *   exact: every word, in order, within the cited verses. close: a word-level edit distance
 *   (Levenshtein over words, the best-matching stretch of the cited verses) of at most
 *   closeAllowance(n) = max(1, floor(n / 8)) for a quotation of n words. misquoted otherwise —
 *   or when the cited passage does not exist (expected is then null). overlong: a citation longer
 *   than the checker reads (the lookup marks its verses `cut`) whose words are not exact or close
 *   in the verses read: not checked, and said so.
 * - Language: a quotation written in another language than the text's Bible (quoteLanguage:
 *   Telugu script, or function words) is compared with the installed Bibles of its own language;
 *   when there is none (a Telugu quotation: no Telugu Bible is installed) it is not checked, and
 *   counted as such — never called a misquotation.
 */
import {
  closeAllowance,
  type FoundQuotation,
  type TextReference,
  type VerseText,
  type VerseLookup,
  type CheckedQuotation,
  type QuotationStatus,
} from './quotations/types';
import { attribute } from './quotations/attribute';
import { compareQuote, expectedText } from './quotations/compare';
import { grade } from './quotations/grade';
import { findQuotations } from './quotations/find';

export * from './quotations/types';
export { attribute } from './quotations/attribute';
export { compareQuote, type Comparison } from './quotations/compare';
export { findQuotations, quoteLanguage, words } from './quotations/find';

export interface QuotationCheck {
  quotations: CheckedQuotation[];
  /** attributed quotations in a language no installed Bible is in: not checked */
  unchecked: FoundQuotation[];
}

/**
 * Checks every quotation of a text. `translations`: the text's translation first, then the other
 * installed translations of its language; the first exact match wins, else the closest. A
 * function gives them per quotation (a Spanish quotation in an English text is compared with the
 * Spanish Bible); none means no installed Bible is in the quotation's language: not checked.
 */
export function checkQuotationsIn(
  text: string,
  refs: TextReference[],
  translations: string[] | ((q: FoundQuotation) => string[]),
  lookup: VerseLookup,
): QuotationCheck {
  const quotes = findQuotations(text, { short: true });
  const citations = attribute(text, quotes, refs);
  const unchecked: FoundQuotation[] = [];
  const quotations: CheckedQuotation[] = [];
  quotes.forEach((q, k) => {
    const cited = citations[k];
    const push = (
      osis: string | null,
      status: QuotationStatus,
      translation: string | null,
      more: Partial<CheckedQuotation> = {},
    ) =>
      quotations.push({
        start: q.start,
        end: q.end,
        quote: q.quote,
        osis,
        status,
        translation,
        expected: null,
        distance: null,
        ...more,
      });
    // a short quotation without a reference beside it is a term (`the "prosperity gospel"`)
    if (!cited.length) return q.short ? undefined : void push(null, 'unattributed', null);
    const list = typeof translations === 'function' ? translations(q) : translations;
    if (!list.length) return void unchecked.push(q);
    const osis = cited.every((r) => r.osis) ? cited.map((r) => r.osis).join(',') : null;
    if (!osis || cited.some((r) => !r.valid))
      return void push(osis, 'misquoted', list[0] ?? null, { reason: 'passage' });
    type Candidate = {
      translation: string;
      verses: VerseText[];
      cmp: ReturnType<typeof compareQuote>;
      cut: boolean;
    };
    let best: Candidate | null = null;
    let first: Candidate | null = null;
    for (const translation of list) {
      // a passage cited twice (`Judges 11:30 … (Judges 11:30)`) is read once
      const read = [...new Set(cited.map((r) => r.osis!))].map((o) => lookup(translation, o) ?? []);
      const verses = read.flat();
      if (!verses.length) continue;
      const cmp = compareQuote(q.quote, verses);
      const candidate: Candidate = { translation, verses, cmp, cut: read.some((v) => v.cut === true) };
      first ??= candidate;
      if (!best || cmp.distance < best.cmp.distance) best = candidate;
      if (cmp.distance === 0 && !cmp.diff?.some((d) => d.op === 'spelling')) break;
    }
    if (!best || !first) return void push(osis, 'misquoted', list[0] ?? null, { reason: 'passage' });
    const { cmp } = best;
    const g = cmp.diff
      ? grade(cmp.diff, cmp.words, cmp)
      : cmp.distance === 0
        ? { status: 'exact' as const, spelling: false, reason: null }
        : {
            status: cmp.distance <= closeAllowance(cmp.words) ? ('close' as const) : ('misquoted' as const),
            spelling: false,
            reason: 'words' as const,
          };
    const shown = (c: Candidate) => ({
      expected: expectedText(c.verses, c.cmp),
      distance: c.cmp.distance,
      diff: c.cmp.diff,
    });
    if (g.status === 'exact')
      return void push(osis, 'exact', best.translation, {
        distance: 0,
        ...(g.spelling ? { spelling: true, expected: expectedText(best.verses, cmp), diff: cmp.diff } : {}),
      });
    if (g.status === 'close') return void push(osis, 'close', best.translation, shown(best));
    // not in the verses read of a citation longer than that: the rest was not compared, so
    // nothing is said of its words but that (never "misquoted" for words further on)
    if (best.cut || first.cut) return void push(osis, 'overlong', best.translation);
    // the truth from the first translation asked (the text's own), unless another is far closer:
    // then the first was the wrong language (French read as Spanish)
    const truth = best.cmp.distance * 2 < first.cmp.distance ? best : first;
    // the reason of the text shown, when that is another Bible's than the closest
    const why = truth === best || !truth.cmp.diff ? g : grade(truth.cmp.diff, truth.cmp.words, truth.cmp);
    const { reason, omitted } = why.status === 'misquoted' ? why : g;
    push(osis, 'misquoted', truth.translation, {
      ...shown(truth),
      ...(reason ? { reason } : {}),
      ...(omitted ? { omitted } : {}),
    });
  });
  return { quotations, unchecked };
}

/** checkQuotationsIn, the checked quotations only. */
export function checkQuotations(
  text: string,
  refs: TextReference[],
  translations: string[] | ((q: FoundQuotation) => string[]),
  lookup: VerseLookup,
): CheckedQuotation[] {
  return checkQuotationsIn(text, refs, translations, lookup).quotations;
}
