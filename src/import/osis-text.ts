/**
 * Turns the OSIS markup of one verse (as `mod2imp` prints it) into clean plain text plus the
 * Strong's-tagged word spans, with character offsets into that text.
 *
 * Rules (checked verse by verse against `diatheke -f plain`, see sword-parity.test.ts):
 * - notes (footnotes, cross-references) are not verse text; where a note sat between two words
 *   we keep a space (SWORD's plain renderer glues them: WEB John 3:16 "only bornSon");
 * - titles, and anything in the pre-verse section (psalm superscriptions, speaker labels in the
 *   Song of Songs), are not verse text: canonical titles and pre-verse text become the heading;
 * - the ¶ paragraph mark is dropped and recorded as a flag;
 * - the divine name is upper-cased, as SWORD renders its small capitals (`the Lord` → `the LORD`);
 * - whitespace is collapsed to single spaces and trimmed.
 */
export interface WordSpan {
  /** index of the span among the verse's Strong's-tagged spans */
  pos: number;
  start: number;
  end: number;
  strongs: string[];
}

export interface ParsedVerse {
  text: string;
  heading: string | null;
  paragraph: boolean;
  words: WordSpan[];
}

const TOKEN = /<[^>]*>|[^<]+/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Normalises a Strong's number to the app's form: `H430`, `G26` (no zero padding). */
export function normaliseStrongs(raw: string): string | null {
  const m = /^([HG])0*(\d+)([a-z]?)$/i.exec(raw.trim());
  return m ? `${m[1].toUpperCase()}${m[2]}` : null;
}

/** All Strong's numbers of a lemma attribute (`strong:G2443 G3588`, `strong:H0430`). */
export function lemmaStrongs(lemma: string): string[] {
  const out: string[] = [];
  for (const m of lemma.matchAll(/(?:strong:)?([HG]\d+[a-z]?)/gi)) {
    const n = normaliseStrongs(m[1]);
    if (n && !out.includes(n)) out.push(n);
  }
  return out;
}

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1] : null;
};

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

export function parseOsisVerse(markup: string): ParsedVerse {
  let text = '';
  let heading = '';
  let paragraph = false;
  const words: WordSpan[] = [];
  let noteDepth = 0;
  let titleDepth = 0;
  let titleCanonical = false;
  let afterNote = false;
  let preverse = false;
  /** open <w> count when <divineName> opened; -1 outside it */
  let divineAtWords = -1;
  const openWords: { start: number; strongs: string[] }[] = [];

  const append = (raw: string) => {
    let s = raw.replace(/\s+/g, ' ');
    if (s.includes('¶')) {
      paragraph = true;
      s = s.replace(/¶ ?/g, '');
    }
    if (!s) return;
    if (afterNote && s[0] !== ' ' && isWordChar(text[text.length - 1]) && isWordChar(s[0])) s = ' ' + s;
    afterNote = false;
    if (s[0] === ' ' && (text === '' || text.endsWith(' '))) s = s.slice(1);
    text += s;
  };

  for (const [token] of markup.matchAll(TOKEN)) {
    if (token[0] !== '<') {
      const s = decodeEntities(token);
      if (noteDepth > 0) continue;
      if (titleDepth > 0 || preverse) {
        if (preverse || titleCanonical) heading += s;
        continue;
      }
      // SWORD renders the divine name in small capitals: plain text shows it upper-cased
      // (only its own text: a tagged word inside it, `LORD’s`, is printed as written)
      append(divineAtWords === openWords.length ? s.toUpperCase() : s);
      continue;
    }
    const selfClosing = token.endsWith('/>');
    const closing = token.startsWith('</');
    const name = /^<\/?([A-Za-z]+)/.exec(token)?.[1] ?? '';
    if (name === 'note' && !selfClosing) {
      if (closing) {
        noteDepth = Math.max(0, noteDepth - 1);
        if (noteDepth === 0) afterNote = true;
      } else noteDepth++;
      continue;
    }
    if (noteDepth > 0) continue;
    if (name === 'div' && attr(token, 'subType') === 'x-preverse') {
      preverse = attr(token, 'sID') !== null;
      continue;
    }
    if (name === 'title' && !selfClosing) {
      if (closing) titleDepth = Math.max(0, titleDepth - 1);
      else {
        titleDepth++;
        titleCanonical = attr(token, 'canonical') === 'true' || attr(token, 'type') === 'psalm';
        if (heading) heading += ' ';
      }
      continue;
    }
    if (titleDepth > 0) continue;
    if (name === 'divineName' && !selfClosing) {
      divineAtWords = closing ? -1 : openWords.length;
      continue;
    }
    if (name === 'w' && !selfClosing) {
      if (closing) {
        const open = openWords.pop();
        if (open && open.strongs.length) {
          // the span covers the text appended since the opening tag, without edge spaces
          let start = open.start;
          while (text[start] === ' ') start++;
          const end = text.trimEnd().length;
          if (end > start) words.push({ pos: words.length, start, end, strongs: open.strongs });
        }
      } else {
        openWords.push({ start: text.length, strongs: lemmaStrongs(attr(token, 'lemma') ?? '') });
      }
      continue;
    }
    // <lb/>, <l>, <lg>, <div> boundaries separate words in SWORD's plain rendering
    if (name === 'lb' || name === 'l' || name === 'lg') append(' ');
  }

  const trimmed = text.trimEnd();
  return {
    text: trimmed,
    heading: heading.replace(/\s+/g, ' ').trim() || null,
    paragraph,
    words: words.map((w) => ({ ...w, end: Math.min(w.end, trimmed.length) })).filter((w) => w.end > w.start),
  };
}
