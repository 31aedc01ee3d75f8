/** Finding quotations in a text and telling their language. */
import { MIN_QUOTE_WORDS, MIN_SHORT_QUOTE_WORDS, type FoundQuotation } from './types';

/** Function words that tell the four languages apart in a short quotation. */
const FUNCTION_WORDS: Record<'en' | 'es' | 'fr', Set<string>> = {
  en: new Set(
    'the and of to that he i you is not for in his unto shall be with my thy thee it was they them this have are but as'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las de que y en no por su se es del al para con mi tu le lo una como mas yo él ella'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les de et que il pas en des du je vous est une dans pour qui ne sur au mon ton se son elle nous'.split(
      ' ',
    ),
  ),
};

/**
 * The language a quotation is written in, when it can tell: Telugu by its script, English,
 * Spanish or French by their function words (at least two, and more than any other language).
 */
export function quoteLanguage(quote: string): 'en' | 'es' | 'fr' | 'te' | null {
  if (/\p{Script=Telugu}/u.test(quote)) return 'te';
  const ws = words(quote);
  const scores = (Object.keys(FUNCTION_WORDS) as ('en' | 'es' | 'fr')[])
    .map((l) => [l, ws.filter((w) => FUNCTION_WORDS[l].has(w)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  return scores[0][1] >= 2 && scores[0][1] > scores[1][1] ? scores[0][0] : null;
}

const PAIRS: [string, string][] = [
  ['„', '“'],
  ['“', '”'],
  ['«', '»'],
  ['"', '"'],
  ['‘', '’'],
  ["'", "'"],
];

/** Single quotes are apostrophes too (`don’t`, `Moses' rod`): a mark only beside a word's edge. */
const SINGLE = new Set(['‘', '’', "'"]);
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/**
 * An opening single quote: after a space, a bracket, a dash or another mark, before a letter —
 * not an elision (`'Tis`, `'twas`, `'em`) or a decade (`'90s`).
 */
const opensAt = (text: string, i: number) =>
  !WORD_CHAR.test(text[i - 1] ?? ' ') &&
  /[\p{L}¡¿]/u.test(text[i + 1] ?? '') &&
  !/^(?:tis|twas|twere|em|n)(?![\p{L}])/iu.test(text.slice(i + 1, i + 7));
/**
 * A closing single quote: after a word or its punctuation, not inside a word (`don’t`), nor a
 * plural's possessive before a lower-case word (`the disciples' feet`).
 */
const closesAt = (text: string, i: number) =>
  !/\s/.test(text[i - 1] ?? ' ') &&
  !WORD_CHAR.test(text[i + 1] ?? ' ') &&
  !(text[i - 1] === 's' && /^\s+\p{Ll}/u.test(text.slice(i + 1, i + 4)));

export const ELISION = /\s*(?:\[\s*(?:…|\.\.\.)\s*\]|\(\s*(?:…|\.\.\.)\s*\)|…|\.\.\.)\s*/gu;

/** Lowercased words without punctuation; apostrophes dropped inside words. */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’ʼ‘]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** Quotations inside a quotation inside a quotation are as deep as Scripture's go. */
const MAX_NESTING = 3;
/** Opening marks a quotation inside a quotation repeats (“ … “ … ” … ”; « … « … » … »). */
const NESTING = new Set(['“', '«']);

const wordCount = (quote: string) => words(quote).length;

/** A block quote's last line naming its source: `— Proverbs 3:5`, `-- John 3:16 (KJV)`. */
const ATTRIBUTION = /^\s*(?:—|–|-{1,2}|~)\s*\S/u;

/**
 * Block quotes and marked quotations, in order. With `short`, quotations of two or three words too,
 * marked `short` (checked only with a reference right beside them: attribute.ts).
 */
export function findQuotations(text: string, opts: { short?: boolean } = {}): FoundQuotation[] {
  const least = opts.short ? MIN_SHORT_QUOTE_WORDS : MIN_QUOTE_WORDS;
  const out: FoundQuotation[] = [];
  // block quotes: runs of lines starting with `>`
  const lines = text.split('\n');
  let offset = 0;
  let block: { start: number; end: number; parts: string[] } | null = null;
  const blockRanges: [number, number][] = [];
  const closeBlock = () => {
    if (!block) return;
    // a last line `> — Proverbs 3:5` is the attribution, not the quotation's words
    const last = block.parts.at(-1)!;
    if (block.parts.length > 1 && ATTRIBUTION.test(last) && /\d/.test(last)) block.parts.pop();
    const quote = block.parts.join(' ').trim();
    out.push({ start: block.start, end: block.end, quote });
    blockRanges.push([block.start, block.end]);
    block = null;
  };
  for (const line of lines) {
    const m = /^\s*>\s?/.exec(line);
    if (m) {
      if (!block) block = { start: offset, end: offset + line.length, parts: [] };
      block.end = offset + line.length;
      block.parts.push(line.slice(m[0].length));
    } else closeBlock();
    offset += line.length + 1;
  }
  closeBlock();

  // marked quotations, one paragraph at most (never across a blank line)
  const inBlock = (i: number) => blockRanges.some(([s, e]) => i >= s && i < e);
  // a mark that does not nest and found no close by some place will not find one from a later
  // opening either: those are skipped, so a text of unclosed marks is read once, not once a mark
  const unclosedUntil = new Map<string, number>();
  let i = 0;
  while (i < text.length) {
    const pair = PAIRS.find(([open]) => text[i] === open);
    if (
      !pair ||
      inBlock(i) ||
      (SINGLE.has(pair[0]) && !opensAt(text, i)) ||
      i < (unclosedUntil.get(pair[0]) ?? -1)
    ) {
      i++;
      continue;
    }
    const [open, close] = pair;
    // a straight quote between letters is not an opening mark (`12" ruler`)
    let j = i + 1;
    let found = -1;
    // curly and French quotes nest: a verse that quotes a speaker (WEB Genesis 16:13: “… “You are a
    // God who sees,” … ”) is one quotation; an opening mark never closed inside the paragraph is none
    let depth = 1;
    for (; j < text.length; j++) {
      if (NESTING.has(open) && text[j] === open && ++depth > MAX_NESTING)
        break; // not a quotation: bounds the scan
      else if (
        text[j] === close &&
        (open !== '"' || j > i + 1) &&
        (!SINGLE.has(close) || closesAt(text, j)) &&
        --depth === 0
      ) {
        found = j;
        break;
      }
      if (text[j] === '\n' && text[j + 1] === '\n') break;
    }
    if (found < 0) {
      if (!NESTING.has(open)) unclosedUntil.set(open, j);
      i++;
      continue;
    }
    const quote = text.slice(i + 1, found).trim();
    // single quotes across a sentence's end are apostrophes that happened to pair
    if (SINGLE.has(open) && /[.!?]\s+\S/u.test(quote)) {
      i++;
      continue;
    }
    const n = wordCount(quote);
    if (n >= least)
      out.push({ start: i, end: found + 1, quote, ...(n < MIN_QUOTE_WORDS ? { short: true } : {}) });
    i = found + 1;
  }
  // block quotes of fewer words are not quotations either
  return out
    .filter((q) => q.short || wordCount(q.quote) >= MIN_QUOTE_WORDS)
    .sort((a, b) => a.start - b.start);
}
