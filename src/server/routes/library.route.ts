/** The library synced to an account (ADR 019): GET and POST /api/library/changes. */
import type { FastifyInstance } from 'fastify';
import { LibraryPullSchema, LibraryPushSchema } from '../../shared/api';
import type { Accounts } from '../accounts';
import { requireSession } from '../accounts/http';
import { validate } from '../http/validate';

/** A push may carry up to 1,000 changes, kept studies among them: larger than other bodies. */
const PUSH_BODY_LIMIT = 16 * 1024 * 1024;

export function libraryRoutes(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
  const { sessions, library } = accounts;

  app.get('/api/library/changes', async (req, reply) => {
    const session = await requireSession(app, sessions, req);
    const { since, limit } = validate(LibraryPullSchema, req.query);
    reply.header('cache-control', 'no-store');
    return library.pull(session.userId, since, limit);
  });

  app.post('/api/library/changes', { bodyLimit: PUSH_BODY_LIMIT }, async (req) => {
    const session = await requireSession(app, sessions, req);
    const { changes } = validate(LibraryPushSchema, req.body, 'library_change_invalid');
    return library.push(session.userId, changes);
  });
}
