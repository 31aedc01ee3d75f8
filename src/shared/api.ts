/** Request schemas and response types of the JSON API (docs/api.md), shared by client and server. */
import { z } from 'zod';
import type { CheckedQuotation, QuotationStatus } from './quotations';
import { CONTACT_LIMITS } from './limits';
import { INVALID_CHARACTERS, isStorableText } from './text';
import { BOOK_GROUPS, SEARCH_MODES, type BookGroup } from './search-options';

export const PassageQuerySchema = z.object({
  ref: z.string().trim().optional(),
  translation: z.string().trim().max(40).default('KJV'),
  lang: z.enum(['en', 'es', 'fr', 'te']).optional(),
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
  names: { en: string; es: string; fr: string; te: string };
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
  translation: z.string().trim().max(40).default('KJV'),
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
  translation: z.string().trim().max(40).default('KJV'),
  lang: z.enum(['en', 'es', 'fr', 'te']).optional(),
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

export interface ApiError {
  error: { id: string; message: string };
}

export const ReferenceQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  lang: z.enum(['en', 'es', 'fr', 'te']).optional(),
});

/** A reference resolved for navigation (the quick search). */
export interface ResolvedReference {
  reference: string;
  osis: string;
  book: string;
  chapter: number;
  verse: number | null;
}

export const VotdQuerySchema = z.object({
  lang: z.enum(['en', 'es', 'fr', 'te']).default('en'),
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

export interface SiteInfo {
  contact: { email: string | null; phone: string | null; address: string | null };
}

/** A string refused with `text_invalid_characters` when it holds control characters or lone surrogates (shared/text.ts). */
const storable = (multiline = false) =>
  z.string().refine((s) => isStorableText(s, multiline), { message: INVALID_CHARACTERS });

export const ContactSchema = z.object({
  name: storable().trim().min(1).max(CONTACT_LIMITS.name),
  email: storable().trim().max(CONTACT_LIMITS.email).pipe(z.email()),
  subject: storable().trim().min(1).max(CONTACT_LIMITS.subject),
  message: storable(true).trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.message),
  language: z.enum(['en', 'es', 'fr', 'te']).default('en'),
  /** honeypot: hidden from people, filled in by bots */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof ContactSchema>;

export { BOOK_GROUPS, SEARCH_MODES, type BookGroup } from './search-options';

export const SearchQuerySchema = z.object({
  q: z.string().optional(),
  translation: z.string().trim().max(40).default('KJV'),
  mode: z.enum(SEARCH_MODES).default('word'),
  testament: z.enum(['OT', 'NT']).optional(),
  book: z.string().trim().max(10).optional(),
  group: z.enum(Object.keys(BOOK_GROUPS) as [BookGroup, ...BookGroup[]]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export interface SearchResult {
  osis: string;
  translation: string;
  text: string;
  /** [start, end) character offsets of the matches in `text` */
  highlights: [number, number][];
}

export interface SearchResponse {
  query: string;
  mode: (typeof SEARCH_MODES)[number];
  translation: string;
  total: number;
  occurrences: number;
  byBook: { book: string; count: number }[];
  page: number;
  pageSize: number;
  results: SearchResult[];
}

export const LexiconSearchSchema = z.object({
  q: z.string().trim().min(1).max(200),
  language: z.enum(['hebrew', 'greek']).optional(),
  translation: z.string().trim().max(40).default('KJV'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const LexiconEntryQuerySchema = z.object({
  translation: z.string().trim().max(40).default('KJV'),
  language: z.enum(['hebrew', 'greek']).optional(),
});

export const OccurrencesQuerySchema = LexiconEntryQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

export const TopicsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  countOnly: z.enum(['0', '1']).optional(),
});

export interface TopicsResponse {
  count: number;
  topics: { id: number; bibletopic: string }[];
}

/** GET /api/lexicon/:strongs */
export interface LexiconEntry {
  strongs: string;
  language: 'hebrew' | 'greek';
  lemma: string | null;
  xlit: string | null;
  pron: string | null;
  definition: string | null;
  kjvUsage: string | null;
  derivation: string | null;
  related: string[];
  translation: string;
  occurrences: { verses: number; byBook: { book: string; count: number }[] };
  renderings: { word: string; count: number }[];
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

// ——— Studies (characters, methods, generation) ———

const UiLanguageSchema = z.enum(['en', 'es', 'fr', 'te']);

export const CatalogQuerySchema = z.object({
  lang: UiLanguageSchema.optional(),
  /** study methods: those offered for a character (default) or a topic */
  for: z.enum(['character', 'topic']).default('character'),
});

export interface StudyCharacter {
  id: string;
  name: string;
  description: string;
  /** the Nave's Topical Bible entry the character's life events come from */
  naves: string;
  passages: { text: string; osis: string }[];
}

export interface StudyMethod {
  id: number;
  studyname: string;
  studydescription: string;
}

/** `POST /api/studies`: a character or a topic (exactly one), a method and a language. */
export const StudyRequestSchema = z
  .object({
    characterId: z.string().trim().min(1).max(80).optional(),
    topicId: z.number().int().positive().optional(),
    methodId: z.number().int().positive(),
    language: UiLanguageSchema.default('en'),
    /** true: generate anew even if the study is cached (the new one replaces it) */
    fresh: z.boolean().default(false),
  })
  .strict()
  .refine((r) => (r.characterId === undefined) !== (r.topicId === undefined), {
    message: 'give characterId or topicId',
  });
export type StudyRequest = z.input<typeof StudyRequestSchema>;

export interface StudyReference {
  /** as written in the study: `Ex 3:1-6`, `Juan 3:16` */
  text: string;
  /** `Exod.3.1-Exod.3.6`; null when the words look like a book's name but name none (`Hezekiah 3:16`) */
  osis: string | null;
  /** false: the book has no such chapter or verse, or there is no such book */
  valid: boolean;
  /** where it stands in the study text (UTF-16 offsets) */
  start: number;
  end: number;
}

export type StudyDriver = 'builtin' | 'openai';

export type { CheckedQuotation, QuotationStatus } from './quotations';

/** What was checked in a text (ADR 010): its references, its quotations, and hints. */
export interface Verification {
  /** the translations quotations were compared with, in order: the text's, then others of its language */
  translations: string[];
  references: { total: number; valid: number; invalid: number };
  quotations: CheckedQuotation[];
  counts: Record<QuotationStatus, number>;
  /** attributed quotations in a language no installed Bible is in (Telugu): not checked */
  unchecked?: number;
  /** "check: does not name {person}": references cited for a person whose verses never name them */
  hints: { start: number; end: number; osis: string; person: string }[];
}

export interface Study {
  text: string;
  driver: StudyDriver;
  model: string;
  cached: boolean;
  language: 'en' | 'es' | 'fr' | 'te';
  subject: { kind: 'character' | 'topic'; id: string; name: string };
  method: StudyMethod;
  /** the translation verse texts should be shown from (hover on references) */
  translation: string;
  references: StudyReference[];
  /** quotations checked against the cited verses; absent on studies cached before verification */
  verification?: Verification;
  /** the provider stopped before the end (`finish_reason: "length"`): never cached */
  incomplete?: boolean;
  /**
   * The provider's first answer misquoted Scripture, so the misquotations (with the true text)
   * were sent back once in a second call. `adopted`: the second answer replaced the first (it had
   * fewer misquotations); otherwise the first stands, its misquotations marked.
   */
  repair?: { misquotedBefore: number; misquotedAfter: number | null; adopted: boolean };
  createdAt: string;
}

// ——— Checking a text (POST /api/verify) ———

/** The body of `POST /api/verify`: the text, and optionally the translation (default: the request language's Bible). */
export const VerifyRequestSchema = z
  .object({
    text: z.string(),
    translation: z.string().trim().min(1).max(20).optional(),
  })
  .strict();

export interface VerifyResponse {
  /** the translations quotations were compared with, in order */
  translations: string[];
  /** attributed quotations in a language no installed Bible is in (Telugu): not checked */
  unchecked: number;
  references: StudyReference[];
  quotations: {
    start: number;
    end: number;
    quote: string;
    osis: string | null;
    status: QuotationStatus;
    translation: string | null;
    expected: string | null;
  }[];
}

/** Server-Sent Events of a streamed study, in order: `start`, `delta`…, then `done` or `error`. */
export interface StudyStreamEvents {
  start: { driver: StudyDriver; model: string; cached: boolean };
  delta: { text: string };
  done: { study: Study };
  error: { error: { id: string; message: string } };
}
