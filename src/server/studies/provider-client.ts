/**
 * The client for an OpenAI-compatible chat-completions provider (OpenAI, Ollama, llama.cpp,
 * vLLM), through the `openai` SDK, which sends the request (spec §7, §9), times the first byte,
 * parses answers and Server-Sent Events and types failures. On top of it, ours (ADR 012):
 * - the answer is the first choice's content; none → the caller's "No response generated";
 * - OPENAI_TIMEOUT_MS again between chunks, OPENAI_STUDY_TIMEOUT_MS for the whole call;
 * - at most OPENAI_MAX_ANSWER_BYTES received per attempt, counted on the wire;
 * - the caller's AbortSignal (the browser went away) aborts the request;
 * - retries (the SDK's are off) on 429, 5xx and refused connections, with backoff or the
 *   provider's Retry-After capped at RETRY_WAIT_CAP_MS and never past the deadline, and never
 *   once text has been passed on; the Retry-After we pass on is capped at RETRY_AFTER_TELL_CAP_S;
 * - provider error bodies logged at warn: the status and a short, redacted excerpt;
 * - every failure an AppError with its own id (provider_*), explained in four languages.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ErrorId } from '../../shared/errors';
import { AppError } from '../errors';
import type { ChatMessage } from './prompts';

const RETRY_BASE_MS = 300;
/** Longest we wait before one retry, whatever the provider's Retry-After says. */
export const RETRY_WAIT_CAP_MS = 5_000;
/** Longest Retry-After we pass on to our client. */
export const RETRY_AFTER_TELL_CAP_S = 60;
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
  maxTokens: number;
  temperature: number;
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

/**
 * fetch for one attempt: counts the body's bytes against the bound and re-arms the idle timer on
 * every chunk (the SDK's `timeout` covers only the wait for the headers).
 */
function meteredFetch(limit: number, onChunk: () => void, onTooLarge: () => void): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    onChunk();
    if (!res.body) return res;
    let received = 0;
    const body = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, out) {
          received += chunk.byteLength;
          if (received > limit) {
            onTooLarge(); // stop the download; nothing of it is kept
            out.error(new Error('answer over OPENAI_MAX_ANSWER_BYTES'));
            return;
          }
          onChunk();
          out.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/**
 * Any failure of one attempt as our AppError (or CancelledError), most telling first; `state`:
 * whether our own idle timer or size bound cut the attempt.
 */
function attemptError(
  err: unknown,
  state: { timedOut: boolean; tooLarge: boolean },
  call: ProviderCall,
  config: ProviderConfig,
  stream: boolean,
): Error {
  if (call.signal.aborted) return new CancelledError();
  if (err instanceof AppError) return err;
  if (state.tooLarge) return new AppError('provider_too_large', 502);
  if (state.timedOut || err instanceof APIConnectionTimeoutError)
    return new AppError('provider_timeout', 504);
  if (err instanceof APIConnectionError) return new AppError('provider_unreachable', 502);
  if (err instanceof APIError && err.status !== undefined) {
    const body = err.error === undefined ? err.message : JSON.stringify(err.error);
    call.log?.warn(
      { status: err.status, body: redactedExcerpt(body, config.apiKey) },
      'AI provider answered with an error',
    );
    const error = statusError(err.status);
    const retryAfter = err.headers?.get('retry-after');
    return retryAfter ? new AppError(error.id, error.status, { 'retry-after': retryAfter }) : error;
  }
  // an error event in the stream, JSON that does not parse, or the connection dropping mid-answer
  if (err instanceof APIError || err instanceof SyntaxError || !stream)
    return new AppError('provider_bad_response', 502);
  return new AppError('provider_stream_cut', 502);
}

/** The first choice of a completion or a chunk; an answer without a `choices` list is not one. */
function firstChoice<C>(body: { choices?: C[] }): C | undefined {
  if (!body || typeof body !== 'object' || !Array.isArray(body.choices))
    throw new AppError('provider_bad_response', 502);
  return body.choices[0];
}

async function attemptOnce(
  config: ProviderConfig,
  messages: ChatMessage[],
  call: ProviderCall,
  sent: { any: boolean },
): Promise<string> {
  const stream = Boolean(call.onDelta);
  // one controller for the caller's cancel, our idle timer and the size bound
  const controller = new AbortController();
  const state = { timedOut: false, tooLarge: false };
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => ((state.timedOut = true), controller.abort()), config.timeoutMs);
  };
  const onCancel = () => controller.abort();
  call.signal.addEventListener('abort', onCancel, { once: true });
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // a local server may need no key: then no Authorization header at all
    apiKey: config.apiKey ?? 'none',
    defaultHeaders: config.apiKey ? {} : { Authorization: null },
    organization: null,
    project: null,
    maxRetries: 0, // ours, above: capped waits within the study's deadline, logged
    timeout: config.timeoutMs,
    logLevel: 'off', // failures are ours to log, redacted
    fetch: meteredFetch(config.maxAnswerBytes, arm, () => ((state.tooLarge = true), controller.abort())),
  });
  const request = {
    model: config.model,
    messages,
    max_tokens: call.maxTokens,
    temperature: call.temperature,
  };
  try {
    if (!stream) {
      const completion = await client.chat.completions.create(request, { signal: controller.signal });
      const choice = firstChoice(completion);
      const content = typeof choice?.message?.content === 'string' ? choice.message.content : '';
      if (choice?.finish_reason) call.onFinish?.(choice.finish_reason);
      return content;
    }
    const chunks = await client.chat.completions.create(
      { ...request, stream: true },
      { signal: controller.signal },
    );
    let text = '';
    let finished = false;
    for await (const chunk of chunks) {
      const choice = firstChoice(chunk);
      if (choice?.finish_reason) {
        finished = true;
        call.onFinish?.(choice.finish_reason);
      }
      const piece = choice?.delta?.content;
      if (typeof piece === 'string' && piece) {
        text += piece;
        sent.any = true;
        call.onDelta?.(piece);
      }
    }
    // the SDK ends a stream quietly when it is aborted: ours to say why
    if (controller.signal.aborted) throw new Error('aborted');
    if (!finished) throw new AppError('provider_stream_cut', 502);
    return text;
  } catch (err) {
    throw attemptError(err, state, call, config, stream);
  } finally {
    clearTimeout(timer);
    call.signal.removeEventListener('abort', onCancel);
  }
}
