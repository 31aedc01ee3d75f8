/**
 * Reads Abbott-Smith's TEI (abbott-smith.ts) into entries as the API gives them
 * (shared/api/lexicon.ts: AbbottSmithEntry): the first form is the head, what stands before the
 * senses is the intro, the senses nest as the lexicon numbers them and the notes after them
 * (`<re>`, synonyms) are senses without number; every piece the source marks (Greek and Hebrew
 * words, glosses, references, abbreviations) is kept as marked. The same small tree reader as
 * Brown-Driver-Briggs' (bdb-parse.ts).
 */
import type { AbbottSmithEntry, LexSense, LexText } from '../shared/api/lexicon';
import { elements, textOf, tidy, type XmlNode } from './bdb-parse';

/** `G0026` → `G26`; a lettered number (`G0901a`) is not Strong's: null. */
export const strongsNumber = (s: string) => {
  const m = /^G0*(\d+)$/.exec(s.trim());
  return m ? `G${m[1]}` : null;
};

/** An entry's `lemma` attribute: the word, and the numbers some entries list after it. */
export function lemmaAttr(node: XmlNode): { lemma: string | null; numbers: string[] } {
  const parts = (node.attrs.lemma ?? '').split('|').map((p) => p.trim());
  return {
    lemma: parts.find((p) => p && !/^G\d/.test(p)) ?? null,
    numbers: parts.filter((p) => /^G\d/.test(p)),
  };
}

const GRAMMAR = new Set(['pos', 'tns', 'mood', 'gram', 'per', 'number', 'gen', 'subc']);
const CONTAINERS = new Set(['gramGrp', 'grmGrp', 'etym', 'seg', 'form', 'orth', 'name', 'date']);

export type LemmaIndex = Map<string, string>;

/** The pieces of an element's inline content (a sense's own text, a form, a note). */
export function inline(node: XmlNode | string, lemmas: LemmaIndex, out: LexText[]): void {
  if (typeof node === 'string') return void out.push(node);
  const text = textOf(node);
  const tag = node.tag;
  if (tag === 'orth') out.push({ kind: 'grc', text });
  else if (tag === 'foreign') {
    const lang = node.attrs['xml:lang'] ?? '';
    const n = node.attrs.n?.trim();
    if (lang === 'grc') {
      const strongs = n ? strongsNumber(n) : null;
      out.push(strongs ? { kind: 'grc', text, strongs } : { kind: 'grc', text });
    } else if (lang === 'heb' || lang === 'arc') {
      const strongs = n && /^H\d+$/.test(n) ? n : null;
      out.push(strongs ? { kind: 'heb', text, strongs } : { kind: 'heb', text });
    } else out.push({ kind: 'foreign', text, lang });
  } else if (tag === 'gloss') out.push({ kind: 'def', text });
  else if (tag === 'ref') {
    const osis = node.attrs.osisRef?.trim();
    if (osis) out.push({ kind: 'ref', text, osis });
    else {
      // a cross-reference to another entry: its Greek word, linked by the entry's number
      const target = node.attrs.target?.replace(/^#/, '');
      const pieces: LexText[] = [];
      if (target && !elements(node).length) pieces.push({ kind: 'grc', text });
      else for (const c of node.children) inline(c, lemmas, pieces);
      for (const p of pieces) {
        if (typeof p !== 'string' && p.kind === 'grc' && !p.strongs) {
          const strongs = lemmas.get(target ?? p.text.trim());
          out.push(strongs ? { ...p, strongs } : p);
        } else out.push(p);
      }
    }
  } else if (tag === 'emph') out.push({ kind: 'em', text });
  else if (tag === 'hi') {
    const rend = node.attrs.rend ?? '';
    out.push({ kind: rend.startsWith('sup') ? 'sup' : rend.startsWith('sub') ? 'sub' : 'em', text });
  } else if (GRAMMAR.has(tag)) out.push({ kind: 'pos', text });
  else if (tag === 'lb') out.push(' ');
  else if (CONTAINERS.has(tag)) for (const c of node.children) inline(c, lemmas, out);
  // page breaks, the transcribers' notes, the occurrence count: not the lexicon's text
}

/** A sense: its own text up to its first sub-sense, its sub-senses, and text after them as senses without number. */
function sense(node: XmlNode, lemmas: LemmaIndex): LexSense {
  let own: LexText[] | null = null;
  const senses: LexSense[] = [];
  let buffer: LexText[] = [];
  const flush = () => {
    if (own === null) own = buffer;
    else if (buffer.some((p) => typeof p !== 'string' || p.trim()))
      senses.push({ text: tidy(buffer), senses: [] });
    buffer = [];
  };
  for (const c of node.children) {
    if (typeof c !== 'string' && c.tag === 'sense') {
      flush();
      senses.push(sense(c, lemmas));
    } else inline(c, lemmas, buffer);
  }
  flush();
  return { ...(node.attrs.n ? { n: node.attrs.n.trim() } : {}), text: tidy(own ?? []), senses };
}

/** One `<entry>`: its first form is the head; senses and the notes after them (`<re>`) are senses. */
export function entry(
  node: XmlNode,
  id: number,
  page: number | null,
  lemmas: LemmaIndex,
  superForm: LexText[],
): AbbottSmithEntry {
  const head: LexText[] = [];
  const intro: LexText[] = [...superForm];
  const senses: LexSense[] = [];
  let occurrences: number | null = null;
  let headDone = false;
  for (const c of node.children) {
    if (typeof c !== 'string' && c.tag === 'note') {
      if (c.attrs.type === 'occurrencesNT' && /^\d+$/.test(textOf(c).trim())) occurrences = Number(textOf(c));
    } else if (typeof c !== 'string' && c.tag === 'form' && !headDone) {
      inline(c, lemmas, head);
      headDone = true;
    } else if (typeof c !== 'string' && (c.tag === 'sense' || c.tag === 're')) {
      senses.push(sense(c, lemmas));
    } else if (senses.length) {
      const pieces: LexText[] = [];
      inline(c, lemmas, pieces);
      if (pieces.some((p) => typeof p !== 'string' || p.trim()))
        senses.push({ text: tidy(pieces), senses: [] });
    } else inline(c, lemmas, intro);
  }
  const lemma = lemmaAttr(node).lemma ?? textOf(elements(node, 'orth')[0] ?? node).trim();
  return { id, lemma, head: tidy(head), page, occurrences, intro: tidy(intro), senses: senses.map(clean) };
}

function clean(s: LexSense): LexSense {
  return { ...(s.n ? { n: s.n } : {}), text: s.text, senses: s.senses.map(clean) };
}

export const flat = (parts: LexText[]) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

/** The entry as plain text, one sense a line, indented by depth: what `abbott_smith_entries.text` holds. */
export function abbottSmithPlainText(e: AbbottSmithEntry): string {
  const lines = [[flat(e.head), flat(e.intro)].filter(Boolean).join(' ')];
  const walk = (senses: LexSense[], depth: number) => {
    for (const s of senses) {
      lines.push(`${'  '.repeat(depth)}${[s.n, flat(s.text)].filter(Boolean).join(' ')}`);
      walk(s.senses, depth + 1);
    }
  };
  walk(e.senses, 0);
  return lines.join('\n');
}
