/**
 * The reference check laid over a parsed study block (shared/study-text.ts), once for the study
 * page and the Word export, so both flag the same things in the same place with the same words:
 * references (links on the page; invalid ones and unknown books flagged), quotations (each
 * marked with its status after it; a quotation over several blocks is marked where it ends),
 * "check: does not name" hints after their reference, and the true text of a close or misquoted
 * quotation at the end of the block where the quotation ends. Pure.
 */
import type { CheckedQuotation, StudyReference, Verification, WordDiff } from '../../../shared/api';
import { clipRuns, type Block, type Run } from '../../../shared/study-text';
import type { UiLanguage } from '../../../shared/books';
import { formatRange } from '../../../shared/reference/format';
import { osisRange } from '../../../shared/reference/osis';
import { VERIFY_MAX_CITED_VERSES } from '../../../shared/limits';

export type Quote = Pick<
  CheckedQuotation,
  'start' | 'end' | 'status' | 'translation' | 'expected' | 'spelling' | 'reason' | 'diff' | 'found'
> &
  Partial<Pick<CheckedQuotation, 'osis' | 'omitted'>>;
export type Hint = Verification['hints'][number];

/** What the reference check found in a study: what the page shows and the export flags. */
export interface Checks {
  references: StudyReference[];
  quotations: Quote[];
  hints: Hint[];
}

export const NO_CHECKS: Checks = { references: [], quotations: [], hints: [] };

/** Text pieces: a styled run, or the end of a paragraph's line (a paragraph block's lines). */
export type TextPiece = { kind: 'text'; run: Run } | { kind: 'break' };

export type Piece =
  | TextPiece
  | { kind: 'ref'; ref: StudyReference; hint?: Hint; children: TextPiece[] }
  | { kind: 'quote'; quote: Quote; children: Piece[] }
  | { kind: 'quoteMark'; quote: Quote }
  | { kind: 'truth'; quote: Quote };

/** The block's text in [from, to), with a break where one of its lines ends inside. */
function textIn(block: Block, from: number, to: number): TextPiece[] {
  const out: TextPiece[] = [];
  block.lines.forEach((line, i) => {
    const prevEnd = i > 0 ? block.lines[i - 1].end : -1;
    if (i > 0 && from <= prevEnd && prevEnd < to) out.push({ kind: 'break' });
    for (const run of clipRuns(line.runs, from, to)) out.push({ kind: 'text', run });
  });
  return out;
}

/** [from, to) with the references wholly inside it as ref pieces. */
function withRefs(block: Block, from: number, to: number, checks: Checks): Piece[] {
  const out: Piece[] = [];
  let at = from;
  for (const ref of checks.references) {
    if (ref.start < at || ref.end > to) continue;
    out.push(...textIn(block, at, ref.start), {
      kind: 'ref',
      ref,
      hint: checks.hints.find((h) => h.start === ref.start),
      children: textIn(block, ref.start, ref.end),
    });
    at = ref.end;
  }
  out.push(...textIn(block, at, to));
  return out;
}

const byStart = <T extends { start: number }>(list: T[]) => [...list].sort((a, b) => a.start - b.start);

/** A block's pieces: its text with the checks laid over it. */
export function markBlock(block: Block, checks: Checks): Piece[] {
  const sorted = { ...checks, references: byStart(checks.references) };
  const { start, end } = block;
  const out: Piece[] = [];
  const truths: Piece[] = [];
  let at = start;
  for (const quote of byStart(checks.quotations)) {
    if (quote.end <= start || quote.start >= end || quote.end > end || quote.end < at) continue;
    if (quote.expected || quote.found) truths.push({ kind: 'truth', quote });
    if (quote.start >= at) {
      out.push(...withRefs(block, at, quote.start, sorted), {
        kind: 'quote',
        quote,
        children: withRefs(block, quote.start, quote.end, sorted),
      });
    } else {
      // a quotation over several blocks (or overlapping the one before): marked where it ends
      out.push(...withRefs(block, at, quote.end, sorted));
    }
    out.push({ kind: 'quoteMark', quote });
    at = quote.end;
  }
  out.push(...withRefs(block, at, end, sorted));
  return [...out, ...truths];
}

export type T = (key: string, values?: Record<string, unknown>) => string;

/** A passage in the reader's words (`Psalms 23:1`), or '' when it is not one. */
const passage = (osis: string | null | undefined, lang: UiLanguage) => {
  const range = osis ? osisRange(osis.split(',')[0]) : null;
  return range ? formatRange(range, lang) : '';
};

/** The words of each flag, the same on the page and in the Word export. */
export const flagWords = (t: T) => ({
  /**
   * a quotation's status: "misquoted: leaves out “the love of”…", "quoted exactly (KJV)", "exact
   * words, wrong reference: they are Psalms 23:1 (KJV)", …
   */
  quote: (q: Quote, lang: UiLanguage = 'en') => {
    const translation = q.translation ?? '';
    if (q.status === 'exact' && q.spelling) return t('verify.exactSpelling', { translation });
    if (q.status === 'overlong')
      return t('verify.overlong', { max: VERIFY_MAX_CITED_VERSES.toLocaleString(lang) });
    if (q.status === 'misattributed' && q.found)
      return t(q.found.close ? 'verify.misattributedClose' : 'verify.misattributed', {
        reference: passage(q.found.own, lang),
        translation: q.found.translation,
      });
    const why =
      q.status !== 'misquoted'
        ? null
        : q.reason === 'passage' || (!q.reason && q.expected === null)
          ? t('verify.noSuchPassage')
          : q.reason === 'fragment' && q.omitted
            ? t('verify.reasonFragmentOmitted', { words: q.omitted })
            : q.reason
              ? t(`verify.reason${q.reason[0].toUpperCase()}${q.reason.slice(1)}`, { words: q.omitted ?? '' })
              : null;
    const status = t(`verify.${q.status}`, { translation });
    return why ? t('verify.withReason', { status, reason: why }) : status;
  },
  /** where a quotation's words really are: "These words are Psalm 23:1 (KJV)." */
  found: (q: Quote, lang: UiLanguage) => {
    const reference = q.found ? passage(q.found.own, lang) : '';
    return reference ? t('verify.foundAt', { reference, translation: q.found!.translation }) : '';
  },
  /**
   * the true text shown word by word: when some words differ, but not most (other words, cited to
   * the wrong place, are said by the true text and where they really are, not struck out one by one)
   */
  differs: (q: Quote) => {
    const diff = q.diff ?? [];
    const changed = diff.filter((d) => d.op !== 'same' && d.op !== 'spelling').length;
    const quoted = diff.filter((d) => d.op !== 'dropped').length;
    return diff.some((d) => d.op !== 'same') && changed * 2 <= quoted;
  },
  diffLabel: () => t('verify.diffLabel'),
  diffLegend: () => t('verify.diffLegend'),
  /** why a reference is flagged: no such verse, or no such book */
  invalid: (r: StudyReference) => (r.osis ? t('study.invalidReference') : t('verify.unknownBook')),
  hint: (h: Hint) => t('verify.doesNotName', { person: h.person }),
  hintTitle: (h: Hint) => t('verify.doesNotNameTitle', { person: h.person }),
  /** the label of a quotation's true text; under a wrong reference, what the cited passage says */
  scriptureSays: (q: Quote, lang: UiLanguage = 'en') =>
    q.status === 'misattributed' && passage(q.osis, lang)
      ? t('verify.citedSays', { reference: passage(q.osis, lang), translation: q.translation ?? '' })
      : t('verify.scriptureSays', { translation: q.translation ?? '' }),
});

export type FlagWords = ReturnType<typeof flagWords>;

/** Words kept on each side of a difference when a long quotation is shown word by word. */
const CONTEXT_WORDS = 3;

/**
 * The word-by-word comparison as shown: the differences with CONTEXT_WORDS around each, longer
 * runs of equal words shown as a gap (an ellipsis, never silently dropped).
 */
export function diffShown(diff: WordDiff[]): (WordDiff | { op: 'gap' })[] {
  const near = diff.map((_, i) =>
    diff
      .slice(Math.max(0, i - CONTEXT_WORDS), i + CONTEXT_WORDS + 1)
      .some((d) => d.op !== 'same' && d.op !== 'spelling'),
  );
  const out: (WordDiff | { op: 'gap' })[] = [];
  diff.forEach((d, i) => {
    if (near[i] || d.op !== 'same') out.push(d);
    else if (out.at(-1)?.op !== 'gap') out.push({ op: 'gap' });
  });
  return out;
}
