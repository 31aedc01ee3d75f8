/** The account's requests: JSON POSTs with the session (refreshed once on a 401), failures as ApiRequestError. */
import { failure } from '../../lib/api';
import { sessionFetch } from '../../lib/account';
import type { ApiError } from '../../../shared/api';

/** `session: false` for sign-in and its kin: a refused password must not be retried after a refresh. */
export async function call<T = unknown>(
  url: string,
  body?: unknown,
  lang = 'en',
  session = true,
): Promise<T> {
  const res = await (session ? sessionFetch : fetch)(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as T | ApiError | null;
  if (!res.ok) throw failure(res, json as ApiError | null);
  return json as T;
}
