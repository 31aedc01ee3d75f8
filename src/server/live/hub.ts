/**
 * The live streams this process holds (Server-Sent Events, ADR 022), by group. A stream's first
 * event is the current state (unless its Last-Event-ID already has it), then one `state` event per
 * change the fan-out announces, `id:` the session's seq. On each notice the group's state and
 * members are read once, whatever the number of streams: a stream whose user is no longer a member
 * gets a `closed` event and ends at once. A comment every HEARTBEAT_MS keeps proxies from closing an
 * idle stream and marks its members present (the leader's presence keeps the lead).
 */
import type { ServerResponse } from 'node:http';
import type { LiveState } from '../../shared/api';
import type { LiveNotice } from './fanout';
import type { LiveService } from './live.service';

export const HEARTBEAT_MS = 15_000;

interface Stream {
  userId: string;
  res: ServerResponse;
  /** the last seq written to it */
  seq: number;
}

const frame = (s: LiveState) => `id: ${s.seq}\nevent: state\ndata: ${JSON.stringify(s)}\n\n`;

export class LiveHub {
  private readonly groups = new Map<string, Set<Stream>>();
  private readonly timer: NodeJS.Timeout;
  /** notices arrive faster than a group's state is read: one read at a time a group, then the newest */
  private readonly busy = new Map<string, boolean>();

  constructor(
    private readonly live: LiveService,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    live.fanout.subscribe((n) => void this.notice(n).catch(onError));
    this.timer = setInterval(() => void this.beat().catch(onError), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Opens a stream on `res` (headers already written) for a member; `lastSeq` from Last-Event-ID. */
  async open(groupId: string, userId: string, res: ServerResponse, lastSeq: number) {
    const stream: Stream = { userId, res, seq: lastSeq };
    let set = this.groups.get(groupId);
    if (!set) this.groups.set(groupId, (set = new Set()));
    set.add(stream);
    res.on('close', () => {
      set.delete(stream);
      if (set.size === 0 && this.groups.get(groupId) === set) this.groups.delete(groupId);
    });
    await this.live.touch(new Map([[groupId, new Set([userId])]]), this.now());
    const state = await this.live.state(groupId);
    if (state.seq !== stream.seq) this.write(stream, state);
    else res.write(': caught up\n\n');
  }

  /** streams open, for tests and the bench */
  count(groupId?: string) {
    if (groupId) return this.groups.get(groupId)?.size ?? 0;
    let n = 0;
    for (const set of this.groups.values()) n += set.size;
    return n;
  }

  private write(stream: Stream, state: LiveState) {
    stream.seq = state.seq;
    stream.res.write(frame(state));
  }

  private async notice(n: LiveNotice | null) {
    const ids = n ? [n.groupId] : [...this.groups.keys()];
    await Promise.all(ids.map((id) => this.refresh(id)));
  }

  private async refresh(groupId: string): Promise<void> {
    if (!this.groups.has(groupId)) return;
    if (this.busy.has(groupId)) {
      this.busy.set(groupId, true); // read again once the read under way is done
      return;
    }
    this.busy.set(groupId, false);
    try {
      const [state, members] = await Promise.all([this.live.state(groupId), this.live.memberIds(groupId)]);
      for (const stream of this.groups.get(groupId) ?? []) {
        if (!members.has(stream.userId)) {
          stream.res.end('event: closed\ndata: {"reason":"not_member"}\n\n');
          continue;
        }
        if (state.seq !== stream.seq) this.write(stream, state);
      }
    } finally {
      const again = this.busy.get(groupId);
      this.busy.delete(groupId);
      if (again) await this.refresh(groupId);
    }
  }

  private async beat() {
    const present = new Map<string, Set<string>>();
    for (const [groupId, set] of this.groups) {
      present.set(groupId, new Set([...set].map((s) => s.userId)));
      for (const s of set) s.res.write(': heartbeat\n\n');
    }
    await this.live.touch(present, this.now());
    await this.live.sweep(this.now());
  }

  /** Ends every stream (the server is closing: an open stream must not hold it). */
  close() {
    clearInterval(this.timer);
    for (const set of this.groups.values()) for (const s of set) s.res.end();
    this.groups.clear();
  }
}
