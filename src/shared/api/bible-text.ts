/**
 * GET /api/translations/:id/text: a whole translation in one answer, for reading offline
 * (docs/api.md, ADR 017). Each chapter's verses are exactly what GET /api/passages gives for that
 * chapter (without `?strongs=1`'s words), so a downloaded chapter is laid out as an online one.
 */
import type { PassageVerse } from './scripture';

/** The body's shape; a change to it changes this number, and with it every ETag. */
export const BIBLE_TEXT_FORMAT = 1;

export interface BibleTextChapter {
  chapter: number;
  verses: PassageVerse[];
}

export interface BibleText {
  format: typeof BIBLE_TEXT_FORMAT;
  id: string;
  name: string;
  language: string;
  books: { osis: string; chapters: BibleTextChapter[] }[];
}

/** The response header giving the JSON's length before compression (progress while it arrives). */
export const DECODED_LENGTH_HEADER = 'x-decoded-length';
