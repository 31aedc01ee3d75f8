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
import { UI_LANGUAGES, type UiLanguage } from '../../shared/books';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';
import { personNames } from '../verification/person-hints';
import { verifySteps, verifyText, type VerifyOptions } from '../verification/verification';
import { inTurns } from '../steps';
import { characterSeeds } from '../content/characters';
import { studyMethods, type StudyMethodSeed } from '../content/methods';
import { phrases } from '../content/phrases';
import { characterLessons, characterTraits } from '../content/lessons';
import { navesErrata } from '../naves/naves-errata';
import { backgroundPause, type StudyCatalog, type Subject } from './catalog';
import { bibleFor, PROMPT_VERSION } from './prompts';
import type { DriverCall, StudyDriver } from './study-driver';
import type { StudyMethods } from './study-methods';
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
  private readonly sharedHashes = new Map<UiLanguage, string>();
  /** the methods a request may name (the catalogue's) */
  private readonly methods: StudyMethods;

  constructor(
    private readonly repo: ScriptureRepo,
    private readonly catalog: StudyCatalog,
    private readonly store: AppStore,
    private readonly driver: StudyDriver,
  ) {
    this.methods = catalog.studyMethods;
  }

  /** Resolves a request (unknown ids are 400s) and looks it up in the cache. */
  async job(req: z.output<typeof StudyRequestSchema>): Promise<StudyJob> {
    const scope = req.characterId !== undefined ? 'character' : 'topic';
    const subject =
      req.characterId !== undefined
        ? this.catalog.character(req.characterId, req.language)
        : this.catalog.topic(req.topicId!, req.language);
    const method = this.methods.method(req.methodId, scope);
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
      .update(JSON.stringify([seed, subject.name, method, this.sharedContent(language)]))
      .digest('hex');
  }

  /** The content every study in the language is made from, hashed once (content/ is read once). */
  private sharedContent(language: UiLanguage): string {
    let hash = this.sharedHashes.get(language);
    if (!hash) {
      const content = [phrases(language), characterLessons(), characterTraits(), navesErrata()];
      hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
      this.sharedHashes.set(language, hash);
    }
    return hash;
  }

  /**
   * Done once after the server starts listening (app.ts), so that the first readers' studies cost
   * what the others do: every character's Nave's events resolved and checked, then in each
   * language one character's study by every method, written by the driver (when it writes
   * offline) and checked as run() checks it — one study at a time, yielding between them.
   */
  async warm(signal: AbortSignal): Promise<void> {
    await this.catalog.warm(signal);
    const seed = characterSeeds()[0];
    for (const language of UI_LANGUAGES) {
      if (signal.aborted) return;
      this.sharedContent(language);
      if (!this.driver.warm) continue;
      const subject = this.catalog.character(seed.id, language);
      const verify = this.verifier(subject, language);
      for (const method of studyMethods()) {
        if (signal.aborted) return;
        verify(this.driver.warm({ subject, method, language }));
        await backgroundPause();
      }
    }
  }

  /** The study's check of a text: its references, and its quotations in the language's Bible. */
  private verifier(subject: Subject, language: UiLanguage) {
    const options = this.verifyOptions(subject, language);
    return (text: string) => verifyText(this.repo, text, options);
  }

  private verifyOptions(subject: Subject, language: UiLanguage): VerifyOptions {
    const translation = bibleFor(this.repo, language);
    const seed = subject.kind === 'character' ? characterSeeds().find((c) => c.id === subject.id) : undefined;
    const person = seed
      ? { name: subject.name, names: personNames(seed), passages: subject.passages.flatMap((p) => p.ranges) }
      : undefined;
    return { translation, person };
  }

  /**
   * Writes the study (streaming its text through onDelta), verifies its references and
   * quotations once the text is complete, keeps it under its id (unless empty: there is nothing to
   * share) and caches it — unless it is empty or the provider stopped at max_tokens
   * (`finish_reason: "length"`: marked incomplete, kept for its link but never cached).
   */
  async run(job: StudyJob, opts: RunOptions): Promise<Study> {
    const verify = this.verifier(job.subject, job.language);
    const draft = await this.driver.write(job, { ...opts, verify });
    let text = draft.text;
    const { incomplete, repair } = draft;
    const empty = !text;
    if (empty) {
      text = phrases(job.language).noResponse; // spec §7
      opts.onDelta?.(text);
    }
    // checked with a turn of the event loop between its steps: up to ~0.25 s of work (issue 41)
    const { references, verification } = await inTurns(
      verifySteps(this.repo, text, this.verifyOptions(job.subject, job.language)),
    );
    const study: Study = {
      text,
      driver: job.driver,
      model: job.model,
      cached: false,
      language: job.language,
      subject: { kind: job.subject.kind, id: job.subject.id, name: job.subject.title ?? job.subject.name },
      method: this.methods.named(job.method, job.language),
      translation: bibleFor(this.repo, job.language),
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
export { checkReferences } from '../verification/verification';
