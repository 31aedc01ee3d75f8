/**
 * Reading a person's life events out of a Nave's entry. Entries about several namesakes number
 * their parts (`1. An apostle…`, `2. …`); naves_refs holds each reference with the line
 * ("section") it stands in, in order. Walking the entry's lines alongside the reference rows
 * tells which part every line belongs to.
 */
export interface NavesEvent {
  /** the line's text without its references (and without a part number) */
  text: string;
  /** OSIS references, in the entry's order */
  refs: string[];
}

const PART = /^(\d+)\.\s*(?=\p{Lu})/u;
/** What is left of stripped references at a section's end: ` ; with 22:6-19`, ` ; ; :1`, ` ,; with`. */
const LEFTOVER = /(?:\s*[,;:]+\s*(?:with\b)?[\s\d:,;-]*)+$/;

/** The referenced lines of an entry by part number (0 = lines before any numbered part). */
export function navesParts(
  text: string,
  rows: { section: string; osis: string }[],
): Map<number, NavesEvent[]> {
  const lines = text.split('\n').map((l) => l.trim());
  const parts = new Map<number, NavesEvent[]>();
  let lineIndex = 0;
  let part = 0;
  let section: string | null = null;
  let current: NavesEvent | null = null;
  for (const row of rows) {
    if (current && section === row.section) {
      current.refs.push(row.osis);
      continue;
    }
    section = row.section;
    const clean = row.section.replace(LEFTOVER, '');
    // advance to the line this section was read from, noting the part headers passed on the way
    for (let i = lineIndex; i < lines.length; i++) {
      if (lines[i].startsWith(clean)) {
        for (let j = lineIndex; j <= i; j++) {
          const m = PART.exec(lines[j]);
          if (m) part = Number(m[1]);
        }
        lineIndex = i + 1;
        break;
      }
    }
    current = { text: clean.replace(PART, ''), refs: [row.osis] };
    const list = parts.get(part) ?? [];
    list.push(current);
    parts.set(part, list);
  }
  return parts;
}
