/** Studies: characters, study methods, generation (POST /api/studies) and what was checked in a study. */
import { z } from 'zod';
import type { UiLanguage } from '../books';
import type { CheckedQuotation, QuotationStatus } from '../quotations';
import { STUDY_ID_PATTERN } from '../study-id';
import { UiLanguageSchema } from './common';

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
  /** the person page (GET /api/people/:id); null when the people data is not installed */
  person: string | null;
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

/** Who wrote a study: the built-in composer or an OpenAI-compatible provider. */
export type StudyDriverId = 'builtin' | 'openai';

export type { CheckedQuotation, FoundAt, QuotationStatus, QuoteReason, WordDiff } from '../quotations';

/** What was checked in a text (ADR 010): its references, its quotations, and hints. */
export interface Verification {
  /** the translations quotations were compared with, in order: the text's, then others of its language */
  translations: string[];
  references: { total: number; valid: number; invalid: number };
  quotations: CheckedQuotation[];
  counts: Record<QuotationStatus, number>;
  /** attributed quotations in a language no installed Bible is in (Telugu): not checked */
  unchecked?: number;
  /** attributed quotations over the checking limits given (POST /api/verify's): not checked */
  capped?: number;
  /**
   * POST /api/verify: the check stopped short of the end of the text (its time per request ran
   * out) and went as far as here; what is after it was not checked and is not in the answer
   */
  checkedTo?: number;
  /** "check: does not name {person}": references cited for a person whose verses never name them */
  hints: { start: number; end: number; osis: string; person: string }[];
}

/** `GET /api/studies/:id`: a kept study's id (shared/study-id.ts). */
export const KeptStudyParamsSchema = z.object({ id: z.string().regex(STUDY_ID_PATTERN) });

export interface Study {
  /**
   * Where the study is kept (`GET /api/studies/:id`, the page `/studies/:id`): the same study is
   * always the same id. Absent on an empty answer ("No response generated": nothing to keep) and
   * on studies saved in a browser before studies were kept.
   */
  id?: string;
  text: string;
  driver: StudyDriverId;
  model: string;
  cached: boolean;
  language: UiLanguage;
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

/** Server-Sent Events of a streamed study, in order: `start`, `delta`…, then `done` or `error`. */
export interface StudyStreamEvents {
  start: { driver: StudyDriverId; model: string; cached: boolean };
  delta: { text: string };
  done: { study: Study };
  error: { error: { id: string; message: string } };
}
