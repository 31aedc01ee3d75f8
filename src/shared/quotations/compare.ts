/** Word-level comparison of a quotation with the verses it cites. */
import { type VerseText } from './types';
import { ELISION, words } from './find';

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

/** Where the quote stands word for word in `hay` from `offset` on (the first place), or -1. */
function exactAt(quote: string[], hay: string[], offset: number): number {
  if (!quote.length) return -1;
  for (let j = offset; j + quote.length <= hay.length; j++) {
    let k = 0;
    while (k < quote.length && quote[k] === hay[j + k]) k++;
    if (k === quote.length) return j;
  }
  return -1;
}

/**
 * Semi-global word alignment: the quote against the best stretch of `hay` starting at `offset`.
 * A quotation found word for word (the built-in studies quote whole passages: a thousand words)
 * is answered without the table, which costs quote × verses words.
 */
function align(quote: string[], hay: string[], offset: number): Alignment {
  const exact = exactAt(quote, hay, offset);
  if (exact >= 0) return { distance: 0, from: exact, to: exact + quote.length };
  const m = hay.length - offset;
  let prev = new Int32Array(m + 1);
  let prevStart = Int32Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Int32Array(m + 1);
  let curStart = new Int32Array(m + 1);
  for (let i = 1; i <= quote.length; i++) {
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
    [prev, cur] = [cur, prev];
    [prevStart, curStart] = [curStart, prevStart];
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
export function expectedText(verses: VerseText[], cmp: Comparison & { verseWords: number[] }): string {
  if (!verses.length) return '';
  const good = cmp.distance < cmp.words && cmp.to > cmp.from;
  const first = good ? (cmp.verseWords[cmp.from] ?? 0) : 0;
  const last = good ? (cmp.verseWords[Math.max(cmp.from, cmp.to - 1)] ?? first) : 0;
  return verses
    .slice(first, Math.min(last + 1, first + MAX_EXPECTED_VERSES))
    .map((v) => v.text)
    .join(' ');
}
