/**
 * Pure helpers of the deuterocanon reader: which Bible a book is read in, the chapters before and
 * after, and the chapter laid out in paragraphs. Unit-tested (deutero-bible.test.ts).
 */
import type { DeuteroBible, DeuteroVerse } from '../../../shared/api';

export interface BibleChoice {
  bible: DeuteroBible;
  /** the UI language has no Bible with this book: the page says which one it shows instead */
  fallback: boolean;
}

/**
 * The Bible a book is read in: the one the address asks for when it has the book, else the first
 * in the UI language that has it, else the first that has it (the WEB before the Crampon).
 */
export function chooseBible(
  bibles: DeuteroBible[],
  osis: string,
  lang: string,
  asked: string | null,
): BibleChoice | null {
  const having = bibles.filter((b) => b.books.some((x) => x.osis === osis));
  const wanted = asked && having.find((b) => b.id.toLowerCase() === asked.toLowerCase());
  if (wanted) return { bible: wanted, fallback: false };
  const own = having.find((b) => b.language === lang);
  if (own) return { bible: own, fallback: false };
  return having[0] ? { bible: having[0], fallback: true } : null;
}

export interface Place {
  osis: string;
  name: string;
  chapter: number;
}

/** The chapter before and after, across the Bible's deuterocanonical books (null at either end). */
export function neighbours(bible: DeuteroBible, osis: string, chapter: number) {
  const places: Place[] = bible.books.flatMap((b) =>
    b.chapters.map((c) => ({ osis: b.osis, name: b.name, chapter: c })),
  );
  const i = places.findIndex((p) => p.osis === osis && p.chapter === chapter);
  return {
    prev: i > 0 ? places[i - 1] : null,
    next: i >= 0 && i < places.length - 1 ? places[i + 1] : null,
  };
}

export interface Paragraph {
  heading: string | null;
  verses: DeuteroVerse[];
}

/**
 * The chapter in paragraphs: a new one at each heading or paragraph mark. A chapter whose source
 * marks none (the WEB's and the Crampon's deuterocanon today) would be one block of text: it is
 * laid out a verse a line instead (`perLine`, each verse its own paragraph, as the main reader's
 * "verse per line").
 */
export function paragraphs(verses: DeuteroVerse[]): { blocks: Paragraph[]; perLine: boolean } {
  const perLine = !verses.some((v, i) => i > 0 && (v.paragraph || v.heading));
  const blocks: Paragraph[] = [];
  for (const v of verses) {
    if (!blocks.length || perLine || v.heading || v.paragraph)
      blocks.push({ heading: v.heading, verses: [] });
    blocks[blocks.length - 1].verses.push(v);
  }
  return { blocks, perLine };
}
