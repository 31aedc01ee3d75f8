import { startTransition, useCallback, useEffect, useState } from 'react';
import { getJson } from './api';

export interface ApiState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * GETs `url` (null: nothing) and re-fetches when it changes; stale answers are dropped. While a
 * new URL loads, the last answer stays in `data` (the page keeps showing it) and `error` is cleared.
 * An answer is rendered in a transition: in slices that yield to input, not one long task.
 */
export function useApi<T>(url: string | null): ApiState<T> {
  const [attempt, setAttempt] = useState(0);
  // which request (URL and attempt) the settled answer belongs to: loading is derived from it
  const request = url === null ? null : `${attempt} ${url}`;
  const [settled, setSettled] = useState<{ request: string | null; data: T | null; error: unknown }>({
    request: null,
    data: null,
    error: null,
  });
  useEffect(() => {
    if (url === null) return;
    const ctrl = new AbortController();
    getJson<T>(url, ctrl.signal).then(
      (data) => startTransition(() => setSettled({ request, data, error: null })),
      (error: Error) => {
        if (error.name !== 'AbortError') startTransition(() => setSettled({ request, data: null, error }));
      },
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
  };
}
