/**
 * Liveness and readiness, for a load balancer or an orchestrator (docs/deploy.md):
 * - `GET /api/health`: the process answers; restart it when this fails.
 * - `GET /api/ready`: the process can serve — the app store answers `ping()` and scripture.db
 *   answers a query — or a 503 naming what is not; send it no traffic until it is 200 again.
 */
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../shared/errors';
import { requestLanguage } from '../http/error-handler';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { AppStore } from '../store';

/** Longest wait for one check: a store that hangs is as unready as one that refuses. */
export const READY_CHECK_TIMEOUT_MS = 2000;

type Check = { ok: true; ms: number } | { ok: false; ms: number; error: string };

async function check(run: () => Promise<void> | void): Promise<Check & { cause?: unknown }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const ms = () => Math.round(performance.now() - started);
  try {
    await Promise.race([
      Promise.resolve().then(run),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(
            () => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)),
            READY_CHECK_TIMEOUT_MS,
          )),
      ),
    ]);
    return { ok: true, ms: ms() };
  } catch (err) {
    // a short reason for the operator; never a connection string or a stack
    const e = err as { code?: unknown; message?: unknown };
    const error =
      typeof e.code === 'string'
        ? e.code
        : typeof e.message === 'string'
          ? e.message.split('\n')[0].slice(0, 120)
          : 'failed';
    return { ok: false, ms: ms(), error, cause: err };
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(
  app: FastifyInstance,
  { scripture, store }: { scripture: ScriptureRepo; store: AppStore },
) {
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (req, reply) => {
    const [storeCheck, scriptureCheck] = await Promise.all([
      check(() => store.ping()),
      check(() => scripture.ping()),
    ]);
    const checks = {
      store: { driver: store.driver, ...withoutCause(storeCheck) },
      scripture: withoutCause(scriptureCheck),
    };
    reply.header('cache-control', 'no-store');
    if (storeCheck.ok && scriptureCheck.ok) return { status: 'ready', checks };
    req.log.warn(
      {
        store: storeCheck.ok ? 'ok' : forLog(storeCheck.cause),
        scripture: scriptureCheck.ok ? 'ok' : forLog(scriptureCheck.cause),
      },
      'not ready',
    );
    return reply.code(503).send({
      status: 'not_ready',
      checks,
      error: { id: 'unavailable', message: errorMessage('unavailable', requestLanguage(req)) },
    });
  });
}

/** An error as a log field: pino writes an Error under any key but `err` as `{}`. */
function forLog(err: unknown): { message: string; code?: string } {
  const e = err as { code?: unknown; message?: unknown } | null;
  return {
    message: typeof e?.message === 'string' ? e.message : String(err),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
  };
}

const withoutCause = ({ cause: _cause, ...rest }: Check & { cause?: unknown }): Check => rest;
