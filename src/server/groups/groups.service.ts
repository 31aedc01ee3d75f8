/**
 * Study groups (issue 46): the rules, on the app store's plain SQL (both drivers, like the
 * accounts). Every call names the signed-in user and is checked here, on every request (no cache):
 * a group is found only through its member row, so a non-member — or a member removed a moment ago —
 * gets `group_not_found` (404), as if the group did not exist. The owner alone invites, revokes,
 * removes others and hands the group on; any member shares a study or a note, and leaves. Every
 * action is written to the group's events with who did it.
 */
import {
  type GroupCreated,
  type GroupDetail,
  type GroupEventKind,
  type GroupInvite,
  type GroupRole,
  type GroupSummary,
  type Study,
} from '../../shared/api';
import { newId, sha256 } from '../accounts/secrets';
import { AppError } from '../errors';
import type { SqlRunner } from '../store/sql-runner';
import * as Q from './groups.sql';
import { INVITE_TTL_MS, newInviteCode } from './invite-code';

/** the newest events a group's page shows */
export const EVENTS_SHOWN = 100;

export interface Actor {
  userId: string;
  /** the account's address: its part before the @ names the member when no name is given */
  email: string;
}
interface Member {
  userId: string;
  name: string;
  role: GroupRole;
}

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const defaultName = (email: string) => email.split('@')[0]!.slice(0, 60);
const notFound = () => new AppError('group_not_found', 404);

export class GroupsService {
  constructor(
    private readonly sql: SqlRunner,
    /** a study kept under its id (GET /api/studies/:id), to copy into a group */
    private readonly keptStudy: (id: string) => Promise<Study | null>,
  ) {}

  async create(
    actor: Actor,
    name: string,
    memberName: string | undefined,
    now: number,
  ): Promise<GroupCreated> {
    const id = newId();
    const invite = await this.sql.tx(async (sql) => {
      await sql.run(Q.insertGroup, [id, name, now]);
      const me = memberName ?? defaultName(actor.email);
      await sql.run(Q.insertMember, [id, actor.userId, me, 'owner', now]);
      await event(sql, id, { userId: actor.userId, name: me }, 'created', name, now);
      return makeInvite(sql, id, { userId: actor.userId, name: me }, now);
    });
    return { id, name, invite: { id: invite.id, code: invite.code!, expiresAt: invite.expiresAt } };
  }

  async list(userId: string): Promise<GroupSummary[]> {
    const rows = await this.sql.all(Q.groupsOf, [userId]);
    return rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      role: r.role as GroupRole,
      members: Number(r.members),
    }));
  }

  /** Joins the group of a live invite (already a member: nothing changes). */
  async join(actor: Actor, code: string, memberName: string | undefined, now: number) {
    return this.sql.tx(async (sql) => {
      const invite = await sql.get(Q.liveInvite, [sha256(code), now]);
      if (!invite) throw new AppError('group_invite_invalid', 404);
      const groupId = String(invite.group_id);
      if (await member(sql, groupId, actor.userId)) return { id: groupId };
      const name = memberName ?? defaultName(actor.email);
      await sql.run(Q.insertMember, [groupId, actor.userId, name, 'member', now]);
      await event(sql, groupId, { userId: actor.userId, name }, 'joined', null, now);
      return { id: groupId };
    });
  }

  async detail(userId: string, groupId: string, now: number): Promise<GroupDetail> {
    const me = await this.need(groupId, userId);
    const [group, members, studies, notes, events] = await Promise.all([
      this.sql.get(Q.group, [groupId]),
      this.sql.all(Q.members, [groupId]),
      this.sql.all(Q.studies, [groupId]),
      this.sql.all(Q.notes, [groupId]),
      this.sql.all(Q.events, [groupId, EVENTS_SHOWN]),
    ]);
    if (!group) throw notFound();
    // as they were named when they did it: a member who has left is still named
    const who = (id: unknown, name: unknown) => ({ id: String(id), name: String(name) });
    const detail: GroupDetail = {
      id: groupId,
      name: String(group.name),
      role: me.role,
      members: members.map((m) => ({
        id: String(m.user_id),
        name: String(m.name),
        role: m.role as GroupRole,
        joinedAt: iso(m.joined_at),
      })),
      studies: studies.map((s) => ({
        id: String(s.id),
        title: String(s.title),
        language: String(s.language) as GroupDetail['studies'][number]['language'],
        sharedBy: who(s.shared_by, s.shared_by_name),
        sharedAt: iso(s.shared_at),
      })),
      notes: notes.map((n) => ({
        id: String(n.id),
        passage: String(n.passage),
        text: String(n.text),
        author: who(n.author_id, n.author_name),
        createdAt: iso(n.created_at),
      })),
      events: events.map((e) => ({
        kind: e.kind as GroupEventKind,
        actor: who(e.actor_id, e.actor_name),
        subject: e.subject === null || e.subject === undefined ? null : String(e.subject),
        at: iso(e.at),
      })),
    };
    if (me.role === 'owner')
      detail.invites = (await this.sql.all(Q.invites, [groupId, now])).map((i) => ({
        id: String(i.id),
        expiresAt: iso(i.expires_at),
        revoked: i.revoked_at !== null && i.revoked_at !== undefined,
      }));
    return detail;
  }

  /**
   * Takes a member out: the owner removes anyone else, a member removes only themself (leaves).
   * The owner leaves only a group with no one else in it (which then ends); else hands it on first.
   */
  async remove(actor: Actor, groupId: string, userId: string, now: number) {
    await this.sql.tx(async (sql) => {
      const me = await need(sql, groupId, actor.userId);
      const self = userId === actor.userId;
      if (!self && me.role !== 'owner') throw new AppError('group_owner_only', 403);
      const them = self ? me : await member(sql, groupId, userId);
      if (!them) throw new AppError('group_member_not_found', 404);
      if (self && me.role === 'owner') {
        const others = (await sql.all(Q.members, [groupId])).length - 1;
        if (others > 0) throw new AppError('group_owner_must_hand_on', 409);
        await sql.run(Q.deleteGroup, [groupId]);
        return;
      }
      await sql.run(Q.deleteMember, [groupId, userId]);
      await event(sql, groupId, me, self ? 'left' : 'removed', self ? null : them.name, now);
    });
  }

  /** The owner makes another member the owner (and stays a member). */
  async handOn(actor: Actor, groupId: string, userId: string, now: number) {
    await this.sql.tx(async (sql) => {
      const me = await this.owner(sql, groupId, actor.userId);
      const them = await member(sql, groupId, userId);
      if (!them || userId === actor.userId) throw new AppError('group_member_not_found', 404);
      await sql.run(Q.setRole, ['member', groupId, actor.userId]);
      await sql.run(Q.setRole, ['owner', groupId, userId]);
      await event(sql, groupId, me, 'handed_on', them.name, now);
    });
  }

  async invite(actor: Actor, groupId: string, now: number): Promise<GroupInvite> {
    return this.sql.tx(async (sql) =>
      makeInvite(sql, groupId, await this.owner(sql, groupId, actor.userId), now),
    );
  }

  async revokeInvite(actor: Actor, groupId: string, inviteId: string, now: number) {
    await this.sql.tx(async (sql) => {
      const me = await this.owner(sql, groupId, actor.userId);
      if (!(await sql.run(Q.revokeInvite, [now, inviteId, groupId])))
        throw new AppError('group_invite_invalid', 404);
      await event(sql, groupId, me, 'invite_revoked', null, now);
    });
  }

  /** Copies a kept study into the group: its text and verification as they are now, for members only. */
  async shareStudy(actor: Actor, groupId: string, studyId: string, now: number) {
    const study = await this.keptStudy(studyId);
    if (!study) throw new AppError('study_not_found', 404);
    const title = `${study.subject.name} — ${study.method.studyname}`;
    await this.sql.tx(async (sql) => {
      const me = await need(sql, groupId, actor.userId);
      const payload = JSON.stringify({ ...study, cached: true });
      if (
        await sql.run(Q.insertStudy, [
          groupId,
          studyId,
          title,
          study.language,
          payload,
          actor.userId,
          me.name,
          now,
        ])
      )
        await event(sql, groupId, me, 'study_shared', title, now);
    });
    return { id: studyId, title };
  }

  /** A study shared in the group, for a member. */
  async study(userId: string, groupId: string, studyId: string): Promise<Study> {
    await this.need(groupId, userId);
    const row = await this.sql.get(Q.study, [groupId, studyId]);
    if (!row) throw new AppError('study_not_found', 404);
    return JSON.parse(String(row.payload)) as Study;
  }

  async addNote(actor: Actor, groupId: string, passage: string, text: string, now: number) {
    const id = newId();
    await this.sql.tx(async (sql) => {
      const me = await need(sql, groupId, actor.userId);
      await sql.run(Q.insertNote, [id, groupId, actor.userId, me.name, passage, text, now]);
      await event(sql, groupId, me, 'note_added', passage, now);
    });
    return { id };
  }

  /** Deletes a note: its author's, or any as the owner. */
  async deleteNote(actor: Actor, groupId: string, noteId: string, now: number) {
    await this.sql.tx(async (sql) => {
      const me = await need(sql, groupId, actor.userId);
      const note = await sql.get(Q.note, [noteId, groupId]);
      if (!note) throw new AppError('group_note_not_found', 404);
      if (String(note.author_id) !== actor.userId && me.role !== 'owner')
        throw new AppError('group_owner_only', 403);
      await sql.run(Q.deleteNote, [noteId]);
      await event(sql, groupId, me, 'note_deleted', String(note.passage), now);
    });
  }

  private need(groupId: string, userId: string) {
    return need(this.sql, groupId, userId);
  }

  private async owner(sql: SqlRunner, groupId: string, userId: string) {
    const me = await need(sql, groupId, userId);
    if (me.role !== 'owner') throw new AppError('group_owner_only', 403);
    return me;
  }
}

async function member(sql: SqlRunner, groupId: string, userId: string): Promise<Member | null> {
  const row = await sql.get(Q.member, [groupId, userId]);
  return row ? { userId, name: String(row.name), role: row.role as GroupRole } : null;
}

/** The user's membership, or the 404 a non-member gets for a group that might as well not exist. */
async function need(sql: SqlRunner, groupId: string, userId: string): Promise<Member> {
  const me = await member(sql, groupId, userId);
  if (!me) throw notFound();
  return me;
}

async function makeInvite(
  sql: SqlRunner,
  groupId: string,
  by: Pick<Member, 'userId' | 'name'>,
  now: number,
): Promise<GroupInvite> {
  const code = newInviteCode();
  const id = newId();
  const expiresAt = now + INVITE_TTL_MS;
  await sql.run(Q.insertInvite, [id, groupId, sha256(code), by.userId, now, expiresAt]);
  await event(sql, groupId, by, 'invite_made', null, now);
  return { id, code, expiresAt: iso(expiresAt), revoked: false };
}

function event(
  sql: SqlRunner,
  groupId: string,
  by: Pick<Member, 'userId' | 'name'>,
  kind: GroupEventKind,
  subject: string | null,
  now: number,
) {
  return sql.run(Q.insertEvent, [newId(), groupId, by.userId, by.name, kind, subject, now]);
}
