/**
 * Study groups (issue 46; docs/api.md "Study groups"): every route needs a session (401 signed
 * out) and answers 404 `group_not_found` for a group the user is not in (groups.service.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GroupCreateSchema,
  GroupJoinSchema,
  GroupNoteSchema,
  GroupOwnerSchema,
  GroupShareStudySchema,
} from '../../shared/api';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { Accounts } from '../accounts';
import { requireSession } from '../accounts/http';
import { AppError } from '../errors';
import type { GroupsService } from '../groups/groups.service';
import { hourlyLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { AppStore } from '../store';

/** join attempts a client address may make in an hour: codes are 8 of 31 signs, guessing is hopeless */
export const JOINS_PER_HOUR = 60;

type Params = {
  Params: { id: string; userId?: string; inviteId?: string; noteId?: string; studyId?: string };
};

export function groupsRoutes(
  app: FastifyInstance,
  {
    accounts,
    groups,
    store,
    memberGone,
  }: {
    accounts: Accounts;
    groups: GroupsService;
    store: AppStore;
    /** a member left or was removed: their live reading stream ends at once (src/server/live/) */
    memberGone?: (groupId: string, userId: string) => Promise<void>;
  },
) {
  const joinQuota = hourlyLimit(store, 'group-join', JOINS_PER_HOUR);
  /** the signed-in user, with the address that names them by default */
  async function actor(req: FastifyRequest) {
    const session = await requireSession(app, accounts.sessions, req);
    const user = await accounts.users.byId(session.userId);
    if (!user) throw new AppError('not_signed_in', 401);
    return { userId: user.id, email: user.email };
  }
  const noStore = { 'cache-control': 'no-store' };

  app.post(ENDPOINTS.createGroup.path, async (req, reply) => {
    const me = await actor(req);
    const { name, memberName } = validate(GroupCreateSchema, req.body, 'group_name_invalid');
    return reply.code(201).send(await groups.create(me, name, memberName, Date.now()));
  });

  app.get(ENDPOINTS.groups.path, async (req, reply) => {
    const me = await actor(req);
    return reply.headers(noStore).send({ groups: await groups.list(me.userId) });
  });

  app.post(ENDPOINTS.joinGroup.path, async (req) => {
    const me = await actor(req);
    await joinQuota(req);
    const { code, memberName } = validate(GroupJoinSchema, req.body, 'group_invite_code_invalid');
    return groups.join(me, code, memberName, Date.now());
  });

  app.get<Params>(ENDPOINTS.group.path, async (req, reply) => {
    const me = await actor(req);
    return reply.headers(noStore).send(await groups.detail(me.userId, req.params.id, Date.now()));
  });

  app.delete<Params>('/api/groups/:id/members/:userId', async (req, reply) => {
    const me = await actor(req);
    await groups.remove(me, req.params.id, req.params.userId!, Date.now());
    await memberGone?.(req.params.id, req.params.userId!);
    return reply.code(204).send();
  });

  app.post<Params>('/api/groups/:id/owner', async (req, reply) => {
    const me = await actor(req);
    const { userId } = validate(GroupOwnerSchema, req.body, 'group_member_not_found');
    await groups.handOn(me, req.params.id, userId, Date.now());
    return reply.code(204).send();
  });

  app.post<Params>('/api/groups/:id/invites', async (req, reply) => {
    const me = await actor(req);
    return reply.code(201).send(await groups.invite(me, req.params.id, Date.now()));
  });

  app.delete<Params>('/api/groups/:id/invites/:inviteId', async (req, reply) => {
    const me = await actor(req);
    await groups.revokeInvite(me, req.params.id, req.params.inviteId!, Date.now());
    return reply.code(204).send();
  });

  app.post<Params>('/api/groups/:id/studies', async (req, reply) => {
    const me = await actor(req);
    const { studyId } = validate(GroupShareStudySchema, req.body, 'study_not_found');
    return reply.code(201).send(await groups.shareStudy(me, req.params.id, studyId, Date.now()));
  });

  app.get<Params>(ENDPOINTS.groupStudy.path, async (req, reply) => {
    const me = await actor(req);
    return reply.headers(noStore).send(await groups.study(me.userId, req.params.id, req.params.studyId!));
  });

  app.post<Params>('/api/groups/:id/notes', async (req, reply) => {
    const me = await actor(req);
    const { passage, text } = validate(GroupNoteSchema, req.body, 'group_note_invalid');
    return reply.code(201).send(await groups.addNote(me, req.params.id, passage, text, Date.now()));
  });

  app.delete<Params>('/api/groups/:id/notes/:noteId', async (req, reply) => {
    const me = await actor(req);
    await groups.deleteNote(me, req.params.id, req.params.noteId!, Date.now());
    return reply.code(204).send();
  });
}
