/**
 * The groups' requests (docs/api.md "Study groups"): every URL from the endpoint table, every
 * request with the session (a 401 refreshes it once, lib/account.ts), failures as ApiRequestError
 * so that the page says them in the user's language. A GET is `useGroupsEndpoint` (loading,
 * error, retry; re-asked when `reload` is called after a change).
 */
import { useCallback, useEffect, useState } from 'react';
import {
  endpointUrl,
  type AnswerOf,
  type Endpoint,
  type QueryOfEndpoint,
} from '../../../shared/api/endpoints';
import type { ApiError } from '../../../shared/api';
import { sessionFetch } from '../../lib/account';
import { ApiRequestError, failure } from '../../lib/api';

type AnyEndpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string };
/** What a request to an endpoint needs: its path's params, and a POST's body. */
export type RequestArgs<E> = (E extends Endpoint<'GET' | 'POST' | 'DELETE', unknown, unknown, infer P>
  ? [P] extends [never]
    ? object
    : { params: Record<P, string> }
  : never) &
  (E extends { method: 'POST' } ? { body?: QueryOfEndpoint<E> } : object);

/** Sends a request to an endpoint of the table: its params in the path, a POST's body as JSON. */
export async function groupsRequest<E extends AnyEndpoint>(
  endpoint: E,
  args: RequestArgs<E>,
  signal?: AbortSignal,
): Promise<AnswerOf<E>> {
  const { body, ...urlArgs } = args as { body?: unknown; params?: Record<string, string> };
  let res: Response;
  try {
    res = await sessionFetch(endpointUrl(endpoint, urlArgs), {
      method: endpoint.method,
      signal,
      headers:
        endpoint.method === 'POST'
          ? { accept: 'application/json', 'content-type': 'application/json' }
          : { accept: 'application/json' },
      body: endpoint.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError('network', 'network');
  }
  if (res.status === 204) return null as AnswerOf<E>;
  const json = (await res.json().catch(() => null)) as AnswerOf<E> | ApiError | null;
  if (!res.ok || json === null) throw failure(res, json as ApiError | null);
  return json as AnswerOf<E>;
}

export interface GroupsState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** asks again (after a change, or Try again); what was shown stays while it loads */
  reload: () => void;
}

/** GETs an endpoint with the session (null args: nothing to ask yet). */
export function useGroupsEndpoint<E extends AnyEndpoint & { method: 'GET' }>(
  endpoint: E,
  args: RequestArgs<E> | null,
): GroupsState<AnswerOf<E>> {
  const url = args === null ? null : endpointUrl(endpoint, args as { params?: Record<string, string> });
  const [attempt, setAttempt] = useState(0);
  const key = url === null ? null : `${attempt} ${url}`;
  const [settled, setSettled] = useState<{ key: string | null; data: AnswerOf<E> | null; error: unknown }>({
    key: null,
    data: null,
    error: null,
  });
  useEffect(() => {
    if (url === null) return;
    const ctrl = new AbortController();
    groupsRequest(endpoint, (args ?? {}) as never, ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setSettled({ key, data, error: null }),
      (error: Error) => error.name !== 'AbortError' && setSettled((s) => ({ key, data: s.data, error })),
    );
    return () => ctrl.abort();
    // the URL says everything the request depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = key !== null && settled.key === key;
  return {
    data: settled.data,
    error: current ? settled.error : null,
    loading: key !== null && !current,
    reload,
  };
}

/** The API said 404: not a member, removed, or no such group — the app's "not found" page. */
export const isNotFound = (err: unknown) => err instanceof ApiRequestError && err.status === 404;
