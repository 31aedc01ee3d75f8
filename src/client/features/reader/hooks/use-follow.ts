import { useEffect } from 'react';

/** Room kept clear above and below a followed verse: the top bar, and the bars docked at the bottom. */
const TOP = 80;
const BOTTOM = 160;

/**
 * Keeps the verse being read on the screen: when it starts outside the clear part of the window,
 * it is scrolled to the middle (smoothly, unless the user asks for less motion). A verse already
 * in view is left where it is, so the text does not move under the reader's eyes at every verse.
 */
export function useFollow(verse: number | null) {
  useEffect(() => {
    if (verse === null) return;
    const el = document.getElementById(`v${verse}`);
    if (!el) return;
    const box = el.getBoundingClientRect();
    if (box.top >= TOP && box.bottom <= window.innerHeight - BOTTOM) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [verse]);
}
