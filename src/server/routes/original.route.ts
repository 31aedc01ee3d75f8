/** The original languages: interlinear, morphology search, a parsing explained (docs/api.md). */
import type { FastifyInstance } from 'fastify';
import {
  InterlinearQuerySchema,
  MorphologyExplainQuerySchema,
  MorphologyQuerySchema,
  type MorphologyExplanation,
} from '../../shared/api';
import { explainMorph } from '../../shared/original/morph';
import { AppError } from '../errors';
import { CACHEABLE, sendJson } from '../http/json-cache';
import type { OriginalService } from '../scripture/original.service';
import { validate } from '../http/validate';

export function originalRoutes(app: FastifyInstance, { original }: { original: OriginalService }) {
  app.get('/api/interlinear', async (req, reply) => {
    const q = validate(InterlinearQuerySchema, req.query);
    return sendJson(reply, await original.interlinearJson(q.ref, q.lang));
  });

  app.get('/api/morphology', async (req, reply) => {
    const q = validate(MorphologyQuerySchema, req.query);
    return sendJson(reply, original.morphologyJson(q));
  });

  app.get('/api/morphology/explain', async (req, reply): Promise<MorphologyExplanation> => {
    const q = validate(MorphologyExplainQuerySchema, req.query);
    const text = q.code ? explainMorph(q.code, q.lang) : null;
    if (!q.code || !text) throw new AppError('morphology_code_invalid', 400);
    reply.header('cache-control', CACHEABLE);
    return { code: q.code, text };
  });
}
