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
import { BOOKS, bookByOsis, type UiLanguage } from '../books';
import { osisRange, splitOsisList, type ParsedReference } from './osis';

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

/**
 * `Jean 3,16`, `Mt 27,3-5`, `Juan 3,16-18; 4,1`: the es/fr comma between chapter and verse
 * (no space after it, and no colon anywhere in the reference) read as `:`.
 */
export const commaVerses = (text: string) =>
  text.includes(':') ? text : text.replace(/(\d{1,3}),(?=\d)/g, '$1:');

/**
 * The parsers in the order a text's language reads abbreviations: `Jc` is Jacques and `Es` Ésaïe
 * to a French reader, Judges and Esther to an English one. Telugu names are in the English parser.
 */
function parsersFor(lang?: UiLanguage): bcv_parser[] {
  const [english, spanish, french] = getParsers();
  if (lang === 'es') return [spanish, english, french];
  if (lang === 'fr') return [french, english, spanish];
  return [english, spanish, french];
}

/**
 * Parses a reference; null when the input is not (only) a Bible reference. `lang`: the
 * language it is written in, whose abbreviations come first (English's without it).
 */
export function parseReference(input: string, lang?: UiLanguage): ParsedReference | null {
  const text = commaVerses(input.normalize('NFC').trim());
  if (!text || text.length > 200) return null;
  const fast = parseSimple(text, lang);
  return fast === undefined ? parseWithLibrary(text, lang) : fast;
}

/** The full parser: every form the library knows, in `lang` first, then English, Spanish, French. */
export function parseWithLibrary(text: string, lang?: UiLanguage): ParsedReference | null {
  for (const parser of parsersFor(lang)) {
    const found = parser.parse(text).osis_and_indices() as { osis: string; indices: [number, number] }[];
    if (!found.length) continue;
    // the whole input must be the reference: nothing but separators outside the matches
    let rest = text;
    for (const f of [...found].reverse()) rest = rest.slice(0, f.indices[0]) + rest.slice(f.indices[1]);
    if (/[\p{L}\p{N}]/u.test(rest)) continue;
    const ranges = found
      .flatMap((f) => splitOsisList(f.osis))
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
 * returns undefined and the full parser decides. parse.test.ts checks both agree.
 */
export const SIMPLE = /^(.*?[^\d\s.:,;-])\.?\s*(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?(?:\s*[-–]\s*(\d{1,3}))?$/u;
const bookNames = new Map<string, string | null>();

/**
 * The OSIS book a name or abbreviation names in any of the four languages (remembered), or null;
 * in `lang`'s reading first (`Jc`: James in French, Judges in English).
 */
export function bookOf(name: string, lang?: UiLanguage): string | null {
  const key = `${lang === 'es' || lang === 'fr' ? lang : 'en'}|${name.toLowerCase()}`;
  // a digit after anything but a book's own number (`1 John`) is a reference, not a name: the fast
  // path read `Gen 1-Gen 50` as the book `Gen 1-Gen` at chapter 50 (issue 41)
  if (/\D\d/.test(name)) return null;
  let osis = bookNames.get(key);
  if (osis === undefined) {
    // `1:1` rather than `1`: it reads the same for every book, one-chapter books included
    const probe = parseWithLibrary(`${name} 1:1`, lang)?.osis;
    osis = probe && /^[1-3]?[A-Za-z]+\.1\.1$/.test(probe) ? probe.slice(0, -4) : null;
    if (bookNames.size > 10_000) bookNames.clear(); // arbitrary input must not grow it forever
    bookNames.set(key, osis);
  }
  return osis;
}

/** How many verses the parser's versification (the KJV's) gives a chapter; undefined when none. */
export function versesIn(book: string, chapter: number): number | undefined {
  const chapters = (
    getParsers()[0] as unknown as {
      translations: { systems: { default: { chapters: Record<string, number[]> } } };
    }
  ).translations.systems.default.chapters[book];
  return chapters?.[chapter - 1];
}

function parseSimple(text: string, lang?: UiLanguage): ParsedReference | null | undefined {
  const m = SIMPLE.exec(text);
  if (!m) return undefined;
  const book = bookOf(m[1], lang);
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

/** Builds the parsers and resolves every book’s name in the four languages (~0.6 s, once at start-up). */
export function warmReferenceParsing() {
  for (const b of BOOKS) for (const [lang, name] of Object.entries(b.names)) bookOf(name, lang as UiLanguage);
  // words that name no book run every book pattern of every language, so that the patterns a
  // book's name stops before are compiled now too, not on a reader's first study (~0.1 s)
  for (const words of ['Matthew Henry sobre', 'అను మాట']) bookOf(words);
}
