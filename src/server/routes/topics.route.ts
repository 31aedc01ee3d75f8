/** Nave's topics (GET/HEAD /api/topics): a page of them by name, and how many match. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { TopicsQuerySchema } from '../../shared/api';
import { CACHEABLE } from '../http/json-cache';
import type { TopicService } from '../naves/topics.service';
import { validate } from '../http/validate';

export function topicRoutes(app: FastifyInstance, { topics }: { topics: TopicService }) {
  // GET answers the page with the count; HEAD (or ?countOnly=1) only the count, in X-Total-Count
  app.route({
    method: ['GET', 'HEAD'],
    url: ENDPOINTS.topics.path,
    handler: async (req, reply) => {
      const { q, limit, offset, countOnly, lang } = validate(TopicsQuerySchema, req.query);
      const page = topics.list(q, limit, offset, lang);
      reply.header('cache-control', CACHEABLE).header('x-total-count', String(page.count));
      if (req.method === 'HEAD') return reply.send();
      return countOnly === '1' ? { count: page.count } : page;
    },
  });
}
