/**
 * Builds the Fastify app: the JSON API under /api and the built single-page app for every other
 * GET. Kept free of process concerns (listening, signals) so tests can build it directly.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { matchPage, pageExists, type PageName } from '../shared/routes';
import type { Config } from './env';
import { handleClientError } from './client-error';
import { handleError, sendError } from './errors';
import { cachedText, sendCompressed } from './json-cache';
import { readPagesHtml } from './page-preloads';
import { firstRequests } from '../shared/api/reader-urls';
import { characterSeeds } from './content/characters';
import { NavesRepo } from './naves/naves.repo';
import { PeopleService } from './people/people.service';
import { ReadingPlanService } from './plans/reading-plans.service';
import { TopicService } from './naves/topics.service';
import { createAccounts } from './accounts';
import { accountRoutes } from './routes/account.route';
import { authRoutes } from './routes/auth.route';
import { libraryRoutes } from './routes/library.route';
import { commentaryRoutes } from './routes/commentary.route';
import { contactRoutes } from './routes/contact.route';
import { crossReferenceRoutes } from './routes/cross-references.route';
import { deuterocanonRoutes } from './routes/deuterocanon.route';
import { fontRoutes } from './routes/fonts.route';
import { healthRoutes } from './routes/health.route';
import { originalRoutes } from './routes/original.route';
import { lexiconRoutes } from './routes/lexicon.route';
import { peopleRoutes } from './routes/people.route';
import { readingPlanRoutes } from './routes/reading-plans.route';
import { scriptureRoutes } from './routes/scripture.route';
import { bibleTextRoutes } from './routes/bible-text.route';
import { searchRoutes } from './routes/search.route';
import { studyRoutes } from './routes/studies.route';
import { topicRoutes } from './routes/topics.route';
import { verifyRoutes } from './routes/verify.route';
import { guardStateChanging } from './request-guard';
import { API_HEADERS, PAGE_HEADERS } from './security-headers';
import { CommentaryService } from './scripture/commentary.service';
import { CrossReferenceService } from './scripture/cross-references.service';
import { DeuterocanonService } from './scripture/deuterocanon.service';
import { OriginalService } from './scripture/original.service';
import { LexiconService } from './scripture/lexicon.service';
import { PassageService } from './scripture/passages.service';
import { BibleTextService } from './scripture/bible-text.service';
import type { ScriptureRepo } from './scripture/scripture.repo';
import { SearchService } from './scripture/search.service';
import { StudyCatalog } from './studies/catalog';
import { StudyService } from './studies/studies.service';
import { createStudyDriver } from './studies/drivers';
import type { AppStore } from './store';

/** How long searches under way may go on once the server closes (SIGTERM), before `shutting_down`. */
const SEARCH_CLOSE_GRACE_MS = 1500;

export interface AppDeps {
  config: Config;
  scripture: ScriptureRepo;
  /** contact messages, the study cache, rate limits */
  store: AppStore;
  /** where the JSON log lines go (tests read them); stdout when absent */
  logStream?: { write(line: string): void };
}

export async function buildApp({ config, scripture, store, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // trust the first N hops (what a number means to proxy-addr), so req.ip is the client's
    trustProxy: (_addr: string, hop: number) => hop < config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // a request read while the server closes (sent before SIGTERM, on a connection it accepted) is
    // answered, with `Connection: close`, not refused with Fastify's own 503 (index.ts)
    return503OnClosing: false,
    // one log line per request (below) instead of Fastify's two: half the logging cost
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: handleClientError,
    // a path that does not decode (/api/%E0%A4%A) is refused before routing, and Fastify's own answer
    // echoes it in its own shape: ours instead, in the request's language
    frameworkErrors: (err, req, reply) => {
      reply.headers(req.url.startsWith('/api/') ? API_HEADERS : PAGE_HEADERS);
      return handleError(err, req, reply);
    },
  });
  app.setErrorHandler(handleError);

  app.addHook('onRequest', async (req, reply) => {
    reply.headers(req.url.startsWith('/api/') ? API_HEADERS : PAGE_HEADERS);
  });
  app.addHook('onRequest', guardStateChanging);
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  await app.register(compress, { threshold: 2048 });
  // cookies are read only by the account routes (accounts/http.ts), not parsed on every request
  await app.register(cookie, { hook: false });
  // answers about an account are never kept by a cache
  app.addHook('onSend', async (req, reply) => {
    if (/^\/api\/(auth|account|library)\//.test(req.url)) reply.header('cache-control', 'no-store');
  });

  // the composition root: every service is built here, once, and handed to the routes that use it
  const search = new SearchService(scripture);
  // on close, searches under way have SEARCH_CLOSE_GRACE_MS to finish, then are answered
  // `shutting_down` (preClose: before the server waits for the requests in flight)
  app.addHook('preClose', async () => search.close(SEARCH_CLOSE_GRACE_MS));
  app.addHook('onClose', async () => search.close());
  const naves = new NavesRepo(scripture);
  const catalog = new StudyCatalog(scripture, naves);
  const studies = new StudyService(scripture, catalog, store, createStudyDriver(config, scripture, catalog));
  // once listening, the work a first study would pay for is done in the background (~0.8 s of
  // work, with a pause between characters and studies); a server that closes stops it
  const warming = new AbortController();
  const plans = new ReadingPlanService(scripture);
  app.addHook('onListen', async () => {
    search.warm();
    void plans
      .warm(warming.signal)
      .catch((err: unknown) => app.log.warn({ err }, 'building reading plans failed'));
    void studies
      .warm(warming.signal)
      .catch((err: unknown) => app.log.warn({ err }, 'warming studies failed'));
  });
  app.addHook('onClose', () => warming.abort());

  scriptureRoutes(app, { repo: scripture, passages: new PassageService(scripture) });
  bibleTextRoutes(app, { texts: new BibleTextService(scripture) });
  crossReferenceRoutes(app, new CrossReferenceService(scripture));
  commentaryRoutes(app, new CommentaryService(scripture));
  deuterocanonRoutes(app, new DeuterocanonService(scripture));
  searchRoutes(app, search);
  healthRoutes(app, scripture, store);
  lexiconRoutes(app, new LexiconService(scripture));
  originalRoutes(app, new OriginalService(scripture));
  const people = new PeopleService(scripture, characterSeeds());
  peopleRoutes(app, people);
  topicRoutes(app, new TopicService(naves));
  readingPlanRoutes(app, plans);
  contactRoutes(app, store, config);
  studyRoutes(app, { catalog, studies, store, config });
  verifyRoutes(app, scripture, store, config);
  const accounts = createAccounts(config, store, app.log);
  app.addHook('onClose', () => accounts.mailer.close());
  authRoutes(app, accounts);
  accountRoutes(app, accounts);
  libraryRoutes(app, accounts);
  fontRoutes(app, config.HEBREW_FONT);

  const staticDir = resolve(config.STATIC_DIR);
  const hasClient = existsSync(join(staticDir, 'index.html'));
  // every page is the SPA's index.html with its own code preloaded (page-preloads.ts): kept in
  // memory with its compressed forms, one a page, not read per request
  const pageHtml = hasClient
    ? readPagesHtml(staticDir, readFileSync(join(staticDir, 'index.html'), 'utf8'))
    : null;
  const htmlAnswers = new Map<string, ReturnType<typeof cachedText>>();
  const htmlFor = (page: PageName | 'notFound') => {
    const html = pageHtml!(page);
    let answer = htmlAnswers.get(html);
    if (!answer) htmlAnswers.set(html, (answer = cachedText(html)));
    return answer;
  };
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false, // ours below: immutable for hashed assets, no-cache for the rest
      preCompressed: true, // the .br/.gz files the build writes (scripts/compress-client.mjs)
      // source maps give away the whole client source: never served (a 404 like any missing asset)
      allowedPath: (pathName) => !/\.map(\.(br|gz))?$/i.test(pathName),
      setHeaders(res, path) {
        // hashed file names under /assets never change: cache them for a year. The rest is
        // revalidated on every use (a 304 when unchanged): index.html, the manifest, the icons,
        // and above all the service worker (sw.js, workbox-*.js), which must never be cached for
        // long or readers would stay on an old version (ADR 013; static-files.test.ts)
        res.setHeader(
          'cache-control',
          path.includes(`${join(staticDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /**
   * shared/routes.ts's answer; for a person's page, also whether the person exists; for a kept
   * study's page, whether the store keeps it (a dead link is a 404)
   */
  async function pageFound(path: string) {
    if (!pageExists(path)) return false;
    const match = matchPage(path);
    if (match?.name === 'person') return people.has(match.params.id);
    if (match?.name !== 'sharedStudy') return true;
    // the store unreachable: the page loads and says so itself when it asks for the study
    return (await store.getKeptStudy(match.params.id).catch(() => true)) !== null;
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split(/[?#]/, 1)[0];
    // a missing API route or asset file (a name with an extension: /favicon.ico, /old.js) is a
    // plain 404: answering index.html there breaks scripts, caches and browsers' icon requests
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !/^\/(api|assets)(\/|$)/.test(path) &&
      !/\.[a-z][a-z0-9]{0,15}$/i.test(path);
    if (isPage && hasClient) {
      // every page is the SPA's index.html; a URL that is no page of it (shared/routes.ts: an
      // unknown route, John 99, a study no one kept) is a 404 whose page shows the client's "not found" help
      const found = await pageFound(path);
      // what the page will ask for first, asked for by the browser while it fetches the code
      const first = found ? firstRequests(path, req.url.slice(path.length)) : [];
      if (first.length)
        reply.header('link', first.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', '));
      return sendCompressed(
        reply
          .code(found ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8'),
        htmlFor(found ? (matchPage(path)?.name ?? 'notFound') : 'notFound'),
      );
    }
    return sendError(req, reply, 'not_found', 404);
  });

  return app;
}
