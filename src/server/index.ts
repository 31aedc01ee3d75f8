/** Server entry point: config, data, store, listen; stops gracefully on SIGTERM/SIGINT. */
import { acceptFirst } from './accept-first';
import { UsersRepo } from './accounts/users.repo';
import { buildApp } from './app';
import { trackIdleConnections } from './idle-connections';
import { loadContent } from './content';
import { loadConfig, studyDriver } from './env';
import { listenOrExplain, openMigratedStore, openScripture, startupFailureText } from './startup';
import { warmReferenceParsing } from '../shared/reference/parse';

const SHUTDOWN_GRACE_MS = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;

async function main() {
  const config = loadConfig();
  const content = loadContent(); // content/: read and checked once, a bad file stops start-up here
  const scripture = openScripture(config.SCRIPTURE_DB);
  const store = await openMigratedStore(config);
  const app = await buildApp({ config, scripture, store });
  warmReferenceParsing(); // builds the reference parsers and learns the book names before the first visitor needs them

  const prune = setInterval(() => {
    store
      .pruneRateLimits(new Date(Date.now() - 24 * 3600_000))
      .catch((err) => app.log.warn({ err }, 'rate-limit prune failed'));
    // expired challenges, tokens, throttles and sessions; account events after 90 days
    new UsersRepo(store.sql)
      .prune(Date.now(), Date.now() - 90 * 86_400_000)
      .catch((err) => app.log.warn({ err }, 'account prune failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();

  const connections = trackIdleConnections(app.server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(prune);
    // stop accepting and let in-flight requests (streams included) finish; keep-alive connections
    // idle now, or idle once their answer is sent, are closed at once instead of when they time out
    const closing = app.close();
    const sweep = setInterval(() => connections.closeIdle(), 50);
    connections.closeIdle();
    await closing;
    clearInterval(sweep);
    await store.close();
    scripture.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  acceptFirst(app.server); // a burst of new connections is let in before open ones are answered
  await listenOrExplain(app, config);
  app.log.info(
    {
      store: store.driver,
      content,
      scripture: config.SCRIPTURE_DB,
      studies:
        studyDriver(config) === 'openai'
          ? `openai (${config.OPENAI_MODEL} at ${new URL(config.OPENAI_BASE_URL).host})`
          : 'built-in composer',
    },
    'ready',
  );
}

main().catch((err) => {
  console.error(startupFailureText(err));
  process.exit(1);
});
