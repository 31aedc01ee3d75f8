import type { ApiError, Passage, Translation } from '../../../../shared/api';

/** An API failure with the server's error id and its (already localised) message. */
export class ApiRequestError extends Error {
  constructor(readonly id: string, message: string) {
    super(message);
  }
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError('network', navigator.onLine ? 'The server could not be reached.' : 'You are offline.');
  }
  const body = (await res.json().catch(() => null)) as T | ApiError | null;
  if (!res.ok || body === null) {
    const error = (body as ApiError | null)?.error;
    throw new ApiRequestError(error?.id ?? 'internal', error?.message ?? `Request failed (${res.status}).`);
  }
  return body as T;
}

export const fetchTranslations = (signal?: AbortSignal) => getJson<Translation[]>('/api/translations', signal);

export const fetchPassage = (ref: string, translation: string, lang: string, signal?: AbortSignal) =>
  getJson<Passage>(`/api/passages?${new URLSearchParams({ ref, translation, lang })}`, signal);
