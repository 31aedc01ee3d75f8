/** Health, translations, books and passages: thin routes over the scripture repository. */
import type { FastifyInstance } from 'fastify';
import { PassageQuerySchema } from '../../shared/api';
import { AppError, requestLanguage } from '../errors';
import { PassageService } from '../scripture/passages.service';
import type { ScriptureRepo } from '../scripture/scripture.repo';

// scripture never changes while the server runs: let browsers and proxies keep it a while
const CACHEABLE = 'public, max-age=300';

export function scriptureRoutes(app: FastifyInstance, repo: ScriptureRepo) {
  const passages = new PassageService(repo);
  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/api/translations', async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return repo.translations().map(({ id, name, language, verseCount, hasStrongs, licence }) => ({ id, name, language, verseCount, hasStrongs, licence }));
  });

  app.get('/api/books', async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return repo.books();
  });

  app.get('/api/passages', async (req, reply) => {
    const query = PassageQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    const json = passages.getJson(query.data.ref, query.data.translation, query.data.lang ?? requestLanguage(req));
    return reply.header('cache-control', CACHEABLE).type('application/json; charset=utf-8').send(json);
  });
}
