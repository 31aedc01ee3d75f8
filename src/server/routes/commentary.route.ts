/** The commentaries (GET /api/commentaries) and a commentary's sections on a passage (GET /api/commentary). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { CommentaryQuerySchema } from '../../shared/api';
import { requestLanguage } from '../http/error-handler';
import { CACHEABLE, sendJson } from '../http/json-cache';
import type { CommentaryService } from '../scripture/commentary.service';
import { validate } from '../http/validate';

export function commentaryRoutes(
  app: FastifyInstance,
  { commentaries }: { commentaries: CommentaryService },
) {
  app.get(ENDPOINTS.commentaries.path, async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return commentaries.list();
  });

  /** A commentary's sections covering a reference (docs/api.md). */
  app.get('/api/commentary', async (req, reply) => {
    const q = validate(CommentaryQuerySchema, req.query);
    return sendJson(
      reply,
      commentaries.getJson(q.ref, q.work, q.translation, q.lang ?? requestLanguage(req)),
    );
  });
}
