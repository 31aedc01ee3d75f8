import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts as `initial` and goes back to it whenever `resetKey` changes (the route, a
 * query read from the URL, the chapter shown). The reset happens while rendering, as the React
 * docs advise for "adjusting some state when a prop changes", rather than in an effect after a
 * paint with the stale value. `resetKey` is compared with Object.is; it must not be a function.
 */
export function useResettableState<T>(initial: T, resetKey: unknown): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(initial);
  const [key, setKey] = useState<unknown>(() => resetKey);
  if (!Object.is(key, resetKey)) {
    setKey(() => resetKey);
    setValue(initial);
    return [initial, setValue];
  }
  return [value, setValue];
}
