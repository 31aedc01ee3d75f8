/**
 * Finding references in running text (studies, `POST /api/verify`): where they stand and the
 * OSIS they name, chapters and verses not yet checked against any Bible (ADR 005).
 */
import { BOOKS, bookByOsis, type UiLanguage } from '../books';
import { bookOf, versesIn } from './parse';

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
// a range's dash stays on the reference's line: `16:12` then a bullet `- 1 Corinthians` is two references
const NUMBERS = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}:.])(\d{1,3})(?:${SEP}(\d{1,3})(?:${FOLLOWING})?)?(?:[^\S\n]*[-–][^\S\n]*(\d{1,3})(?:[:.](\d{1,3}))?)?(?![\p{L}\p{M}\p{N}]|[:.,]\d)`,
  'uy',
);
const SEQUENCE = new RegExp(
  String.raw`\s*([,;])\s*(\d{1,3})(?:(?:[:.]|(?<=;\s*\d{1,3}),(?=\d))(\d{1,3}))?(?:[^\S\n]*[-–][^\S\n]*(\d{1,3})(?:[:.](\d{1,3}))?)?(?![\p{L}\p{M}\p{N}]|[:.]\d)`,
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

/** Whether a book word may stand in running text: capitalised, or not in a Latin script. */
function readsAsBookWord(candidate: string, hasVerse: boolean): boolean {
  const word = candidate.replace(/^(?:[1-3][^\S\n]*|I{1,3}[^\S\n]+)/, '');
  if (!/^\p{Script=Latin}/u.test(word)) return true;
  if (/^\p{Lu}/u.test(word)) return true;
  return hasVerse && FULL_NAMES.has(candidate.replace(/\s+/g, ' ').toLowerCase());
}

/** `lang`: the language the text is written in, whose abbreviations come first (`Jc 1.5` in French). */
export function findReferences(text: string, lang?: UiLanguage): FoundReference[] {
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
        // the cheap test first: the library takes ~1 ms to say that `junto a` names no book
        if (!readsAsBookWord(candidate, hasVerse)) continue;
        const osis = bookOf(candidate.replace(/\.$/, ''), lang) ?? bookOf(candidate, lang);
        if (osis) {
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
      if (word && bookOf(`${a} ${word[1]}`, lang)) break;
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
  return withUnknownBooks(text, found, lang);
}

/** `Hezekiah 3:16`: a capitalised word that names no book, before chapter:verse. */
const LOOKS_LIKE =
  /(?<![\p{L}\p{M}\p{N}])((?:[1-3][^\S\n]?)?\p{Lu}[\p{L}\p{M}]{2,})\.?[^\S\n]+(\d{1,3}):(\d{1,3})(?:\s*[-–]\s*\d{1,3})?(?![\p{L}\p{M}\p{N}]|[:.]\d)/gu;

function withUnknownBooks(text: string, found: FoundReference[], lang?: UiLanguage): FoundReference[] {
  const extra: FoundReference[] = [];
  for (const m of text.matchAll(LOOKS_LIKE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((f) => f.start < end && start < f.end)) continue;
    const word = m[1];
    if (NOT_BOOKS.has(word.toLowerCase()) || bookOf(word, lang)) continue;
    if (Number(m[3]) > 176 || /^[^\S\n]*(?:[ap]\.?m\b|h\b|hrs?\b|o'clock)/i.test(text.slice(end))) continue;
    extra.push({ start, end, osis: null });
  }
  return extra.length ? [...found, ...extra].sort((a, b) => a.start - b.start) : found;
}
