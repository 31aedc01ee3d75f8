import { ENDPOINTS } from '../../shared/api/endpoints';
/**
 * Characters, study methods and study generation (docs/api.md).
 *
 * POST /api/studies answers in one of two ways, by the Accept header:
 * - `text/event-stream`: Server-Sent Events — `start`, then `delta` events with the text as it
 *   is written, then `done` with the whole study and its reference check, or `error`. Problems
 *   found before anything is sent (bad ids, the rate limit) are ordinary JSON errors instead.
 * - otherwise JSON: `{ study }` once it is complete.
 * If the browser goes away mid-study, the provider request is cancelled; if the server shuts down
 * mid-study, the study stops with an `error` event `shutting_down` (a 503 for JSON). The finished study carries
 * its `id`: GET /api/studies/:id answers it again, from any instance, for good.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CatalogQuerySchema,
  KeptStudyParamsSchema,
  StudyRequestSchema,
  type Study,
  type StudyStreamEvents,
} from '../../shared/api';
import { errorMessage } from '../../shared/errors';
import type { Config } from '../env';
import { AppError } from '../errors';
import { isStoreUnavailable, requestLanguage } from '../http/error-handler';
import type { AppStore } from '../store';
import type { StudyCatalog } from '../studies/catalog';
import { CancelledError } from '../studies/provider-client';
import type { StudyJob, StudyService } from '../studies/studies.service';
import { hourlyLimit } from '../http/rate-limit';
import { validate } from '../http/validate';

export interface StudyServices {
  catalog: StudyCatalog;
  studies: StudyService;
  store: AppStore;
  config: Config;
}

export function studyRoutes(app: FastifyInstance, { catalog, studies, store, config }: StudyServices) {
  const spendQuota = hourlyLimit(store, 'study', config.STUDY_RATE_LIMIT);
  app.get(ENDPOINTS.characters.path, async (req, reply) => {
    validate(CatalogQuerySchema, req.query);
    reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
    return catalog.characters(requestLanguage(req));
  });

  app.get(ENDPOINTS.studyMethods.path, async (req, reply) => {
    const query = validate(CatalogQuerySchema, req.query);
    reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
    return catalog.methods(requestLanguage(req), query.for);
  });

  app.post('/api/studies', async (req, reply) => {
    const input = validate(StudyRequestSchema, req.body, (_, raw) => {
      const body = raw as Record<string, unknown> | null | undefined;
      const missing =
        !body ||
        typeof body !== 'object' ||
        body.methodId == null ||
        (body.characterId == null && body.topicId == null);
      return missing ? 'study_subject_required' : 'bad_request';
    });
    const job = await studies.job(input);
    if (!job.cached) {
      await spendQuota(req);
    }
    const wantsStream = (req.headers.accept ?? '').includes('text/event-stream');
    return wantsStream ? stream(req, reply, job) : json(req, reply, job);
  });

  app.get(ENDPOINTS.keptStudy.path, async (req, reply) => {
    // a malformed id names no study either: the same 404 as an unknown one (a link cut short)
    const params = KeptStudyParamsSchema.safeParse(req.params);
    const study = params.success ? await studies.kept(params.data.id) : null;
    if (!study) throw new AppError('study_not_found', 404);
    // a kept study never changes under its id
    reply.header('cache-control', 'public, max-age=86400, immutable');
    return { study };
  });

  // a study can take minutes: on shutdown the ones in flight stop at once and say so, rather than
  // hold the process past its grace and be cut without a word
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  /** Aborts when the client's connection closes before the answer is complete, or the server closes. */
  function cancelOnClose(reply: FastifyReply) {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return AbortSignal.any([controller.signal, closing.signal]);
  }

  async function json(req: FastifyRequest, reply: FastifyReply, job: StudyJob) {
    if (job.cached) return { study: job.cached };
    try {
      return { study: await studies.run(job, { signal: cancelOnClose(reply), log: req.log }) };
    } catch (err) {
      if (err instanceof CancelledError && closing.signal.aborted)
        throw new AppError('shutting_down', 503, { 'retry-after': '5' });
      if (err instanceof CancelledError) return reply.code(499).send(); // nobody is listening
      throw err;
    }
  }

  async function stream(req: FastifyRequest, reply: FastifyReply, job: StudyJob) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no', // nginx: pass events on as they come
    });
    const send = <K extends keyof StudyStreamEvents>(event: K, data: StudyStreamEvents[K]) => {
      if (!res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const started = Date.now();
    let study: Study | null = job.cached;
    send('start', { driver: job.driver, model: job.model, cached: Boolean(study) });
    try {
      if (study) send('delta', { text: study.text });
      else
        study = await studies.run(job, {
          signal: cancelOnClose(reply),
          onDelta: (text) => send('delta', { text }),
          log: req.log,
        });
      send('done', { study });
    } catch (err) {
      if (err instanceof CancelledError && closing.signal.aborted) {
        req.log.info({ ms: Date.now() - started }, 'study stopped: the server is shutting down');
        send('error', {
          error: { id: 'shutting_down', message: errorMessage('shutting_down', requestLanguage(req)) },
        });
      } else if (err instanceof CancelledError) {
        req.log.info({ ms: Date.now() - started }, 'study cancelled: the client went away');
      } else {
        const id = err instanceof AppError ? err.id : isStoreUnavailable(err) ? 'unavailable' : 'internal';
        if (!(err instanceof AppError)) req.log.error({ err }, 'study failed');
        send('error', { error: { id, message: errorMessage(id, requestLanguage(req)) } });
      }
    } finally {
      res.end();
      req.log.info(
        { method: req.method, url: req.url, status: 200, stream: true, ms: Date.now() - started },
        'request',
      );
    }
  }
}
