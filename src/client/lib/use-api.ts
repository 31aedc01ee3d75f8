import { useCallback, useEffect, useState } from 'react';
import { getJson } from './api';

export interface ApiState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/** GETs `url` (null: nothing) and re-fetches when it changes; stale answers are dropped. */
export function useApi<T>(url: string | null): ApiState<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: url !== null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (url === null) return;
    const ctrl = new AbortController();
    setState((s) => ({ data: s.data, error: null, loading: true }));
    getJson<T>(url, ctrl.signal).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: Error) => {
        if (error.name !== 'AbortError') setState({ data: null, error, loading: false });
      },
    );
    return () => ctrl.abort();
  }, [url, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
