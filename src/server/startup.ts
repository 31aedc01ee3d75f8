/**
 * Start-up steps that fail for reasons an operator can fix, each turned into one line naming the
 * variable and what to do (index.ts prints it and exits 1) instead of a stack trace.
 */
import type { FastifyInstance } from 'fastify';
import { ContentError } from './content/files';
import { ConfigError, type Config } from './env';
import { ScriptureMissingError, scriptureFileProblem } from './scripture/scripture-file';
import { ScriptureRepo } from './scripture/scripture.repo';
import { openStore, type AppStore } from './store';

/** A start-up failure whose message is the whole story. */
export class StartupError extends Error {}

const code = (err: unknown) => (err as NodeJS.ErrnoException)?.code;
const firstLine = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .split('\n')[0]
    .slice(0, 200);

/** host:port/database of a PostgreSQL URL, never its password. */
function describeUrl(url: string) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/** Opens scripture.db once it is known to be a complete scripture database. */
export function openScripture(path: string): ScriptureRepo {
  const problem = scriptureFileProblem(path);
  if (problem === 'does not exist')
    throw new StartupError(
      `SCRIPTURE_DB: no scripture database at ${path}; run \`npm run import\` to build it, or set SCRIPTURE_DB to where it is`,
    );
  if (problem)
    throw new StartupError(
      `SCRIPTURE_DB: ${path} ${problem}; rebuild it with \`npm run import\` (or copy a good scripture.db there), or set SCRIPTURE_DB to a good copy`,
    );
  try {
    return new ScriptureRepo(path);
  } catch (err) {
    // the header and first rows were sound, but opening reads whole tables: damaged pages show here
    throw new StartupError(
      `SCRIPTURE_DB: ${path} is damaged (${firstLine(err)}); rebuild it with \`npm run import\` (or copy a good scripture.db there), or set SCRIPTURE_DB to a good copy`,
    );
  }
}

/** Opens the app store and applies its migrations. */
export async function openMigratedStore(config: Config): Promise<AppStore> {
  let store: AppStore | undefined;
  try {
    store = openStore(config);
    await store.migrate();
    return store;
  } catch (err) {
    await store?.close().catch(() => {});
    if (config.DATABASE_URL) {
      const where = describeUrl(config.DATABASE_URL);
      const reason =
        code(err) && !firstLine(err).includes(String(code(err)))
          ? `${code(err)}: ${firstLine(err)}`
          : firstLine(err);
      const hint =
        code(err) === '28P01' || code(err) === '28000'
          ? 'check the user and password in DATABASE_URL'
          : code(err) === '3D000'
            ? 'create the database, or correct its name in DATABASE_URL'
            : 'start PostgreSQL or correct DATABASE_URL (host, port, database)';
      throw new StartupError(`DATABASE_URL: cannot use PostgreSQL at ${where} (${reason}); ${hint}`);
    }
    throw new StartupError(
      `STORE_PATH: cannot open the SQLite store at ${config.STORE_PATH} (${firstLine(err)}); make its folder writable or set STORE_PATH to a writable file`,
    );
  }
}

/** app.listen, with the usual failures explained. */
export async function listenOrExplain(app: FastifyInstance, config: Config) {
  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (err) {
    if (code(err) === 'EADDRINUSE')
      throw new StartupError(
        `PORT: ${config.PORT} is already in use on ${config.HOST}; stop the other process or set PORT to a free port`,
      );
    if (code(err) === 'EACCES')
      throw new StartupError(
        `PORT: ${config.PORT} needs privileges this process lacks; use a port above 1023 (and let the reverse proxy listen on 80/443)`,
      );
    if (code(err) === 'EADDRNOTAVAIL' || code(err) === 'ENOTFOUND')
      throw new StartupError(
        `HOST: ${config.HOST} is not an address of this machine; set HOST to 0.0.0.0, 127.0.0.1 or one of its addresses`,
      );
    throw err;
  }
}

/** The line to print for a start-up failure: ours as they are; anything else in full, stack and all. */
export function startupFailureText(err: unknown): string {
  if (
    err instanceof ConfigError ||
    err instanceof ScriptureMissingError ||
    err instanceof StartupError ||
    err instanceof ContentError
  )
    return err.message;
  return String((err as Error)?.stack ?? err);
}
