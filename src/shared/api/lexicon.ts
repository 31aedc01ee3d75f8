/** Strong's lexicon: search, entries and occurrences (GET /api/lexicon…). */
import { z } from 'zod';
import { translationParam } from './common';

export const LexiconSearchSchema = z.object({
  q: z.string().trim().min(1).max(200, { error: 'search_query_too_long' }),
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

/** Shown with every Brown-Driver-Briggs entry: its licence (CC BY 4.0) asks for it. */
export const BDB_ATTRIBUTION =
  'Brown-Driver-Briggs Hebrew and English Lexicon (1906, public domain), from the Open Scriptures Hebrew Bible Project’s Hebrew Lexicon (github.com/openscriptures/HebrewLexicon), CC BY 4.0.';

/**
 * A stretch of Brown-Driver-Briggs text: plain text, or a piece the source marks — `heb` a Hebrew or
 * Aramaic word (`strongs`: the Strong's number of the entry it points to, when BDB says "v. …"),
 * `def` a gloss, `ref` a scripture reference as BDB writes it (`Jb 8:12`) with its OSIS id, `pos` a
 * part of speech, `stem` a verb stem inside the text, `asp` a verb form (Pf, Impf, Inf., Pt), `em`
 * emphasis, `foreign` a word of another language (Akkadian, Arabic…: `lang` is its ISO 639 code).
 */
export type BdbText =
  | string
  | { kind: 'heb'; text: string; strongs?: string }
  | { kind: 'def' | 'pos' | 'stem' | 'asp' | 'em'; text: string }
  | { kind: 'ref'; text: string; osis: string }
  | { kind: 'foreign'; text: string; lang: string };

/**
 * A sense of a BDB entry: its number or letter as BDB gives it (`1`, `a`, `II`), the verb stem it
 * heads (`Qal`, `Niphal`, with BDB's own abbreviation when it differs), its text and its sub-senses.
 * A sense with neither number nor stem is a paragraph of the entry between numbered senses.
 */
export interface BdbSense {
  n?: string;
  stem?: string;
  stemAbbr?: string;
  text: BdbText[];
  senses: BdbSense[];
}

/** One entry of Brown-Driver-Briggs (the Open Scriptures' abridged edition; docs/data.md). */
export interface BdbEntry {
  /** the source's id (`a.dl.ad`) */
  id: string;
  language: 'hebrew' | 'aramaic';
  /** the pointed word BDB heads the entry with */
  headword: string;
  /** `[…]`: BDB brackets a form that does not occur as such in the text */
  bracketed?: true;
  /** BDB's number for words spelled alike (`I`, `II`) */
  homonym: string | null;
  /** the part of speech as BDB abbreviates it (`n.m.pl`, `vb`) */
  pos: string | null;
  /** page of the printed lexicon (1906) */
  page: number | null;
  /** what stands before the first sense: part of speech, count, etymology, glosses */
  intro: BdbText[];
  senses: BdbSense[];
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
  /** Hebrew and Aramaic numbers: the Brown-Driver-Briggs entries for it (some numbers have two or more); Greek: [] */
  bdb: BdbEntry[];
  /** BDB_ATTRIBUTION when `bdb` has entries, else null */
  bdbAttribution: string | null;
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
