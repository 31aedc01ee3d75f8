/**
 * Whether this browser is signed in to an account, and requests made with its session. The
 * session itself is two HttpOnly cookies no script can read (ADR 020); what is kept here, in
 * localStorage `account`, is only a hint — the account's id and address — so that a visitor who
 * never signed in costs no request, and the top bar can show who is signed in before the
 * server answers. Signed in, the library's sync (library/sync.ts, its own chunk) is started.
 */
import { useSyncExternalStore } from 'react';
import type { AccountUser } from '../../shared/api';

type State =
  | { status: 'signed-out' }
  | { status: 'checking' | 'signed-in'; user: Pick<AccountUser, 'id' | 'email'> & Partial<AccountUser> };

const HINT = 'account';
function readHint(): { id: string; email: string } | null {
  try {
    const v = JSON.parse(localStorage.getItem(HINT) ?? 'null') as { id?: unknown; email?: unknown } | null;
    return typeof v?.id === 'string' && typeof v.email === 'string' ? { id: v.id, email: v.email } : null;
  } catch {
    return null;
  }
}

const hint = typeof localStorage === 'undefined' ? null : readHint();
let state: State = hint ? { status: 'checking', user: hint } : { status: 'signed-out' };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

export const useAccount = () => useSyncExternalStore(subscribe, () => state);
export const accountState = () => state;

let refreshing: Promise<boolean> | null = null;
/** Rotates the session's tokens (POST /api/auth/refresh); several callers share one request. */
function refresh(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => setTimeout(() => (refreshing = null), 0));
  return refreshing;
}

/** fetch with the session: a 401 (the short-lived access token expired) refreshes once and retries. */
export async function sessionFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status !== 401 || !(await refresh())) return res;
  return fetch(url, init);
}

/** Signed in (or still so): remembers who, and starts syncing the library. */
export function signedIn(user: Pick<AccountUser, 'id' | 'email'> & Partial<AccountUser>) {
  try {
    localStorage.setItem(HINT, JSON.stringify({ id: user.id, email: user.email }));
  } catch {
    /* the hint lasts this visit */
  }
  set({ status: 'signed-in', user });
  void import('./library/sync').then((s) =>
    s.startSync(user.id, { request: sessionFetch, onSignedOut: signedOut }),
  );
}

/** The session ended (signed out, revoked, expired): the library stays in this browser. */
export function signedOut() {
  try {
    localStorage.removeItem(HINT);
  } catch {
    /* nothing kept */
  }
  set({ status: 'signed-out' });
  void import('./library/sync').then((s) => s.stopSync());
}

/** Asks the server whether the hinted session still lives (once, at start). */
async function check() {
  try {
    const res = await sessionFetch('/api/auth/session');
    if (res.ok) signedIn(((await res.json()) as { user: AccountUser }).user);
    else if (res.status === 401) signedOut();
    else set({ status: 'signed-in', user: hint! }); // the server unreachable: offline, still this account's
  } catch {
    // offline: the library works as ever, and syncs once the connection returns
    signedIn(hint!);
  }
}
if (hint) void check();

/** Signs out here: what waits is sent first, then the session ends. */
export async function signOut() {
  const sync = await import('./library/sync');
  await sync.flushSync().catch(() => false);
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => {});
  signedOut();
}
