/** The original languages under the translations (issue 27): interlinear, morphology search, parsing explained. */
import { z } from 'zod';
import { UiLanguageSchema } from './common';

export const InterlinearQuerySchema = z.object({
  /** in the KJV's numbering, like every other endpoint */
  ref: z.string().trim().max(200).optional(),
  /** the language of the glosses: Spanish has the Reina-Valera's own; French and Telugu get English */
  lang: UiLanguageSchema.default('en'),
});

export interface OriginalWord {
  /** as printed: pointed and accented */
  text: string;
  translit: string;
  /** the dictionary form (the lexicon's), null for a word without a Strong's number */
  lemma: string | null;
  /** plain Strong's number (H1254), null for a prefixed particle standing alone (לוֹ) */
  strongs: string | null;
  /** the source's own finer number where it has one (H1254a) */
  strongsAug: string | null;
  /** the source's code: OSHB with its language letter (HVqp3ms), Robinson (V-AAI-3S) */
  morph: string;
  /**
   * the word's own part of `morph`, what GET /api/morphology searches by prefix: OSHB without the
   * language letter and the prefixed particles (HC/Vqw3ms → Vqw3ms; HR/Sp3ms, the preposition
   * itself with a suffix, stays R/Sp3ms), Robinson as it is
   */
  own: string;
  /** a second analysis the source gives (a few Greek words) */
  morphAlt: string | null;
  gloss: string | null;
  /** set when the gloss is not in the answer's glossLanguage: English where the Reina-Valera has no word for it */
  glossLanguage?: 'en';
  /** K: the written form (ketiv), Q: the form read (qere); absent for the text */
  variant?: 'K' | 'Q';
}

export interface Interlinear {
  osis: string;
  /** the language of the glosses (en when the one asked has no tagged Bible: labelled by the client) */
  glossLanguage: 'en' | 'es';
  verses: {
    osis: string;
    /** the psalm's title, which the KJV prints before verse 1 */
    title?: boolean;
    /** where the source numbers it, when not as the KJV (WLC Ps.51.3) */
    source?: string;
    language: 'hebrew' | 'greek';
    words: OriginalWord[];
  }[];
  /** verses of the reference the source does not have (Acts 8:37 in the Byzantine text) */
  absent: string[];
  attribution: string[];
}

const strongsParam = z.string().trim().max(12).optional();

export const MorphologyQuerySchema = z.object({
  strongs: strongsParam,
  /** a dictionary form (ἀγαπάω, בָּרָא), looked up in the lexicon, accents optional */
  lemma: z.string().trim().max(60).optional(),
  /** a prefix of the word's own code (OSHB without language letter and prefixes: Vqp; Robinson: V-AAI) */
  morph: z.string().trim().max(40).optional(),
  /** an OSIS book id (Gen, John) */
  book: z.string().trim().max(12).optional(),
  lang: UiLanguageSchema.default('en'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MorphologyQuery = z.infer<typeof MorphologyQuerySchema>;

export interface MorphologyResult {
  strongs: string;
  lemma: string | null;
  morph: string;
  /** occurrences: words, not verses */
  total: number;
  perBook: { book: string; count: number }[];
  page: number;
  pageSize: number;
  items: {
    osis: string;
    /** the word as it stands there, and its full code */
    text: string;
    translit: string;
    morph: string;
    /** the verse in the original language */
    original: string;
  }[];
}

export const MorphologyExplainQuerySchema = z.object({
  code: z.string().trim().max(64).optional(),
  lang: UiLanguageSchema.default('en'),
});

export interface MorphologyExplanation {
  code: string;
  text: string;
}
