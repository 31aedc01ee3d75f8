/**
 * The library synced to the account (ADR 019), loaded only once signed in. Offline first: the
 * library is still written to this browser first (slot.ts), and every change is put in an outbox
 * (localStorage `library.sync`) that is sent when the server can be reached — at once when online,
 * else when the connection returns. Changes of other devices are pulled from a cursor (every 15 s
 * while the page is shown, on focus, after each push). A record changed here while another device
 * changed it is merged by shared/library-merge.ts, here and on the server alike: a note keeps both
 * texts. The first sync of an account in a browser sends the whole local library (merged, never
 * overwritten, on the server), then takes the account's.
 */
import type { LibraryChange, LibraryKind, LibraryPullAnswer } from '../../../shared/api';
import { mergeRecord } from '../../../shared/library-merge';
import { slots } from './library';
import { planSlot } from './plans';
import { HISTORY_CAP, isBookmark, isHighlight, isNote, isReading, isSavedStudy } from './records';
import { isPlanProgress } from './plans';
import type { Slot } from './slot';

type Rec = Record<string, unknown>;
interface Part {
  slot: Slot<Rec[]>;
  check: (v: unknown) => boolean;
  id: (r: Rec) => string;
  date: (r: Rec) => string;
}
const byId = (r: Rec) => String(r.id);
const PARTS: Record<LibraryKind, Part> = {
  note: { slot: slots.notes as never, check: isNote, id: byId, date: (r) => String(r.updatedAt) },
  bookmark: { slot: slots.bookmarks as never, check: isBookmark, id: byId, date: (r) => String(r.createdAt) },
  highlight: {
    slot: slots.highlights as never,
    check: isHighlight,
    id: byId,
    date: (r) => String(r.updatedAt),
  },
  reading: {
    slot: slots.history as never,
    check: isReading,
    id: (r) => `${r.book}.${r.chapter}`,
    date: (r) => String(r.at),
  },
  study: { slot: slots.studies as never, check: isSavedStudy, id: byId, date: (r) => String(r.savedAt) },
  plan: { slot: planSlot as never, check: isPlanProgress, id: byId, date: (r) => String(r.updatedAt) },
};
const KINDS = Object.keys(PARTS) as LibraryKind[];

interface Pending {
  kind: LibraryKind;
  id: string;
  body: Rec | null;
  updatedAt: string;
  deleted: boolean;
  base: number | null;
}
interface State {
  user: string;
  cursor: number;
  revs: Record<string, number>;
  outbox: Record<string, Pending>;
}
const KEY = 'library.sync';
const key = (kind: string, id: string) => `${kind}:${id}`;
const PUSH_BATCH = 500;
const POLL_MS = 15_000;

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error';

/** What the account screen shows: how many changes wait, and when the last sync worked. */
export const syncInfo = {
  status: 'idle' as SyncStatus,
  pending: 0,
  lastSync: null as string | null,
  conflicts: 0,
};
const listeners = new Set<() => void>();
export const onSyncInfo = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
const announce = (patch: Partial<typeof syncInfo>) => {
  Object.assign(syncInfo, patch);
  listeners.forEach((l) => l());
};

function load(): State | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as State | null;
  } catch {
    return null;
  }
}

export interface SyncDeps {
  /** fetch with the session (refreshed once on a 401); throws on a network failure */
  request: (url: string, init?: RequestInit) => Promise<Response>;
  /** the session is gone for good */
  onSignedOut: () => void;
}

let engine: ReturnType<typeof createEngine> | null = null;

/** Starts syncing the library of `user` (idempotent). */
export function startSync(user: string, deps: SyncDeps) {
  if (engine?.user === user) return engine;
  engine?.stop();
  engine = createEngine(user, deps);
  return engine;
}
export const stopSync = () => {
  engine?.stop();
  engine = null;
};
/** Sends what waits now (before signing out); false when it could not be sent. */
export const flushSync = async () => (engine ? engine.flush() : true);

function createEngine(user: string, deps: SyncDeps) {
  const previous = load();
  const state: State = previous?.user === user ? previous : { user, cursor: 0, revs: {}, outbox: {} };
  const save = () => {
    try {
      localStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      /* full: the outbox lasts this visit */
    }
    announce({ pending: Object.keys(state.outbox).length });
  };
  // what each part held when last seen, to tell what changed
  const seen = new Map<LibraryKind, Map<string, string>>();
  const snapshot = (kind: LibraryKind) =>
    new Map(PARTS[kind].slot.get().map((r) => [PARTS[kind].id(r), JSON.stringify(r)] as const));
  let applying = false;

  const queue = (kind: LibraryKind, id: string, body: Rec | null, updatedAt: string) => {
    const k = key(kind, id);
    state.outbox[k] = { kind, id, body, updatedAt, deleted: body === null, base: state.revs[k] ?? null };
  };

  if (previous?.user !== user)
    // a first sync here: everything this browser holds goes to the account, merged there
    for (const kind of KINDS)
      for (const r of PARTS[kind].slot.get()) queue(kind, PARTS[kind].id(r), r, PARTS[kind].date(r));
  for (const kind of KINDS) seen.set(kind, snapshot(kind));
  save();

  const onChange = (kind: LibraryKind) => () => {
    const before = seen.get(kind)!;
    const now = snapshot(kind);
    seen.set(kind, now);
    if (applying) return;
    let changed = false;
    for (const [id, json] of now)
      if (before.get(id) !== json) {
        const r = JSON.parse(json) as Rec;
        queue(kind, id, r, PARTS[kind].date(r));
        changed = true;
      }
    for (const id of before.keys())
      if (!now.has(id)) {
        queue(kind, id, null, new Date().toISOString());
        changed = true;
      }
    if (changed) {
      save();
      schedule();
    }
  };
  const unsubscribe = KINDS.map((kind) => PARTS[kind].slot.subscribe(onChange(kind)));

  /** Writes records from the server into the browser's library, without queueing them back. */
  function apply(changes: LibraryChange[]) {
    const byKind = new Map<LibraryKind, LibraryChange[]>();
    for (const c of changes) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
    let conflicts = 0;
    for (const [kind, list] of byKind) {
      const part = PARTS[kind];
      const records = new Map(part.slot.get().map((r) => [part.id(r), r] as const));
      for (const c of list) {
        const k = key(kind, c.id);
        state.revs[k] = c.rev;
        const pending = state.outbox[k];
        let version = { body: c.body, updatedAt: c.updatedAt, deleted: c.deleted };
        if (pending) {
          // changed here too since: merged, and sent again on the revision just seen
          const merged = mergeRecord(kind, version, pending);
          version = merged;
          state.outbox[k] = { ...pending, ...merged, body: merged.body, base: c.rev };
        }
        if (version.deleted || !version.body) records.delete(c.id);
        else if (part.check(version.body)) records.set(c.id, version.body);
        if (kind === 'note' && Array.isArray(version.body?.conflicts)) conflicts++;
      }
      const next = [...records.values()].sort((a, b) => (part.date(a) < part.date(b) ? 1 : -1));
      applying = true;
      try {
        // the history keeps its cap (the library page says it), as when read here
        part.slot.set(kind === 'reading' ? next.slice(0, HISTORY_CAP) : next);
      } finally {
        applying = false;
      }
    }
    if (conflicts) announce({ conflicts: syncInfo.conflicts + conflicts });
  }

  async function push(): Promise<void> {
    const sending = Object.values(state.outbox).slice(0, PUSH_BATCH);
    if (!sending.length) return;
    const res = await deps.request('/api/library/changes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ changes: sending }),
    });
    if (!res.ok) throw new Error(`push ${res.status}`);
    const answer = (await res.json()) as { revs: number[]; conflicts: LibraryChange[] };
    sending.forEach((c, i) => {
      const k = key(c.kind, c.id);
      state.revs[k] = answer.revs[i];
      // a change typed while this one was on its way stays, on the new revision
      if (state.outbox[k] === c) delete state.outbox[k];
      else if (state.outbox[k]) state.outbox[k].base = answer.revs[i];
    });
    apply(answer.conflicts);
    save();
    if (Object.keys(state.outbox).length) return push();
  }

  async function pull(): Promise<void> {
    const res = await deps.request(`/api/library/changes?since=${state.cursor}`);
    if (!res.ok) throw new Error(`pull ${res.status}`);
    const answer = (await res.json()) as LibraryPullAnswer;
    apply(answer.changes);
    state.cursor = Number(answer.cursor);
    save();
    if (answer.more) return pull();
  }

  let running: Promise<boolean> | null = null;
  let again = false;
  /** One round: push what waits, then pull; rounds never overlap. */
  function round(): Promise<boolean> {
    if (running) {
      again = true;
      return running;
    }
    announce({ status: 'syncing' });
    running = (async () => {
      try {
        await push();
        await pull();
        announce({ status: 'idle', lastSync: new Date().toISOString() });
        return true;
      } catch (err) {
        if ((err as Error).message.endsWith(' 401')) deps.onSignedOut();
        announce({ status: navigator.onLine ? 'error' : 'offline' });
        return false;
      } finally {
        running = null;
        if (again) {
          again = false;
          void round();
        }
      }
    })();
    return running;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  function schedule(ms = 600) {
    clearTimeout(timer);
    timer = setTimeout(() => void round(), ms);
  }
  const onOnline = () => void round();
  const onVisible = () => document.visibilityState === 'visible' && void round();
  const poll = setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void round();
  }, POLL_MS);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void round();

  return {
    user,
    flush: round,
    sync: round,
    stop() {
      clearTimeout(timer);
      clearInterval(poll);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe.forEach((u) => u());
    },
  };
}

/** Forgets the account's sync state in this browser (the library itself stays). */
export function forgetSync() {
  stopSync();
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
