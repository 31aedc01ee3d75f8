/** The types of quotation checking (see ../quotations.ts for the rules). */

/**
 * How a quotation stands against the verses it cites. `misattributed`: its words are in the Bible
 * (word for word or nearly: `found` says where) but not in the passage it cites (issue 43).
 * `overlong`: the citation is longer than the checker reads (VERIFY_MAX_CITED_VERSES, Isaiah
 * 40–66) and the words are not in the verses read: not checked, and said so (docs/limits.md).
 */
export type QuotationStatus = 'exact' | 'close' | 'misquoted' | 'misattributed' | 'unattributed' | 'overlong';

/** Every status, in the order the summaries count them. */
export const QUOTATION_STATUSES: readonly QuotationStatus[] = [
  'exact',
  'close',
  'misquoted',
  'misattributed',
  'unattributed',
  'overlong',
];

export const MIN_QUOTE_WORDS = 4;
/**
 * A quotation of two or three words ("Judge not", "Jesus wept") is checked only when a reference
 * stands right beside it (`"Judge not" (Matthew 7:1)`); without one it is a term, not a quotation.
 */
export const MIN_SHORT_QUOTE_WORDS = 2;

/** Words a quotation of n words may differ by and still be `close`. */
export const closeAllowance = (n: number) => Math.max(1, Math.floor(n / 8));

export interface FoundQuotation {
  /** the quotation with its marks (or the block quote's lines) */
  start: number;
  end: number;
  /** the quoted words, marks and `>` removed */
  quote: string;
  /** fewer than MIN_QUOTE_WORDS words: checked only with a reference right beside it */
  short?: boolean;
}

/** A reference as found in the text (see findReferences); osis null for an unknown book. */
export interface TextReference {
  start: number;
  end: number;
  osis: string | null;
  valid: boolean;
}

export interface VerseText {
  /** `John.3.16` */
  osis: string;
  text: string;
}

/**
 * A passage's verse texts as read for a check; `cut`: the passage goes on past them (a citation
 * longer than the checker reads, VERIFY_MAX_CITED_VERSES).
 */
export type CitedVerses = VerseText[] & { cut?: boolean };

/** Verse texts of a passage in a translation; null when the passage does not exist there. */
export type VerseLookup = (translation: string, osis: string) => CitedVerses | null;

/**
 * One word of a quotation beside the verse's: the same, the same in another spelling, changed,
 * added by the quotation, or left out of it. Words as written (`n’est`, `Éternel`).
 */
export interface WordDiff {
  op: 'same' | 'spelling' | 'changed' | 'added' | 'dropped';
  /** the quotation's word (none when dropped) */
  quote?: string;
  /** the verse's word (none when added) */
  verse?: string;
}

/**
 * Why a quotation is misquoted: a negation added or dropped, a content word changed, quoted out of
 * its phrase (`money is the root of all evil`, without "the love of"), its condition left out
 * (`he is faithful and just to forgive us`, without "If we confess our sins"), too many words
 * differ, or no such passage.
 */
export type QuoteReason = 'negation' | 'word' | 'fragment' | 'condition' | 'words' | 'passage';

/** A passage a quotation's words were found in: KJV numbering (`osis`) and the Bible's own (`own`). */
export interface FoundAt {
  osis: string;
  own: string;
  translation: string;
  /** the words are nearly, not exactly, those of the passage (a slip of grammar words) */
  close?: boolean;
}

export interface CheckedQuotation {
  start: number;
  end: number;
  quote: string;
  /** the citation it is attributed to (several references written together are joined by `,`) */
  osis: string | null;
  status: QuotationStatus;
  /** the translation it was matched or checked against */
  translation: string | null;
  /** the true text, when `close` or `misquoted` */
  expected: string | null;
  /** words that differ (edit distance), when checked */
  distance: number | null;
  /** exact: the same words in a modern spelling (accents, `your` for `thine`) */
  spelling?: boolean;
  /** misquoted: why */
  reason?: QuoteReason;
  /** misquoted `fragment` or `condition`: the verse's words it leaves out (`the love of`) */
  omitted?: string;
  /** close or misquoted (or exact in another spelling): the quotation word by word against the verses */
  diff?: WordDiff[];
  /** misattributed or unattributed: where its words really are, found in an installed Bible */
  found?: FoundAt;
}
