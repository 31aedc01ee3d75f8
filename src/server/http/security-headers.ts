/**
 * Security headers for every response. They never vary, so they are built once; setting a
 * precomputed object costs next to nothing, where @fastify/helmet rebuilt them per request and
 * cut throughput by more than half (bench/passages.bench.ts).
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'", // no 'unsafe-inline': React sets style props through the CSSOM, which CSP allows
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** For pages and assets. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** For JSON answers: the page-only headers (CSP, framing) mean nothing there and cost bytes. */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
});
