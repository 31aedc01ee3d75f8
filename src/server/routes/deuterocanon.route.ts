/** The deuterocanonical books: GET /api/deuterocanon, /api/deuterocanon/:book/:chapter (docs/api.md). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { DeuterocanonQuerySchema, DeuteroChapterQuerySchema } from '../../shared/api';
import { requestLanguage } from '../http/error-handler';
import { sendJson } from '../http/json-cache';
import type { DeuterocanonService } from '../scripture/deuterocanon.service';
import { validate } from '../http/validate';

export function deuterocanonRoutes(
  app: FastifyInstance,
  { deuterocanon }: { deuterocanon: DeuterocanonService },
) {
  app.get(ENDPOINTS.deuterocanon.path, async (req, reply) => {
    const { lang } = validate(DeuterocanonQuerySchema, req.query);
    return sendJson(reply, deuterocanon.biblesJson(lang ?? requestLanguage(req)));
  });

  app.get<{ Params: { book: string; chapter: string } }>(
    ENDPOINTS.deuteroChapter.path,
    async (req, reply) => {
      const q = validate(DeuteroChapterQuerySchema, req.query);
      const { book, chapter } = req.params;
      return sendJson(
        reply,
        deuterocanon.chapterJson(book, chapter, q.translation, q.lang ?? requestLanguage(req)),
      );
    },
  );
}
