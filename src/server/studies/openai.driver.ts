/**
 * The OpenAI-compatible chat-completions driver (OpenAI, Ollama, llama.cpp, vLLM all speak it):
 * one POST to `{OPENAI_BASE_URL}/chat/completions` with model, messages, max_tokens and
 * temperature (spec §7, §9), streamed (`stream: true`, Server-Sent Events) or not.
 *
 * - The answer is the first choice's content (`message.content`, or the `delta.content`s of a
 *   stream); none → the caller's "No response generated".
 * - Timeouts: OPENAI_TIMEOUT_MS for the first byte and again between streamed chunks.
 * - Cancellation: the caller's AbortSignal (the browser went away) aborts the request.
 * - Retries with exponential backoff (or the provider's Retry-After, capped) on 429, 5xx and
 *   refused connections, but never once text has been passed on.
 * - Every failure is an AppError with its own id (provider_*), explained in four languages.
 */
import { createParser } from 'eventsource-parser';
import type { ErrorId } from '../../shared/errors';
import { AppError } from '../errors';
import type { ChatMessage } from './prompts';

export const MAX_TOKENS = 2000;
export const TEMPERATURE = 0.7;
const RETRY_BASE_MS = 300;
const RETRY_AFTER_CAP_MS = 10_000;

export interface ProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

export interface ProviderCall {
  signal: AbortSignal;
  /** streamed text as it arrives; when absent the request is not streamed */
  onDelta?: (text: string) => void;
  log?: { warn(obj: object, msg: string): void };
}

/** The request was cancelled by our caller (not a failure to report). */
export class CancelledError extends Error {}

const STATUS_ERRORS: Record<number, { id: ErrorId; status: number }> = {
  400: { id: 'provider_bad_request', status: 502 },
  401: { id: 'provider_unauthorized', status: 502 },
  403: { id: 'provider_forbidden', status: 502 },
  404: { id: 'provider_not_found', status: 502 },
  409: { id: 'provider_conflict', status: 502 },
  422: { id: 'provider_unprocessable', status: 502 },
  429: { id: 'provider_rate_limited', status: 503 },
};

function statusError(status: number): AppError {
  if (status >= 500) return new AppError('provider_unavailable', 503);
  const known = STATUS_ERRORS[status] ?? STATUS_ERRORS[400];
  return new AppError(known.id, known.status);
}

const retryable = (e: AppError) => e.id === 'provider_rate_limited' || e.id === 'provider_unavailable' || e.id === 'provider_unreachable';

/** The text content of a chat-completions answer; null when there is no first choice or it has no text. */
function firstContent(body: unknown, field: 'message' | 'delta'): string | null {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { choices?: unknown }).choices)) throw new AppError('provider_bad_response', 502);
  const choice = (body as { choices: { [k: string]: { content?: unknown } | undefined }[] }).choices[0];
  const content = choice?.[field]?.content;
  return typeof content === 'string' ? content : null;
}

/**
 * Runs one chat completion and returns its text ('' when the provider answered with no content).
 */
export async function chatCompletion(config: ProviderConfig, messages: ChatMessage[], call: ProviderCall): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const sent = { any: false };
    try {
      return await attemptOnce(config, messages, call, sent);
    } catch (err) {
      if (call.signal.aborted) throw new CancelledError();
      if (!(err instanceof AppError) || !retryable(err) || sent.any || attempt >= config.maxRetries) throw err;
      const after = Number(err.headers['retry-after']);
      const wait = Number.isFinite(after) && after > 0 ? Math.min(after * 1000, RETRY_AFTER_CAP_MS) : RETRY_BASE_MS * 2 ** attempt;
      call.log?.warn({ err: err.id, attempt: attempt + 1, waitMs: wait }, 'AI provider failed; retrying');
      await sleep(wait, call.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new CancelledError())), { once: true });
  });
}

async function attemptOnce(config: ProviderConfig, messages: ChatMessage[], call: ProviderCall, sent: { any: boolean }): Promise<string> {
  const stream = Boolean(call.onDelta);
  // one controller for the caller's cancel and our idle timer
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => ((timedOut = true), controller.abort()), config.timeoutMs);
  };
  const onCancel = () => controller.abort();
  call.signal.addEventListener('abort', onCancel, { once: true });
  arm();
  try {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, max_tokens: MAX_TOKENS, temperature: TEMPERATURE, ...(stream ? { stream: true } : {}) }),
        signal: controller.signal,
      });
    } catch {
      if (call.signal.aborted) throw new CancelledError();
      if (timedOut) throw new AppError('provider_timeout', 504);
      throw new AppError('provider_unreachable', 502);
    }
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      call.log?.warn({ status: res.status, body: detail.slice(0, 300) }, 'AI provider answered with an error');
      const error = statusError(res.status);
      const retryAfter = res.headers.get('retry-after');
      throw retryAfter ? new AppError(error.id, error.status, { 'retry-after': retryAfter }) : error;
    }
    const isStream = (res.headers.get('content-type') ?? '').includes('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let finished = false;
    let malformed = false;
    const parser = createParser({
      onEvent(event) {
        if (event.data.trim() === '[DONE]') return void (finished = true);
        let body: unknown;
        try {
          body = JSON.parse(event.data);
        } catch {
          malformed = true;
          return;
        }
        const piece = firstContent(body, 'delta');
        if ((body as { choices: { finish_reason?: unknown }[] }).choices[0]?.finish_reason) finished = true;
        if (piece) {
          text += piece;
          sent.any = true;
          call.onDelta?.(piece);
        }
      },
    });
    try {
      for (;;) {
        arm();
        const { done, value } = await reader.read();
        if (done) break;
        if (isStream) {
          parser.feed(value);
          if (malformed) throw new AppError('provider_bad_response', 502);
        } else text += value;
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (call.signal.aborted) throw new CancelledError();
      if (timedOut) throw new AppError('provider_timeout', 504);
      // the connection dropped while the answer was coming in
      throw new AppError(isStream ? 'provider_stream_cut' : 'provider_bad_response', 502);
    }
    if (isStream) {
      if (!finished) throw new AppError('provider_stream_cut', 502);
      return text;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError('provider_bad_response', 502);
    }
    const content = firstContent(body, 'message') ?? '';
    if (content) call.onDelta?.(content);
    return content;
  } finally {
    clearTimeout(timer);
    call.signal.removeEventListener('abort', onCancel);
  }
}
