/**
 * Bible reference parsing for English, Spanish, French (bible-passage-reference-parser) and
 * Telugu (its 66 book names added through the parser's add_books API).
 * `John 3:16-18`, `Jn 3:16`, `Juan 3:16`, `Jean 3:16`, `Gen 1`, `యోహాను 3:16` → ranges of
 * `{ book, chapter, verse }`, where a missing verse means "the whole chapter".
 */
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import * as es from 'bible-passage-reference-parser/esm/lang/es.js';
import * as fr from 'bible-passage-reference-parser/esm/lang/fr.js';
import { BOOKS, bookByOsis, type UiLanguage } from './books';

export interface RefPoint {
  book: string; // OSIS id
  chapter: number;
  /** null: from the chapter's first verse (start) or to its last (end) */
  verse: number | null;
}
export interface RefRange {
  start: RefPoint;
  end: RefPoint;
}
export interface ParsedReference {
  /** OSIS form, e.g. `John.3.16-John.3.18,Rom.8.28` */
  osis: string;
  ranges: RefRange[];
}

/** Short Telugu forms people type, besides the full names in books.ts. */
const TELUGU_ALIASES: Record<string, string[]> = {
  Gen: ['ఆదికాండం', 'ఆది'],
  Exod: ['నిర్గమ'],
  Lev: ['లేవీ'],
  Num: ['సంఖ్యా'],
  Deut: ['ద్వితీయోపదేశ', 'ద్వితీ'],
  Judg: ['న్యాయాధి'],
  Ps: ['కీర్తనలు', 'కీర్తన'],
  Prov: ['సామెత'],
  Song: ['పరమగీతం', 'పరమ'],
  Lam: ['విలాప'],
  Matt: ['మత్తయి', 'మత్త'],
  Mark: ['మార్కు', 'మార్క'],
  Luke: ['లూకా', 'లూక'],
  John: ['యోహాను', 'యోహా'],
  Acts: ['అపొస్తలుల కార్యాలు', 'అపొ'],
  Rom: ['రోమా', 'రోమీ'],
  Gal: ['గలతీ'],
  Eph: ['ఎఫెసీ'],
  Phil: ['ఫిలిప్పీ'],
  Col: ['కొలొస్సయి'],
  Heb: ['హెబ్రీ'],
  Titus: ['తీతు'],
  Phlm: ['ఫిలేమోను'],
  Rev: ['ప్రకటన'],
  Isa: ['యెష'],
  Jer: ['యిర్మీ'],
  '1John': ['1 యోహా'],
  '2John': ['2 యోహా'],
  '3John': ['3 యోహా'],
  '1Pet': ['1 పేతు'],
  '2Pet': ['2 పేతు'],
  '1Cor': ['1 కొరింథీ'],
  '2Cor': ['2 కొరింథీ'],
  '1Thess': ['1 థెస్స'],
  '2Thess': ['2 థెస్స'],
  '1Tim': ['1 తిమోతి'],
  '2Tim': ['2 తిమోతి'],
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/^([1-3]) /, '$1\\s*');

let parsers: bcv_parser[] | null = null;

function getParsers(): bcv_parser[] {
  if (parsers) return parsers;
  const options = {
    passage_existence_strategy: 'bcv',
    invalid_passage_strategy: 'ignore',
    book_alone_strategy: 'full',
  } as const;
  const english = new bcv_parser(en);
  // longest names first, so `1 యోహాను` wins over `యోహాను` and full names over short forms
  const telugu = BOOKS.flatMap((b) =>
    [b.names.te, ...(TELUGU_ALIASES[b.osis] ?? [])].map((name) => ({ osis: b.osis, name })),
  ).sort((a, b) => b.name.length - a.name.length);
  english.add_books({
    books: telugu.map(({ osis, name }) => ({
      osis: [osis],
      regexp: new RegExp(escapeRe(name.normalize('NFC'))),
      pre_regexp: /(?<![\p{L}\p{M}\p{N}])/u,
      post_regexp: /(?![\p{L}\p{M}])/u,
    })),
  });
  parsers = [english, new bcv_parser(es), new bcv_parser(fr)];
  for (const p of parsers) p.set_options(options);
  return parsers;
}

function point(osis: string, isEnd: boolean): RefPoint | null {
  const [book, c, v] = osis.split('.');
  if (!bookByOsis(book)) return null;
  if (!c) return { book, chapter: isEnd ? bookByOsis(book)!.chapters : 1, verse: null };
  return { book, chapter: Number(c), verse: v ? Number(v) : null };
}

/**
 * `Jean 3,16`, `Mt 27,3-5`, `Juan 3,16-18; 4,1`: the es/fr comma between chapter and verse
 * (no space after it, and no colon anywhere in the reference) read as `:`.
 */
const commaVerses = (text: string) => (text.includes(':') ? text : text.replace(/(\d{1,3}),(?=\d)/g, '$1:'));

/** Parses a reference; null when the input is not (only) a Bible reference. */
export function parseReference(input: string): ParsedReference | null {
  const text = commaVerses(input.normalize('NFC').trim());
  if (!text || text.length > 200) return null;
  const fast = parseSimple(text);
  return fast === undefined ? parseWithLibrary(text) : fast;
}

/** The full parser: every form the library knows, in English, then Spanish, then French. */
export function parseWithLibrary(text: string): ParsedReference | null {
  for (const parser of getParsers()) {
    const found = parser.parse(text).osis_and_indices() as { osis: string; indices: [number, number] }[];
    if (!found.length) continue;
    // the whole input must be the reference: nothing but separators outside the matches
    let rest = text;
    for (const f of [...found].reverse()) rest = rest.slice(0, f.indices[0]) + rest.slice(f.indices[1]);
    if (/[\p{L}\p{N}]/u.test(rest)) continue;
    const ranges = found
      .flatMap((f) => f.osis.split(','))
      .map(osisRange)
      .filter((r) => r !== null);
    if (ranges.length) return { osis: found.map((f) => f.osis).join(','), ranges };
  }
  return null;
}

/*
 * Fast path for the forms nearly everyone types — `Book C`, `Book C-D`, `Book C:V`, `Book C:V-W` —
 * which the full parser takes ~0.3 ms to read. The book name is resolved once by the full parser
 * and remembered; the numbers are checked against the same versification it uses. Whenever the
 * answer is not certain (one-chapter books, reversed or overlong ranges, unknown names) it
 * returns undefined and the full parser decides. reference.test.ts checks both agree.
 */
const SIMPLE = /^(.*?[^\d\s.:,;-])\.?\s*(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?(?:\s*[-–]\s*(\d{1,3}))?$/u;
const bookNames = new Map<string, string | null>();

function bookOf(name: string): string | null {
  const key = name.toLowerCase();
  let osis = bookNames.get(key);
  if (osis === undefined) {
    // `1:1` rather than `1`: it reads the same for every book, one-chapter books included
    const probe = parseWithLibrary(`${name} 1:1`)?.osis;
    osis = probe && /^[1-3]?[A-Za-z]+\.1\.1$/.test(probe) ? probe.slice(0, -4) : null;
    if (bookNames.size > 10_000) bookNames.clear(); // arbitrary input must not grow it forever
    bookNames.set(key, osis);
  }
  return osis;
}

function versesIn(book: string, chapter: number): number | undefined {
  const chapters = (
    getParsers()[0] as unknown as {
      translations: { systems: { default: { chapters: Record<string, number[]> } } };
    }
  ).translations.systems.default.chapters[book];
  return chapters?.[chapter - 1];
}

function parseSimple(text: string): ParsedReference | null | undefined {
  const m = SIMPLE.exec(text);
  if (!m) return undefined;
  const book = bookOf(m[1]);
  const info = book ? bookByOsis(book) : undefined;
  if (!book || !info || info.chapters === 1) return undefined;
  const c = Number(m[2]);
  const v = m[3] === undefined ? null : Number(m[3]);
  const to = m[4] === undefined ? null : Number(m[4]);
  const last = versesIn(book, c);
  if (c < 1 || last === undefined) return undefined;
  if (v === null) {
    if (to === null)
      return {
        osis: `${book}.${c}`,
        ranges: [{ start: { book, chapter: c, verse: null }, end: { book, chapter: c, verse: null } }],
      };
    if (to <= c || versesIn(book, to) === undefined) return undefined;
    const osis = c === 1 && to === info.chapters ? book : `${book}.${c}-${book}.${to}`; // the library names a whole book by itself
    return {
      osis,
      ranges: [{ start: { book, chapter: c, verse: null }, end: { book, chapter: to, verse: null } }],
    };
  }
  if (v < 1 || v > last) return undefined;
  if (to === null)
    return {
      osis: `${book}.${c}.${v}`,
      ranges: [{ start: { book, chapter: c, verse: v }, end: { book, chapter: c, verse: v } }],
    };
  if (to <= v || to > last) return undefined;
  return {
    osis: `${book}.${c}.${v}-${book}.${c}.${to}`,
    ranges: [{ start: { book, chapter: c, verse: v }, end: { book, chapter: c, verse: to } }],
  };
}

/** Human form of a range in a UI language: `John 3:16-18`, `Juan 3`, `Romans 8:28-9:2`. */
export function formatRange(r: RefRange, lang: UiLanguage = 'en'): string {
  const name = bookByOsis(r.start.book)?.names[lang] ?? r.start.book;
  const s = r.start;
  const e = r.end;
  const startText = s.verse === null ? `${s.chapter}` : `${s.chapter}:${s.verse}`;
  if (s.book !== e.book)
    return `${name} ${startText} - ${bookByOsis(e.book)?.names[lang] ?? e.book} ${e.verse === null ? e.chapter : `${e.chapter}:${e.verse}`}`;
  if (s.chapter === e.chapter) {
    if (s.verse === null && e.verse === null) return `${name} ${s.chapter}`;
    if (s.verse === e.verse) return `${name} ${startText}`;
    return `${name} ${startText}-${e.verse ?? ''}`.replace(/-$/, '');
  }
  if (s.verse === null && e.verse === null) return `${name} ${s.chapter}-${e.chapter}`;
  return `${name} ${startText}-${e.chapter}:${e.verse ?? ''}`.replace(/:$/, '');
}

export const formatReference = (p: ParsedReference, lang: UiLanguage = 'en') =>
  p.ranges.map((r) => formatRange(r, lang)).join('; ');

/** A reference found in running text, not yet checked against any Bible. */
export interface FoundReference {
  start: number;
  end: number;
  /**
   * one passage: `Exod.3.1-Exod.3.6`, `John.22.5` (chapters and verses unchecked), `Ps.23`;
   * null when the words before `C:V` look like a book's name but name none (`Hezekiah 3:16`)
   */
  osis: string | null;
}

/*
 * Finding references in a whole study. The library reads a long text in ~15 µs a character
 * (120 ms for a typical study) — too slow to check every study — so the text is scanned here:
 * each run of numbers in reference form (`3:16-18, 20; 4:1`, `23`) is tried against the one to
 * four words before it as a book name, longest first, and the library (through bookOf, which
 * remembers its answers) says whether those words name a book in any of the four languages.
 * Chapters and verses are not checked, so `John 22:5` is found and can be flagged as invalid.
 *
 * A number after a book-like word is a reference only when it reads as one (ADR 005):
 * - verse separators `:` and `.`, and `,` with no space after it (es/fr `Jean 3,16`, `Mt 27,3-5`);
 *   `v`/`vv`/`vs` (`Luke 22 v 3`); `f` (this verse and the next) and `ff` (to the chapter's end);
 * - a Latin-script book word must be capitalised (`is 12`, `am 40` are words), unless it is a
 *   book's full name followed by chapter:verse (`john 3:16`);
 * - a bare chapter number (no verse) is not a reference when it is followed by a unit or count
 *   word (`Judas 30 pieces`, `40 years`, `12 times`, in the four languages) or when the book has
 *   no such chapter (`Judas 30`, `Daniel 40`): people's ages and counts, not passages;
 * - a capitalised word that names no book before `C:V` (`Hezekiah 3:16`) is reported with osis
 *   null, unless it is a day, month or the like (`Sunday 10:30`) or the numbers are a time.
 */
const SEP = String.raw`(?:[:.]|,(?=\d)|,?[^\S\n]*(?:vv?|vs|v[eé]rs(?:ets?|ículos?|o)?)\.?[^\S\n]*)`;
const FOLLOWING = String.raw`(ff?|ss?)\.?(?![\p{L}\p{M}])`;
const NUMBERS = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}:.])(\d{1,3})(?:${SEP}(\d{1,3})(?:${FOLLOWING})?)?(?:\s*[-–]\s*(\d{1,3})(?:[:.](\d{1,3}))?)?(?![\p{L}\p{M}\p{N}]|[:.,]\d)`,
  'uy',
);
const SEQUENCE = new RegExp(
  String.raw`\s*([,;])\s*(\d{1,3})(?:(?:[:.]|(?<=;\s*\d{1,3}),(?=\d))(\d{1,3}))?(?:\s*[-–]\s*(\d{1,3})(?:[:.](\d{1,3}))?)?(?![\p{L}\p{M}\p{N}]|[:.]\d)`,
  'uy',
);
const WORDS_BEFORE =
  /(?:(?:[1-3]|I{1,3})[^\S\n]*)?[\p{L}\p{M}][\p{L}\p{M}'’]*\.?(?:[^\S\n]+[\p{L}\p{M}][\p{L}\p{M}'’]*\.?){0,3}[^\S\n]*$/u;

/** Words after a bare number that make it a count or an age, not a chapter. */
const COUNT_WORDS = new Set(
  (
    'years year yrs old pieces piece times time days day men women people sons daughters shekels shekel cubits talents ' +
    'thousand hundred cities loaves fish baskets miles feet hours minutes percent disciples nights generations coins of ' +
    'años año veces vez piezas monedas días día hombres mujeres hijos siclos codos talentos mil ciudades panes horas noches ' +
    'ans an fois pièces jours jour hommes femmes fils filles sicles coudées talents mille villes pains heures nuits ' +
    'సంవత్సరాలు సంవత్సరాల ఏళ్ల సార్లు ముక్కలు రోజులు మంది వెండి'
  ).split(' '),
);

/** Capitalised words before `C:V` that are not unknown books: days, months, and the like. */
const NOT_BOOKS = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december lunes martes miércoles jueves viernes sábado domingo enero febrero marzo ' +
    'abril mayo junio julio agosto septiembre octubre noviembre diciembre lundi mardi mercredi jeudi vendredi samedi ' +
    'dimanche janvier février mars avril mai juin juillet août septembre octobre novembre décembre at from until to ' +
    'chapter verse page part step session week day time service meeting class room ratio score version gate'
  ).split(' '),
);

const FULL_NAMES = new Set(BOOKS.flatMap((b) => Object.values(b.names).map((n) => n.toLowerCase())));

function piece(
  book: string,
  c: number,
  v: number | undefined,
  c2: number | undefined,
  v2: number | undefined,
  oneChapter: boolean,
): string {
  if (oneChapter && v === undefined) {
    // `Jude 3`, `Jude 3-5`: verses of the only chapter
    return c2 === undefined ? `${book}.1.${c}` : `${book}.1.${c}-${book}.1.${c2}`;
  }
  if (v === undefined) return c2 === undefined ? `${book}.${c}` : `${book}.${c}-${book}.${c2}`;
  if (c2 === undefined) return `${book}.${c}.${v}`;
  return v2 === undefined ? `${book}.${c}.${v}-${book}.${c}.${c2}` : `${book}.${c}.${v}-${book}.${c2}.${v2}`;
}

/** Builds the parsers and resolves every book's name in the four languages (~0.3 s, once at start-up). */
export function warmReferenceParsing() {
  for (const b of BOOKS) for (const name of Object.values(b.names)) bookOf(name);
}

/** Whether a book word may stand in running text: capitalised, or not in a Latin script. */
function readsAsBookWord(candidate: string, hasVerse: boolean): boolean {
  const word = candidate.replace(/^(?:[1-3][^\S\n]*|I{1,3}[^\S\n]+)/, '');
  if (!/^\p{Script=Latin}/u.test(word)) return true;
  if (/^\p{Lu}/u.test(word)) return true;
  return hasVerse && FULL_NAMES.has(candidate.replace(/\s+/g, ' ').toLowerCase());
}

export function findReferences(text: string): FoundReference[] {
  const found: FoundReference[] = [];
  const digits = /\d/g;
  let m: RegExpExecArray | null;
  let from = 0;
  while ((m = digits.exec(text))) {
    if (m.index < from) continue;
    NUMBERS.lastIndex = m.index;
    const first = NUMBERS.exec(text);
    if (!first) {
      digits.lastIndex = m.index + 1;
      while (digits.lastIndex < text.length && /\d/.test(text[digits.lastIndex])) digits.lastIndex++;
      continue;
    }
    const skip = () => {
      digits.lastIndex = first.index + first[0].length;
    };
    // the book: the longest run of up to four words before the numbers that names one
    const before = WORDS_BEFORE.exec(text.slice(Math.max(from, m.index - 60), m.index));
    let book: string | null = null;
    let bookStart = m.index;
    const hasVerse = first[2] !== undefined;
    if (before) {
      const words = before[0].trimEnd();
      const base = m.index - before[0].length;
      const starts = [0, ...[...words.matchAll(/\s+/g)].map((w) => w.index! + w[0].length)];
      for (const s of starts) {
        const candidate = words.slice(s);
        if (/^(?:[1-3]|I{1,3})$/.test(candidate.trim())) break;
        const osis = bookOf(candidate.replace(/\.$/, '')) ?? bookOf(candidate);
        if (osis && readsAsBookWord(candidate, hasVerse)) {
          book = osis;
          bookStart = base + s;
          break;
        }
      }
    }
    if (!book) {
      skip();
      continue;
    }
    const info = bookByOsis(book)!;
    const oneChapter = info.chapters === 1;
    const num = (x: string | undefined) => (x === undefined ? undefined : Number(x));
    let chapter = Number(first[1]);
    if (!hasVerse) {
      // `Judas 30 pieces`, `Daniel 40`: a count or an age, not a chapter
      const next = /^[^\S\n]*([\p{L}\p{M}]+)/u
        .exec(text.slice(first.index + first[0].length))?.[1]
        ?.toLowerCase();
      const limit = oneChapter ? (versesIn(book, 1) ?? 0) : info.chapters;
      if ((next && COUNT_WORDS.has(next)) || chapter > limit || chapter === 0) {
        skip();
        continue;
      }
    }
    let osis = piece(book, chapter, num(first[2]), num(first[4]), num(first[5]), oneChapter);
    const following = first[3]?.toLowerCase();
    if (following && first[4] === undefined) {
      const v = Number(first[2]);
      const last = versesIn(book, chapter) ?? v;
      const to = following === 'f' || following === 's' ? Math.min(v + 1, last) : last;
      if (to > v) osis = `${book}.${chapter}.${v}-${book}.${chapter}.${to}`;
    }
    found.push({ start: bookStart, end: first.index + first[0].length, osis });
    if (first[5] !== undefined) chapter = Number(first[4]);
    let inVerses = hasVerse;
    let end = first.index + first[0].length;
    // `, 20; 4:1-3`: more passages of the same book
    for (;;) {
      SEQUENCE.lastIndex = end;
      const next = SEQUENCE.exec(text);
      if (!next) break;
      const [, sep, a, b, c, d] = next;
      // `…; 1 John 4:8`: the number opens the next book's name
      const word =
        b === undefined && c === undefined
          ? /^[^\S\n]*([\p{L}\p{M}]+)/u.exec(text.slice(next.index + next[0].length))
          : null;
      if (word && bookOf(`${a} ${word[1]}`)) break;
      if (word && b === undefined && COUNT_WORDS.has(word[1].toLowerCase())) break;
      const start = end + next[0].indexOf(a);
      let osis: string;
      if (b !== undefined) {
        osis = piece(book, Number(a), Number(b), num(c), num(d), oneChapter);
        chapter = d !== undefined ? Number(c) : Number(a);
        inVerses = true;
      } else if (sep === ',' && inVerses && !oneChapter) {
        osis = piece(book, chapter, Number(a), num(c), undefined, false);
      } else {
        osis = piece(book, Number(a), undefined, num(c), undefined, oneChapter);
        chapter = Number(c ?? a);
        inVerses = oneChapter;
      }
      end = next.index + next[0].length;
      found.push({ start, end, osis });
    }
    from = end;
    digits.lastIndex = end;
  }
  return withUnknownBooks(text, found);
}

/** `Hezekiah 3:16`: a capitalised word that names no book, before chapter:verse. */
const LOOKS_LIKE =
  /(?<![\p{L}\p{M}\p{N}])((?:[1-3][^\S\n]?)?\p{Lu}[\p{L}\p{M}]{2,})\.?[^\S\n]+(\d{1,3}):(\d{1,3})(?:\s*[-–]\s*\d{1,3})?(?![\p{L}\p{M}\p{N}]|[:.]\d)/gu;

function withUnknownBooks(text: string, found: FoundReference[]): FoundReference[] {
  const extra: FoundReference[] = [];
  for (const m of text.matchAll(LOOKS_LIKE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((f) => f.start < end && start < f.end)) continue;
    const word = m[1];
    if (NOT_BOOKS.has(word.toLowerCase()) || bookOf(word)) continue;
    if (Number(m[3]) > 176 || /^[^\S\n]*(?:[ap]\.?m\b|h\b|hrs?\b|o'clock)/i.test(text.slice(end))) continue;
    extra.push({ start, end, osis: null });
  }
  return extra.length ? [...found, ...extra].sort((a, b) => a.start - b.start) : found;
}

/** `Exod.3.1-Exod.3.6`, `Ps.23`, `John.3.16` → a range (chapters and verses unchecked); null if the book is unknown. */
export function osisRange(osis: string): RefRange | null {
  const [a, b = a] = osis.split('-');
  const start = point(a, false);
  const end = point(b, true);
  return start && end ? { start, end } : null;
}
