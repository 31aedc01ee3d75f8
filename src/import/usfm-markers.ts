/** The USFM markers the reader knows, its tokenizer and its note reader (used by usfm.ts). */

/** A defect of the source, reported by the importer; reading went on. */
export interface SourceDefect {
  file: string;
  line: number;
  message: string;
}

export const PROSE = /^(p|m|pi\d?|mi|nb|li\d?|pc|pm|pmo|pmc|pmr|ph\d?|cls|tr)$/;
export const POETRY = /^(q\d?|qc|qr|qm\d?|qa)$/;
export const HEADING = /^(s\d?|ms\d?|d|sp|qa)$/;
/** paragraph-level markers whose text is not verse text */
export const SKIP =
  /^(id|ide|h\d?|toc\d|toca\d|mt\d?|mte\d?|imt\d?|imte\d?|is\d?|ip|ipi|ipq|ipr|iq\d?|im|imi|iot|io\d?|ib|ili\d?|ie|iex|rem|sts|usfm|cl|cp|mr|sr|r|periph|restore|lit|cd)$/;

export interface Token {
  marker: string | null;
  star: boolean;
  text: string;
  at: number;
}

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const re = /\\(\+?[a-z0-9]+)(\*)?/gi;
  let last = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    if (m.index > last) out.push({ marker: null, star: false, text: src.slice(last, m.index), at: last });
    let end = re.lastIndex;
    // an opening marker owns the one space after it
    if (!m[2] && /[ \t\r\n]/.test(src[end] ?? '')) end++;
    out.push({ marker: m[1].replace(/^\+/, ''), star: !!m[2], text: '', at: m.index });
    re.lastIndex = end;
    last = end;
  }
  if (last < src.length) out.push({ marker: null, star: false, text: src.slice(last), at: last });
  return out;
}

/** The text of a note's body without its markers; the `\xo`/`\fr` origin label apart. */
export function readNote(kind: 'x' | 'f', body: string): { label: string | null; text: string } {
  const label = /\\(?:xo|fr)\s+([^\\]*)/.exec(body)?.[1].trim() || null;
  const text = body
    .replace(/^\s*\S\s*/, '') // the caller (+, -, a letter)
    .replace(/\\(?:xo|fr)\s+[^\\]*/g, '')
    .replace(/\\\+?[a-z0-9]+\*?\s?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { label: kind === 'x' || label ? label : null, text };
}
