/**
 * Sessions over HTTP: the cookies that carry them and the guard of the routes that need one.
 * - Both cookies are HttpOnly (no script reads them), SameSite (Lax for the access cookie, so a
 *   link from a mail opens the app signed in; Strict for the refresh cookie), and never in a body.
 * - Over HTTPS (as the request arrived at the proxy, with TRUST_PROXY) they are Secure and named
 *   with the `__Host-` / `__Secure-` prefixes the browser enforces; over plain HTTP (development,
 *   the tests on 127.0.0.1) the same cookies without Secure and without prefix.
 * - The access cookie goes to the whole site (Path=/) for ACCESS_TTL; the refresh cookie only to
 *   /api/auth (refresh and sign-out), for the session's idle lifetime.
 */
import type {} from '@fastify/cookie'; // its declarations: setCookie, parseCookie
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { ACCESS_TTL_MS, REFRESH_IDLE_MS, type Sessions, type Tokens } from './sessions';
import type { RequestContext } from './auth.service';

const secure = (req: FastifyRequest) => req.protocol === 'https';
export const accessCookie = (req: FastifyRequest) => (secure(req) ? '__Host-bs_session' : 'bs_session');
export const refreshCookie = (req: FastifyRequest) => (secure(req) ? '__Secure-bs_refresh' : 'bs_refresh');
const REFRESH_PATH = '/api/auth';

/** The request's cookies, parsed only on the routes that use them (no hook on every request). */
export function cookiesOf(app: FastifyInstance, req: FastifyRequest): Record<string, string | undefined> {
  const header = req.headers.cookie;
  return header ? app.parseCookie(header) : {};
}

export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, tokens: Tokens) {
  const base = { httpOnly: true, secure: secure(req), path: '/' } as const;
  reply.setCookie(accessCookie(req), tokens.access, {
    ...base,
    sameSite: 'lax',
    maxAge: ACCESS_TTL_MS / 1000,
  });
  reply.setCookie(refreshCookie(req), tokens.refresh, {
    ...base,
    sameSite: 'strict',
    path: REFRESH_PATH,
    maxAge: REFRESH_IDLE_MS / 1000,
  });
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply) {
  const base = { httpOnly: true, secure: secure(req) } as const;
  reply.clearCookie(accessCookie(req), { ...base, sameSite: 'lax', path: '/' });
  reply.clearCookie(refreshCookie(req), { ...base, sameSite: 'strict', path: REFRESH_PATH });
}

/** A short name for the device a session is on, from its User-Agent: "Firefox on Windows". */
export function deviceName(ua: string | undefined): string {
  const s = ua ?? '';
  const browser = /Edg\//.test(s)
    ? 'Edge'
    : /OPR\//.test(s)
      ? 'Opera'
      : /Firefox\//.test(s)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|HeadlessChrome/.test(s)
          ? 'Chrome'
          : /Safari\//.test(s)
            ? 'Safari'
            : /^curl\//.test(s)
              ? 'curl'
              : 'A browser';
  const os = /Android/.test(s)
    ? 'Android'
    : /iPhone|iPad/.test(s)
      ? 'iOS'
      : /Windows/.test(s)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /CrOS/.test(s)
            ? 'ChromeOS'
            : /Linux/.test(s)
              ? 'Linux'
              : '';
  return os ? `${browser} on ${os}` : browser;
}

export const requestContext = (req: FastifyRequest): RequestContext => ({
  ip: req.ip,
  device: deviceName(req.headers['user-agent']),
});

/** The signed-in session of a request, or a 401: not_signed_in, session_expired (refresh it) or session_revoked. */
export async function requireSession(app: FastifyInstance, sessions: Sessions, req: FastifyRequest) {
  const value = cookiesOf(app, req)[accessCookie(req)];
  if (!value) throw new AppError('not_signed_in', 401);
  const result = await sessions.authenticate(value, Date.now());
  if (result.ok) return result.session;
  throw new AppError(
    result.reason === 'expired'
      ? 'session_expired'
      : result.reason === 'revoked'
        ? 'session_revoked'
        : 'not_signed_in',
    401,
  );
}
