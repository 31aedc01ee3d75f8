/** The word search (GET /api/search, ADR 007): a page of matching verses, with counts by book. */
import type { FastifyInstance } from 'fastify';
import { SearchQuerySchema } from '../../shared/api';
import { JsonCache, sendJson } from '../http/json-cache';
import type { SearchService } from '../scripture/search.service';
import { validate } from '../http/validate';

export function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  // 64 MB: the pages people page through (common words, 20 pages, every translation) stay answered
  const pages = new JsonCache(64 * 1024 * 1024);

  app.get('/api/search', async (req, reply) => {
    const query = validate(SearchQuerySchema, req.query);
    const json = await pages.getAsync(JSON.stringify(query), () => search.search(query, req.ip));
    return sendJson(reply, json);
  });
}
