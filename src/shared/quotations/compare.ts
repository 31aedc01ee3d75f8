/** Word-level comparison of a quotation with the verses it cites. */
import { type VerseText, type WordDiff } from './types';
import { ELISION } from './find';
import { sameWord } from './grade';
import { verseTokensOf, tokensOf, type Token } from './tokens';
import { leftOutCondition, leftOutHead } from './omissions';

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
  /** word by word, when the table was small enough to keep (MAX_CELLS) */
  diff?: WordDiff[];
}

/** Where the quote stands word for word in `hay` from `offset` on (the first place), or -1. */
function exactAt(quote: Token[], hay: Token[], offset: number, to: number): number {
  if (!quote.length) return -1;
  for (let j = offset; j + quote.length <= to; j++) {
    let k = 0;
    while (k < quote.length && quote[k].key === hay[j + k].key) k++;
    if (k === quote.length) return j;
  }
  return -1;
}

/** Past this many cells the table is not kept: the distance is measured, the words not shown. */
const MAX_CELLS = 2_000_000;

const same = (a: Token, b: Token) => a.key === b.key || a.modern === b.modern;

/**
 * Semi-global word alignment: the quote against the best stretch of `hay` starting at `offset`,
 * words equal when their modern forms are (`thine`, `your`; `á`, `a`). A quotation found word for
 * word (the built-in studies quote whole passages: a thousand words) is answered without the table,
 * which costs quote × verses words.
 */
function align(quote: Token[], hay: Token[], offset: number, to: number): Alignment {
  const exact = exactAt(quote, hay, offset, to);
  if (exact >= 0)
    return {
      distance: 0,
      from: exact,
      to: exact + quote.length,
      diff: quote.map((w, k) => ({ op: 'same', quote: w.text, verse: hay[exact + k].text })),
    };
  const n = quote.length;
  const m = to - offset;
  const keep = (n + 1) * (m + 1) <= MAX_CELLS;
  // cost × K − matched words: of paths with as few differences, the one matching most words
  // (`Judge, that ye be judged` leaves "not" out twice; it does not change "Judge" into "not")
  const K = n + 2;
  // direction of each cell when kept: 0 substitution, 1 a quote word not in the verses, 2 a verse word left out
  const dir = keep ? new Uint8Array((n + 1) * (m + 1)) : null;
  let prev = new Int32Array(m + 1);
  let prevStart = Int32Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Int32Array(m + 1);
  let curStart = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    cur[0] = i * K;
    curStart[0] = 0;
    if (dir) dir[i * (m + 1)] = 1;
    for (let j = 1; j <= m; j++) {
      const sub = prev[j - 1] + (same(quote[i - 1], hay[offset + j - 1]) ? -1 : K);
      const del = prev[j] + K;
      const ins = cur[j - 1] + K;
      let d = 0;
      if (sub <= del && sub <= ins) {
        cur[j] = sub;
        curStart[j] = prevStart[j - 1];
      } else if (del <= ins) {
        cur[j] = del;
        curStart[j] = prevStart[j];
        d = 1;
      } else {
        cur[j] = ins;
        curStart[j] = curStart[j - 1];
        d = 2;
      }
      if (dir) dir[i * (m + 1) + j] = d;
    }
    [prev, cur] = [cur, prev];
    [prevStart, curStart] = [curStart, prevStart];
  }
  // of equal ends, the last: `… and is unkind` against `… and is kind; …` changes a word, not adds one
  let best = 0;
  for (let j = 1; j <= m; j++) if (prev[j] <= prev[best]) best = j;
  const alignment: Alignment = {
    distance: Math.ceil(prev[best] / K),
    from: offset + prevStart[best],
    to: offset + best,
  };
  if (!dir) return alignment;
  const diff: WordDiff[] = [];
  let i = n;
  let j = best;
  while (i > 0) {
    const d = j === 0 ? 1 : dir[i * (m + 1) + j];
    if (d === 0) {
      const q = quote[i - 1];
      const v = hay[offset + j - 1];
      const op =
        q.key === v.key ? 'same' : q.modern === v.modern || sameWord(q.text, v.text) ? 'spelling' : 'changed';
      diff.push({ op, quote: q.text, verse: v.text });
      i--;
      j--;
    } else if (d === 1) diff.push({ op: 'added', quote: quote[--i].text });
    else diff.push({ op: 'dropped', verse: hay[offset + --j].text });
  }
  alignment.diff = diff.reverse();
  return alignment;
}

export interface Comparison {
  distance: number;
  /** quoted words, elisions not counted */
  words: number;
  /** word span of the best match in the verses */
  from: number;
  to: number;
  /** word by word, across the omission marks (none for a quotation too long to keep the table) */
  diff?: WordDiff[];
  /**
   * the verse words just before and just after the quoted stretch, where no punctuation parts them
   * from it and the quotation does not open or close on an omission mark
   */
  before?: string;
  after?: string;
  /** the verse words before the quoted stretch back to a pause, nearest first (at most LEAD_WORDS) */
  lead?: string[];
  /** the head of its subject the quotation leaves out (`the love of`: omissions.ts) */
  head?: string;
  /** the condition the quotation leaves out (`If we confess our sins`) */
  condition?: string;
}

/** The verse word the alignment matches first word for word (or in another spelling). */
function firstMatched(a: Alignment): number {
  let at = a.from;
  for (const d of a.diff ?? []) {
    if (d.op === 'same' || d.op === 'spelling') return at;
    if (d.op !== 'added') at++;
  }
  return a.from;
}

/** Verse words read back from a quotation's start for a negation that denies it (`Neither shalt thou`). */
const LEAD_WORDS = 4;

/** Compares a quotation with verse texts, part by part across its omission marks. */
export function compareQuote(quote: string, verses: VerseText[]): Comparison & { verseWords: number[] } {
  const hay: Token[] = [];
  const verseOf: number[] = [];
  verses.forEach((v, k) => {
    for (const w of verseTokensOf(v.text)) {
      hay.push(w);
      verseOf.push(k);
    }
  });
  const pieces = quote.split(ELISION).map(tokensOf);
  // a quotation that opens or closes on an omission mark ("… to glean in another field") says
  // itself that the verse goes on there
  const [openStart, openEnd] = [!pieces[0].length, !pieces[pieces.length - 1].length];
  const parts = pieces.filter((p) => p.length);
  let offset = 0;
  let distance = 0;
  let from = -1;
  let to = 0;
  let count = 0;
  let diff: WordDiff[] | undefined = [];
  let head: string | undefined;
  for (const part of parts) {
    count += part.length;
    if (offset >= hay.length) {
      distance += part.length;
      diff?.push(...part.map((w): WordDiff => ({ op: 'added', quote: w.text })));
      continue;
    }
    const [wFrom, wTo] = windowFor(
      part.map((w) => w.key),
      hay.map((w) => w.key),
      offset,
    );
    const a = align(part, hay, wFrom, wTo);
    distance += a.distance;
    diff = a.diff && diff ? [...diff, ...a.diff] : undefined;
    if (from < 0 && a.diff && !openStart) head = leftOutHead(hay, firstMatched(a), part);
    if (from < 0) from = a.from;
    to = a.to;
    offset = a.to;
  }
  from = Math.max(0, from);
  const before = !openStart && from > 0 && !hay[from - 1].pause ? hay[from - 1].text : undefined;
  const lead: string[] = [];
  for (let k = from - 1; before !== undefined && k >= 0 && lead.length < LEAD_WORDS && !hay[k].pause; k--)
    lead.push(hay[k].text);
  const after = !openEnd && to > 0 && !hay[to - 1].pause ? hay[to]?.text : undefined;
  // within the verses the quoted words touch (a condition in the next verse is another saying's)
  let condition: string | undefined;
  if (to > from) {
    const lo = verseOf.indexOf(verseOf[from]);
    const hi = verseOf.lastIndexOf(verseOf[to - 1]) + 1;
    const sides = { before: !openStart, after: !openEnd };
    condition = leftOutCondition(hay.slice(lo, hi), from - lo, to - lo, parts.flat(), sides);
  }
  return {
    distance,
    words: count,
    from,
    to,
    verseWords: verseOf,
    diff,
    before,
    after,
    lead,
    head,
    condition,
  };
}

const MAX_EXPECTED_VERSES = 3;

/** The verses a match touched (at most three, then a visible `…`), as the quotation's true text. */
export function expectedText(verses: VerseText[], cmp: Comparison & { verseWords: number[] }): string {
  if (!verses.length) return '';
  const good = cmp.distance < cmp.words && cmp.to > cmp.from;
  const first = good ? (cmp.verseWords[cmp.from] ?? 0) : 0;
  const last = good ? (cmp.verseWords[Math.max(cmp.from, cmp.to - 1)] ?? first) : 0;
  const end = Math.min(last + 1, first + MAX_EXPECTED_VERSES);
  const shown = verses
    .slice(first, end)
    .map((v) => v.text)
    .join(' ');
  return last + 1 > end ? `${shown} …` : shown;
}
