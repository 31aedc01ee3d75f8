/**
 * Study groups (issue 46 §1, §3) on both stores, through the API: made, joined by an invite code,
 * a kept study and notes shared; a non-member (or a member removed a moment ago) finds nothing
 * (404), signed out is 401; the owner alone invites, revokes, removes and hands on; every action
 * is in the group's events with who did it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupCreated, GroupDetail } from '../../shared/api';
import { UsersRepo } from '../accounts/users.repo';
import { agent, type Agent } from '../../test/agent';
import { testApp } from '../../test/app';
import { DRIVERS, openTestStore, type TestStore } from '../../test/stores';

const PASSWORD = 'where two or three are gathered';
const STUDY = {
  id: 'kept-ruth-1',
  text: '# Ruth\n\nA study.',
  driver: 'composer',
  model: 'none',
  cached: false,
  language: 'fr',
  subject: { kind: 'character', id: 'ruth', name: 'Ruth' },
  method: { id: 1, studyname: 'Biographique', studydescription: '' },
  translation: 'LSG',
  references: [],
};

describe.each(DRIVERS)('study groups on %s', (driver) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let db: TestStore;
  const people: Record<'anna' | 'boaz' | 'chloe' | 'dan', Agent & { id: string }> = {} as never;
  let group: GroupCreated;
  beforeAll(async () => {
    db = await openTestStore(driver);
    t = await testApp({ ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' }, undefined, db.store);
    const users = new UsersRepo(db.store.sql);
    const hash = await import('@node-rs/argon2').then((a) => a.hash(PASSWORD));
    for (const name of ['anna', 'boaz', 'chloe', 'dan'] as const) {
      const id = (await users.create(`${name}@example.org`, hash, 'en', Date.now()))!;
      await users.update(id, { email_confirmed_at: Date.now() }, Date.now());
      const a = agent(t.app);
      expect(
        (await a.post('/api/auth/sign-in', { email: `${name}@example.org`, password: PASSWORD })).statusCode,
      ).toBe(200);
      people[name] = Object.assign(a, { id });
    }
    await db.store.keepStudy(STUDY.id, JSON.stringify(STUDY));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await db.cleanup();
  });
  const detail = async (who: Agent, id = group.id) =>
    (await who.get(`/api/groups/${id}`)).json() as GroupDetail;
  const errorOf = (res: { json: () => { error: { id: string } } }) => res.json().error.id;

  it('needs a session: 401 signed out', async () => {
    const out = agent(t.app);
    expect((await out.post('/api/groups', { name: 'Ruth study' })).statusCode).toBe(401);
    expect((await out.get('/api/groups/anything')).statusCode).toBe(401);
    expect((await out.post('/api/groups/join', { code: 'ABCDEFGH' })).statusCode).toBe(401);
  });

  it('makes a group with an invite code, and refuses a nameless one', async () => {
    expect(errorOf(await people.anna.post('/api/groups', { name: '  ' }))).toBe('group_name_invalid');
    const res = await people.anna.post('/api/groups', { name: 'Ruth study', memberName: 'Anna' });
    expect(res.statusCode).toBe(201);
    group = res.json();
    expect(group).toEqual({
      id: expect.any(String),
      name: 'Ruth study',
      invite: {
        id: expect.any(String),
        code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
        expiresAt: expect.any(String),
      },
    });
    expect(Date.parse(group.invite.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('is joined by its code, typed in any case with a hyphen; a wrong code is refused', async () => {
    const typed = `${group.invite.code.slice(0, 4)}-${group.invite.code.slice(4)}`.toLowerCase();
    const join = await people.boaz.post('/api/groups/join', { code: typed });
    expect([join.statusCode, join.json()]).toEqual([200, { id: group.id }]);
    expect(
      (await people.chloe.post('/api/groups/join', { code: group.invite.code, memberName: 'Chloé' }))
        .statusCode,
    ).toBe(200);
    expect(errorOf(await people.dan.post('/api/groups/join', { code: 'ABC' }))).toBe(
      'group_invite_code_invalid',
    );
    const wrong = await people.dan.post('/api/groups/join', { code: 'ZZZZZZZZ' });
    expect([wrong.statusCode, errorOf(wrong)]).toEqual([404, 'group_invite_invalid']);
    const d = await detail(people.boaz);
    expect(d.members.map((m) => [m.name, m.role])).toEqual([
      ['Anna', 'owner'],
      ['boaz', 'member'],
      ['Chloé', 'member'],
    ]);
    expect(d.role).toBe('member');
    expect(d.invites).toBeUndefined(); // the owner's view only
    expect((await detail(people.anna)).invites).toHaveLength(1);
    expect((await people.boaz.get('/api/groups')).json().groups).toEqual([
      { id: group.id, name: 'Ruth study', role: 'member', members: 3 },
    ]);
  });

  it('is a 404 to anyone not in it, as a group that does not exist', async () => {
    const res = await people.dan.get(`/api/groups/${group.id}`);
    expect([res.statusCode, errorOf(res)]).toEqual([404, 'group_not_found']);
    expect((await people.dan.get('/api/groups/no-such-group')).json()).toEqual(res.json());
    expect(
      (await people.dan.post(`/api/groups/${group.id}/notes`, { passage: 'Ruth 1:16', text: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await people.dan.get(`/api/groups/${group.id}/studies/${STUDY.id}`)).statusCode).toBe(404);
  });

  it('shares a kept study and notes with the members, each with who shared it', async () => {
    const shared = await people.boaz.post(`/api/groups/${group.id}/studies`, { studyId: STUDY.id });
    expect([shared.statusCode, shared.json()]).toEqual([201, { id: STUDY.id, title: 'Ruth — Biographique' }]);
    expect((await people.chloe.get(`/api/groups/${group.id}/studies/${STUDY.id}`)).json().text).toBe(
      STUDY.text,
    );
    expect((await people.boaz.post(`/api/groups/${group.id}/studies`, { studyId: 'nope' })).statusCode).toBe(
      404,
    );
    const note = await people.chloe.post(`/api/groups/${group.id}/notes`, {
      passage: 'Ruth 1:16',
      text: 'Whither thou goest',
    });
    expect(note.statusCode).toBe(201);
    expect(
      errorOf(await people.chloe.post(`/api/groups/${group.id}/notes`, { passage: 'Ruth 1:16', text: '' })),
    ).toBe('group_note_invalid');
    const d = await detail(people.anna);
    expect(d.studies).toEqual([
      expect.objectContaining({
        id: STUDY.id,
        title: 'Ruth — Biographique',
        language: 'fr',
        sharedBy: { id: people.boaz.id, name: 'boaz' },
      }),
    ]);
    expect(d.notes).toEqual([
      expect.objectContaining({
        passage: 'Ruth 1:16',
        text: 'Whither thou goest',
        author: { id: people.chloe.id, name: 'Chloé' },
      }),
    ]);
    // someone else's note: not a member's to delete, the owner's
    const id = note.json().id as string;
    const byBoaz = await people.boaz.delete(`/api/groups/${group.id}/notes/${id}`);
    expect([byBoaz.statusCode, errorOf(byBoaz)]).toEqual([403, 'group_owner_only']);
    expect((await people.anna.delete(`/api/groups/${group.id}/notes/${id}`)).statusCode).toBe(204);
    expect((await detail(people.anna)).notes).toEqual([]);
  });

  it('lets only the owner invite and revoke; a revoked code lets no one in', async () => {
    expect((await people.boaz.post(`/api/groups/${group.id}/invites`, {})).statusCode).toBe(403);
    const invite = (await people.anna.post(`/api/groups/${group.id}/invites`, {})).json();
    expect(invite.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await people.anna.delete(`/api/groups/${group.id}/invites/${invite.id}`)).statusCode).toBe(204);
    expect((await people.dan.post('/api/groups/join', { code: invite.code })).statusCode).toBe(404);
    expect((await detail(people.anna)).invites!.find((i) => i.id === invite.id)!.revoked).toBe(true);
  });

  it('removes a member (owner only), whose access ends at once; a member leaves', async () => {
    const byBoaz = await people.boaz.delete(`/api/groups/${group.id}/members/${people.chloe.id}`);
    expect([byBoaz.statusCode, errorOf(byBoaz)]).toEqual([403, 'group_owner_only']);
    expect((await people.chloe.get(`/api/groups/${group.id}/studies/${STUDY.id}`)).statusCode).toBe(200);
    expect((await people.anna.delete(`/api/groups/${group.id}/members/${people.chloe.id}`)).statusCode).toBe(
      204,
    );
    expect((await people.chloe.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
    expect((await people.chloe.get(`/api/groups/${group.id}/studies/${STUDY.id}`)).statusCode).toBe(404);
    expect((await people.chloe.get('/api/groups')).json().groups).toEqual([]);
    expect((await people.anna.delete(`/api/groups/${group.id}/members/${people.dan.id}`)).statusCode).toBe(
      404,
    );
  });

  it('hands the group on; its owner leaves only after, and the last to leave ends it', async () => {
    const leave = await people.anna.delete(`/api/groups/${group.id}/members/${people.anna.id}`);
    expect([leave.statusCode, errorOf(leave)]).toEqual([409, 'group_owner_must_hand_on']);
    expect(
      (await people.boaz.post(`/api/groups/${group.id}/owner`, { userId: people.boaz.id })).statusCode,
    ).toBe(403);
    expect(
      (await people.anna.post(`/api/groups/${group.id}/owner`, { userId: people.boaz.id })).statusCode,
    ).toBe(204);
    expect((await detail(people.boaz)).role).toBe('owner');
    expect((await people.anna.delete(`/api/groups/${group.id}/members/${people.anna.id}`)).statusCode).toBe(
      204,
    );
    const d = await detail(people.boaz);
    expect(d.members.map((m) => m.name)).toEqual(['boaz']);
    // who did what, newest first
    expect(d.events.map((e) => [e.kind, e.actor.name, e.subject])).toEqual(
      expect.arrayContaining([
        ['left', 'Anna', null],
        ['handed_on', 'Anna', 'boaz'],
        ['removed', 'Anna', 'Chloé'],
        ['note_deleted', 'Anna', 'Ruth 1:16'],
        ['note_added', 'Chloé', 'Ruth 1:16'],
        ['study_shared', 'boaz', 'Ruth — Biographique'],
        ['joined', 'boaz', null],
        ['created', 'Anna', 'Ruth study'],
      ]),
    );
    expect(d.events[0]).toMatchObject({ kind: 'left', actor: { name: 'Anna' } });
    expect((await people.boaz.delete(`/api/groups/${group.id}/members/${people.boaz.id}`)).statusCode).toBe(
      204,
    );
    expect((await people.boaz.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
  });
});
