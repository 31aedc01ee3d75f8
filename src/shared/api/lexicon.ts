/** Strong's lexicon: search, entries and occurrences (GET /api/lexicon…). */
import { z } from 'zod';
import { translationParam } from './common';

export const LexiconSearchSchema = z.object({
  q: z.string().trim().min(1).max(200),
  language: z.enum(['hebrew', 'greek']).optional(),
  translation: translationParam,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const LexiconEntryQuerySchema = z.object({
  translation: translationParam,
  language: z.enum(['hebrew', 'greek']).optional(),
});

export const OccurrencesQuerySchema = LexiconEntryQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/** What a lexicon entry says of its word: as the importer stores it and the API returns it. */
export interface LexiconFields {
  strongs: string;
  language: 'hebrew' | 'greek';
  lemma: string | null;
  xlit: string | null;
  pron: string | null;
  definition: string | null;
  kjvUsage: string | null;
  derivation: string | null;
}

/** GET /api/lexicon/:strongs */
export interface LexiconEntry extends LexiconFields {
  related: string[];
  translation: string;
  occurrences: { verses: number; byBook: { book: string; count: number }[] };
  /**
   * the translation's words for the entry, most frequent first; `minor`: a function word or a rare
   * tagging artefact (the ×1 for ἀγάπη), or a rare phrase around a word already listed
   */
  renderings: { word: string; count: number; minor?: true }[];
}

/** GET /api/lexicon/:strongs/occurrences */
export interface LexiconOccurrences {
  strongs: string;
  translation: string;
  total: number;
  page: number;
  pageSize: number;
  results: {
    osis: string;
    translation: string;
    text: string;
    heading: string | null;
    highlights: [number, number][];
    headingHighlights: [number, number][];
  }[];
}

/** GET /api/lexicon?q= */
export interface LexiconMatches {
  count: number;
  entries: {
    strongs: string;
    language: 'hebrew' | 'greek';
    lemma: string | null;
    xlit: string | null;
    kjvUsage: string | null;
  }[];
}
