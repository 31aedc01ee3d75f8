/**
 * Quotation checking, pure (no database): find the quotations in a text, the reference each is
 * attributed to, and compare each word by word with the verses it cites. The caller supplies the
 * verse texts (src/server/verification.ts reads them from scripture.db). ADR 010 has the rules.
 *
 * - Quotations: "…", “…”, „…“, «…», and block quotes (consecutive lines starting with `>`).
 *   Fewer than MIN_QUOTE_WORDS words is a term ("the Word"), not a quotation, and is not checked.
 * - Attribution (first that applies): a reference after the quotation in the same sentence
 *   (`"…" (John 3:16)`, `"…," says John 3:16`); one before it in the same sentence
 *   (`John 3:16: "…"`, `In John 3:16 Jesus says "…"`); else the nearest one in the same bullet
 *   or paragraph, before and then after it — never across another quotation. A block quote takes
 *   a reference inside it (`> — John 3:16`), else in the line just before or just after it.
 *   References written together (`Romans 8:28, 31`) are one citation.
 * - Comparison: words, ignoring case, punctuation, quote marks and apostrophes; `…`, `...`,
 *   `[…]` mark an omission, and each part must follow the one before in the cited verses.
 *   exact: every word, in order, within the cited verses. close: a word-level edit distance
 *   (Levenshtein over words, the best-matching stretch of the cited verses) of at most
 *   closeAllowance(n) = max(1, floor(n / 8)) for a quotation of n words. misquoted otherwise —
 *   or when the cited passage does not exist (expected is then null).
 * - Language: a quotation written in another language than the text's Bible (quoteLanguage:
 *   Telugu script, or function words) is compared with the installed Bibles of its own language;
 *   when there is none (a Telugu quotation: no Telugu Bible is installed) it is not checked, and
 *   counted as such — never called a misquotation.
 */

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
}

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
];

const ELISION = /\s*(?:\[\s*(?:…|\.\.\.)\s*\]|\(\s*(?:…|\.\.\.)\s*\)|…|\.\.\.)\s*/gu;

/** Lowercased words without punctuation; apostrophes dropped inside words. */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’ʼ‘]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

const wordCount = (quote: string) => words(quote).length;

/** Block quotes and marked quotations, in order. */
export function findQuotations(text: string): FoundQuotation[] {
  const out: FoundQuotation[] = [];
  // block quotes: runs of lines starting with `>`
  const lines = text.split('\n');
  let offset = 0;
  let block: { start: number; end: number; parts: string[] } | null = null;
  const blockRanges: [number, number][] = [];
  const closeBlock = () => {
    if (!block) return;
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
  let i = 0;
  while (i < text.length) {
    const pair = PAIRS.find(([open]) => text[i] === open);
    if (!pair || inBlock(i)) {
      i++;
      continue;
    }
    const [open, close] = pair;
    // a straight quote between letters is not an opening mark (`12" ruler`)
    let j = i + 1;
    let found = -1;
    for (; j < text.length; j++) {
      if (text[j] === close && (open !== '"' || j > i + 1)) {
        found = j;
        break;
      }
      if (text[j] === '\n' && text[j + 1] === '\n') break;
      if (open === '“' && text[j] === '“') break; // an unclosed “ before the next one
    }
    if (found < 0) {
      i++;
      continue;
    }
    const quote = text.slice(i + 1, found).trim();
    if (wordCount(quote) >= MIN_QUOTE_WORDS) out.push({ start: i, end: found + 1, quote });
    i = found + 1;
  }
  // block quotes of fewer words are not quotations either
  return out.filter((q) => wordCount(q.quote) >= MIN_QUOTE_WORDS).sort((a, b) => a.start - b.start);
}

type Span = { start: number; end: number };

/** Bullets, headings and paragraphs (runs of plain lines), and block quotes: where attribution looks. */
function blocksOf(text: string): (Span & { quoteBlock: boolean })[] {
  const out: (Span & { quoteBlock: boolean })[] = [];
  let offset = 0;
  let para: (Span & { quoteBlock: boolean }) | null = null;
  for (const line of text.split('\n')) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    const kind = !line.trim()
      ? 'blank'
      : /^\s*>/.test(line)
        ? 'quote'
        : /^\s*(?:#|[-•*]\s|\d+\.\s)/.test(line)
          ? 'single'
          : 'para';
    if (para && (kind === 'blank' || kind === 'single' || (kind === 'quote') !== para.quoteBlock)) {
      out.push(para);
      para = null;
    }
    if (kind === 'blank') continue;
    if (kind === 'single') out.push({ start, end, quoteBlock: false });
    else if (para) para.end = end;
    else para = { start, end, quoteBlock: kind === 'quote' };
  }
  if (para) out.push(para);
  return out;
}

/** Sentence ends in text[from, to): `.!?` (not inside a quotation or reference) followed by a space. */
function sentenceBreakBetween(text: string, from: number, to: number, skip: Span[]): boolean {
  for (let i = from; i < to; i++) {
    if (!/[.!?。।]/.test(text[i])) continue;
    if (skip.some((s) => i >= s.start && i < s.end)) continue;
    if (/\s/.test(text[i + 1] ?? ' ')) return true;
  }
  return false;
}

/** References written together (`Romans 8:28, 31`; `John 3:16; 4:1`) as one citation. */
function citationAt(text: string, refs: TextReference[], index: number): TextReference[] {
  const group = [refs[index]];
  for (
    let k = index + 1;
    k < refs.length && /^[\s,;]*$/.test(text.slice(refs[k - 1].end, refs[k].start));
    k++
  )
    group.push(refs[k]);
  for (let k = index - 1; k >= 0 && /^[\s,;]*$/.test(text.slice(refs[k].end, refs[k + 1].start)); k--)
    group.unshift(refs[k]);
  return group;
}

/** The citation each quotation is attributed to (empty: unattributed). */
export function attribute(text: string, quotes: FoundQuotation[], refs: TextReference[]): TextReference[][] {
  const blocks = blocksOf(text);
  const sorted = [...refs].sort((a, b) => a.start - b.start);
  const skip: Span[] = [...quotes, ...sorted];
  const blockOf = (i: number) => blocks.find((b) => i >= b.start && i <= b.end);
  const quoteBetween = (a: number, b: number, self: FoundQuotation) =>
    quotes.some((q) => q !== self && q.start >= a && q.end <= b);
  return quotes.map((q) => {
    const block = blockOf(q.start);
    if (!block) return [];
    if (block.quoteBlock) {
      const inside = sorted.findIndex((r) => r.start >= q.start && r.end <= q.end);
      if (inside >= 0) return citationAt(text, sorted, inside);
      // the line just before or just after the block quote
      const before = blocks[blocks.indexOf(block) - 1];
      const after = blocks[blocks.indexOf(block) + 1];
      for (const near of [before, after]) {
        if (!near) continue;
        const adjacent =
          near === before
            ? !/\n\s*\n/.test(text.slice(near.end, block.start))
            : !/\n\s*\n/.test(text.slice(block.end, near.start));
        if (!adjacent) continue;
        const inNear = sorted
          .map((r, k) => [r, k] as const)
          .filter(([r]) => r.start >= near.start && r.end <= near.end);
        if (inNear.length)
          return citationAt(text, sorted, near === before ? inNear.at(-1)![1] : inNear[0][1]);
      }
      return [];
    }
    const inBlock = sorted
      .map((r, k) => [r, k] as const)
      .filter(
        ([r]) => r.start >= block.start && r.end <= block.end && (r.end <= q.start || r.start >= q.end),
      );
    const after = inBlock.filter(([r]) => r.start >= q.end && !quoteBetween(q.end, r.start, q));
    const before = inBlock.filter(([r]) => r.end <= q.start && !quoteBetween(r.end, q.start, q));
    const sameSentenceAfter = after.find(([r]) => !sentenceBreakBetween(text, q.end, r.start, skip));
    if (sameSentenceAfter) return citationAt(text, sorted, sameSentenceAfter[1]);
    const sameSentenceBefore = before
      .filter(([r]) => !sentenceBreakBetween(text, r.end, q.start, skip))
      .at(-1);
    if (sameSentenceBefore) return citationAt(text, sorted, sameSentenceBefore[1]);
    const nearest = before.at(-1) ?? after[0];
    return nearest ? citationAt(text, sorted, nearest[1]) : [];
  });
}

/** Past this many verse words per quoted word, the alignment runs on a window around the best diagonal. */
const WINDOW_FACTOR = 6;

/**
 * Where in `hay` (from `offset`) the quote most likely sits: each quoted word votes for the
 * diagonals (position in hay − position in quote) it appears on; very common words abstain.
 * The alignment then runs on a window around it — linear work instead of words × verse words
 * for a quotation cited to a whole chapter.
 */
function windowFor(quote: string[], hay: string[], offset: number): [number, number] {
  const n = quote.length;
  if (hay.length - offset <= WINDOW_FACTOR * n + 100) return [offset, hay.length];
  const positions = new Map<string, number[]>();
  for (let j = offset; j < hay.length; j++) {
    const list = positions.get(hay[j]);
    if (list) list.push(j);
    else positions.set(hay[j], [j]);
  }
  const votes = new Map<number, number>();
  let best = offset;
  let bestVotes = 0;
  quote.forEach((w, i) => {
    const at = positions.get(w);
    if (!at || at.length > 50) return;
    for (const p of at) {
      const d = p - i;
      const v = (votes.get(d) ?? 0) + 1;
      votes.set(d, v);
      if (v > bestVotes) {
        bestVotes = v;
        best = d;
      }
    }
  });
  const from = Math.max(offset, best - n);
  return [from, Math.min(hay.length, best + 2 * n + 10)];
}

interface Alignment {
  distance: number;
  /** word indexes in the verses' words, [from, to) */
  from: number;
  to: number;
}

/** Semi-global word alignment: the quote against the best stretch of `hay` starting at `offset`. */
function align(quote: string[], hay: string[], offset: number): Alignment {
  const m = hay.length - offset;
  let prev = new Array<number>(m + 1).fill(0);
  let prevStart = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= quote.length; i++) {
    const cur = new Array<number>(m + 1);
    const curStart = new Array<number>(m + 1);
    cur[0] = i;
    curStart[0] = 0;
    for (let j = 1; j <= m; j++) {
      const sub = prev[j - 1] + (quote[i - 1] === hay[offset + j - 1] ? 0 : 1);
      const del = prev[j] + 1; // a quote word not in the verses
      const ins = cur[j - 1] + 1; // a verse word left out
      if (sub <= del && sub <= ins) {
        cur[j] = sub;
        curStart[j] = prevStart[j - 1];
      } else if (del <= ins) {
        cur[j] = del;
        curStart[j] = prevStart[j];
      } else {
        cur[j] = ins;
        curStart[j] = curStart[j - 1];
      }
    }
    prev = cur;
    prevStart = curStart;
  }
  let best = 0;
  for (let j = 1; j <= m; j++) if (prev[j] < prev[best]) best = j;
  return { distance: prev[best], from: offset + prevStart[best], to: offset + best };
}

export interface Comparison {
  distance: number;
  /** quoted words, elisions not counted */
  words: number;
  /** word span of the best match in the verses */
  from: number;
  to: number;
}

/** Compares a quotation with verse texts, part by part across its omission marks. */
export function compareQuote(quote: string, verses: VerseText[]): Comparison & { verseWords: number[] } {
  const hay: string[] = [];
  const verseOf: number[] = [];
  verses.forEach((v, k) => {
    for (const w of words(v.text)) {
      hay.push(w);
      verseOf.push(k);
    }
  });
  const parts = quote
    .split(ELISION)
    .map(words)
    .filter((p) => p.length);
  let offset = 0;
  let distance = 0;
  let from = -1;
  let to = 0;
  let count = 0;
  for (const part of parts) {
    count += part.length;
    if (offset >= hay.length) {
      distance += part.length;
      continue;
    }
    const [wFrom, wTo] = windowFor(part, hay, offset);
    const a = align(part, wTo < hay.length ? hay.slice(0, wTo) : hay, wFrom);
    distance += a.distance;
    if (from < 0) from = a.from;
    to = a.to;
    offset = a.to;
  }
  return { distance, words: count, from: Math.max(0, from), to, verseWords: verseOf };
}

const MAX_EXPECTED_VERSES = 3;

/** The verses a match touched (at most three), as the quotation's true text. */
function expectedText(verses: VerseText[], cmp: Comparison & { verseWords: number[] }): string {
  if (!verses.length) return '';
  const good = cmp.distance < cmp.words && cmp.to > cmp.from;
  const first = good ? (cmp.verseWords[cmp.from] ?? 0) : 0;
  const last = good ? (cmp.verseWords[Math.max(cmp.from, cmp.to - 1)] ?? first) : 0;
  return verses
    .slice(first, Math.min(last + 1, first + MAX_EXPECTED_VERSES))
    .map((v) => v.text)
    .join(' ');
}

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
  const quotes = findQuotations(text);
  const citations = attribute(text, quotes, refs);
  const unchecked: FoundQuotation[] = [];
  const quotations: CheckedQuotation[] = [];
  quotes.forEach((q, k) => {
    const cited = citations[k];
    const base = { start: q.start, end: q.end, quote: q.quote };
    if (!cited.length)
      return void quotations.push({
        ...base,
        osis: null,
        status: 'unattributed',
        translation: null,
        expected: null,
        distance: null,
      });
    const list = typeof translations === 'function' ? translations(q) : translations;
    if (!list.length) return void unchecked.push(q);
    const osis = cited.every((r) => r.osis) ? cited.map((r) => r.osis).join(',') : null;
    if (!osis || cited.some((r) => !r.valid))
      return void quotations.push({
        ...base,
        osis,
        status: 'misquoted',
        translation: list[0] ?? null,
        expected: null,
        distance: null,
      });
    type Candidate = { translation: string; verses: VerseText[]; cmp: ReturnType<typeof compareQuote> };
    let best: Candidate | null = null;
    let first: Candidate | null = null;
    for (const translation of list) {
      const verses = cited.flatMap((r) => lookup(translation, r.osis!) ?? []);
      if (!verses.length) continue;
      const cmp = compareQuote(q.quote, verses);
      const candidate: Candidate = { translation, verses, cmp };
      first ??= candidate;
      if (!best || cmp.distance < best.cmp.distance) best = candidate;
      if (cmp.distance === 0) break;
    }
    if (!best || !first)
      return void quotations.push({
        ...base,
        osis,
        status: 'misquoted',
        translation: list[0] ?? null,
        expected: null,
        distance: null,
      });
    const { cmp } = best;
    if (cmp.distance === 0)
      return void quotations.push({
        ...base,
        osis,
        status: 'exact',
        translation: best.translation,
        expected: null,
        distance: 0,
      });
    if (cmp.distance <= closeAllowance(cmp.words)) {
      return void quotations.push({
        ...base,
        osis,
        status: 'close',
        translation: best.translation,
        expected: expectedText(best.verses, cmp),
        distance: cmp.distance,
      });
    }
    // the truth from the text's own translation
    quotations.push({
      ...base,
      osis,
      status: 'misquoted',
      translation: first.translation,
      expected: expectedText(first.verses, first.cmp),
      distance: first.cmp.distance,
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
