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
 * A stretch of lexicon text (Brown-Driver-Briggs, Abbott-Smith): plain text, or a piece the source
 * marks — `heb` a Hebrew or Aramaic word and `grc` a Greek one (`strongs`: the Strong's number of
 * the entry it points to, when the source says which), `def` a gloss, `ref` a scripture reference
 * as the source writes it (`Jb 8:12`) with its OSIS id, `pos` a part of speech or another
 * grammatical abbreviation, `stem` a verb stem inside the text, `asp` a verb form (Pf, Impf, Inf.,
 * Pt), `em` emphasis, `sup`/`sub` raised and lowered text (Abbott-Smith's "(LXX)"), `foreign` a
 * word of another language (Akkadian, Latin…: `lang` is its ISO 639 code).
 */
export type LexText =
  | string
  | { kind: 'heb' | 'grc'; text: string; strongs?: string }
  | { kind: 'def' | 'pos' | 'stem' | 'asp' | 'em' | 'sup' | 'sub'; text: string }
  | { kind: 'ref'; text: string; osis: string }
  | { kind: 'foreign'; text: string; lang: string };

/**
 * A sense of a lexicon entry: its number or letter as the source gives it (`1`, `a`, `II`, `(b)`),
 * the verb stem it heads (BDB: `Qal`, `Niphal`, with BDB's own abbreviation when it differs), its
 * text and its sub-senses. A sense with neither number nor stem is a paragraph of the entry between
 * numbered senses.
 */
export interface LexSense {
  n?: string;
  stem?: string;
  stemAbbr?: string;
  text: LexText[];
  senses: LexSense[];
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
  intro: LexText[];
  senses: LexSense[];
}

/** Shown with every Abbott-Smith entry: the work, and the edition it is read from. */
export const ABBOTT_SMITH_ATTRIBUTION =
  'G. Abbott-Smith, A Manual Greek Lexicon of the New Testament (1922, public domain), from the TEI edition of the Abbott-Smith project (github.com/translatable-exegetical-tools/Abbott-Smith), as Debian’s bibledit-data ships it.';

/**
 * One entry of Abbott-Smith's Manual Greek Lexicon of the New Testament (1922; docs/data.md): its
 * head as printed (the word and its forms, `† ἀγάπη, -ης, ἡ`), what stands before the senses
 * (etymology, the Hebrew the LXX renders by it), and the senses as the lexicon nests them; its notes
 * after them (synonyms: "SYN.") are a last sense without number. Its text is English.
 */
export interface AbbottSmithEntry {
  /** the entry's place in the lexicon (its order in the file) */
  id: number;
  /** the word the entry is for */
  lemma: string;
  /** the first line as printed: the word, its forms, its gender */
  head: LexText[];
  /** page of the printed lexicon (1922) */
  page: number | null;
  /** how often the word occurs in the New Testament, as the entry notes */
  occurrences: number | null;
  intro: LexText[];
  senses: LexSense[];
}

/** GET /api/lexicon/:strongs/articles: what the dictionaries say of a number, without its occurrences. */
export interface LexiconArticles extends LexiconFields {
  /** Hebrew and Aramaic numbers: the Brown-Driver-Briggs entries for it (some numbers have two or more); Greek: [] */
  bdb: BdbEntry[];
  /** BDB_ATTRIBUTION when `bdb` has entries, else null */
  bdbAttribution: string | null;
  /** Greek numbers: the Abbott-Smith entries for it (λέγω serves four numbers); Hebrew: [] */
  abbottSmith: AbbottSmithEntry[];
  /** ABBOTT_SMITH_ATTRIBUTION when `abbottSmith` has entries, else null */
  abbottSmithAttribution: string | null;
}

/** GET /api/lexicon/:strongs */
export interface LexiconEntry extends LexiconArticles {
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
