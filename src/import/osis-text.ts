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

/**
 * A stretch of the verse text with a meaning for the reader, as offsets into `text`:
 * `wj` words of Jesus; `q` a poetry line (level 1, 2…); `p` a paragraph starting inside the
 * verse and `b` a stanza break (both at `start`, with end = start).
 */
export interface TextMark {
  kind: 'wj' | 'q' | 'p' | 'b' | 't';
  start: number;
  end: number;
  level?: number;
}

/** A note of the source (USFM cross-reference x, footnote f, parallel-passage line r), not verse text. */
export interface SourceNote {
  kind: 'x' | 'f' | 'r';
  /** offset in the verse text where the note's caller stood */
  offset: number;
  /** the note's own origin label (`1:1`), if it has one */
  label: string | null;
  text: string;
}

export interface ParsedVerse {
  text: string;
  heading: string | null;
  paragraph: boolean;
  words: WordSpan[];
  /** Strong's-tagged words of the heading (psalm titles are tagged too), offsets into `heading` */
  headingWords: WordSpan[];
  marks?: TextMark[];
  notes?: SourceNote[];
  /** the verse is a psalm title (Segond numbers titles as verses) */
  title?: boolean;
  /** where the heading stands when it falls inside the verse (Gen 29:14b after "Léa et Rachel") */
  headingAt?: number;
  /**
   * Text the module appends after the end of the book (the WEB's glossary follows Revelation
   * 22:21 in the same entry): not scripture, kept apart.
   */
  appendix?: string;
}

/** Moves marks by the text's leading trim and clips them to it, dropping empty spans. */
export function clipMarks(marks: TextMark[], lead: number, length: number): TextMark[] {
  const out: TextMark[] = [];
  for (const m of marks) {
    const start = Math.max(0, Math.min(m.start - lead, length));
    const end = Math.max(start, Math.min(m.end - lead, length));
    if (m.kind === 'wj' && end <= start) continue;
    out.push({ ...m, start, end });
  }
  return out;
}

const TOKEN = /<[^>]*>|[^<]+/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(
        e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
      );
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

/** Text built token by token with whitespace collapsed, and the tagged word spans in it. */
class SpanText {
  text = '';
  words: WordSpan[] = [];
  /** a note was just removed: the next word must not be glued to the previous one */
  afterNote = false;

  append(raw: string): void {
    let s = raw.replace(/\s+/g, ' ');
    if (!s) return;
    if (this.afterNote && s[0] !== ' ' && isWordChar(this.text[this.text.length - 1]) && isWordChar(s[0]))
      s = ' ' + s;
    this.afterNote = false;
    if (s[0] === ' ' && (this.text === '' || this.text.endsWith(' '))) s = s.slice(1);
    this.text += s;
  }

  /** Records the span appended since `start`, without edge spaces. */
  addWord(start: number, strongs: string[]): void {
    let from = start;
    while (this.text[from] === ' ') from++;
    const end = this.text.trimEnd().length;
    if (strongs.length && end > from) this.words.push({ pos: this.words.length, start: from, end, strongs });
  }

  finish(): { text: string; words: WordSpan[] } {
    const lead = this.text.length - this.text.trimStart().length;
    const text = this.text.trim();
    const words = this.words
      .map((w) => ({ ...w, start: w.start - lead, end: Math.min(w.end - lead, text.length) }))
      .filter((w) => w.end > w.start);
    return { text, words };
  }
}

export function parseOsisVerse(markup: string): ParsedVerse {
  const main = new SpanText();
  const head = new SpanText();
  let paragraph = false;
  let noteDepth = 0;
  let titleDepth = 0;
  let titleCanonical = false;
  let preverse = false;
  /** open <w> count when <divineName> opened; -1 outside it */
  let divineAtWords = -1;
  const openWords: { buf: SpanText | null; start: number; strongs: string[] }[] = [];
  /** open <q> elements: the words of Jesus (who="Jesus") are kept as spans */
  const openQuotes: (number | null)[] = [];
  const wj: TextMark[] = [];
  /** where text goes now: the verse, the heading, or nowhere (a non-canonical title) */
  /** after the book's end (`<div eID… type="book"/>`): a module's appendix, not verse text */
  let appendix: SpanText | null = null;
  const target = (): SpanText | null =>
    appendix ?? (preverse || (titleDepth > 0 && titleCanonical) ? head : titleDepth > 0 ? null : main);

  for (const match of markup.matchAll(TOKEN)) {
    const [token] = match;
    if (token[0] !== '<') {
      if (noteDepth > 0) continue;
      let s = decodeEntities(token);
      if (s.includes('¶')) {
        paragraph = true;
        s = s.replace(/¶ ?/g, '');
      }
      // SWORD renders the divine name in small capitals: plain text shows it upper-cased
      // (only its own text: a tagged word inside it, `LORD’s`, is printed as written)
      target()?.append(divineAtWords === openWords.length ? s.toUpperCase() : s);
      continue;
    }
    const selfClosing = token.endsWith('/>');
    const closing = token.startsWith('</');
    const name = /^<\/?([A-Za-z]+)/.exec(token)?.[1] ?? '';
    if (name === 'note' && !selfClosing) {
      if (closing) {
        noteDepth = Math.max(0, noteDepth - 1);
        if (noteDepth === 0) main.afterNote = head.afterNote = true;
      } else noteDepth++;
      continue;
    }
    if (noteDepth > 0) continue;
    if (name === 'div' && !appendix && attr(token, 'eID') !== null && attr(token, 'type') === 'book') {
      appendix = new SpanText();
      continue;
    }
    if (name === 'div' && attr(token, 'subType') === 'x-preverse') {
      preverse = attr(token, 'sID') !== null;
      continue;
    }
    if (name === 'title' && !selfClosing) {
      if (closing) titleDepth = Math.max(0, titleDepth - 1);
      else if (main.text.trim() && attr(token, 'canonical') === 'true') {
        // a subscript after the verse's words (ASV Hab 3:19 "For the Chief Musician…"): the verse
        // goes on, as the KJV prints it
        main.append(' ');
      } else {
        titleDepth++;
        titleCanonical = attr(token, 'canonical') === 'true' || attr(token, 'type') === 'psalm';
        head.append(' ');
      }
      continue;
    }
    if (name === 'q' && !selfClosing) {
      if (closing) {
        const start = openQuotes.pop();
        if (start !== undefined && start !== null) wj.push({ kind: 'wj', start, end: main.text.length });
      } else openQuotes.push(attr(token, 'who') === 'Jesus' && target() === main ? main.text.length : null);
      continue;
    }
    if (name === 'divineName' && !selfClosing) {
      // SWORD prints its own text as written when a tagged word follows inside it (FreJND Rom 14:10)
      const end = closing ? -1 : markup.indexOf('</divineName>', match.index);
      const wordInside = end > 0 && markup.slice(match.index, end).includes('<w');
      divineAtWords =
        closing || (wordInside && !/^<divineName>\s*<w/.test(markup.slice(match.index)))
          ? -1
          : openWords.length;
      continue;
    }
    if (name === 'w' && !selfClosing) {
      if (closing) {
        const open = openWords.pop();
        if (open?.buf) open.buf.addWord(open.start, open.strongs);
      } else {
        const buf = target();
        openWords.push({
          buf,
          start: buf?.text.length ?? 0,
          strongs: lemmaStrongs(attr(token, 'lemma') ?? ''),
        });
      }
      continue;
    }
    // <lb/>, <l>, <lg> boundaries separate words in SWORD's plain rendering
    if (name === 'lb' || name === 'l' || name === 'lg') target()?.append(' ');
  }

  for (const start of openQuotes) if (start !== null) wj.push({ kind: 'wj', start, end: main.text.length });
  const lead = main.text.length - main.text.trimStart().length;
  const verse = main.finish();
  const heading = head.finish();
  const marks = clipMarks(wj, lead, verse.text.length).map((m) => trimMark(m, verse.text));
  return {
    text: verse.text,
    heading: heading.text || null,
    paragraph,
    words: verse.words,
    headingWords: heading.words,
    ...(marks.length ? { marks } : {}),
    ...(appendix ? { appendix: appendix.finish().text } : {}),
  };
}

/** A span without the spaces at its edges. */
export function trimMark(m: TextMark, text: string): TextMark {
  if (m.kind !== 'wj') return m;
  let { start, end } = m;
  while (start < end && text[start] === ' ') start++;
  while (end > start && text[end - 1] === ' ') end--;
  return { ...m, start, end };
}
