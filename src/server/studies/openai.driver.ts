/**
 * The OpenAI-compatible chat-completions driver (OpenAI, Ollama, llama.cpp, vLLM all speak it):
 * one POST to `{OPENAI_BASE_URL}/chat/completions` with model, messages, max_tokens and
 * temperature (spec §7, §9), streamed (`stream: true`, Server-Sent Events) or not.
 *
 * - The answer is the first choice's content (`message.content`, or the `delta.content`s of a
 *   stream); none → the caller's "No response generated".
 * - Timeouts: OPENAI_TIMEOUT_MS for the first byte and again between streamed chunks, and
 *   OPENAI_STUDY_TIMEOUT_MS for the whole study, retries included (a provider dripping a chunk
 *   just inside the idle timeout cannot hold a study open for ever).
 * - Size: at most OPENAI_MAX_ANSWER_BYTES received per attempt; past that the request is cut.
 * - Cancellation: the caller's AbortSignal (the browser went away) aborts the request.
 * - Retries with exponential backoff (or the provider's Retry-After, capped at RETRY_WAIT_CAP_MS
 *   and never past the study's deadline) on 429, 5xx and refused connections, but never once text
 *   has been passed on. The Retry-After we pass to our client is capped at RETRY_AFTER_TELL_CAP_S.
 * - Provider error bodies are logged at warn: the status and a short, redacted excerpt.
 * - Every failure is an AppError with its own id (provider_*), explained in four languages.
 */
import { createParser } from 'eventsource-parser';
import type { ErrorId } from '../../shared/errors';
import { AppError } from '../errors';
import type { ChatMessage } from './prompts';

export const MAX_TOKENS = 2000;
export const TEMPERATURE = 0.7;
const RETRY_BASE_MS = 300;
/** Longest we wait before one retry, whatever the provider's Retry-After says. */
export const RETRY_WAIT_CAP_MS = 5_000;
/** Longest Retry-After we pass on to our client. */
export const RETRY_AFTER_TELL_CAP_S = 60;
/** How much of an error body we read, and how much of it goes to the log. */
const ERROR_BODY_READ_BYTES = 4096;
const ERROR_EXCERPT_CHARS = 200;

export interface ProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** the whole call, retries and their waits included */
  totalTimeoutMs: number;
  /** bytes received from the provider per attempt, headers excluded */
  maxAnswerBytes: number;
  maxRetries: number;
}

export interface ProviderCall {
  signal: AbortSignal;
  /** streamed text as it arrives; when absent the request is not streamed */
  onDelta?: (text: string) => void;
  log?: { warn(obj: object, msg: string): void };
  /** the provider's finish_reason for the answer (`stop`, `length`…), when it gave one */
  onFinish?: (reason: string) => void;
  /** max_tokens for this call (default MAX_TOKENS) */
  maxTokens?: number;
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

const retryable = (e: AppError) =>
  e.id === 'provider_rate_limited' || e.id === 'provider_unavailable' || e.id === 'provider_unreachable';

/** The text content of a chat-completions answer; null when there is no first choice or it has no text. */
function finishReason(body: unknown): string | null {
  const reason = (body as { choices?: { finish_reason?: unknown }[] }).choices?.[0]?.finish_reason;
  return typeof reason === 'string' ? reason : null;
}

function firstContent(body: unknown, field: 'message' | 'delta'): string | null {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { choices?: unknown }).choices))
    throw new AppError('provider_bad_response', 502);
  const choice = (body as { choices: { [k: string]: { content?: unknown } | undefined }[] }).choices[0];
  const content = choice?.[field]?.content;
  return typeof content === 'string' ? content : null;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined | null, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A short excerpt of a provider's error body for the log: one line, keys and tokens blanked. */
export function redactedExcerpt(body: string, apiKey?: string): string {
  let text = body;
  if (apiKey) text = text.split(apiKey).join('[redacted]');
  text = text
    .replace(/\b(Bearer|Basic)\s+[^\s"',]+/gi, '$1 [redacted]')
    .replace(/\b(sk|pk|rk)-[A-Za-z0-9_-]{6,}/g, '$1-[redacted]')
    .replace(/[A-Za-z0-9_\-+/=]{32,}/g, '[redacted]')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > ERROR_EXCERPT_CHARS ? `${text.slice(0, ERROR_EXCERPT_CHARS)}…` : text;
}

/**
 * Runs one chat completion and returns its text ('' when the provider answered with no content).
 */
export async function chatCompletion(
  config: ProviderConfig,
  messages: ChatMessage[],
  call: ProviderCall,
): Promise<string> {
  // one deadline for the whole call: attempts, retries and the waits between them
  const deadline = Date.now() + config.totalTimeoutMs;
  const overall = new AbortController();
  const timer = setTimeout(() => overall.abort(), config.totalTimeoutMs);
  const inner: ProviderCall = { ...call, signal: AbortSignal.any([call.signal, overall.signal]) };
  const tooSlow = () => new AppError('provider_too_slow', 504);
  try {
    for (let attempt = 0; ; attempt++) {
      const sent = { any: false };
      try {
        return await attemptOnce(config, messages, inner, sent);
      } catch (err) {
        if (call.signal.aborted) throw new CancelledError();
        if (overall.signal.aborted) throw tooSlow();
        if (!(err instanceof AppError) || !retryable(err) || sent.any || attempt >= config.maxRetries)
          throw tellable(err);
        const after = retryAfterSeconds(err.headers['retry-after']);
        const wait =
          after !== null && after > 0
            ? Math.min(after * 1000, RETRY_WAIT_CAP_MS)
            : RETRY_BASE_MS * 2 ** attempt;
        if (Date.now() + wait >= deadline) throw tellable(err); // waiting would only end in provider_too_slow
        call.log?.warn({ err: err.id, attempt: attempt + 1, waitMs: wait }, 'AI provider failed; retrying');
        await sleep(wait, inner.signal).catch((e) => {
          throw call.signal.aborted ? e : tooSlow();
        });
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The error as our client may see it: a provider's Retry-After capped and in seconds. */
function tellable(err: unknown): unknown {
  if (!(err instanceof AppError) || err.headers['retry-after'] === undefined) return err;
  const after = retryAfterSeconds(err.headers['retry-after']);
  const { 'retry-after': _dropped, ...rest } = err.headers;
  const headers =
    after === null
      ? rest
      : { ...rest, 'retry-after': String(Math.min(Math.max(after, 1), RETRY_AFTER_TELL_CAP_S)) };
  return new AppError(err.id, err.status, headers);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new CancelledError())), {
      once: true,
    });
  });
}

async function attemptOnce(
  config: ProviderConfig,
  messages: ChatMessage[],
  call: ProviderCall,
  sent: { any: boolean },
): Promise<string> {
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
        body: JSON.stringify({
          model: config.model,
          messages,
          max_tokens: call.maxTokens ?? MAX_TOKENS,
          temperature: TEMPERATURE,
          ...(stream ? { stream: true } : {}),
        }),
        signal: controller.signal,
      });
    } catch {
      if (call.signal.aborted) throw new CancelledError();
      if (timedOut) throw new AppError('provider_timeout', 504);
      throw new AppError('provider_unreachable', 502);
    }
    if (!res.ok) {
      const detail = await readSome(res, ERROR_BODY_READ_BYTES);
      call.log?.warn(
        { status: res.status, body: redactedExcerpt(detail, config.apiKey) },
        'AI provider answered with an error',
      );
      const error = statusError(res.status);
      const retryAfter = res.headers.get('retry-after');
      throw retryAfter ? new AppError(error.id, error.status, { 'retry-after': retryAfter }) : error;
    }
    const isStream = (res.headers.get('content-type') ?? '').includes('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = 0;
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
        const reason = finishReason(body);
        if (reason) {
          finished = true;
          call.onFinish?.(reason);
        }
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
        const { done, value: bytes } = await reader.read();
        if (done) break;
        received += bytes.byteLength;
        if (received > config.maxAnswerBytes) {
          controller.abort(); // stop the download; nothing of it is kept
          throw new AppError('provider_too_large', 502);
        }
        const value = decoder.decode(bytes, { stream: true });
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
    if (isStream) parser.feed(decoder.decode());
    else text += decoder.decode();
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
    const reason = finishReason(body);
    if (reason) call.onFinish?.(reason);
    if (content) call.onDelta?.(content);
    return content;
  } finally {
    clearTimeout(timer);
    call.signal.removeEventListener('abort', onCancel);
  }
}

/** Up to `limit` bytes of a body as text; the rest is not downloaded. */
async function readSome(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // a body cut off mid-way still tells us something
  } finally {
    reader.cancel().catch(() => {});
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit));
}
