/**
 * Reads the Open Scriptures Hebrew Lexicon's XML (BrownDriverBriggs.xml, LexicalIndex.xml) into
 * Brown-Driver-Briggs entries as the API gives them (shared/api/lexicon.ts: BdbEntry): the entry's
 * intro, then its senses as BDB nests them, a verb's stems (Qal, Niphal…) lifted out as the heads of
 * their senses, every piece the source marks (Hebrew words, glosses, references) kept as marked.
 * The files are plain, regular XML (no CDATA, no DTD; comments are editors' notes): a small tree
 * reader does, and no XML library is needed.
 */
import type { BdbEntry, LexSense, LexText } from '../shared/api/lexicon';
import { decodeEntities } from './osis-text';

export interface XmlNode {
  tag: string;
  attrs: Record<string, string>;
  children: (XmlNode | string)[];
}

const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<[^>]*>|[^<]+/g;
const ATTR = /([\w:.-]+)\s*=\s*"([^"]*)"/g;

/** The document's tree: elements (namespace prefixes kept as written) and decoded text. */
export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { tag: '#document', attrs: {}, children: [] };
  const stack = [root];
  for (const [token] of xml.replace(/^\uFEFF/, '').matchAll(TOKEN)) {
    const top = stack[stack.length - 1];
    if (token.startsWith('<!--') || token.startsWith('<?')) continue;
    if (token.startsWith('</')) {
      const tag = token.slice(2, -1).trim();
      if (top.tag !== tag) throw new Error(`XML: </${tag}> closes <${top.tag}>`);
      stack.pop();
    } else if (token.startsWith('<')) {
      const selfClosing = token.endsWith('/>');
      const body = token.slice(1, selfClosing ? -2 : -1);
      const tag = /^[^\s/>]+/.exec(body)![0];
      const attrs: Record<string, string> = {};
      for (const m of body.slice(tag.length).matchAll(ATTR)) attrs[m[1]] = decodeEntities(m[2]);
      const node: XmlNode = { tag, attrs, children: [] };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    } else top.children.push(decodeEntities(token));
  }
  if (stack.length !== 1) throw new Error(`XML: <${stack[stack.length - 1].tag}> is not closed`);
  return root;
}

export const elements = (node: XmlNode, tag?: string): XmlNode[] =>
  node.children.filter((c): c is XmlNode => typeof c !== 'string' && (!tag || c.tag === tag));

export const textOf = (node: XmlNode): string =>
  node.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');

/** BDB's stem abbreviations, spelled out where the abbreviation names one stem only. */
const STEMS: Record<string, string> = {
  Niph: 'Niphal',
  Pi: 'Piel',
  Pu: 'Pual',
  Hiph: 'Hiphil',
  Hoph: 'Hophal',
  Hithp: 'Hithpael',
  'Qal pass': 'Qal passive',
  Pilp: 'Pilpel',
  Pilpēl: 'Pilpel',
  Hithpalp: 'Hithpalpel',
  Nithp: 'Nithpael',
  Hothp: 'Hothpaal',
  'Po‛lel': 'Polel',
  'Pō‛lēl': 'Polel',
  'Pô‛lēl': 'Polel',
  'Po‛lēl': 'Polel',
  'Po‛ēl': 'Poel',
  'Po‛el': 'Poel',
  'Pō‛ēl': 'Poel',
  'Po‛al': 'Poal',
  'Pō‛al': 'Poal',
  'Po‛lal': 'Polal',
  'Pō‛lal': 'Polal',
  'Pi‛lēl': 'Pilel',
  'Pi‛lel': 'Pilel',
  'Hithpo‛el': 'Hithpoel',
  'Hithpo‛lel': 'Hithpolel',
  // Biblical Aramaic
  Pe: 'Peal',
  Pa: 'Pael',
  Haph: 'Haphel',
  Hithpe: 'Hithpeel',
  Hithpa: 'Hithpaal',
  Ithpa: 'Ithpaal',
  'Pe‛îl': 'Peil',
};

/** A stem as BDB writes it → its name, and the abbreviation when the name differs. */
export function stemName(written: string): { stem: string; stemAbbr?: string } {
  const abbr = written.trim().replace(/\.$/, '');
  const name = STEMS[abbr] ?? abbr;
  return name === abbr ? { stem: name } : { stem: name, stemAbbr: abbr };
}

const INLINE = new Set(['w', 'def', 'ref', 'pos', 'stem', 'asp', 'em', 'foreign']);

/** Joins adjacent text, collapses whitespace, trims the ends. */
export function tidy(parts: LexText[]): LexText[] {
  const out: LexText[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
    else out.push(p);
  }
  const spaced = out
    .map((p) =>
      typeof p === 'string' ? p.replace(/\s+/g, ' ') : { ...p, text: p.text.replace(/\s+/g, ' ').trim() },
    )
    .filter((p) => p !== '');
  if (typeof spaced[0] === 'string') spaced[0] = spaced[0].trimStart();
  const end = spaced.length - 1;
  if (typeof spaced[end] === 'string') spaced[end] = spaced[end].trimEnd();
  return spaced.filter((p) => p !== '');
}

/** `src` of a word that points to another entry → that entry's Strong's number, if it has one. */
export type StrongsOfEntry = (bdbId: string) => string | undefined;

function inline(node: XmlNode, strongsOf: StrongsOfEntry): LexText | null {
  const text = textOf(node);
  switch (node.tag) {
    case 'w': {
      const strongs = node.attrs.src ? strongsOf(node.attrs.src) : undefined;
      return strongs ? { kind: 'heb', text, strongs } : { kind: 'heb', text };
    }
    case 'ref':
      return node.attrs.r ? { kind: 'ref', text, osis: node.attrs.r } : text;
    case 'foreign':
      return { kind: 'foreign', text, lang: node.attrs['xml:lang'] ?? '' };
    case 'def':
    case 'pos':
    case 'stem':
    case 'asp':
    case 'em':
      return { kind: node.tag, text };
    default:
      return null; // page breaks, the editors' status
  }
}

const blank = (parts: LexText[]) => parts.every((p) => typeof p === 'string' && !p.trim());

/**
 * An element's own text (up to its first sense) and its senses; text between or after senses
 * becomes a sense without number, so nothing is lost or moved.
 */
function body(node: XmlNode, strongsOf: StrongsOfEntry): { text: LexText[]; senses: LexSense[] } {
  let own: LexText[] | null = null;
  const senses: LexSense[] = [];
  let buffer: LexText[] = [];
  const flush = () => {
    if (own === null) own = buffer;
    else if (!blank(buffer)) senses.push({ text: tidy(buffer), senses: [] });
    buffer = [];
  };
  for (const c of node.children) {
    if (typeof c === 'string') buffer.push(c);
    else if (c.tag === 'sense') {
      flush();
      senses.push(sense(c, strongsOf));
    } else if (INLINE.has(c.tag)) {
      const piece = inline(c, strongsOf);
      if (piece !== null) buffer.push(piece);
    }
  }
  flush();
  return { text: tidy(own ?? []), senses };
}

function sense(node: XmlNode, strongsOf: StrongsOfEntry): LexSense {
  const { text, senses } = body(node, strongsOf);
  const out: LexSense = { ...(node.attrs.n ? { n: node.attrs.n } : {}), text, senses };
  const first = text[0];
  if (first && typeof first !== 'string' && first.kind === 'stem') {
    Object.assign(out, stemName(first.text));
    const rest = text.slice(1);
    // "Niph.—Pass.": the stem's full stop and dash go with it
    if (typeof rest[0] === 'string') rest[0] = rest[0].replace(/^\s*\.?\s*(—\s*)?/, '');
    out.text = tidy(rest);
  }
  return out;
}

/** One `<entry>` of BrownDriverBriggs.xml. */
export function bdbEntry(node: XmlNode, language: BdbEntry['language'], strongsOf: StrongsOfEntry): BdbEntry {
  const { text, senses } = body(node, strongsOf);
  const status = elements(node, 'status')[0];
  const page = status?.attrs.p ? Number(status.attrs.p) : null;
  let intro = text;
  let headword = '';
  let bracketed = false;
  const [a, b, c] = text;
  // the word the entry heads with, alone or in brackets ([אֵב] n.[m.]…), leaves the intro
  if (a && typeof a !== 'string' && a.kind === 'heb') {
    headword = a.text;
    intro = text.slice(1);
  } else if (
    a === '[' &&
    b &&
    typeof b !== 'string' &&
    b.kind === 'heb' &&
    typeof c === 'string' &&
    c.startsWith(']')
  ) {
    headword = b.text;
    bracketed = true;
    intro = [c.slice(1), ...text.slice(3)];
  } else headword = textOf(elements(node, 'w')[0] ?? { tag: '', attrs: {}, children: [] });
  const pos = text.find((t) => typeof t !== 'string' && t.kind === 'pos');
  return {
    id: node.attrs.id,
    language,
    headword,
    ...(bracketed ? { bracketed: true as const } : {}),
    homonym: node.attrs.mod ?? null,
    pos: pos && typeof pos !== 'string' ? pos.text : null,
    page: Number.isFinite(page) ? page : null,
    intro: tidy(intro),
    senses: senses.map(clean),
  };
}

/** Drops the keys a sense does not use, so the stored JSON stays small. */
function clean(s: LexSense): LexSense {
  return {
    ...(s.n ? { n: s.n } : {}),
    ...(s.stem ? { stem: s.stem } : {}),
    ...(s.stemAbbr ? { stemAbbr: s.stemAbbr } : {}),
    text: s.text,
    senses: s.senses.map(clean),
  };
}

const flat = (parts: LexText[]) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

/** The entry as plain text, one sense a line, indented by depth: what `bdb_entries.text` holds. */
export function bdbPlainText(e: BdbEntry): string {
  const head = `${e.homonym ? `${e.homonym}. ` : ''}${e.bracketed ? `[${e.headword}]` : e.headword}`;
  const lines = [`${head} ${flat(e.intro)}`.trim()];
  const walk = (senses: LexSense[], depth: number) => {
    for (const s of senses) {
      const label = [s.n && `${s.n}.`, s.stem].filter(Boolean).join(' ');
      lines.push(`${'  '.repeat(depth)}${[label, flat(s.text)].filter(Boolean).join(' ')}`);
      walk(s.senses, depth + 1);
    }
  };
  walk(e.senses, 0);
  return lines.join('\n');
}
