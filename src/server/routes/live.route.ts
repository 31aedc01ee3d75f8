/**
 * Reading together (issue 46 §2; docs/api.md "Reading together"): a member starts a session and
 * leads; the leader moves, hands the lead on or ends it; members follow a Server-Sent Events
 * stream. Signed out 401, not a member 404 (`group_not_found`), as the rest of the groups API.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LiveLeadSchema, LivePlaceSchema } from '../../shared/api';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { Accounts } from '../accounts';
import { requireSession } from '../accounts/http';
import { AppError } from '../errors';
import { validate } from '../http/validate';
import type { LiveHub } from '../live/hub';
import type { LiveService } from '../live/live.service';

type Params = { Params: { id: string }; Querystring: { lastEventId?: string } };

/** how long a browser waits before it opens a dropped stream again (the SSE `retry:` field) */
const RETRY_MS = 2000;

export function liveRoutes(
  app: FastifyInstance,
  { accounts, live, hub }: { accounts: Accounts; live: LiveService; hub: LiveHub },
) {
  const me = async (req: FastifyRequest) => ({
    userId: (await requireSession(app, accounts.sessions, req)).userId,
  });
  const noStore = { 'cache-control': 'no-store' };

  app.get<Params>(ENDPOINTS.liveReading.path, async (req, reply) => {
    const { userId } = await me(req);
    return reply.headers(noStore).send(await live.stateFor(userId, req.params.id));
  });

  app.post<Params>(ENDPOINTS.liveReading.path, async (req, reply) => {
    const { userId } = await me(req);
    const place = validate(LivePlaceSchema, req.body, 'live_place_invalid');
    return reply.code(201).send(await live.start({ userId }, req.params.id, place, Date.now()));
  });

  app.post<Params>('/api/groups/:id/live/place', async (req) => {
    const { userId } = await me(req);
    const place = validate(LivePlaceSchema, req.body, 'live_place_invalid');
    return live.move({ userId }, req.params.id, place, Date.now());
  });

  app.post<Params>('/api/groups/:id/live/leader', async (req) => {
    const { userId } = await me(req);
    const { userId: to } = validate(LiveLeadSchema, req.body, 'group_member_not_found');
    return live.handOn({ userId }, req.params.id, to, Date.now());
  });

  app.delete<Params>(ENDPOINTS.liveReading.path, async (req) => {
    const { userId } = await me(req);
    return live.end({ userId }, req.params.id, Date.now());
  });

  app.get<Params>('/api/groups/:id/live/events', async (req, reply) => {
    const { userId } = await me(req);
    if (!(await live.isMember(req.params.id, userId))) throw new AppError('group_not_found', 404);
    // the browser's reconnect sends Last-Event-ID; a page that opens the stream anew may name it
    const last = Number(req.headers['last-event-id'] ?? req.query.lastEventId ?? 0);
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise buffer the stream (docs/deploy.md)
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    reply.raw.write(`retry: ${RETRY_MS}\n\n`);
    await hub.open(req.params.id, userId, reply.raw, Number.isSafeInteger(last) ? last : 0);
  });
}
