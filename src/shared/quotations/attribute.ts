/** The citation each quotation is attributed to. */
import { type FoundQuotation, type TextReference } from './types';

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

/**
 * Where sentences end: `.!?` followed by a space, not inside a quotation or a reference — but a
 * quotation whose own words end with one (`"… I shall not want."`) ends its sentence. Found once
 * for the text (sorted), so counting them between two places is a binary search, not a scan.
 */
function sentenceEnds(text: string, skip: Span[]): number[] {
  const inside = new Uint8Array(text.length);
  for (const s of skip) inside.fill(1, s.start, s.end);
  const ends: number[] = [];
  for (let i = 0; i < text.length; i++)
    if (!inside[i] && /[.!?。।]/.test(text[i]) && /\s/.test(text[i + 1] ?? ' ')) ends.push(i);
  for (const s of skip)
    if (endsSentence(text, s) && /[.!?]/.test(text[s.end - 2]) && /\s/.test(text[s.end] ?? ' '))
      ends.push(s.end - 2);
  return ends.sort((a, b) => a - b);
}

/** The first index of a sorted list whose value is at least `x`. */
function lowerBound(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A quotation that ends with the end of a sentence: `"… I shall not want."`. */
const endsSentence = (text: string, q: Span) => /[.!?]$/.test(text.slice(q.start, q.end - 1).trimEnd());

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
  const ends = sentenceEnds(text, skip);
  const sentenceBreaksBetween = (from: number, to: number) =>
    Math.max(0, lowerBound(ends, to) - lowerBound(ends, from));
  // quotations are found in order and never overlap: those starting in [a, b) by binary search
  const starts = quotes.map((q) => q.start);
  const quoteBetween = (a: number, b: number, self: FoundQuotation) => {
    for (let k = lowerBound(starts, a); k < quotes.length && quotes[k].start < b; k++)
      if (quotes[k] !== self && quotes[k].end <= b) return true;
    return false;
  };
  // a reference in the sentence before cites a quotation only when no quotation of its own sentence
  // took it (`"Judge not" (Matthew 7:1). Someone wrote "…"`: the second is unattributed)
  const fromBefore = new Set<number>();
  const citations = quotes.map((q, k) => {
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
        // the next line, or across a blank line the paragraph that introduces it (`Proverbs 3:5
        // reads:`) or the line that names it (`— Proverbs 3:5`)
        const between =
          near === before ? text.slice(near.end, block.start) : text.slice(block.end, near.start);
        const nearText = text.slice(near.start, near.end).trim();
        const introduces = near === before ? nearText.endsWith(':') : /^[—–~-]/.test(nearText);
        if (/\n\s*\n/.test(between) && !introduces) continue;
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
    // a reference that labels the quotation (`Acts 9:27: “…”; Acts 11:23: “…”`) is its own,
    // before a later one in the same sentence, which labels the next — unless the quotation is
    // cited right after it (`Isaiah 61:1, “…” (Luke 4:18)`: Luke's words)
    const label = before.at(-1);
    const cited = after[0] && /^\s*\(?\s*$/.test(text.slice(q.end, after[0][0].start));
    if (label && !cited && /^\s*\)?\s*[:,]?\s*$/.test(text.slice(label[0].end, q.start)))
      return citationAt(text, sorted, label[1]);
    // a quotation ending its sentence is cited only by a reference right after it that stands
    // alone (`"…." (John 3:16)`, `"…." — John 3:16`, `"…." Psalm 119:105` at the line's end), not
    // by one opening the next sentence (`"…." Hebrews 13:8 adds …`)
    const closed = endsSentence(text, q);
    const standsAlone = (r: TextReference) =>
      /[(—–-]/.test(text.slice(q.end, r.start)) || /^[^\S\n]*(?:[).,;:!?]|\n|$)/.test(text.slice(r.end));
    const sameSentenceAfter = after.find(([r]) =>
      closed
        ? /^\s*[(—–-]?\s*$/.test(text.slice(q.end, r.start)) && standsAlone(r)
        : !sentenceBreaksBetween(q.end, r.start),
    );
    if (sameSentenceAfter) return citationAt(text, sorted, sameSentenceAfter[1]);
    const sameSentenceBefore = before.filter(([r]) => !sentenceBreaksBetween(r.end, q.start)).at(-1);
    if (sameSentenceBefore) return citationAt(text, sorted, sameSentenceBefore[1]);
    // else one in the sentence just before (`Hebrews 11:1. "Now faith …"`); a reference further
    // away, or in a later sentence (`"…." Then read John 3:16`), cites something else
    const previous = before.filter(([r]) => sentenceBreaksBetween(r.end, q.start) === 1).at(-1);
    if (previous) fromBefore.add(k);
    return previous ? citationAt(text, sorted, previous[1]) : [];
  });
  const taken = new Set(citations.flatMap((c, k) => (fromBefore.has(k) ? [] : c)));
  return citations.map((c, k) => (fromBefore.has(k) && c.some((r) => taken.has(r)) ? [] : c));
}
