/**
 * The study text format, parsed once for the study page and the Word export (spec §5's line
 * rules). No zod here (unlike api.ts), so the client can import it without the schema library.
 *
 * What writes it: the built-in composer (`# ` headings, `- ` bullets, plain paragraphs), the
 * AI provider, asked by prompts.ts for the same ("# ", "- ", plain paragraphs; docs/prompts.md),
 * but shown a fact sheet with `## ` headings, `1. ` steps and indented lines, and given to
 * Markdown habits (`* ` bullets, `**bold**`, `*italic*`, `---`); and whatever a reader pastes
 * into Check a text. The format is not Markdown (numbered lines are headings), so no Markdown
 * library: only these rules, with the offsets the reference check speaks in.
 *
 * Lines (split at `\n`; a trailing `\r` and surrounding whitespace ignored):
 * - empty or whitespace-only lines are dropped, as are lines of three or more `-`, `*` or `_`
 *   alone (a Markdown separator) and lines with no text after their marker and markup
 *   (`#`, `- `, `**`);
 * - `#` … `######` (any number of hashes, then optional spaces) start a heading of that level
 *   (more than six count as six); a number and a period (`1.`, `12. `) start a heading of level 1;
 * - a hyphen or `•` (then optional spaces), or `*` followed by a space, start a bullet —
 *   `**bold** at line start` and `*italic*` are not bullets;
 * - every other line is a paragraph line; consecutive paragraph lines (no blank line between)
 *   are one paragraph block, whose lines the renderers keep apart (the Word export writes each
 *   as its own paragraph, as spec §5 says).
 *
 * Inline, within one line: `**bold**`, `*italic*` and `***both***`. A run of asterisks opens
 * when followed by a non-space and closes when preceded by one; a closer pairs with the nearest
 * opener, two stars at a time where both have two (bold), else one (italic). Stars left
 * unpaired: a single `*` stays as text (`5 * 3`, a footnote star), two or more are dropped (an
 * unclosed `**`, as while the text streams in).
 *
 * Every run keeps its offsets in the whole text, so references and quotations found by the
 * reference check (which reads the raw text) can be laid over it.
 */

/** A piece of one line's text, with its styles; `text` is `source.slice(start, end)`. */
export interface Run {
  text: string;
  start: number;
  end: number;
  bold?: true;
  italic?: true;
}

/** One line's text after its marker: [start, end) in the whole text, as runs. */
export interface Line {
  start: number;
  end: number;
  runs: Run[];
}

interface BlockBase {
  /** the first line's start and the last line's end */
  start: number;
  end: number;
  /** one for headings and bullets; one or more for paragraphs */
  lines: Line[];
}

export type Block =
  | (BlockBase & { kind: 'heading'; level: number })
  | (BlockBase & { kind: 'bullet' })
  | (BlockBase & { kind: 'paragraph' });

const SEPARATOR = /^([-*_])(?:[ \t]*\1){2,}$/;

/** A line's kind and where its text starts, or null for a line that is not shown. */
function classify(body: string): { kind: Block['kind']; level: number; marker: number } | null {
  if (SEPARATOR.test(body)) return null;
  const hashes = /^(#+)\s*/.exec(body);
  if (hashes) return { kind: 'heading', level: Math.min(hashes[1].length, 6), marker: hashes[0].length };
  const numbered = /^\d+\.\s*/.exec(body);
  if (numbered) return { kind: 'heading', level: 1, marker: numbered[0].length };
  const bullet = /^(?:[-•]\s*|\*\s+)/.exec(body);
  if (bullet) return { kind: 'bullet', level: 0, marker: bullet[0].length };
  return { kind: 'paragraph', level: 0, marker: 0 };
}

/** The study text as blocks: headings, bullets and paragraphs, each line's text as styled runs. */
export function parseStudyText(text: string): Block[] {
  const blocks: Block[] = [];
  let lineStart = 0;
  let joinable = false; // the line above was a paragraph line
  for (const raw of text.split('\n')) {
    const offset = lineStart;
    lineStart += raw.length + 1;
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    const kind = body ? classify(body) : null;
    const runs = kind ? inlineRuns(text, offset + lead + kind.marker, offset + lead + body.length) : [];
    if (!kind || !runs.some((r) => r.text.trim())) {
      joinable = false;
      continue;
    }
    const line: Line = { start: runs[0].start, end: runs.at(-1)!.end, runs };
    const last = blocks.at(-1);
    if (kind.kind === 'paragraph' && joinable && last?.kind === 'paragraph') {
      last.lines.push(line);
      last.end = line.end;
    } else if (kind.kind === 'heading')
      blocks.push({ kind: 'heading', level: kind.level, start: line.start, end: line.end, lines: [line] });
    else blocks.push({ kind: kind.kind, start: line.start, end: line.end, lines: [line] });
    joinable = kind.kind === 'paragraph';
  }
  return blocks;
}

interface Stars {
  at: number;
  length: number;
  /** stars not yet paired: an opener's are its first ones, a closer's its last ones */
  left: number;
}

/** text[from, to) (one line, trimmed) as runs, the star rules above applied. */
export function inlineRuns(text: string, from: number, to: number): Run[] {
  const n = to - from;
  if (n <= 0) return [];
  const hidden = new Uint8Array(n);
  const bold = new Int16Array(n + 1);
  const italic = new Int16Array(n + 1);
  const openers: Stars[] = [];
  const isSpace = (i: number) => i < from || i >= to || /\s/.test(text[i]);
  for (let i = from; i < to;) {
    if (text[i] !== '*') {
      i++;
      continue;
    }
    let j = i;
    while (j < to && text[j] === '*') j++;
    const stars: Stars = { at: i, length: j - i, left: j - i };
    if (!isSpace(i - 1))
      while (stars.left > 0 && openers.length) {
        const open = openers.at(-1)!;
        const pair = open.left >= 2 && stars.left >= 2 ? 2 : 1;
        const contentFrom = open.at + open.left - from; // after the opener's stars still unpaired
        const contentTo = stars.at + stars.length - stars.left - from;
        hidden.fill(1, contentFrom - pair, contentFrom);
        hidden.fill(1, contentTo, contentTo + pair);
        const depth = pair === 2 ? bold : italic;
        depth[contentFrom]++;
        depth[contentTo]--;
        open.left -= pair;
        stars.left -= pair;
        if (!open.left) openers.pop();
      }
    if (stars.left && !isSpace(j)) openers.push(stars);
    else if (stars.left >= 2) {
      // unpaired and cannot open: two or more are dropped, one stays as text
      const first = stars.at + stars.length - stars.left - from;
      hidden.fill(1, first, first + stars.left);
    }
    i = j;
  }
  for (const s of openers) if (s.left >= 2) hidden.fill(1, s.at - from, s.at - from + s.left);

  const runs: Run[] = [];
  let b = 0;
  let it = 0;
  let run: Run | null = null;
  for (let k = 0; k < n; k++) {
    b += bold[k];
    it += italic[k];
    if (hidden[k]) {
      run = null;
      continue;
    }
    const style = { ...(b > 0 && { bold: true as const }), ...(it > 0 && { italic: true as const }) };
    if (!run || run.bold !== style.bold || run.italic !== style.italic) {
      run = { text: '', start: from + k, end: from + k, ...style };
      runs.push(run);
    }
    run.text += text[from + k];
    run.end++;
  }
  return runs;
}

/** The runs' parts that lie in [from, to). */
export function clipRuns(runs: Run[], from: number, to: number): Run[] {
  const out: Run[] = [];
  for (const r of runs) {
    const start = Math.max(r.start, from);
    const end = Math.min(r.end, to);
    if (start < end) out.push({ ...r, text: r.text.slice(start - r.start, end - r.start), start, end });
  }
  return out;
}

/** A line's or block's text without its markup. */
export const plainText = (x: Line | Block): string =>
  'runs' in x ? x.runs.map((r) => r.text).join('') : x.lines.map(plainText).join('\n');
