/**
 * The OpenAI-compatible driver: the study's messages (prompts.ts) sent to the provider
 * (provider-client.ts), streamed when the caller streams. When the answer misquotes Scripture,
 * the misquotations and the true text go back once in a second, unstreamed call, and the second
 * answer replaces the first if it has fewer misquotations (ADR 010).
 */
import { AppError } from '../errors';
import { splitOsisList } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { StudyCatalog } from './catalog';
import { maxTokensFor, repairMessages, studyMessages } from './prompts';
import { CancelledError, chatCompletion, type ProviderConfig } from './provider-client';
import type { DriverCall, StudyDraft, StudyDriver, StudyOrder } from './study-driver';

/** The spec's request (§7): temperature; max_tokens is maxTokensFor (prompts.ts). */
export const TEMPERATURE = 0.7;

export class OpenAiDriver implements StudyDriver {
  readonly id = 'openai';
  readonly model: string;

  constructor(
    private readonly repo: ScriptureRepo,
    private readonly catalog: StudyCatalog,
    private readonly provider: ProviderConfig,
  ) {
    this.model = provider.model;
  }

  async write({ subject, method, language }: StudyOrder, call: DriverCall): Promise<StudyDraft> {
    const messages = studyMessages(
      this.repo,
      subject,
      method,
      language,
      (id) => this.catalog.character(id, language).events,
    );
    let reason: string | null = null;
    const request = {
      signal: call.signal,
      log: call.log,
      maxTokens: maxTokensFor(language),
      temperature: TEMPERATURE,
      onFinish: (r: string) => (reason = r),
    };
    let text = (await chatCompletion(this.provider, messages, { ...request, onDelta: call.onDelta })).trim();
    const incomplete = reason === 'length';
    const first = text && !incomplete ? call.verify(text) : null;
    // misquotations, and right words under a wrong reference (issue 43): both are corrected
    const wrong = (q: { status: string }) => q.status === 'misquoted' || q.status === 'misattributed';
    const misquoted = first?.verification.quotations.filter(wrong) ?? [];
    if (!first || !misquoted.length) return { text, incomplete };
    // one second call, not streamed: the misquotations and the true text, to be corrected
    const refText = (osis: string | null) =>
      first.references.find((r) => osis !== null && r.osis === splitOsisList(osis)[0])?.text ?? osis ?? '';
    const repair = {
      misquotedBefore: misquoted.length,
      misquotedAfter: null as number | null,
      adopted: false,
    };
    try {
      reason = null;
      const again = (
        await chatCompletion(this.provider, repairMessages(messages, text, misquoted, refText), request)
      ).trim();
      if (again && reason !== 'length') {
        const after = call.verify(again).verification.quotations.filter(wrong).length;
        repair.misquotedAfter = after;
        if (after < misquoted.length) {
          text = again;
          repair.adopted = true;
        }
      }
    } catch (err) {
      if (err instanceof CancelledError) throw err;
      call.log?.warn(
        { err: err instanceof AppError ? err.id : String(err) },
        'misquotation repair call failed; the first answer stands',
      );
    }
    return { text, incomplete, repair };
  }
}
