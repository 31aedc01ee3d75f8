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
import { JsonCache, type CachedText } from '../http/json-cache';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { PlansRepo } from './plans.repo';
import { chronologicalOrder, type DatedEvent } from './chronology';
import { daysByWords, readingsOf, splitByWeight, type PlanChapter } from './plan-builders';
import { PLAN_TEXTS } from './plan-texts';
import { finish, type Steps } from '../steps';
import { backgroundPause } from '../studies/catalog';

const isPlanId = (id: string): id is ReadingPlanId => (READING_PLAN_IDS as readonly string[]).includes(id);

type Plans = Partial<Record<ReadingPlanId, ReadingPlanDay[]>>;

/** The plans' days from the canon's chapters and the dated events (none: no chronological plan). */
export function buildPlans(canon: readonly PlanChapter[], events: readonly DatedEvent[]): Plans {
  return finish(planSteps(canon, events));
}

/** The same, a plan at a time: it pauses between them (see ReadingPlanService.warm). */
function* planSteps(canon: readonly PlanChapter[], events: readonly DatedEvent[]): Steps<Plans> {
  const nt = new Set(BOOKS.filter((b) => b.testament === 'NT').map((b) => b.osis));
  const psalms = canon.filter((c) => c.book === 'Ps');
  const proverbs = canon.filter((c) => c.book === 'Prov');
  const plans: Plans = { 'bible-year': daysByWords(canon, 365) };
  yield;
  plans['nt-90'] = daysByWords(
    canon.filter((c) => nt.has(c.book)),
    90,
  );
  yield;
  // a chapter of Proverbs a day, on the day of its number, and the psalms spread by words
  plans['psalms-proverbs'] = splitByWeight(psalms, proverbs.length, (c) => c.words).map((list, i) => ({
    day: i + 1,
    readings: readingsOf([...list, proverbs[i]]),
  }));
  if (!events.length) return plans;
  yield;
  const order = chronologicalOrder(canon, events);
  yield;
  plans.chronological = daysByWords(order, 365);
  return plans;
}

export class ReadingPlanService {
  private plans: Plans | null = null;
  /** the build under way (warm() takes it a step at a time; a request before it ends finishes it) */
  private steps: Steps<Plans> | null = null;
  private readonly cache = new JsonCache(4 * 1024 * 1024);

  private readonly repo: PlansRepo;

  /** `repo`: what the plans read (app.ts hands it on), or scripture.db's repository, whose it is */
  constructor(repo: PlansRepo | ScriptureRepo) {
    this.repo = repo instanceof PlansRepo ? repo : repo.repository(PlansRepo);
  }

  /**
   * Built on first use (~0.2 s of work on an idle machine, 0.4 s on a busy one: every KJV verse's
   * words counted, the days split), then kept. The server builds them once it listens (warm()), so
   * no reader's request pays for it.
   */
  private built(): Plans {
    if (!this.plans) this.plans = finish((this.steps ??= this.build()));
    return this.plans;
  }

  /**
   * Builds the plans in the background a book's verses or a plan at a time, pausing between
   * steps (app.ts, once the server listens): built on the first request, they held the event loop
   * 0.3–0.45 s in one go (issue 41). Stops when `signal` aborts (the server closing).
   */
  async warm(signal: AbortSignal): Promise<void> {
    const steps = (this.steps ??= this.build());
    while (!this.plans && !signal.aborted) {
      const step = steps.next();
      if (step.done) this.plans = step.value;
      else await backgroundPause();
    }
  }

  private *build(): Steps<Plans> {
    const kjv = this.repo.referenceTranslation();
    // a book at a time: a pause inside one read would leave the connection busy for other requests
    const chapters = new Map<string, PlanChapter>();
    for (const b of BOOKS) {
      for (const [book, chapter, verse, text] of this.repo.bookVerses(kjv, b.order)) {
        const key = `${book}.${chapter}`;
        const c = chapters.get(key) ?? { book, chapter, verses: 0, words: 0 };
        chapters.set(key, c);
        if (verse > 0) c.verses++;
        c.words += text.split(/\s+/).filter(Boolean).length;
      }
      yield;
    }
    const canon = BOOKS.flatMap((b) =>
      Array.from({ length: b.chapters }, (_, i) => chapters.get(`${b.osis}.${i + 1}`)!),
    );
    const events = this.repo.events().map((e) => ({ ...e, verses: JSON.parse(e.verses) as string[] }));
    return yield* planSteps(canon, events);
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
