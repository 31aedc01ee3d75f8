/**
 * The reading plans (ADR 018), built once from scripture.db on first use: each chapter's verses
 * and words in the reference translation (the KJV), and for the chronological plan Theographic's
 * dated events. Deterministic: the same data gives the same plans. Answers are cached as JSON.
 */
import type { UiLanguage } from '../../shared/books';
import { BOOKS } from '../../shared/books';
import {
  PEOPLE_ATTRIBUTION,
  READING_PLAN_IDS,
  type ReadingPlan,
  type ReadingPlanDay,
  type ReadingPlanId,
  type ReadingPlanSummary,
} from '../../shared/api';
import { chaptersOfReading } from '../../shared/plan-readings';
import { AppError } from '../errors';
import { JsonCache, type CachedText } from '../json-cache';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { chronologicalOrder, type DatedEvent } from './chronology';
import { daysByWords, readingsOf, splitByWeight, type PlanChapter } from './plan-builders';
import { PLAN_TEXTS } from './plan-texts';

const isPlanId = (id: string): id is ReadingPlanId => (READING_PLAN_IDS as readonly string[]).includes(id);

/** The plans' days from the canon's chapters and the dated events (none: no chronological plan). */
export function buildPlans(
  canon: readonly PlanChapter[],
  events: readonly DatedEvent[],
): Partial<Record<ReadingPlanId, ReadingPlanDay[]>> {
  const nt = new Set(BOOKS.filter((b) => b.testament === 'NT').map((b) => b.osis));
  const psalms = canon.filter((c) => c.book === 'Ps');
  const proverbs = canon.filter((c) => c.book === 'Prov');
  const plans: Partial<Record<ReadingPlanId, ReadingPlanDay[]>> = {
    'bible-year': daysByWords(canon, 365),
    'nt-90': daysByWords(
      canon.filter((c) => nt.has(c.book)),
      90,
    ),
    // a chapter of Proverbs a day, on the day of its number, and the psalms spread by words
    'psalms-proverbs': splitByWeight(psalms, proverbs.length, (c) => c.words).map((list, i) => ({
      day: i + 1,
      readings: readingsOf([...list, proverbs[i]]),
    })),
  };
  if (events.length) plans.chronological = daysByWords(chronologicalOrder(canon, events), 365);
  return plans;
}

export class ReadingPlanService {
  private plans: Partial<Record<ReadingPlanId, ReadingPlanDay[]>> | null = null;
  private readonly cache = new JsonCache(4 * 1024 * 1024);

  constructor(private readonly repo: ScriptureRepo) {}

  /** Built on first use (~0.7 s: every KJV verse's words counted, the days split), then kept. */
  private built() {
    if (this.plans) return this.plans;
    const kjv = this.repo.referenceTranslation().id;
    const rows = this.repo
      .prepare(
        `SELECT b.osis, v.kjv_chapter, v.kjv_verse, v.text FROM verses v JOIN books b ON b.id = v.book
         WHERE v.translation = ? ORDER BY v.book, v.kjv_chapter, v.kjv_verse`,
      )
      .raw()
      .all(kjv) as [string, number, number, string][];
    const chapters = new Map<string, PlanChapter>();
    for (const [book, chapter, verse, text] of rows) {
      const key = `${book}.${chapter}`;
      const c = chapters.get(key) ?? { book, chapter, verses: 0, words: 0 };
      chapters.set(key, c);
      if (verse > 0) c.verses++;
      c.words += text.split(/\s+/).filter(Boolean).length;
    }
    const canon = BOOKS.flatMap((b) =>
      Array.from({ length: b.chapters }, (_, i) => chapters.get(`${b.osis}.${i + 1}`)!),
    );
    const events = (
      this.repo.prepare('SELECT start, seq, verses FROM events ORDER BY seq').all() as {
        start: number;
        seq: number;
        verses: string;
      }[]
    ).map((e) => ({ ...e, verses: JSON.parse(e.verses) as string[] }));
    this.plans = buildPlans(canon, events);
    return this.plans;
  }

  listJson(lang: UiLanguage): CachedText {
    return this.cache.get(`list:${lang}`, (): ReadingPlanSummary[] =>
      Object.entries(this.built()).map(([id, days]) => ({
        id: id as ReadingPlanId,
        ...PLAN_TEXTS[id as ReadingPlanId][lang],
        days: days.length,
        chapters: days.reduce((n, d) => n + d.readings.flatMap(chaptersOfReading).length, 0),
      })),
    );
  }

  /** One plan's days; an unknown id (or the chronological plan without its data) is a 404. */
  planJson(id: string, lang: UiLanguage): CachedText {
    const days = isPlanId(id) ? this.built()[id] : undefined;
    if (!isPlanId(id) || !days) throw new AppError('reading_plan_not_found', 404);
    return this.cache.get(`plan:${id}:${lang}`, (): ReadingPlan => ({
      id,
      ...PLAN_TEXTS[id][lang],
      days,
      ...(id === 'chronological' ? { attribution: PEOPLE_ATTRIBUTION } : {}),
    }));
  }
}
