/**
 * How an error reaches the client: in the request's language, in the API's one shape
 * (`{ error: { id, message } }`), through the one error handler the app installs.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, type ErrorId } from '../../shared/errors';
import { isUiLanguage, type UiLanguage } from '../../shared/books';
import { AppError } from '../errors';
import { isSqliteUnwritable } from '../store/sqlite.store';
import { UnstorableTextError } from '../store/store';

/** The request's UI language: `?lang=`, then Accept-Language, then English. */
export function requestLanguage(req: FastifyRequest): UiLanguage {
  // a request refused before routing (a path that does not decode) has no parsed query
  const q = req.query
    ? (req.query as Record<string, unknown>).lang
    : new URLSearchParams(req.url.split('?')[1] ?? '').get('lang');
  if (isUiLanguage(q)) return q;
  const header = req.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isUiLanguage(code)) return code;
  }
  return 'en';
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  id: ErrorId,
  status: number,
  headers: Record<string, string> = {},
) {
  return reply
    .code(status)
    .headers(headers)
    .send({ error: { id, message: errorMessage(id, requestLanguage(req)) } });
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
]);

/**
 * A failure to reach the app store (PostgreSQL down, restarting, refusing connections or not
 * answering): a 503 `unavailable` the client may retry, not a 500. pg's codes: class 08
 * (connection exception), 57P01–57P03 (shut down, starting up), 57014 (statement_timeout);
 * pg's own timeouts ("timeout exceeded when trying to connect", "Query read timeout") have none.
 * A SQLite store that cannot be written (disk full, read-only, I/O errors, the file gone) is
 * unavailable too: SQLITE_FULL, SQLITE_READONLY*, SQLITE_IOERR*, SQLITE_CANTOPEN*.
 */
export function isStoreUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  return (
    UNREACHABLE_CODES.has(code) ||
    code.startsWith('08') ||
    /^57P0[123]$/.test(code) ||
    code === '57014' ||
    isSqliteUnwritable(err) ||
    (typeof e?.message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|Query read timeout/.test(e.message))
  );
}

/** The one error handler: AppErrors as they are, framework errors mapped, the rest a logged 500. */
export function handleError(err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) return sendError(req, reply, err.id, err.status, err.headers);
  if (err instanceof UnstorableTextError) return sendError(req, reply, 'text_invalid_characters', 400);
  const status = (err as FastifyError).statusCode ?? 500;
  if (status === 413) return sendError(req, reply, 'payload_too_large', 413);
  if (status === 429) return sendError(req, reply, 'rate_limited', 429);
  if (status >= 400 && status < 500)
    return sendError(req, reply, status === 404 ? 'not_found' : 'bad_request', status);
  if (isStoreUnavailable(err)) {
    req.log.error({ err }, 'app store unavailable');
    return sendError(req, reply, 'unavailable', 503, { 'retry-after': '5' });
  }
  req.log.error({ err }, 'unhandled error');
  return sendError(req, reply, 'internal', 500);
}
