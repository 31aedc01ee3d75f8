/** The deuterocanonical books, read apart from the 66 (GET /api/deuterocanon…, docs/api.md). */
import { z } from 'zod';
import { UiLanguageSchema } from './common';

export const DeuterocanonQuerySchema = z.object({ lang: UiLanguageSchema.optional() });

export const DeuteroChapterQuerySchema = z.object({
  /** a Bible that has the book; default: the one in `lang` that has it, else the first that has it */
  translation: z.string().trim().min(1).max(40).optional(),
  lang: UiLanguageSchema.optional(),
});

/** A book as one Bible has it: its chapters in order (Greek Esther: 10–16; Greek Daniel: 3, 13, 14). */
export interface DeuteroBookInfo {
  osis: string;
  name: string;
  chapters: number[];
}

/** GET /api/deuterocanon: each Bible that has deuterocanonical text, and its books. */
export interface DeuteroBible {
  id: string;
  name: string;
  language: string;
  licence: string;
  books: DeuteroBookInfo[];
}

export interface DeuteroVerse {
  verse: number;
  text: string;
  heading: string | null;
  paragraph: boolean;
}

/** GET /api/deuterocanon/:book/:chapter */
export interface DeuteroChapter {
  book: string;
  name: string;
  chapter: number;
  translation: { id: string; name: string; language: string; licence: string };
  verses: DeuteroVerse[];
}
