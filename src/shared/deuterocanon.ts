/**
 * The deuterocanonical books: in Catholic and Orthodox Bibles, outside the 66 books and their
 * KJV numbering. scripture.db keeps their text apart (table `deuterocanon`, src/import/bible.ts)
 * so that no KJV-numbered view meets them; this list names them in the four UI languages and
 * says which chapters exist (the most any installed Bible has: the Crampon), so that the
 * server's 404s and the client's router agree, as shared/routes.ts does for the 66 books.
 * Esther and Daniel here are only their Greek parts (Esth 10:4–16:24; Dan 3:24–90, 13 Susanna,
 * 14 Bel and the Dragon), numbered as their source numbers them. Zod-free: the client imports it.
 */
import type { UiLanguage } from './books';

export interface DeuteroBook {
  /** OSIS id as the table stores it (`Esth`, `Dan`: the Greek parts) */
  osis: string;
  names: Record<UiLanguage, string>;
  /** the chapters that exist, in order (Greek Esther: 10–16; Greek Daniel: 3, 13, 14) */
  chapters: number[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** In the order of the Vulgate and the Crampon. Telugu names follow the Telugu Catholic Bible. */
export const DEUTERO_BOOKS: DeuteroBook[] = [
  {
    osis: 'Tob',
    names: { en: 'Tobit', es: 'Tobías', fr: 'Tobie', te: 'తోబీతు' },
    chapters: range(1, 14),
  },
  {
    osis: 'Jdt',
    names: { en: 'Judith', es: 'Judit', fr: 'Judith', te: 'యూదితు' },
    chapters: range(1, 16),
  },
  {
    osis: 'Esth',
    names: {
      en: 'Esther (Greek additions)',
      es: 'Ester (adiciones griegas)',
      fr: 'Esther (additions grecques)',
      te: 'ఎస్తేరు (గ్రీకు చేర్పులు)',
    },
    chapters: range(10, 16),
  },
  {
    osis: 'Wis',
    names: { en: 'Wisdom', es: 'Sabiduría', fr: 'Sagesse', te: 'జ్ఞానగ్రంథము' },
    chapters: range(1, 19),
  },
  {
    osis: 'Sir',
    names: { en: 'Sirach', es: 'Eclesiástico', fr: 'Ecclésiastique', te: 'సీరాకు' },
    chapters: range(1, 51),
  },
  {
    osis: 'Bar',
    names: { en: 'Baruch', es: 'Baruc', fr: 'Baruch', te: 'బారూకు' },
    chapters: range(1, 6),
  },
  {
    osis: 'Dan',
    names: {
      en: 'Daniel (Greek additions)',
      es: 'Daniel (adiciones griegas)',
      fr: 'Daniel (additions grecques)',
      te: 'దానియేలు (గ్రీకు చేర్పులు)',
    },
    chapters: [3, 13, 14],
  },
  {
    osis: '1Macc',
    names: { en: '1 Maccabees', es: '1 Macabeos', fr: '1 Maccabées', te: '1 మక్కబీయులు' },
    chapters: range(1, 16),
  },
  {
    osis: '2Macc',
    names: { en: '2 Maccabees', es: '2 Macabeos', fr: '2 Maccabées', te: '2 మక్కబీయులు' },
    chapters: range(1, 15),
  },
];

/** A deuterocanonical book named in a URL by its OSIS id, in any case (`Tob`, `1macc`). */
export function deuteroBookFromParam(param: string): DeuteroBook | undefined {
  const p = param.toLowerCase();
  return DEUTERO_BOOKS.find((b) => b.osis.toLowerCase() === p);
}

/** A chapter number in a URL: digits only, one of the book's chapters. */
export function deuteroChapterFromParam(book: DeuteroBook, param: string): number | null {
  if (!/^\d{1,3}$/.test(param)) return null;
  const n = Number(param);
  return book.chapters.includes(n) ? n : null;
}
