/**
 * Reading together across processes (issue 46 §2, ADR 022): two app instances on one PostgreSQL
 * share nothing but the database; a move made on one reaches a stream held by the other, through
 * LISTEN/NOTIFY, and a member removed on one loses the stream held by the other at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveState } from '../../shared/api';
import { testApp } from '../../test/app';
import { signedIn, type Person } from '../../test/live-people';
import { openSse, type SseEvent } from '../../test/sse';
import { openTestStore, type TestStore } from '../../test/stores';
import { loadContent } from '../content';
import { PostgresStore } from '../store/postgres.store';

const state = (e: SseEvent) => JSON.parse(e.data) as LiveState;
const isState = (e: SseEvent) => e.event === 'state';
const ENV = { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };

describe('reading together on two app instances sharing PostgreSQL', () => {
  let db: TestStore;
  let one: Awaited<ReturnType<typeof testApp>>;
  let two: Awaited<ReturnType<typeof testApp>>;
  let twoUrl: string;
  let people: Record<string, Person>;
  let groupId: string;

  beforeAll(async () => {
    // content/ read before the apps, as the server does before it listens (index.ts): read later, on
    // first use by the studies' warming, its seconds of YAML held the event loop and the other
    // instance's reads timed out waiting for a connection
    loadContent();
    db = await openTestStore('postgres');
    one = await testApp(ENV, undefined, db.store);
    two = await testApp(ENV, undefined, new PostgresStore(db.url!));
    twoUrl = await two.app.listen({ port: 0, host: '127.0.0.1' });
    people = await signedIn(one.app, db.store, ['anna', 'boaz', 'chloe']);
    const made = (await people.anna!.post('/api/groups', { name: 'John', memberName: 'Anna' })).json();
    groupId = made.id;
    for (const who of ['boaz', 'chloe'])
      await people[who]!.post('/api/groups/join', { code: made.invite.code });
  }, 180_000); // two apps, three accounts: minutes on a loaded two-core machine
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db?.cleanup();
  });
  const onTwo = (who: Person) =>
    openSse(`${twoUrl}/api/groups/${groupId}/live/events`, { cookie: who.cookie() });

  it("delivers a move made on one instance to a stream held by the other (the session's own cookie)", async () => {
    expect(
      (await people.anna!.post(`/api/groups/${groupId}/live`, { book: 'John', chapter: 1, verse: 1 }))
        .statusCode,
    ).toBe(201);
    const boaz = await onTwo(people.boaz!);
    expect(state(await boaz.next(isState)).place).toEqual({ book: 'John', chapter: 1, verse: 1 });
    await people.anna!.post(`/api/groups/${groupId}/live/place`, { book: 'John', chapter: 2, verse: 5 });
    const moved = await boaz.next((e) => isState(e) && state(e).seq === 2);
    expect(state(moved)).toMatchObject({
      leader: { name: 'Anna' },
      place: { book: 'John', chapter: 2, verse: 5 },
    });
    boaz.close();
  });

  it('closes, on the other instance, the stream of a member removed on this one', async () => {
    const chloe = await onTwo(people.chloe!);
    await chloe.next(isState);
    await people.anna!.delete(`/api/groups/${groupId}/members/${people.chloe!.id}`);
    expect((await chloe.next((e) => e.event === 'closed')).data).toBe('{"reason":"not_member"}');
    await chloe.ended;
  });
});
