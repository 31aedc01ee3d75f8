/**
 * Generating studies: resolve the subject and method, answer from the study cache when we can,
 * else run the configured driver (the built-in composer or the AI provider), check every
 * reference in the text against scripture.db, and keep the result in the app store.
 *
 * Cache key: (subject, method, language, driver, model, prompt version) — a change of any of
 * them is a different study. `fresh` skips the lookup and replaces the cached study.
 */
import { createHash } from 'node:crypto';
import type { Study, StudyDriver, StudyReference, StudyRequestSchema } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import { findReferences, osisRange, type RefPoint } from '../../shared/reference';
import type { z } from 'zod';
import { studyDriver, type Config } from '../env';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';
import type { StudyCatalog, Subject } from './catalog';
import { composeStudy } from './composer';
import { chatCompletion, type ProviderConfig } from './openai.driver';
import { PROMPT_VERSION, studyMessages } from './prompts';
import type { StudyMethodSeed } from './seeds';

/** Spec §7: what a provider answer with no content becomes. */
export const NO_RESPONSE: Record<UiLanguage, string> = {
  en: 'No response generated',
  es: 'No se generó ninguna respuesta',
  fr: 'Aucune réponse générée',
  te: 'ఎటువంటి సమాధానం రూపొందించబడలేదు',
};

/** The built-in composer's "model": bump when its templates change, like PROMPT_VERSION. */
const BUILTIN_MODEL = 'template-v2';

export interface StudyJob {
  key: string;
  subject: Subject;
  method: StudyMethodSeed;
  language: UiLanguage;
  /** the cached study, unless none or a fresh one was asked for */
  cached: Study | null;
  driver: StudyDriver;
  model: string;
}

export interface RunOptions {
  signal: AbortSignal;
  onDelta?: (text: string) => void;
  log?: { warn(obj: object, msg: string): void };
}

export class StudyService {
  readonly driver: StudyDriver;
  private readonly provider: ProviderConfig;

  constructor(
    private readonly repo: ScriptureRepo,
    private readonly catalog: StudyCatalog,
    private readonly store: AppStore,
    config: Config,
  ) {
    this.driver = studyDriver(config);
    this.provider = {
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      totalTimeoutMs: config.OPENAI_STUDY_TIMEOUT_MS,
      maxAnswerBytes: config.OPENAI_MAX_ANSWER_BYTES,
      maxRetries: config.OPENAI_MAX_RETRIES,
    };
  }

  get model(): string {
    return this.driver === 'builtin' ? BUILTIN_MODEL : this.provider.model;
  }

  /** Resolves a request (unknown ids are 400s) and looks it up in the cache. */
  async prepare(req: z.output<typeof StudyRequestSchema>): Promise<StudyJob> {
    const scope = req.characterId !== undefined ? 'character' : 'topic';
    const subject = req.characterId !== undefined ? this.catalog.character(req.characterId, req.language) : this.catalog.topic(req.topicId!);
    const method = this.catalog.method(req.methodId, scope);
    const key = createHash('sha256')
      .update(JSON.stringify([subject.kind, subject.id, method.id, req.language, this.driver, this.model, PROMPT_VERSION]))
      .digest('hex');
    const hit = req.fresh ? null : await this.store.getStudy(key);
    const cached = hit ? ({ ...(JSON.parse(hit.payload) as Study), cached: true } satisfies Study) : null;
    return { key, subject, method, language: req.language, cached, driver: this.driver, model: this.model };
  }

  /** Writes the study (streaming its text through onDelta), checks its references and caches it. */
  async run(job: StudyJob, opts: RunOptions): Promise<Study> {
    let text: string;
    if (job.driver === 'builtin') {
      text = composeStudy(this.repo, job.subject, job.method, job.language);
      // the composer is instant; hand the text over a section at a time, as a provider would
      for (const part of text.split(/(?<=\n)(?=# )/)) opts.onDelta?.(part);
    } else {
      const messages = studyMessages(this.repo, job.subject, job.method, job.language);
      text = (await chatCompletion(this.provider, messages, { signal: opts.signal, onDelta: opts.onDelta, log: opts.log })).trim();
    }
    const empty = !text;
    if (empty) {
      text = NO_RESPONSE[job.language];
      opts.onDelta?.(text);
    }
    const study: Study = {
      text,
      driver: job.driver,
      model: job.model,
      cached: false,
      language: job.language,
      subject: { kind: job.subject.kind, id: job.subject.id, name: job.subject.name },
      method: this.catalog.methodIn(job.method, job.language),
      translation: this.repo.bestTranslationFor(job.language).id,
      references: checkReferences(this.repo, text),
      createdAt: new Date().toISOString(),
    };
    if (!empty) await this.store.putStudy(job.key, JSON.stringify(study));
    return study;
  }
}

/** Every reference in the text, valid when its chapter and verses exist (KJV versification). */
export function checkReferences(repo: ScriptureRepo, text: string): StudyReference[] {
  const kjv = repo.translations()[0].id;
  const exists = (p: RefPoint) => repo.exists(kjv, p.book, p.chapter, p.verse);
  return findReferences(text).map((f) => {
    const range = osisRange(f.osis);
    return { text: text.slice(f.start, f.end), osis: f.osis, valid: Boolean(range && exists(range.start) && exists(range.end)), start: f.start, end: f.end };
  });
}
