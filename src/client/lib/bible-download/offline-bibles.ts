/**
 * The state of downloaded Bibles in this tab: which are kept, which are arriving (and how far),
 * their sizes and whether a newer copy is on the server. One store for the page, so the reader's
 * button and the library's list show the same download; components read it with useOfflineBibles.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { bibleSize, downloadBible, newerBible, type BibleSize } from './download';
import { removeBible, storeBible, storedBibles, type StoredBible } from './store';

export type Download = { phase: 'downloading'; share: number } | { phase: 'failed'; error: unknown };

export interface OfflineBibles {
  /** false until IndexedDB has been read (or could not be: then nothing is kept) */
  ready: boolean;
  stored: ReadonlyMap<string, StoredBible>;
  downloads: ReadonlyMap<string, Download>;
  /** the download's size over the wire, once asked for */
  sizes: ReadonlyMap<string, BibleSize>;
  /** a newer copy than the one kept, when the server has one */
  updates: ReadonlyMap<string, BibleSize>;
}

let state: OfflineBibles = {
  ready: false,
  stored: new Map(),
  downloads: new Map(),
  sizes: new Map(),
  updates: new Map(),
};
const listeners = new Set<() => void>();
const aborts = new Map<string, AbortController>();
/** what has been asked for once this page: sizes, update checks */
const asked = new Set<string>();

function set(change: Partial<OfflineBibles>) {
  state = { ...state, ...change };
  for (const l of listeners) l();
}

const withEntry = <V>(map: ReadonlyMap<string, V>, id: string, value: V | null) => {
  const next = new Map(map);
  if (value === null) next.delete(id);
  else next.set(id, value);
  return next;
};

let loading: Promise<void> | null = null;
/** Reads the kept Bibles from IndexedDB (once; again after a change). */
export function loadStored(): Promise<void> {
  loading ??= storedBibles().then(
    (list) => set({ ready: true, stored: new Map(list.map((b) => [b.id, b])) }),
    () => set({ ready: true }),
  );
  return loading;
}

/** Asks the server for a download's size (once a page, on first need). */
export function askSize(id: string) {
  if (asked.has(`size ${id}`)) return;
  asked.add(`size ${id}`);
  bibleSize(id).then(
    (size) => set({ sizes: withEntry(state.sizes, id, size) }),
    () => asked.delete(`size ${id}`), // asked again next time (offline now, perhaps)
  );
}

/** Asks whether a kept Bible has a newer copy on the server (once a page, when online). */
export function checkUpdate(id: string) {
  const kept = state.stored.get(id);
  if (!kept || asked.has(`update ${id}`) || !navigator.onLine) return;
  asked.add(`update ${id}`);
  newerBible(id, kept.etag).then(
    (newer) => newer && set({ updates: withEntry(state.updates, id, newer) }),
    () => asked.delete(`update ${id}`),
  );
}

/** Downloads a Bible and keeps it (replacing the copy kept, if any). */
export async function startDownload(id: string) {
  if (state.downloads.get(id)?.phase === 'downloading') return;
  const ctrl = new AbortController();
  aborts.set(id, ctrl);
  const progress = (share: number) =>
    set({ downloads: withEntry(state.downloads, id, { phase: 'downloading', share }) });
  progress(0);
  try {
    const got = await downloadBible(id, progress, ctrl.signal);
    const kept = await storeBible(got.text, got.etag, got.bytes);
    // a kept Bible should not be evicted under storage pressure like a cache (the browser decides)
    void navigator.storage?.persist?.().catch(() => false);
    set({
      stored: withEntry(state.stored, id, kept),
      downloads: withEntry(state.downloads, id, null),
      updates: withEntry(state.updates, id, null),
    });
  } catch (error) {
    const cancelled = (error as Error).name === 'AbortError';
    set({ downloads: withEntry(state.downloads, id, cancelled ? null : { phase: 'failed', error }) });
  } finally {
    aborts.delete(id);
  }
}

export function cancelDownload(id: string) {
  aborts.get(id)?.abort();
}

export async function removeDownloaded(id: string) {
  await removeBible(id);
  set({ stored: withEntry(state.stored, id, null), updates: withEntry(state.updates, id, null) });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The downloaded Bibles' state; reads IndexedDB on first use. */
export function useOfflineBibles(): OfflineBibles {
  useEffect(() => void loadStored(), []);
  return useSyncExternalStore(subscribe, () => state);
}

/** For tests: forget everything this module holds. */
export function resetOfflineBibles() {
  state = { ready: false, stored: new Map(), downloads: new Map(), sizes: new Map(), updates: new Map() };
  loading = null;
  asked.clear();
}
