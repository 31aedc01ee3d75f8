import { useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as the last scroll event left it. Read there, not while rendering:
 * reading `window.scrollY` makes the browser lay out the page if anything changed, and React asks
 * for the snapshot on every render of the top bar, so the first renders of a page each paid for a
 * layout of their own (issue 26).
 */
let offset = 0;

function subscribe(onChange: () => void) {
  const read = () => {
    offset = window.scrollY;
    onChange();
  };
  read(); // where the page is now (a reload can restore a scrolled page)
  window.addEventListener('scroll', read, { passive: true });
  return () => window.removeEventListener('scroll', read);
}

/** True once the page is scrolled more than `threshold` pixels (spec §9: 20). */
export function useScrolled(threshold = 20): boolean {
  return useSyncExternalStore(subscribe, () => offset > threshold);
}
