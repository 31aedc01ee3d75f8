import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, getJson } from './api';

export interface ApiState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  retry: () => void;
  /** the answer came from `fallback`, not the server */
  fallback?: boolean;
}

/** What to show when the server cannot be reached (a downloaded copy), or null: the error stands. */
export type ApiFallback<T> = () => Promise<T | null>;

/**
 * GETs `url` (null: nothing) and re-fetches when it changes; stale answers are dropped. While a
 * new URL loads, the last answer stays in `data` (the page keeps showing it) and `error` is cleared.
 * An answer is rendered in a transition: in slices that yield to input, not one long task.
 */
export function useApi<T>(url: string | null, fallback?: ApiFallback<T>): ApiState<T> {
  const [attempt, setAttempt] = useState(0);
  // which request (URL and attempt) the settled answer belongs to: loading is derived from it
  const request = url === null ? null : `${attempt} ${url}`;
  const [settled, setSettled] = useState<{
    request: string | null;
    data: T | null;
    error: unknown;
    fallback?: boolean;
  }>({ request: null, data: null, error: null });
  // the latest fallback, read when a request fails (a new function each render is no new request)
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });
  useEffect(() => {
    if (url === null) return;
    const ctrl = new AbortController();
    getJson<T>(url, ctrl.signal)
      .then(
        (data) => ({ data, error: null, fallback: false }),
        async (error: Error) => {
          if (error.name === 'AbortError') throw error;
          const isNetwork = error instanceof ApiRequestError && error.id === 'network';
          const data =
            isNetwork && fallbackRef.current ? await fallbackRef.current().catch(() => null) : null;
          return data === null
            ? { data: null, error, fallback: false }
            : { data, error: null, fallback: true };
        },
      )
      .then(
        (answer) => {
          if (!ctrl.signal.aborted) startTransition(() => setSettled({ request, ...answer }));
        },
        () => {},
      );
    return () => ctrl.abort();
  }, [url, request]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = request !== null && settled.request === request;
  return {
    data: settled.data,
    error: current ? settled.error : null,
    loading: request !== null && !current,
    retry,
    fallback: current && !!settled.fallback,
  };
}
