/** Server entry point: config, data, store, listen; stops gracefully on SIGTERM/SIGINT. */
import type { AddressInfo } from 'node:net';
import { acceptFirst } from './http/accept-first';
import { UsersRepo } from './accounts/users.repo';
import { buildApp } from './app';
import { trackIdleConnections } from './http/idle-connections';
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
  const accepting = acceptFirst(app.server); // a burst of new connections is let in before open ones are answered
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
    // nothing sent before the signal is reset: connections the kernel queued are accepted before
    // the server stops listening, a new connection gets QUIET_MS to send its request, kept-alive
    // ones are closed once idle, and what is read meanwhile is answered with `Connection: close`
    // (idle-connections.ts)
    accepting.stop();
    const address = app.server.address() as AddressInfo | null;
    if (address) await connections.drain(address.port);
    const stopSweeping = connections.sweep();
    // stop listening; studies and searches still running stop with `shutting_down` (preClose
    // hooks), the other requests in flight finish
    await app.close();
    stopSweeping();
    await store.close();
    scripture.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

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
