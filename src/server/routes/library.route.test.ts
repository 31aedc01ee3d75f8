/**
 * The synced library (GET/POST /api/library/changes; ADR 019) on both stores: changes pushed by
 * one device are pulled by another from its cursor; a note edited on two devices keeps both texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersRepo } from '../accounts/users.repo';
import { agent, type Agent } from '../../test/agent';
import { testApp } from '../../test/app';
import { DRIVERS, openTestStore, type TestStore } from '../../test/stores';

const PASSWORD = 'the heavens declare the glory';
const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, s)).toISOString();
const note = (text: string, s: number) => ({
  kind: 'note',
  id: 'John.3.16-16',
  body: { id: 'John.3.16-16', book: 'John', text, updatedAt: at(s) },
  updatedAt: at(s),
});

describe.each(DRIVERS)('library sync on %s', (driver) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let db: TestStore;
  let phone: Agent;
  let laptop: Agent;
  beforeAll(async () => {
    db = await openTestStore(driver);
    t = await testApp({ ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' }, undefined, db.store);
    const users = new UsersRepo(db.store.sql);
    const hash = await import('@node-rs/argon2').then((a) => a.hash(PASSWORD));
    const id = await users.create('sync@example.org', hash, 'en', Date.now());
    await users.update(id!, { email_confirmed_at: Date.now() }, Date.now());
    phone = agent(t.app);
    laptop = agent(t.app);
    for (const b of [phone, laptop])
      expect(
        (await b.post('/api/auth/sign-in', { email: 'sync@example.org', password: PASSWORD })).statusCode,
      ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await db.cleanup();
  });

  it('needs a session', async () => {
    expect((await agent(t.app).get('/api/library/changes')).json().error.id).toBe('not_signed_in');
  });

  it('pulls what another device pushed, from its cursor, once', async () => {
    const start = (await laptop.get('/api/library/changes')).json();
    expect(start).toEqual({ changes: [], cursor: '0', more: false });
    const highlight = {
      kind: 'highlight',
      id: 'Ps.23.1-3',
      body: { color: 'yellow' },
      updatedAt: at(1),
    };
    const pushed = await phone.post('/api/library/changes', {
      changes: [highlight, note('God so loved', 2)],
    });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toMatchObject({ cursor: '2', conflicts: [] });
    const pulled = (await laptop.get('/api/library/changes?since=0')).json();
    expect(pulled.changes.map((c: { kind: string; rev: number }) => [c.kind, c.rev])).toEqual([
      ['highlight', 1],
      ['note', 2],
    ]);
    expect(pulled.changes[0]).toMatchObject({ id: 'Ps.23.1-3', body: { color: 'yellow' }, deleted: false });
    expect((await laptop.get(`/api/library/changes?since=${pulled.cursor}`)).json().changes).toEqual([]);
  });

  it('keeps both texts when two devices edit the same note, and an edit beats a deletion', async () => {
    // both saw revision 2; the phone writes first, the laptop's edit (on rev 2) then conflicts
    await phone.post('/api/library/changes', {
      changes: [{ ...note('God so loved the world', 3), base: 2 }],
    });
    const late = await laptop.post('/api/library/changes', {
      changes: [{ ...note('For God so loved', 4), base: 2 }],
    });
    const [merged] = late.json().conflicts;
    expect(merged.body.text).toBe('For God so loved');
    expect(merged.body.conflicts).toEqual([{ text: 'God so loved the world', updatedAt: at(3) }]);
    // a deletion on an old revision does not remove the other device's edit
    const del = await phone.post('/api/library/changes', {
      changes: [{ kind: 'note', id: 'John.3.16-16', updatedAt: at(9), deleted: true, base: 3 }],
    });
    expect(del.json().conflicts[0]).toMatchObject({ deleted: false, body: { text: 'For God so loved' } });
    const last = (await phone.get('/api/library/changes?since=4')).json().changes.at(-1);
    expect(last.deleted).toBe(false);
  });

  it('takes the newer edit without a base, and refuses a malformed change whole', async () => {
    const before = (await phone.get('/api/library/changes')).json().cursor;
    const bad = await phone.post('/api/library/changes', {
      changes: [
        { kind: 'bookmark', id: 'a', updatedAt: at(1) },
        { kind: 'nope', id: 'b', updatedAt: at(1) },
      ],
    });
    expect([bad.statusCode, bad.json().error.id]).toEqual([400, 'library_change_invalid']);
    expect((await phone.get('/api/library/changes')).json().cursor).toBe(before);
    const older = { kind: 'bookmark', id: 'Gen.1.1-1', body: { text: 'old' }, updatedAt: at(1) };
    const newer = { ...older, body: { text: 'new' }, updatedAt: at(5) };
    await phone.post('/api/library/changes', { changes: [newer] });
    await laptop.post('/api/library/changes', { changes: [older] });
    const all = (await phone.get('/api/library/changes')).json().changes;
    expect(all.filter((c: { id: string }) => c.id === 'Gen.1.1-1').at(-1).body.text).toBe('new');
  });

  it('takes 1,000 changes in one push', async () => {
    const changes = Array.from({ length: 1000 }, (_, i) => ({
      kind: 'reading',
      id: `Gen.${i}`,
      body: { book: 'Gen', chapter: i + 1 },
      updatedAt: at(i % 60),
    }));
    const res = await phone.post('/api/library/changes', { changes });
    expect(res.statusCode).toBe(200);
    const pulled = (await laptop.get('/api/library/changes?since=0&limit=1000')).json();
    expect(pulled.more).toBe(true);
  });
});
