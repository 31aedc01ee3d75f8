/** Strong's lexicon (search, entries, occurrences) and Nave's topics. */
import type { FastifyInstance } from 'fastify';
import {
  LexiconEntryQuerySchema,
  LexiconSearchSchema,
  OccurrencesQuerySchema,
  TopicsQuerySchema,
} from '../../shared/api';
import { AppError } from '../errors';
import { CACHEABLE, JsonCache, sendJson } from '../json-cache';
import { LexiconService, parseStrongs } from '../scripture/lexicon.service';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { TopicService } from '../scripture/topics.service';

export function lexiconRoutes(app: FastifyInstance, repo: ScriptureRepo) {
  const lexicon = new LexiconService(repo);
  const answers = new JsonCache(32 * 1024 * 1024);

  app.get('/api/lexicon', async (req, reply) => {
    const query = LexiconSearchSchema.safeParse(req.query);
    if (!query.success)
      throw new AppError((req.query as { q?: unknown }).q ? 'bad_request' : 'search_query_required', 400);
    reply.header('cache-control', CACHEABLE);
    return lexicon.search(query.data.q, query.data);
  });

  const number = (raw: string, language?: 'hebrew' | 'greek') => {
    const strongs = parseStrongs(raw, language);
    if (!strongs) throw new AppError('bad_request', 400);
    return strongs;
  };

  app.get<{ Params: { strongs: string } }>('/api/lexicon/:strongs', async (req, reply) => {
    const query = LexiconEntryQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    const strongs = number(req.params.strongs, query.data.language);
    const json = answers.get(`entry\u0000${strongs}\u0000${query.data.translation}`, () =>
      lexicon.entry(strongs, query.data.translation),
    );
    return sendJson(reply, json);
  });

  app.get<{ Params: { strongs: string } }>('/api/lexicon/:strongs/occurrences', async (req, reply) => {
    const query = OccurrencesQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    const { translation, page, pageSize, language } = query.data;
    const strongs = number(req.params.strongs, language);
    const json = answers.get(`occ\u0000${strongs}\u0000${translation}\u0000${page}\u0000${pageSize}`, () =>
      lexicon.occurrences(strongs, translation, page, pageSize),
    );
    return sendJson(reply, json);
  });

  const topics = new TopicService(repo);
  // GET answers the page with the count; HEAD (or ?countOnly=1) only the count, in X-Total-Count
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/topics',
    handler: async (req, reply) => {
      const query = TopicsQuerySchema.safeParse(req.query);
      if (!query.success) throw new AppError('bad_request', 400);
      const { q, limit, offset, countOnly } = query.data;
      const page = topics.list(q, limit, offset);
      reply.header('cache-control', CACHEABLE).header('x-total-count', String(page.count));
      if (req.method === 'HEAD') return reply.send();
      return countOnly === '1' ? { count: page.count } : page;
    },
  });
}
