/** Strong's lexicon: search, entries and occurrences. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { LexiconEntryQuerySchema, LexiconSearchSchema, OccurrencesQuerySchema } from '../../shared/api';
import { AppError } from '../errors';
import { CACHEABLE, JsonCache, sendJson } from '../http/json-cache';
import { parseStrongs, type LexiconService } from '../scripture/lexicon.service';
import { validate } from '../http/validate';

export function lexiconRoutes(app: FastifyInstance, { lexicon }: { lexicon: LexiconService }) {
  const answers = new JsonCache(32 * 1024 * 1024);

  app.get('/api/lexicon', async (req, reply) => {
    const query = validate(LexiconSearchSchema, req.query, (_, q) =>
      (q as { q?: unknown }).q ? 'bad_request' : 'search_query_required',
    );
    reply.header('cache-control', CACHEABLE);
    return lexicon.search(query.q, query);
  });

  const number = (raw: string, language?: 'hebrew' | 'greek') => {
    const strongs = parseStrongs(raw, language);
    if (!strongs) throw new AppError('bad_request', 400);
    return strongs;
  };

  app.get<{ Params: { strongs: string } }>('/api/lexicon/:strongs', async (req, reply) => {
    const { translation, language } = validate(LexiconEntryQuerySchema, req.query);
    const strongs = number(req.params.strongs, language);
    const json = answers.get(`entry\u0000${strongs}\u0000${translation}`, () =>
      lexicon.entry(strongs, translation),
    );
    return sendJson(reply, json);
  });

  // what the dictionaries say, without occurrences: the reader's word details and the concordance
  app.get<{ Params: { strongs: string } }>(ENDPOINTS.lexiconArticles.path, async (req, reply) => {
    const { language } = validate(LexiconEntryQuerySchema, req.query);
    const strongs = number(req.params.strongs, language);
    return sendJson(
      reply,
      answers.get(`articles\u0000${strongs}`, () => lexicon.articles(strongs)),
    );
  });

  app.get<{ Params: { strongs: string } }>('/api/lexicon/:strongs/occurrences', async (req, reply) => {
    const { translation, page, pageSize, language } = validate(OccurrencesQuerySchema, req.query);
    const strongs = number(req.params.strongs, language);
    const json = answers.get(`occ\u0000${strongs}\u0000${translation}\u0000${page}\u0000${pageSize}`, () =>
      lexicon.occurrences(strongs, translation, page, pageSize),
    );
    return sendJson(reply, json);
  });
}
