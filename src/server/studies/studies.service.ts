/**
 * Generating studies: resolve the subject and method, answer from the study cache when we can,
 * else run the configured driver (the built-in composer or the AI provider), check every
 * reference in the text against scripture.db, and keep the result in the app store.
 *
 * Cache key: (subject, method, language, driver, model, prompt version, and the content the study
 * is made from: the character's and the method's files, the language's phrases, the character
 * lessons and traits, Nave's errata and the topic's name in content/) —
 * a change of any of them, an edited description included, is a different study. `fresh` skips the lookup and replaces the cached study.
 *
 * Every study with a text is also kept under its id (study-id.ts) for its link: kept apart from
 * the cache, never replaced, so a shared link shows what was shared after a refresh or a restart.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Study, StudyDriverId, StudyRequestSchema } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';
import { personNames, verifyText } from '../verification';
import { characterSeeds } from '../content/characters';
import type { StudyMethodSeed } from '../content/methods';
import { phrases } from '../content/phrases';
import { characterLessons, characterTraits } from '../content/lessons';
import { navesErrata } from '../naves/naves-errata';
import type { StudyCatalog, Subject } from './catalog';
import { bibleFor, PROMPT_VERSION } from './prompts';
import type { DriverCall, StudyDriver } from './study-driver';
import { keptStudyId } from './study-id';

export interface StudyJob {
  key: string;
  subject: Subject;
  method: StudyMethodSeed;
  language: UiLanguage;
  /** the cached study, unless none or a fresh one was asked for */
  cached: Study | null;
  driver: StudyDriverId;
  model: string;
}

export type RunOptions = Omit<DriverCall, 'verify'>;

export class StudyService {
  constructor(
    private readonly repo: ScriptureRepo,
    private readonly catalog: StudyCatalog,
    private readonly store: AppStore,
    private readonly driver: StudyDriver,
  ) {}

  /** Resolves a request (unknown ids are 400s) and looks it up in the cache. */
  async prepare(req: z.output<typeof StudyRequestSchema>): Promise<StudyJob> {
    const scope = req.characterId !== undefined ? 'character' : 'topic';
    const subject =
      req.characterId !== undefined
        ? this.catalog.character(req.characterId, req.language)
        : this.catalog.topic(req.topicId!, req.language);
    const method = this.catalog.method(req.methodId, scope);
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          subject.kind,
          subject.id,
          method.id,
          req.language,
          this.driver.id,
          this.driver.model,
          PROMPT_VERSION,
          this.content(subject, method, req.language),
        ]),
      )
      .digest('hex');
    const hit = req.fresh ? null : await this.store.getStudy(key);
    const cached = hit ? await this.withId({ ...(JSON.parse(hit.payload) as Study), cached: true }) : null;
    return {
      key,
      subject,
      method,
      language: req.language,
      cached,
      driver: this.driver.id,
      model: this.driver.model,
    };
  }

  /** A study cached before studies were kept has no id yet: it gets one, and is kept. */
  private async withId(study: Study): Promise<Study> {
    if (study.id) return study;
    const id = keptStudyId(study);
    await this.store.keepStudy(id, JSON.stringify({ ...study, id, cached: false }));
    return { ...study, id };
  }

  /** The study kept under `id` (GET /api/studies/:id), or null. */
  async kept(id: string): Promise<Study | null> {
    const row = await this.store.getKeptStudy(id);
    return row ? { ...(JSON.parse(row.payload) as Study), cached: true } : null;
  }

  /** What the study is made from in content/, so that an edit there is a new study. */
  private content(subject: Subject, method: StudyMethodSeed, language: UiLanguage): string {
    const seed = subject.kind === 'character' ? characterSeeds().find((c) => c.id === subject.id) : null;
    return createHash('sha256')
      .update(
        JSON.stringify([
          seed,
          subject.name,
          method,
          phrases(language),
          characterLessons(),
          characterTraits(),
          navesErrata(),
        ]),
      )
      .digest('hex');
  }

  /**
   * Writes the study (streaming its text through onDelta), verifies its references and
   * quotations once the text is complete, keeps it under its id (unless empty: there is nothing to
   * share) and caches it — unless it is empty or the provider stopped at max_tokens
   * (`finish_reason: "length"`: marked incomplete, kept for its link but never cached).
   */
  async run(job: StudyJob, opts: RunOptions): Promise<Study> {
    const translation = bibleFor(this.repo, job.language);
    const seed =
      job.subject.kind === 'character' ? characterSeeds().find((c) => c.id === job.subject.id) : undefined;
    const verify = (t: string) =>
      verifyText(this.repo, t, {
        translation,
        person: seed ? { name: job.subject.name, names: personNames(seed) } : undefined,
      });
    const draft = await this.driver.write(job, { ...opts, verify });
    let text = draft.text;
    const { incomplete, repair } = draft;
    const empty = !text;
    if (empty) {
      text = phrases(job.language).noResponse; // spec §7
      opts.onDelta?.(text);
    }
    const { references, verification } = verify(text);
    const study: Study = {
      text,
      driver: job.driver,
      model: job.model,
      cached: false,
      language: job.language,
      subject: { kind: job.subject.kind, id: job.subject.id, name: job.subject.name },
      method: this.catalog.methodIn(job.method, job.language),
      translation,
      references,
      verification,
      ...(incomplete ? { incomplete: true } : {}),
      ...(repair ? { repair } : {}),
      createdAt: new Date().toISOString(),
    };
    // kept first: a cached study with an id is always a kept one too
    if (!empty) {
      study.id = keptStudyId(study);
      await this.store.keepStudy(study.id, JSON.stringify(study));
    }
    if (!empty && !incomplete) await this.store.putStudy(job.key, JSON.stringify(study));
    return study;
  }
}

/** Moved to ../verification.ts (which also checks quotations); kept here for existing importers. */
export { checkReferences } from '../verification';
