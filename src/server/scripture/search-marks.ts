/**
 * The marks FTS5's highlight() puts around each match in a verse (search-index.ts asks for
 * char(1) and char(2)), and their reading: the plain text and the matched ranges the API returns.
 */
const OPEN = '\u0001';
const CLOSE = '\u0002';

/** Splits FTS5 highlight() output into the plain text and the marked ranges. */
export function unmark(marked: string): { text: string; highlights: [number, number][] } {
  const pieces: string[] = [];
  const highlights: [number, number][] = [];
  let length = 0;
  let from = 0;
  for (let open = marked.indexOf(OPEN); open >= 0; open = marked.indexOf(OPEN, from)) {
    const close = marked.indexOf(CLOSE, open);
    pieces.push(marked.slice(from, open), marked.slice(open + 1, close));
    const start = length + open - from;
    length = start + close - open - 1;
    highlights.push([start, length]);
    from = close + 1;
  }
  pieces.push(marked.slice(from));
  return { text: pieces.join(''), highlights };
}
