import { useCallback, useSyncExternalStore } from 'react';
import { slots, updateSettings, type LibraryPart } from './library';
import type { Settings } from './records';

type Value<P extends LibraryPart> = ReturnType<(typeof slots)[P]['get']>;

/** One part of the library, kept current as it changes (in this tab or another). */
export function useLibrary<P extends LibraryPart>(part: P): Value<P> {
  const slot = slots[part];
  return useSyncExternalStore(slot.subscribe, slot.get as () => Value<P>);
}

/** One setting and its setter, like useState, kept in the settings store. */
export function useSetting<K extends keyof Settings>(key: K): [Settings[K], (v: Settings[K]) => void] {
  const settings = useLibrary('settings');
  const set = useCallback((v: Settings[K]) => void updateSettings({ [key]: v }), [key]);
  return [settings[key], set];
}
