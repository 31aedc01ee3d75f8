/**
 * Reading together (issue 46 §2): the rules of a group's live session, on the app store (both
 * drivers). The state lives in live_sessions, never only in a process; every change raises the
 * row's seq and is announced through the fan-out (fanout.ts) after it is committed. Members only:
 * anyone else is answered `group_not_found` (404), as by the rest of the groups API.
 */
import type { LivePlace, LiveState } from '../../shared/api';
import { AppError } from '../errors';
import type { Actor } from '../groups/groups.service';

type Me = Pick<Actor, 'userId'>;
import type { SqlRunner } from '../store/sql-runner';
import type { LiveFanout } from './fanout';
import * as Q from './live.sql';

/** a leader whose stream has been gone this long hands the lead on (or the session ends) */
export const LEADER_GONE_MS = 60_000;

const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());
const notFound = () => new AppError('group_not_found', 404);

export class LiveService {
  constructor(
    private readonly sql: SqlRunner,
    readonly fanout: LiveFanout,
    /** whether a place is a verse of the KJV */
    private readonly verseExists: (p: LivePlace) => boolean,
  ) {}

  async isMember(groupId: string, userId: string) {
    return (await this.sql.get(Q.isMember, [groupId, userId])) !== undefined;
  }

  async memberIds(groupId: string): Promise<Set<string>> {
    return new Set((await this.sql.all(Q.memberIds, [groupId])).map((r) => String(r.user_id)));
  }

  /** The session's state for a member (404 for anyone else). */
  async stateFor(userId: string, groupId: string): Promise<LiveState> {
    if (!(await this.isMember(groupId, userId))) throw notFound();
    return this.state(groupId);
  }

  /** The state as stored (no check: the hub checks membership itself). */
  async state(groupId: string): Promise<LiveState> {
    const r = await this.sql.get(Q.state, [groupId]);
    const active = !!r && (r.ended_at === null || r.ended_at === undefined);
    return {
      groupId,
      seq: r ? Number(r.seq) : 0,
      active,
      leader: active ? { id: String(r.leader_id), name: String(r.leader_name ?? '') } : null,
      place: active ? { book: String(r.book), chapter: Number(r.chapter), verse: Number(r.verse) } : null,
      startedAt: active ? iso(r.started_at) : null,
      at: active ? iso(r.updated_at) : null,
    };
  }

  /** A member starts a session at a place and leads it; 409 while one is running. */
  async start(actor: Me, groupId: string, place: LivePlace, now: number) {
    this.checkPlace(place);
    await this.sql.tx(async (sql) => {
      if (!(await sql.get(Q.isMember, [groupId, actor.userId]))) throw notFound();
      const row = await sql.get(Q.session + sql.forUpdate, [groupId]);
      const p = [place.book, place.chapter, place.verse];
      if (!row) await sql.run(Q.insertSession, [groupId, actor.userId, ...p, now, now]);
      else if (row.ended_at === null || row.ended_at === undefined)
        throw new AppError('live_session_running', 409);
      else await sql.run(Q.restart, [actor.userId, ...p, now, now, groupId]);
      await sql.run(Q.touch, [groupId, actor.userId, now]);
    });
    return this.announce(groupId);
  }

  /** The leader moves to a place. */
  async move(actor: Me, groupId: string, place: LivePlace, now: number) {
    this.checkPlace(place);
    await this.sql.tx(async (sql) => {
      await this.leaderOf(sql, groupId, actor.userId);
      await sql.run(Q.move, [place.book, place.chapter, place.verse, now, groupId, actor.userId]);
    });
    return this.announce(groupId);
  }

  /** The leader hands the lead to another member. */
  async handOn(actor: Me, groupId: string, userId: string, now: number) {
    await this.sql.tx(async (sql) => {
      const seq = await this.leaderOf(sql, groupId, actor.userId);
      if (userId === actor.userId || !(await sql.get(Q.isMember, [groupId, userId])))
        throw new AppError('group_member_not_found', 404);
      await sql.run(Q.lead, [userId, now, groupId, seq]);
    });
    return this.announce(groupId);
  }

  /** The leader ends the session. */
  async end(actor: Me, groupId: string, now: number) {
    await this.sql.tx(async (sql) => {
      const seq = await this.leaderOf(sql, groupId, actor.userId);
      await sql.run(Q.end, [now, now, groupId, seq]);
    });
    return this.announce(groupId);
  }

  /**
   * A member left or was removed (or the group ended): a leader who went hands the lead on, and
   * every process rechecks its streams of the group at once.
   */
  async memberGone(groupId: string, userId: string, now: number) {
    const s = await this.sql.get(Q.session, [groupId]);
    if (s && (s.ended_at === null || s.ended_at === undefined) && String(s.leader_id) === userId)
      await this.passLead(groupId, Number(s.seq), userId, now);
    await this.fanout.publish({ groupId, seq: Number(s?.seq ?? 0) });
  }

  /** Members with a stream open here, seen now (the leader's presence keeps the lead). */
  async touch(groups: Map<string, Set<string>>, now: number) {
    for (const [groupId, users] of groups)
      for (const userId of users) await this.sql.run(Q.touch, [groupId, userId, now]);
  }

  /** Sessions whose leader's stream has been gone LEADER_GONE_MS pass to the next member present, or end. */
  async sweep(now: number) {
    const since = now - LEADER_GONE_MS;
    for (const s of await this.sql.all(Q.leaderless, [since, since]))
      await this.passLead(String(s.group_id), Number(s.seq), String(s.leader_id), now);
  }

  private async passLead(groupId: string, seq: number, from: string, now: number) {
    const next = await this.sql.get(Q.nextPresent, [groupId, from, now - LEADER_GONE_MS]);
    const changed = next
      ? await this.sql.run(Q.lead, [String(next.user_id), now, groupId, seq])
      : await this.sql.run(Q.end, [now, now, groupId, seq]);
    if (changed) await this.announce(groupId);
  }

  /** the session's seq, or the error of one who is not its leader */
  private async leaderOf(sql: SqlRunner, groupId: string, userId: string) {
    if (!(await sql.get(Q.isMember, [groupId, userId]))) throw notFound();
    const row = await sql.get(Q.session + sql.forUpdate, [groupId]);
    if (!row || (row.ended_at !== null && row.ended_at !== undefined))
      throw new AppError('live_session_not_running', 409);
    if (String(row.leader_id) !== userId) throw new AppError('live_leader_only', 403);
    return Number(row.seq);
  }

  private checkPlace(place: LivePlace) {
    if (!this.verseExists(place)) throw new AppError('live_place_invalid', 400);
  }

  private async announce(groupId: string) {
    const state = await this.state(groupId);
    await this.fanout.publish({ groupId, seq: state.seq });
    return state;
  }
}
