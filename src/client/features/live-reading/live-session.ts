/**
 * The live reading this tab takes part in (issue 46 §2), kept in sessionStorage so that a reload
 * comes back into it: the group, and whether the member follows the leader or has stepped away.
 * The session itself is on the server (GET /api/groups/:id/live); this is only the tab's part.
 */
import { useSyncExternalStore } from 'react';
import type { LivePlace, LiveState } from '../../../shared/api';
import { deleteJson, getJson, postJson } from '../../lib/api';

export interface TabLive {
  groupId: string;
  /** false: stepped away (the reader stays where the member is) */
  following: boolean;
}

const KEY = 'liveReading';
const listeners = new Set<() => void>();
let current: TabLive | null = read();

function read(): TabLive | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TabLive | null;
    return v && typeof v.groupId === 'string'
      ? { groupId: v.groupId, following: v.following !== false }
      : null;
  } catch {
    return null;
  }
}

export function setTabLive(next: TabLive | null) {
  current = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the session lasts as long as the page
  }
  listeners.forEach((l) => l());
}

export const useTabLive = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => current,
  );

const base = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}/live`;
export const liveApi = {
  state: (groupId: string) => getJson<LiveState>(base(groupId)),
  start: (groupId: string, place: LivePlace) => postJson<LiveState>(base(groupId), place),
  move: (groupId: string, place: LivePlace) => postJson<LiveState>(`${base(groupId)}/place`, place),
  end: (groupId: string) => deleteJson<LiveState>(base(groupId)),
  eventsUrl: (groupId: string) => `${base(groupId)}/events`,
};
