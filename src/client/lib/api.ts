/** JSON over fetch with the server's error shape: failures carry the error id for translation. */
import type { ApiError } from '../../shared/api';

export class ApiRequestError extends Error {
  constructor(
    readonly id: string,
    message: string,
    readonly status = 0,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError('network', 'network');
  }
  const body = (await res.json().catch(() => null)) as T | ApiError | null;
  if (!res.ok || body === null) throw failure(res, body as ApiError | null);
  return body as T;
}

/** The error of a failed answer, from its `{ error: { id, message } }` body when it has one. */
export function failure(res: Response, body: ApiError | null): ApiRequestError {
  const error = body?.error;
  const retry = Number(res.headers.get('retry-after')) || undefined;
  return new ApiRequestError(
    error?.id ?? 'internal',
    error?.message ?? `HTTP ${res.status}`,
    res.status,
    retry,
  );
}

/** Answers asked for before React rendered the page that needs them (prefetchJson), by URL. */
const early = new Map<string, Promise<unknown>>();

/**
 * GETs what the first page will ask for, before React has rendered it (app/fetch-page-first.ts):
 * the first getJson of each URL takes that answer instead of asking again (once: later calls ask).
 * Returns the answers, in the order of `urls`.
 */
export function prefetchJson(urls: string[]): Promise<unknown>[] {
  return urls.map((url) => {
    let answer = early.get(url);
    if (!answer) {
      answer = request(url, {});
      answer.catch(() => {}); // a failure is the taker's to handle
      early.set(url, answer);
    }
    return answer;
  });
}

/** A prefetched answer given to a caller that may abort, as fetch would: an AbortError. */
function untilAborted<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject);
  });
}

export function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const answer = early.get(url) as Promise<T> | undefined;
  if (!answer) return request<T>(url, { signal });
  early.delete(url);
  return untilAborted(answer, signal);
}

export const postJson = <T>(url: string, body: unknown, signal?: AbortSignal) =>
  request<T>(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    signal,
  });

/**
 * The i18n key for an API failure: `apiErrors.<id>`; for a request that never reached the server,
 * "you are offline, this needs the connection" when the browser has none, else the network message.
 */
export const errorKey = (err: unknown) =>
  err instanceof ApiRequestError
    ? err.id === 'network'
      ? typeof navigator !== 'undefined' && !navigator.onLine
        ? 'offline.error'
        : 'errors.network'
      : `apiErrors.${err.id}`
    : 'apiErrors.internal';

/** A DELETE without a body (the server's request guard accepts it without a Content-Type). */
export const deleteJson = <T>(url: string) => request<T>(url, { method: 'DELETE' });
