/** Reading plans: GET /api/reading-plans, /api/reading-plans/:id (docs/api.md; ADR 018). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { ReadingPlansQuerySchema } from '../../shared/api';
import { requestLanguage } from '../http/error-handler';
import { sendJson } from '../http/json-cache';
import type { ReadingPlanService } from '../plans/reading-plans.service';
import { validate } from '../http/validate';

export function readingPlanRoutes(app: FastifyInstance, { plans }: { plans: ReadingPlanService }) {
  app.get(ENDPOINTS.readingPlans.path, async (req, reply) => {
    const { lang } = validate(ReadingPlansQuerySchema, req.query);
    return sendJson(reply, plans.listJson(lang ?? requestLanguage(req)));
  });

  app.get<{ Params: { id: string } }>(ENDPOINTS.readingPlan.path, async (req, reply) => {
    const { lang } = validate(ReadingPlansQuerySchema, req.query);
    return sendJson(reply, plans.planJson(req.params.id, lang ?? requestLanguage(req)));
  });
}
