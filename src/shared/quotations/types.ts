/** The types of quotation checking (see ../quotations.ts for the rules). */

export type QuotationStatus = 'exact' | 'close' | 'misquoted' | 'unattributed';

export const MIN_QUOTE_WORDS = 4;

/** Words a quotation of n words may differ by and still be `close`. */
export const closeAllowance = (n: number) => Math.max(1, Math.floor(n / 8));

export interface FoundQuotation {
  /** the quotation with its marks (or the block quote's lines) */
  start: number;
  end: number;
  /** the quoted words, marks and `>` removed */
  quote: string;
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

/** Verse texts of a passage in a translation; null when the passage does not exist there. */
export type VerseLookup = (translation: string, osis: string) => VerseText[] | null;

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
 * its phrase (`Money is the root of all evil`), too many words differ, or no such passage.
 */
export type QuoteReason = 'negation' | 'word' | 'fragment' | 'words' | 'passage';

/** A passage a quotation's words were found in: KJV numbering (`osis`) and the Bible's own (`own`). */
export interface FoundAt {
  osis: string;
  own: string;
  translation: string;
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
  /** close or misquoted (or exact in another spelling): the quotation word by word against the verses */
  diff?: WordDiff[];
  /** misquoted or unattributed: where its words really are, found in an installed Bible */
  found?: FoundAt;
}
