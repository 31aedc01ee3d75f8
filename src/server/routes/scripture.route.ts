/**
 * Translations, books, passages, references and the verse of the day. Cross-references and
 * commentaries have their own route files.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import {
  PassageQuerySchema,
  ReferenceQuerySchema,
  VotdQuerySchema,
  type Lookup,
  type ReferenceOutOfRange,
  type ResolvedReference,
} from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import { formatRange } from '../../shared/reference/format';
import { outOfRange } from '../../shared/reference/out-of-range';
import { parseReference } from '../../shared/reference/parse';
import { parseStrongs, strongsLanguage } from '../../shared/strongs';
import { AppError } from '../errors';
import { requestLanguage } from '../http/error-handler';
import { CACHEABLE, sendJson } from '../http/json-cache';
import type { PassageService } from '../scripture/passages.service';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { verseOfTheDay } from '../scripture/votd.service';
import { validate } from '../http/validate';

export interface ScriptureServices {
  repo: ScriptureRepo;
  passages: PassageService;
}

export function scriptureRoutes(app: FastifyInstance, { repo, passages }: ScriptureServices) {
  app.get(ENDPOINTS.translations.path, async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return repo.translations();
  });

  app.get('/api/books', async (_req, reply) => {
    reply.header('cache-control', CACHEABLE);
    return repo.books();
  });

  app.get('/api/passages', async (req, reply) => {
    const q = validate(PassageQuerySchema, req.query);
    const json = await passages.getJson(
      q.ref,
      q.translation,
      q.lang ?? requestLanguage(req),
      q.strongs === '1',
      q.scheme ?? 'own',
    );
    return sendJson(reply, json);
  });

  /** A reference as the reader opens it: its first range, in the request's language. */
  const resolve = (q: string, lang: UiLanguage): ResolvedReference | null => {
    // abbreviations as the reader's language reads them: `Jc 1:5` is James in French
    const parsed = parseReference(q, lang);
    if (!parsed) return null;
    const { start, end } = parsed.ranges[0];
    const within = start.verse !== null && end.chapter === start.chapter && end.book === start.book;
    return {
      reference: formatRange(parsed.ranges[0], lang),
      osis: parsed.osis,
      book: start.book,
      chapter: start.chapter,
      verse: start.verse,
      verseEnd: within && end.verse !== null && end.verse > start.verse! ? end.verse : null,
    };
  };

  /** Resolves a reference for navigation: 400 when the text is not one. */
  app.get('/api/references', async (req, reply) => {
    const q = validate(ReferenceQuerySchema, req.query, 'reference_required');
    const body = resolve(q.q, q.lang ?? requestLanguage(req));
    if (!body) throw new AppError('reference_invalid', 400);
    reply.header('cache-control', CACHEABLE);
    return body;
  });

  /**
   * A reference past the end of its book or chapter, by the KJV's count (the parser's); a verse
   * past the end is counted in the language's Bible, and one that this Bible has (the Segond
   * numbers psalms' titles: Ps 51 has 21 verses) is not said to be past the end.
   */
  const beyond = (q: string, lang: UiLanguage): ReferenceOutOfRange | null => {
    const found = outOfRange(q, lang);
    if (!found || found.verses === null || found.verse === null) return found;
    const bible = repo.bestTranslationFor(lang).id;
    const own = repo.lastVerse(bible, found.book, found.chapter);
    if (own === null) return found;
    return found.verse >= 1 && found.verse <= own ? null : { ...found, verses: own };
  };

  /**
   * What a search box's text is (the quick search, the word search): a reference, a Strong's
   * number, a reference past the end ("John 99:99": John has 21 chapters) or words, always
   * answered 200, so that trying a word is no failed request.
   */
  app.get('/api/lookup', async (req, reply) => {
    const q = validate(ReferenceQuerySchema, req.query, 'search_query_required');
    const lang = q.lang ?? requestLanguage(req);
    const strongs = parseStrongs(q.q);
    const reference = strongs ? null : resolve(q.q, lang);
    const past = strongs || reference ? null : beyond(q.q, lang);
    const body: Lookup = strongs
      ? { kind: 'strongs', strongs, language: strongsLanguage(strongs) }
      : reference
        ? { kind: 'reference', reference }
        : past
          ? { kind: 'outOfRange', ...past }
          : { kind: 'words' };
    reply.header('cache-control', CACHEABLE);
    return body;
  });

  app.get(ENDPOINTS.verseOfTheDay.path, async (req, reply) => {
    const q = validate(VotdQuerySchema, req.query);
    const date = q.date ?? new Date().toISOString().slice(0, 10);
    reply.header('cache-control', CACHEABLE);
    return verseOfTheDay(repo, q.lang, date);
  });
}
