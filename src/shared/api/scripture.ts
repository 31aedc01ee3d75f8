/** Scripture: translations, books, passages, cross-references, commentaries, references, the verse of the day. */
import { z } from 'zod';
import type { UiLanguage } from '../books';
import { translationParam, UiLanguageSchema } from './common';

export const PassageQuerySchema = z.object({
  ref: z.string().trim().optional(),
  translation: translationParam,
  lang: UiLanguageSchema.optional(),
  /** 1: add each verse's Strong's-tagged words */
  strongs: z.enum(['0', '1']).optional(),
  /**
   * `kjv`: the reference is in the KJV's numbering (the common reference scheme) and the answer
   * holds this translation's verses that correspond to it, with their own numbers (LSG Ps 51:3
   * for KJV Ps 51:1). Default `own`: the reference is in the translation's own numbering.
   */
  scheme: z.enum(['own', 'kjv']).optional(),
});
export type PassageQuery = z.infer<typeof PassageQuerySchema>;

export interface Translation {
  id: string;
  name: string;
  language: string;
  licence: string;
  verseCount: number;
  hasStrongs: boolean;
}

export interface Book {
  osis: string;
  order: number;
  testament: 'OT' | 'NT';
  chapters: number;
  names: Record<UiLanguage, string>;
}

export interface PassageVerse {
  osis: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  heading: string | null;
  paragraph: boolean;
  /** with ?strongs=1: tagged words as offsets into `text` and their Strong's numbers */
  words?: { start: number; end: number; strongs: string[] }[];
  /** the verse is a psalm title (the Segond numbers titles as verses) */
  title?: boolean;
  /** when the heading stands inside the verse (LSG Gen 29:14, "Léa et Rachel"): its offset in `text` */
  headingAt?: number;
  /**
   * where the verse stands in the KJV's numbering, when that differs from its own: same book,
   * `verse` 0 = the psalm's title, `verseEnd` > `verse` when it covers two KJV verses
   */
  kjv?: { chapter: number; verse: number; verseEnd: number };
  /** words of Jesus (`wj`), poetry lines (`q`, with level), paragraph (`p`) and stanza (`b`) breaks inside the verse, a psalm title that is verse 1's first line (`t`), as offsets into `text` */
  marks?: VerseMark[];
}

export interface VerseMark {
  kind: 'wj' | 'q' | 'p' | 'b' | 't';
  start: number;
  end: number;
  level?: number;
}

export const CrossReferenceQuerySchema = z.object({
  ref: z.string().trim().optional(),
  /** the translation whose numbering `ref` is in (the answer's `osis` too) */
  translation: translationParam,
});

/** GET /api/cross-references: for each verse of the reference that has any, its targets (KJV numbering). */
export interface CrossReferences {
  osis: string;
  translation: string;
  items: { osis: string; targets: string[] }[];
}

export const CommentaryQuerySchema = z.object({
  ref: z.string().trim().optional(),
  work: z.string().trim().max(40).optional(),
  /** the translation whose numbering `ref` is in */
  translation: translationParam,
  lang: UiLanguageSchema.optional(),
});

/** GET /api/commentaries: a work, and the books it has notes on (OSIS). */
export interface CommentaryWorkInfo {
  id: string;
  name: string;
  author: string;
  year: number;
  licence: string;
  books: string[];
}

/** GET /api/commentary: the work's sections covering a reference. */
export interface Commentary {
  work: string;
  reference: string;
  osis: string;
  translation: string;
  sections: {
    /** the verses the section covers, in the KJV's numbering: `John.3.16`, `Ps.23.1-Ps.23.6` */
    osis: string;
    heading: string | null;
    text: string;
    /** scripture references inside `text`: offsets and the OSIS they name */
    refs: { start: number; end: number; osis: string }[];
  }[];
}

export interface Passage {
  reference: string;
  osis: string;
  translation: string;
  verses: PassageVerse[];
}

export const ReferenceQuerySchema = z.object({
  q: z.string().trim().min(1).max(200, { error: 'search_query_too_long' }),
  lang: UiLanguageSchema.optional(),
});

/** A reference resolved for navigation (the quick search). */
export interface ResolvedReference {
  reference: string;
  osis: string;
  book: string;
  chapter: number;
  verse: number | null;
  /** the last verse of a range within the chapter (Rom 8:28-30: 30); null for one verse or a chapter */
  verseEnd: number | null;
}

/**
 * A reference whose chapter or verse is past the end ("John 99:99"): the book (OSIS), what was
 * typed, and how many chapters the book has, or how many verses the chapter has when the verse is
 * the one past the end (`verses`, else null).
 */
export interface ReferenceOutOfRange {
  book: string;
  chapter: number;
  verse: number | null;
  chapters: number;
  verses: number | null;
}

/**
 * GET /api/lookup: what a search box's text is — a reference, a Strong's number, a reference past
 * the end of its book or chapter, or words.
 */
export type Lookup =
  | { kind: 'reference'; reference: ResolvedReference }
  | { kind: 'strongs'; strongs: string; language: 'hebrew' | 'greek' }
  | ({ kind: 'outOfRange' } & ReferenceOutOfRange)
  | { kind: 'words' };

export const VotdQuerySchema = z.object({
  lang: UiLanguageSchema.default('en'),
  /** the visitor's local date, so the verse changes at their midnight */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)))
    .optional(),
});

export interface VerseOfTheDay {
  date: string;
  reference: string;
  osis: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  reflection: string;
  /** `fallback`: no translation in the UI language is installed (Telugu): this is the KJV */
  translation: { id: string; name: string; language: string; fallback?: boolean };
}
