/**
 * The Robinson-Pierpont Byzantine Textform 2018 (public domain), from the sources folder:
 * `strongs-parsing/BOOK.csv` gives each word unaccented with its Strong's number and Robinson
 * code (`αγαπα 25 {V-PAI-3S} 25 {V-PAS-3S}`: a second analysis of the same word), and
 * `accented/BOOK.csv` the same words, in the same order, accented and punctuated. The accented
 * word is shown; where a verse's two forms do not hold the same number of words, the unaccented
 * ones are, and the verse is reported.
 *
 * Versification: the printed edition's, the KJV's but for the doxology (Byzantine Rom 14:24-26 =
 * KJV 16:25-27); Luke 17:36, Acts 8:37, 15:34 and 24:7 are not in this text.
 */
import { parse } from 'csv-parse/sync';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKS } from '../shared/books';
import type { SourceVerse, SourceWord } from './oshb';

const CODES =
  'MAT MAR LUK JOH ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAM 1PE 2PE 1JO 2JO 3JO JUD REV'.split(
    ' ',
  );

/** Byzantine verse → KJV verse where they differ. */
const KJV_PLACE: Record<string, [number, number]> = {
  'Rom.14.24': [16, 25],
  'Rom.14.25': [16, 26],
  'Rom.14.26': [16, 27],
};

type Row = [string, string, string];
const rows = (file: string): Row[] =>
  (parse(readFileSync(file, 'utf8'), { from_line: 2, relax_column_count: true }) as string[][]).map((r) => [
    r[0]!,
    r[1]!,
    r.slice(2).join(','),
  ]);

/** `λογος 3056 {N-NSM}` … → the words; a number without its own code shares the next one's. */
type ParsedWord = Omit<SourceWord, 'text'> & { plain: string };

export function parsedWords(text: string): ParsedWord[] {
  const tokens = text.trim().split(/\s+/);
  const out: ParsedWord[] = [];
  for (let i = 0; i < tokens.length;) {
    const plain = tokens[i++]!;
    const analyses: { strongs: string; code: string }[] = [];
    while (i < tokens.length && /^\d+$/.test(tokens[i]!)) {
      const strongs = tokens[i++]!;
      const code = /^\{(.+)\}$/.exec(tokens[i] ?? '')?.[1];
      if (code) i++;
      analyses.push({ strongs, code: code ?? '' });
    }
    const first = analyses[0];
    const code = first?.code || analyses.find((a) => a.code)?.code || '';
    const alt = analyses.slice(1).find((a) => a.code && a.code !== code)?.code ?? null;
    out.push({
      plain,
      strongs: first ? `G${Number(first.strongs)}` : null,
      strongsAug: null,
      morph: code,
      own: code,
      alt,
      variant: null,
    });
  }
  return out;
}

/** The accented verse's words: punctuation, brackets and the paragraph mark ¶ left out. */
export const accentedWords = (text: string): string[] =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{M}\u2019'ʼ]/gu, ''))
    .filter(Boolean);

export interface ByzantineRead {
  verses: SourceVerse[];
  words: number;
  /** verses whose accented form does not have the parsed form's words */
  unaligned: string[];
}

export function readByzantine(dir: string): ByzantineRead {
  const verses: SourceVerse[] = [];
  const unaligned: string[] = [];
  const nt = BOOKS.filter((b) => b.testament === 'NT');
  CODES.forEach((code, i) => {
    const book = nt[i]!;
    const accented = new Map(
      rows(join(dir, 'accented', `${code}.csv`)).map(([c, v, t]) => [`${c}.${v}`, accentedWords(t)]),
    );
    for (const [c, v, text] of rows(join(dir, 'strongs-parsing', `${code}.csv`))) {
      const source = `${book.osis}.${c}.${v}`;
      const parsed = parsedWords(text);
      const shown = accented.get(`${c}.${v}`);
      if (shown?.length !== parsed.length) unaligned.push(source);
      const [chapter, verse] = KJV_PLACE[source] ?? [Number(c), Number(v)];
      verses.push({
        book: book.order,
        chapter,
        verse,
        source,
        words: parsed.map(({ plain, ...w }, k) => ({
          ...w,
          text: shown?.length === parsed.length ? shown[k]! : plain,
        })),
      });
    }
  });
  return { verses, words: verses.reduce((n, v) => n + v.words.length, 0), unaligned };
}

export const byzantinePresent = (dir: string) => existsSync(join(dir, 'strongs-parsing', 'MAT.csv'));
