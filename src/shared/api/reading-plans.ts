/** Reading plans: GET /api/reading-plans, /api/reading-plans/:id (docs/api.md; ADR 018). */
import { z } from 'zod';
import { UiLanguageSchema } from './common';

export const READING_PLAN_IDS = ['bible-year', 'nt-90', 'psalms-proverbs', 'chronological'] as const;
export type ReadingPlanId = (typeof READING_PLAN_IDS)[number];

export const ReadingPlansQuerySchema = z.object({ lang: UiLanguageSchema.optional() });

/** A plan in the list, its name and description in the language asked. */
export interface ReadingPlanSummary {
  id: ReadingPlanId;
  name: string;
  description: string;
  days: number;
  /** chapters the plan reads, each once */
  chapters: number;
}

export interface ReadingPlanDay {
  day: number;
  /** OSIS: a chapter (`Gen.1`) or consecutive chapters of one book (`Gen.1-Gen.3`), KJV numbering, in reading order */
  readings: string[];
}

export interface ReadingPlan {
  id: ReadingPlanId;
  name: string;
  description: string;
  days: ReadingPlanDay[];
  /** present when the plan rests on Theographic's events (its licence asks for it) */
  attribution?: string;
}
