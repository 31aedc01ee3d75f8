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

/**
 * A sentence that opens by naming the quotation before it (issue 43): `— that one is from 1
 * Corinthians 13:4`, `That is Psalm 46:10`, `Esas palabras son del Salmo 119:105`, `C’est
 * Philippiens 4:13`, `ఇది మత్తయి 7:1 లోనిది`. Not one about something else (`Then read John 3:16`,
 * `This week we read …`).
 */
const NAMES_IT_BEFORE =
  /^(?:(?:that|this|it|which)(?:\s+(?:one|verse|saying|line|passage|quote|quotation))?\s*(?:is|was|comes|came|['’]s)\b|(?:these|those|the|both)\s+(?:words|lines|verses|sayings)\b|(?:from|see|cf\.?)\s|(?:eso|esto|ese|esa|esos|esas|este|esta|estos|estas)(?:\s+(?:palabras?|versículos?|texto|dicho))?\s+(?:es|son|está|están|viene|vienen)\b|(?:esas|estas|las)\s+palabras\b|c['’]est\b|ce\s+sont\b|cela\s+(?:est|vient)\b|ceci\s+est\b|ces\s+(?:mots|paroles)\b|ce\s+verset\b|cette\s+parole\b|ఇది|అది|ఈ\s*(?:వాక్యం|మాటలు))/iu;

/** What may stand between a short quotation and the reference right after it: `"Judge not" (Matthew 7:1)`, `"Judge not" in Matthew 7:1`. */
const TIGHT_AFTER = /^[\s,]*(?:[(—–-]\s*)?(?:(?:in|en|dans|from|de|see|cf\.?)\s+)?$/iu;
/** … and between a reference and the short quotation right after it: `Matthew 7:1: "Judge not"`. */
const TIGHT_BEFORE = /^\s*\)?\s*[:,]?\s*$/;
/** Quotations listed together: `"Rejoice evermore" and "Pray without ceasing" (1 Thessalonians 5:16-17)`. */
const LISTED = /^\s*(?:,|;|and|or|y|e|o|u|et|ou)\s*$/iu;

/** A citation of more than one verse: a range, a chapter, or references written together. */
const manyVerses = (c: TextReference[]) =>
  c.length > 1 || c.some((r) => r.osis !== null && (r.osis.includes('-') || r.osis.split('.').length < 3));

/** The citation each quotation is attributed to (empty: unattributed). */
export function attribute(text: string, quotes: FoundQuotation[], refs: TextReference[]): TextReference[][] {
  const blocks = blocksOf(text);
  const sorted = [...refs].sort((a, b) => a.start - b.start);
  const skip: Span[] = [...quotes, ...sorted];
  const blockOf = (i: number) => blocks.find((b) => i >= b.start && i <= b.end);
  const ends = sentenceEnds(text, skip);
  const sentenceBreaksBetween = (from: number, to: number) =>
    Math.max(0, lowerBound(ends, to) - lowerBound(ends, from));
  // quotations are found in order and never overlap: those starting in [a, b) by binary search.
  // Short ones (two or three words, `"the Word"`) are not quotations for the others' attribution.
  const long = quotes.filter((q) => !q.short);
  const starts = long.map((q) => q.start);
  const quoteBetween = (a: number, b: number, self: FoundQuotation) => {
    for (let k = lowerBound(starts, a); k < long.length && long[k].start < b; k++)
      if (long[k] !== self && long[k].end <= b) return true;
    return false;
  };
  // a reference in the sentence before or after cites a quotation only when no quotation of its
  // own sentence took it (`"Judge not" (Matthew 7:1). Someone wrote "…"`: the second is unattributed)
  const weak = new Set<number>();
  const citations = quotes.map((q, k) => {
    const block = blockOf(q.start);
    if (!block) return [];
    const inBlock = sorted
      .map((r, k) => [r, k] as const)
      .filter(
        ([r]) => r.start >= block.start && r.end <= block.end && (r.end <= q.start || r.start >= q.end),
      );
    if (q.short) {
      // only a reference right beside it: `"Judge not" (Matthew 7:1)`, `Matthew 7:1: "Judge not"`
      const next = inBlock.find(([r]) => r.start >= q.end);
      if (next && TIGHT_AFTER.test(text.slice(q.end, next[0].start)))
        return citationAt(text, sorted, next[1]);
      const last = inBlock.filter(([r]) => r.end <= q.start).at(-1);
      if (last && TIGHT_BEFORE.test(text.slice(last[0].end, q.start)))
        return citationAt(text, sorted, last[1]);
      return [];
    }
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
    // away cites something else
    const previous = before.filter(([r]) => sentenceBreaksBetween(r.end, q.start) === 1).at(-1);
    if (previous) {
      weak.add(k);
      return citationAt(text, sorted, previous[1]);
    }
    // else the first reference of the next sentence, when that sentence opens by naming the
    // quotation (`"Love is patient, love is kind." — that one is from 1 Corinthians 13:4`)
    const next = after[0];
    if (next && sentenceBreaksBetween(q.end, next[0].start) === (closed ? 0 : 1)) {
      const opening = text.slice(q.end, next[0].start).replace(/^[\s.!?;:]*[—–-]?\s*\(?\s*/u, '');
      if (NAMES_IT_BEFORE.test(opening)) {
        weak.add(k);
        return citationAt(text, sorted, next[1]);
      }
    }
    return [];
  });
  const taken = new Set(citations.flatMap((c, k) => (weak.has(k) ? [] : c)));
  const out = citations.map((c, k) => (weak.has(k) && c.some((r) => taken.has(r)) ? [] : c));
  // quotations listed before one cited right after them, to several verses, share its citation
  for (let k = quotes.length - 2; k >= 0; k--) {
    const c = out[k + 1];
    if (out[k].length || !c.length || !manyVerses(c)) continue;
    if (!LISTED.test(text.slice(quotes[k].end, quotes[k + 1].start))) continue;
    let last = k + 1; // the list's last quotation, the one the reference follows
    while (last + 1 < quotes.length && out[last + 1] === c) last++;
    if (c[0].start >= quotes[last].end && TIGHT_AFTER.test(text.slice(quotes[last].end, c[0].start)))
      out[k] = c;
  }
  return out;
}
