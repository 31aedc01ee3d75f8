/**
 * One part of the library in one localStorage key, as `{ "v": 1, "data": … }`, checked when read.
 * Each part has its own key, so a note typed in the reader never rewrites the saved studies. What
 * fails the check is never thrown away: the raw value is copied to `<key>.unreadable` first, and
 * a list keeps its good records. Other tabs' writes arrive through the `storage` event. When the
 * storage is unavailable (private mode) or full, the value lasts the visit and `set` says so.
 */
import { LIBRARY_VERSION } from './records';

export interface Slot<T> {
  get(): T;
  /** false: the browser refused to store it (full or unavailable); it still holds for this visit */
  set(next: T): boolean;
  subscribe(listener: () => void): () => void;
  /** false when the last `set` was refused: what shows lasts only this visit */
  stored(): boolean;
}

interface Options<T> {
  key: string;
  empty: T;
  /** the stored data, checked: null when unusable; `dropped` counts records that failed */
  parse: (data: unknown) => { value: T; dropped: number } | null;
  /** when the key holds nothing: a value from older keys (the reader's former preferences) */
  migrate?: () => T | null;
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function keepUnreadable(key: string, raw: string) {
  try {
    localStorage.setItem(`${key}.unreadable`, raw);
  } catch {
    /* nothing more can be done; the original stays in place until the next write */
  }
}

export function createSlot<T>({ key, empty, parse, migrate }: Options<T>): Slot<T> {
  let cache: { value: T } | null = null;
  let stored = true;
  const listeners = new Set<() => void>();

  function load(): T {
    const raw = readRaw(key);
    if (raw === null) return migrate?.() ?? empty;
    try {
      const stored = JSON.parse(raw) as { v?: unknown; data?: unknown };
      const parsed = stored?.v === LIBRARY_VERSION ? parse(stored.data) : null;
      if (parsed) {
        if (parsed.dropped > 0) keepUnreadable(key, raw);
        return parsed.value;
      }
    } catch {
      /* not JSON: kept aside below */
    }
    keepUnreadable(key, raw);
    return empty;
  }

  const notify = () => listeners.forEach((l) => l());

  return {
    get() {
      cache ??= { value: load() };
      return cache.value;
    },
    set(next) {
      try {
        localStorage.setItem(key, JSON.stringify({ v: LIBRARY_VERSION, data: next }));
        stored = true;
      } catch {
        stored = false;
      }
      cache = { value: next };
      notify();
      return stored;
    },
    stored: () => stored,
    subscribe(listener) {
      const onStorage = (e: StorageEvent) => {
        if (e.key !== key && e.key !== null) return;
        cache = null;
        listener();
      };
      listeners.add(listener);
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A list slot's parse: keeps the records that pass `check`, counts the rest. */
export function listParser<T>(check: (v: unknown) => v is T) {
  return (data: unknown) => {
    if (!Array.isArray(data)) return null;
    const value = data.filter(check);
    return { value, dropped: data.length - value.length };
  };
}
