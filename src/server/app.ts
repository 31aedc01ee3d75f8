/**
 * Builds the Fastify app: the JSON API under /api and the built single-page app for every other
 * GET. Kept free of process concerns (listening, signals) so tests can build it directly.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { matchPage, pageExists } from '../shared/routes';
import type { Config } from './env';
import { handleClientError } from './http/client-error';
import { handleError } from './http/error-handler';
import { pageRoutes } from './http/pages';
import { characterSeeds } from './content/characters';
import { NavesRepo } from './naves/naves.repo';
import { PeopleRepo } from './people/people.repo';
import { PeopleService } from './people/people.service';
import { PlansRepo } from './plans/plans.repo';
import { ReadingPlanService } from './plans/reading-plans.service';
import { TopicService } from './naves/topics.service';
import { createAccounts } from './accounts';
import { accountRoutes } from './routes/account.route';
import { authRoutes } from './routes/auth.route';
import { libraryRoutes } from './routes/library.route';
import { groupsRoutes } from './routes/groups.route';
import { GroupsService } from './groups/groups.service';
import { liveRoutes } from './routes/live.route';
import { LiveService } from './live/live.service';
import { LiveHub } from './live/hub';
import { fanoutFor } from './live/fanout';
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
import { guardStateChanging } from './http/request-guard';
import { API_HEADERS, PAGE_HEADERS } from './http/security-headers';
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
  const plans = new ReadingPlanService(scripture.repository(PlansRepo));
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
  // one instance a database: the studies' related passages ask it too (related-passages.ts)
  crossReferenceRoutes(app, { crossReferences: scripture.repository(CrossReferenceService) });
  commentaryRoutes(app, { commentaries: new CommentaryService(scripture) });
  deuterocanonRoutes(app, { deuterocanon: new DeuterocanonService(scripture) });
  searchRoutes(app, { search });
  healthRoutes(app, { scripture, store });
  lexiconRoutes(app, { lexicon: new LexiconService(scripture) });
  originalRoutes(app, { original: new OriginalService(scripture) });
  const people = new PeopleService(scripture.repository(PeopleRepo), characterSeeds());
  peopleRoutes(app, { people });
  topicRoutes(app, { topics: new TopicService(naves) });
  readingPlanRoutes(app, { plans });
  contactRoutes(app, { store, config });
  studyRoutes(app, { catalog, studies, store, config });
  verifyRoutes(app, { repo: scripture, store, config });
  const accounts = createAccounts(config, store, app.log);
  app.addHook('onClose', () => accounts.mailer.close());
  authRoutes(app, { accounts });
  accountRoutes(app, { accounts });
  libraryRoutes(app, { accounts });
  const groups = new GroupsService(store.sql, (id) => studies.kept(id));
  // reading together: the state in the store, changes announced to every process (ADR 022)
  const kjv = scripture.referenceTranslation().id;
  const live = new LiveService(store.sql, fanoutFor(store), (p) =>
    scripture.exists(kjv, p.book, p.chapter, p.verse),
  );
  const hub = new LiveHub(live, (err) => app.log.warn({ err }, 'live reading'));
  // open streams end before the server waits for requests in flight (docs/deploy.md)
  app.addHook('preClose', async () => hub.close());
  app.addHook('onReady', () => live.fanout.ready);
  app.addHook('onClose', () => live.fanout.close());
  const memberGone = (groupId: string, userId: string) => live.memberGone(groupId, userId, Date.now());
  groupsRoutes(app, { accounts, groups, store, memberGone });
  liveRoutes(app, { accounts, live, hub });
  fontRoutes(app, { file: config.HEBREW_FONT });

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

  await pageRoutes(app, { staticDir: config.STATIC_DIR, pageFound });

  return app;
}
