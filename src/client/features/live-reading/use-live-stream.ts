/**
 * A group's live reading as the server streams it (Server-Sent Events, docs/api.md "Reading
 * together"): the state, kept current. The browser's EventSource reconnects by itself after a drop
 * and sends Last-Event-ID, so it catches up; `closed` (removed from the group) ends it for good.
 */
import { useEffect, useState } from 'react';
import type { LiveState } from '../../../shared/api';
import { liveApi } from './live-session';

export type LiveStream =
  | { status: 'connecting'; state: LiveState | null }
  | { status: 'open' | 'reconnecting'; state: LiveState }
  | { status: 'closed'; state: null };

export function useLiveStream(groupId: string | null): LiveStream {
  // the answer of the group it belongs to: another group starts as connecting, without a reset in the effect
  const [held, setHeld] = useState<{ groupId: string | null; stream: LiveStream }>({
    groupId: null,
    stream: { status: 'connecting', state: null },
  });
  useEffect(() => {
    if (!groupId) return;
    const setStream = (next: LiveStream | ((s: LiveStream) => LiveStream)) =>
      setHeld((h) => ({
        groupId,
        stream: typeof next === 'function' ? next(h.groupId === groupId ? h.stream : CONNECTING) : next,
      }));
    const source = new EventSource(liveApi.eventsUrl(groupId));
    source.addEventListener('state', (e) => {
      setStream({ status: 'open', state: JSON.parse((e as MessageEvent<string>).data) as LiveState });
    });
    source.addEventListener('closed', () => {
      source.close();
      setStream({ status: 'closed', state: null });
    });
    source.onerror = () => {
      // a 401/404 answer closes the source for good (readyState CLOSED); a drop reconnects
      if (source.readyState === EventSource.CLOSED) setStream({ status: 'closed', state: null });
      else setStream((s) => (s.state ? { status: 'reconnecting', state: s.state } : s));
    };
    return () => source.close();
  }, [groupId]);
  return held.groupId === groupId ? held.stream : CONNECTING;
}

const CONNECTING: LiveStream = { status: 'connecting', state: null };
