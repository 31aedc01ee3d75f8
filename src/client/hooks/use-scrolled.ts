import { useSyncExternalStore } from 'react';

/** True once the page is scrolled more than `threshold` pixels (spec §9: 20). */
export function useScrolled(threshold = 20): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > threshold,
  );
}
