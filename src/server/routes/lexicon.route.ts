/** Strong's lexicon: search, an entry with its counts and renderings, and its occurrences. */
import type { FastifyInstance } from 'fastify';
import { LexiconEntryQuerySchema, LexiconSearchSchema, OccurrencesQuerySchema } from '../../shared/api';
import { AppError } from '../errors';
import { LexiconService, parseStrongs } from '../scripture/lexicon.service';
import type { ScriptureRepo } from '../scripture/scripture.repo';

const CACHEABLE = 'public, max-age=300';

export function lexiconRoutes(app: FastifyInstance, repo: ScriptureRepo) {
  const lexicon = new LexiconService(repo);

  app.get('/api/lexicon', async (req, reply) => {
    const query = LexiconSearchSchema.safeParse(req.query);
    if (!query.success) throw new AppError((req.query as { q?: unknown }).q ? 'bad_request' : 'search_query_required', 400);
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
    reply.header('cache-control', CACHEABLE);
    return lexicon.entry(number(req.params.strongs, query.data.language), query.data.translation);
  });

  app.get<{ Params: { strongs: string } }>('/api/lexicon/:strongs/occurrences', async (req, reply) => {
    const query = OccurrencesQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    reply.header('cache-control', CACHEABLE);
    const { translation, page, pageSize, language } = query.data;
    return lexicon.occurrences(number(req.params.strongs, language), translation, page, pageSize);
  });
}
