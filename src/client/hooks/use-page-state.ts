import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router';

/**
 * State that goes back to `initial` on a change of page, and when `resetKey` changes: a menu or a
 * panel that shuts when the visitor goes elsewhere.
 *
 * The router shows a new page in a React transition, so while the page's code loads the address
 * bar already names the new page and `useLocation` still the old one. What the visitor sets in
 * that time (a panel opened while the page loads) belongs to the new page: each value remembers
 * the page the address bar named when it was set, and the arrival of that page keeps it.
 */
export function usePageState<T>(initial: T, resetKey: unknown = null): [T, Dispatch<SetStateAction<T>>] {
  const { pathname } = useLocation();
  const [state, setState] = useState({ value: initial, page: pathname });
  // what was last rendered: a change of either is a reset, unless the value was set on the new page
  const [shown, setShown] = useState({ page: pathname, key: resetKey });
  const set = useCallback<Dispatch<SetStateAction<T>>>((action) => {
    const page = window.location.pathname;
    setState((s) => ({
      value: typeof action === 'function' ? (action as (v: T) => T)(s.value) : action,
      page,
    }));
  }, []);
  if (shown.page !== pathname || !Object.is(shown.key, resetKey)) {
    setShown({ page: pathname, key: resetKey });
    if (state.page !== pathname || !Object.is(shown.key, resetKey)) {
      setState({ value: initial, page: pathname });
      return [initial, set];
    }
  }
  return [state.value, set];
}
