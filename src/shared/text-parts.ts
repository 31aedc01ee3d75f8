/**
 * A text longer than one check takes (POST /api/verify: VERIFY_MAX_CHARS), cut into parts the
 * check page sends one after the other (issue 43: a sermon is checked whole). Each part ends
 * where attribution never reaches across (quotations/attribute.ts): at a blank line, else at a
 * line's end, else after a sentence, else between words — never inside a word, and never
 * between a block quote and the line that introduces it (`Proverbs 3:5 reads:`). Pure.
 */

export interface TextPart {
  /** [start, end) in the whole text; the parts follow one another and cover it */
  start: number;
  end: number;
}

/** Where a part may end within text[from, to): the latest place of the best kind, or -1. */
function cutIn(text: string, from: number, to: number): number {
  const window = text.slice(from, to);
  const last = (re: RegExp, ok: (m: RegExpExecArray) => boolean = () => true) => {
    let best = -1;
    for (const m of window.matchAll(re)) if (ok(m as RegExpExecArray)) best = m.index! + m[0].length;
    return best;
  };
  // a blank line, not before a block quote nor after a line that introduces one
  const paragraph = last(/\n[^\S\n]*\n\s*/g, (m) => {
    const after = window.slice(m.index! + m[0].length);
    const before = window.slice(0, m.index).trimEnd();
    return !after.startsWith('>') && !before.endsWith(':');
  });
  if (paragraph > 0) return from + paragraph;
  const line = last(/\n(?![^\S\n]*>)/g);
  if (line > 0) return from + line;
  const sentence = last(/[.!?。।]["'”’»)]*\s+/g);
  if (sentence > 0) return from + sentence;
  const space = last(/\s+/g);
  return space > 0 ? from + space : -1;
}

/**
 * The parts of `text`, each at most `max` characters; one part when it fits. A part is cut in
 * its second half where it can be (no tiny parts), else anywhere, else — a word longer than a
 * part, which no text has — at `max`.
 */
export function splitText(text: string, max: number): TextPart[] {
  const parts: TextPart[] = [];
  let start = 0;
  while (text.length - start > max) {
    const limit = start + max;
    let end = cutIn(text, start + Math.floor(max / 2), limit);
    if (end < 0) end = cutIn(text, start + 1, limit);
    if (end < 0) end = limit;
    parts.push({ start, end });
    start = end;
  }
  parts.push({ start, end: text.length });
  // a part of blank space only is nothing to check
  return parts.filter((p) => text.slice(p.start, p.end).trim() !== '');
}
