/** Translations, books, passages, references, word search and the verse of the day. */
import type { FastifyInstance } from 'fastify';
import {
  CommentaryQuerySchema,
  CrossReferenceQuerySchema,
  PassageQuerySchema,
  ReferenceQuerySchema,
  SearchQuerySchema,
  VotdQuerySchema,
  type ResolvedReference,
} from '../../shared/api';
import { formatRange, parseReference } from '../../shared/reference';
import { AppError, requestLanguage } from '../errors';
import { CACHEABLE, JsonCache, sendJson } from '../json-cache';
import { PassageService } from '../scripture/passages.service';
import { CrossReferenceService } from '../scripture/cross-references.service';
import { CommentaryService } from '../scripture/commentary.service';
import { SearchService } from '../scripture/search.service';
import { verseOfTheDay } from '../scripture/votd.service';
import type { ScriptureRepo } from '../scripture/scripture.repo';

export function scriptureRoutes(app: FastifyInstance, repo: ScriptureRepo) {
  const passages = new PassageService(repo);
  const search = new SearchService(repo);
  const crossReferences = new CrossReferenceService(repo);
  const commentaries = new CommentaryService(repo);
  // 64 MB: the pages people page through (common words, 20 pages, every translation) stay answered
  const searchPages = new JsonCache(64 * 1024 * 1024);
  app.addHook('onClose', () => search.close());

  app.get('/api/translations', async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return repo.translations();
  });

  app.get('/api/books', async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return repo.books();
  });

  app.get('/api/passages', async (req, reply) => {
    const query = PassageQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    const json = passages.getJson(
      query.data.ref,
      query.data.translation,
      query.data.lang ?? requestLanguage(req),
      query.data.strongs === '1',
      query.data.scheme ?? 'own',
    );
    return sendJson(reply, json);
  });

  /** Cross-references of each verse of a passage, in the KJV's numbering (docs/api.md). */
  app.get('/api/cross-references', async (req, reply) => {
    const query = CrossReferenceQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    return sendJson(reply, crossReferences.getJson(query.data.ref, query.data.translation));
  });

  app.get('/api/commentaries', async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return commentaries.list();
  });

  /** A commentary's sections covering a reference (docs/api.md). */
  app.get('/api/commentary', async (req, reply) => {
    const query = CommentaryQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    const q = query.data;
    return sendJson(
      reply,
      commentaries.getJson(q.ref, q.work, q.translation, q.lang ?? requestLanguage(req)),
    );
  });

  /** Resolves a reference for navigation (the quick search): 400 when the text is not one. */
  app.get('/api/references', async (req, reply) => {
    const query = ReferenceQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('reference_required', 400);
    const parsed = parseReference(query.data.q);
    if (!parsed) throw new AppError('reference_invalid', 400);
    const first = parsed.ranges[0];
    const body: ResolvedReference = {
      reference: formatRange(first, query.data.lang ?? requestLanguage(req)),
      osis: parsed.osis,
      book: first.start.book,
      chapter: first.start.chapter,
      verse: first.start.verse,
    };
    reply.header('cache-control', CACHEABLE);
    return body;
  });

  app.get('/api/search', async (req, reply) => {
    const query = SearchQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    const json = await searchPages.getAsync(JSON.stringify(query.data), () =>
      search.search(query.data, req.ip),
    );
    return sendJson(reply, json);
  });

  app.get('/api/verse-of-the-day', async (req, reply) => {
    const query = VotdQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('bad_request', 400);
    const date = query.data.date ?? new Date().toISOString().slice(0, 10);
    reply.header('cache-control', CACHEABLE);
    return verseOfTheDay(repo, query.data.lang, date);
  });
}
