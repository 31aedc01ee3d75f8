/**
 * The typed client of the JSON API: every URL from the one table of endpoints
 * (src/shared/api/endpoints.ts), every answer typed by it. `useEndpoint` for what a component
 * shows (useApi underneath), `getEndpoint` / `postEndpoint` for what it does.
 */
import { endpointUrl, type AnswerOf, type QueryOfEndpoint, type UrlArgs } from '../../shared/api/endpoints';
import { getJson, postJson } from './api';
import { useApi, type ApiFallback, type ApiState } from './use-api';

type AnyGet = { method: 'GET'; path: string };
type AnyPost = { method: 'POST'; path: string };

/** The URL of a GET endpoint, as the server routes it. */
export const apiUrl = <E extends AnyGet>(endpoint: E, args: UrlArgs<E>): string =>
  endpointUrl(endpoint, args as Parameters<typeof endpointUrl>[1]);

/** GETs an endpoint (null args: nothing yet) and follows its URL, as useApi does. */
export function useEndpoint<E extends AnyGet>(
  endpoint: E,
  args: UrlArgs<E> | null,
  fallback?: ApiFallback<AnswerOf<E>>,
): ApiState<AnswerOf<E>> {
  return useApi<AnswerOf<E>>(args === null ? null : apiUrl(endpoint, args), fallback);
}

export const getEndpoint = <E extends AnyGet>(endpoint: E, args: UrlArgs<E>, signal?: AbortSignal) =>
  getJson<AnswerOf<E>>(apiUrl(endpoint, args), signal);

export const postEndpoint = <E extends AnyPost>(
  endpoint: E,
  body: QueryOfEndpoint<E>,
  signal?: AbortSignal,
) => postJson<AnswerOf<E>>(endpoint.path, body, signal);
