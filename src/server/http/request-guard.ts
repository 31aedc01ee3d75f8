/**
 * Guards for state-changing requests (POST, PUT, PATCH, DELETE: all under /api), checked before
 * the body is read:
 * - JSON only (415 `unsupported_media_type`): `text/plain`, form and multipart bodies are the
 *   ones any other website can make a visitor's browser send without a CORS preflight. A DELETE
 *   without a body needs no type: no form sends one, and a cross-site fetch of it is preflighted.
 * - Same origin only (403 `cross_site_forbidden`): a browser's `Sec-Fetch-Site` must be
 *   `same-origin` (or `none`, typed by the user); without it, an `Origin` header must name the
 *   host the request was sent to (`Host`, or `X-Forwarded-Host` from a trusted proxy).
 *   Requests with neither header (curl, server-to-server) pass: they carry no visitor's identity.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// only what the JSON body parser reads: a `+json` type would pass here and then fail as a bad request
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** True when the Origin header names the host the request was sent to (any scheme: TLS may end at a proxy). */
function sameHost(origin: string, req: FastifyRequest): boolean {
  try {
    return new URL(origin).host.toLowerCase() === (req.host ?? '').toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, some redirects) or garbage: not provably ours
  }
}

export async function guardStateChanging(req: FastifyRequest, reply: FastifyReply) {
  // every state-changing request, not only raw URLs under /api/: the router decodes the path,
  // so /%61pi/contact reaches the contact route (and the site has no other such routes)
  if (!STATE_CHANGING.has(req.method)) return;
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  // the browser's own Sec-Fetch-Site is the better witness; Origin is for browsers without it
  const crossSite =
    typeof site === 'string'
      ? site !== 'same-origin' && site !== 'none'
      : typeof origin === 'string' && !sameHost(origin, req);
  if (crossSite) {
    req.log.info({ client: req.ip, site, origin }, 'cross-site request refused');
    return sendError(req, reply, 'cross_site_forbidden', 403);
  }
  const bodiless = req.method === 'DELETE' && !req.headers['content-type'] && !hasBody(req);
  if (!bodiless && !JSON_TYPE.test(req.headers['content-type'] ?? ''))
    return sendError(req, reply, 'unsupported_media_type', 415);
}
