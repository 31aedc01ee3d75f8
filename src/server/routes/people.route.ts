/** People, places and events: GET /api/people?q=, /api/people/:id, /api/places/:id (docs/api.md). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import {
  ChapterPeopleQuerySchema,
  PeopleIdSchema,
  PeopleSearchSchema,
  PersonQuerySchema,
} from '../../shared/api';
import { bookByOsis } from '../../shared/books';
import { AppError } from '../errors';
import { requestLanguage } from '../http/error-handler';
import { CACHEABLE, sendJson } from '../http/json-cache';
import type { PeopleService } from '../people/people.service';
import { validate } from '../http/validate';

export function peopleRoutes(app: FastifyInstance, { people }: { people: PeopleService }) {
  app.get(ENDPOINTS.people.path, async (req, reply) => {
    const q = validate(PeopleSearchSchema, req.query, (_, input) =>
      (input as { q?: unknown }).q ? 'people_query_invalid' : 'people_query_required',
    );
    reply.header('cache-control', CACHEABLE);
    return people.search(q.q, q.lang ?? requestLanguage(req));
  });

  /** an id no record can have is a 404 like an unknown one: the answer is the same to a reader */
  const id = (raw: string, notFound: 'person_not_found' | 'place_not_found') => {
    if (!PeopleIdSchema.safeParse(raw).success) throw new AppError(notFound, 404);
    return raw;
  };

  app.get<{ Params: { id: string } }>(ENDPOINTS.person.path, async (req, reply) => {
    const { lang } = validate(PersonQuerySchema, req.query);
    return sendJson(
      reply,
      people.personJson(id(req.params.id, 'person_not_found'), lang ?? requestLanguage(req)),
    );
  });

  /** who and what a chapter names: the reader's "People and places in this chapter" */
  app.get(ENDPOINTS.chapterPeople.path, async (req, reply) => {
    const q = validate(ChapterPeopleQuerySchema, req.query, 'reference_invalid');
    const [osis, chapter] = q.ref.split('.');
    const book = bookByOsis(osis);
    if (!book || Number(chapter) < 1 || Number(chapter) > book.chapters)
      throw new AppError('reference_invalid', 400);
    return sendJson(reply, people.chapterJson(book.order, Number(chapter), q.lang ?? requestLanguage(req)));
  });

  app.get<{ Params: { id: string } }>('/api/places/:id', async (req, reply) => {
    const { lang } = validate(PersonQuerySchema, req.query);
    return sendJson(
      reply,
      people.placeJson(id(req.params.id, 'place_not_found'), lang ?? requestLanguage(req)),
    );
  });
}
