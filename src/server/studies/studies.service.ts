/**
 * Generating studies: resolve the subject and method, answer from the study cache when we can,
 * else run the configured driver (the built-in composer or the AI provider), check every
 * reference in the text against scripture.db, and keep the result in the app store.
 *
 * Cache key: (subject, method, language, driver, model, prompt version) — a change of any of
 * them is a different study. `fresh` skips the lookup and replaces the cached study.
 */
import { createHash } from 'node:crypto';
import type { Study, StudyDriverId, StudyRequestSchema } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import type { z } from 'zod';
import { studyDriver, type Config } from '../env';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';
import type { StudyCatalog, Subject } from './catalog';
import { composeStudy } from './composer';
import { personNames, verifyText } from '../verification';
import { CHARACTER_SEEDS } from './characters';
import { CancelledError, chatCompletion, type ProviderConfig } from './openai.driver';
import { AppError } from '../errors';
import { bibleFor, maxTokensFor, PROMPT_VERSION, repairMessages, studyMessages } from './prompts';
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
  driver: StudyDriverId;
  model: string;
}

export interface RunOptions {
  signal: AbortSignal;
  onDelta?: (text: string) => void;
  log?: { warn(obj: object, msg: string): void };
}

export class StudyService {
  readonly driver: StudyDriverId;
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
    const subject =
      req.characterId !== undefined
        ? this.catalog.character(req.characterId, req.language)
        : this.catalog.topic(req.topicId!);
    const method = this.catalog.method(req.methodId, scope);
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          subject.kind,
          subject.id,
          method.id,
          req.language,
          this.driver,
          this.model,
          PROMPT_VERSION,
        ]),
      )
      .digest('hex');
    const hit = req.fresh ? null : await this.store.getStudy(key);
    const cached = hit ? ({ ...(JSON.parse(hit.payload) as Study), cached: true } satisfies Study) : null;
    return { key, subject, method, language: req.language, cached, driver: this.driver, model: this.model };
  }

  /**
   * Writes the study (streaming its text through onDelta), verifies its references and
   * quotations once the text is complete, and caches it — unless it is empty or the provider
   * stopped at max_tokens (`finish_reason: "length"`: marked incomplete, never cached).
   */
  async run(job: StudyJob, opts: RunOptions): Promise<Study> {
    let text: string;
    let incomplete = false;
    let repair: Study['repair'];
    const translation = bibleFor(this.repo, job.language);
    const seed =
      job.subject.kind === 'character' ? CHARACTER_SEEDS.find((c) => c.id === job.subject.id) : undefined;
    const verify = (t: string) =>
      verifyText(this.repo, t, {
        translation,
        person: seed ? { name: job.subject.name, names: personNames(seed) } : undefined,
      });
    if (job.driver === 'builtin') {
      text = composeStudy(this.repo, job.subject, job.method, job.language);
      // the composer is instant; hand the text over a section at a time, as a provider would
      for (const part of text.split(/(?<=\n)(?=# )/)) opts.onDelta?.(part);
    } else {
      const messages = studyMessages(
        this.repo,
        job.subject,
        job.method,
        job.language,
        (id) => this.catalog.character(id, job.language).events,
      );
      let reason: string | null = null;
      const call = {
        signal: opts.signal,
        log: opts.log,
        maxTokens: maxTokensFor(job.language),
        onFinish: (r: string) => (reason = r),
      };
      text = (await chatCompletion(this.provider, messages, { ...call, onDelta: opts.onDelta })).trim();
      incomplete = reason === 'length';
      const first = text && !incomplete ? verify(text) : null;
      const misquoted = first?.verification.quotations.filter((q) => q.status === 'misquoted') ?? [];
      if (first && misquoted.length) {
        // one second call, not streamed: the misquotations and the true text, to be corrected
        const refText = (osis: string | null) =>
          first.references.find((r) => r.osis === osis?.split(',')[0])?.text ?? osis ?? '';
        repair = { misquotedBefore: misquoted.length, misquotedAfter: null, adopted: false };
        try {
          reason = null;
          const again = (
            await chatCompletion(this.provider, repairMessages(messages, text, misquoted, refText), call)
          ).trim();
          if (again && reason !== 'length') {
            const after = verify(again).verification.quotations.filter(
              (q) => q.status === 'misquoted',
            ).length;
            repair.misquotedAfter = after;
            if (after < misquoted.length) {
              text = again;
              repair.adopted = true;
            }
          }
        } catch (err) {
          if (err instanceof CancelledError) throw err;
          opts.log?.warn(
            { err: err instanceof AppError ? err.id : String(err) },
            'misquotation repair call failed; the first answer stands',
          );
        }
      }
    }
    const empty = !text;
    if (empty) {
      text = NO_RESPONSE[job.language];
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
    if (!empty && !incomplete) await this.store.putStudy(job.key, JSON.stringify(study));
    return study;
  }
}

/** Moved to ../verification.ts (which also checks quotations); kept here for existing importers. */
export { checkReferences } from '../verification';
