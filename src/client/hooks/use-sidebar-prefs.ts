import { useCallback, useState } from 'react';

/** Spec §4, §9: width 280 by default, dragged between 240 and 400, 80 when collapsed. */
export const SIDEBAR = { defaultWidth: 280, minWidth: 240, maxWidth: 400, collapsedWidth: 80 } as const;
export const WIDTH_KEY = 'sidebarWidth';
export const COLLAPSED_KEY = 'sidebarCollapsed';

export const clampWidth = (w: number) =>
  Math.min(SIDEBAR.maxWidth, Math.max(SIDEBAR.minWidth, Math.round(w)));

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the preference lasts for this visit */
  }
}

/** The sidebar's width and collapsed flag, restored from and saved to localStorage. */
export function useSidebarPrefs() {
  const [width, setWidthState] = useState(() => {
    const stored = Number(read(WIDTH_KEY));
    return Number.isFinite(stored) && stored > 0 ? clampWidth(stored) : SIDEBAR.defaultWidth;
  });
  const [collapsed, setCollapsedState] = useState(() => read(COLLAPSED_KEY) === 'true');

  const setWidth = useCallback((w: number) => {
    const clamped = clampWidth(w);
    setWidthState(clamped);
    write(WIDTH_KEY, String(clamped));
  }, []);
  const setCollapsed = useCallback((c: boolean) => {
    setCollapsedState(c);
    write(COLLAPSED_KEY, String(c));
  }, []);
  return { width, setWidth, collapsed, setCollapsed };
}
