/** Cross-references of each verse of a passage, in the KJV's numbering (GET /api/cross-references, docs/api.md). */
import type { FastifyInstance } from 'fastify';
import { CrossReferenceQuerySchema } from '../../shared/api';
import { sendJson } from '../http/json-cache';
import type { CrossReferenceService } from '../scripture/cross-references.service';
import { validate } from '../http/validate';

export function crossReferenceRoutes(
  app: FastifyInstance,
  { crossReferences }: { crossReferences: CrossReferenceService },
) {
  app.get('/api/cross-references', async (req, reply) => {
    const q = validate(CrossReferenceQuerySchema, req.query);
    return sendJson(reply, crossReferences.getJson(q.ref, q.translation));
  });
}
