/** State-changing requests: JSON only, same origin only, and refused ones cost no quota. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({
    CONTACT_RATE_LIMIT: '2',
    STUDY_RATE_LIMIT: '2',
    TRUST_PROXY: '1',
    STUDY_DRIVER: 'builtin',
  });
});
afterAll(() => t.close());

const contact = {
  name: 'Ruth',
  email: 'ruth@example.org',
  subject: 'A question',
  message: 'Where is Moab on the map?',
};
const study = { characterId: 'david', methodId: 1, fresh: true };
const post = (url: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: {
      host: 'bible.example.org',
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...headers,
    },
  });

describe.each([
  ['/api/contact', contact, 201],
  ['/api/studies', study, 200],
])('POST %s', (url, body, ok) => {
  it('refuses a cross-site browser request with a 403 and does not count it', async () => {
    const ip = `198.51.100.${ok}`;
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.bible.example.org' },
      { origin: 'https://evil.example' }, // an older browser: Origin only
      { origin: 'null' },
    ]) {
      const res = await post(url, body, ip, { ...headers, 'accept-language': 'es' });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error).toEqual({
        id: 'cross_site_forbidden',
        message: ERROR_MESSAGES.cross_site_forbidden.es,
      });
    }
    // the router decodes the path: an encoded one is guarded too
    const encoded = await post(url.replace('/api/', '/%61pi/'), body, ip, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(encoded.statusCode).toBe(403);
    // the quota (2) is untouched
    expect((await post(url, body, ip)).statusCode).toBe(ok);
    expect((await post(url, body, ip)).statusCode).toBe(ok);
    expect((await post(url, body, ip)).statusCode).toBe(429);
  });

  it('allows same-origin browser requests and requests without those headers (curl)', async () => {
    const ip = `198.51.101.${ok}`;
    expect(
      (await post(url, body, ip, { 'sec-fetch-site': 'same-origin', origin: 'https://bible.example.org' }))
        .statusCode,
    ).toBe(ok);
    expect(
      (await post(url, body, `198.51.103.${ok}`, { origin: 'http://bible.example.org' })).statusCode,
    ).toBe(ok);
    expect((await post(url, body, `198.51.104.${ok}`)).statusCode).toBe(ok);
  });

  it('refuses text/plain (the body a hostile page can send without a preflight) with a 415, without counting it', async () => {
    const ip = `198.51.102.${ok}`;
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/ld+json',
      'text/plain',
      'text/plain',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': type, 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.id).toBe('unsupported_media_type');
    }
    expect((await post(url, body, ip)).statusCode).toBe(ok);
  });
});

describe('other requests', () => {
  it('GETs are not affected by Origin or Sec-Fetch-Site', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a study request refused for its content costs no quota', async () => {
    for (let i = 0; i < 4; i++)
      expect(
        (await post('/api/studies', { characterId: 'nobody-at-all', methodId: 1 }, '198.51.103.1'))
          .statusCode,
      ).toBe(400);
    expect((await post('/api/studies', study, '198.51.103.1')).statusCode).toBe(200);
  });
});

describe('a DELETE', () => {
  const del = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/groups/g/members/u',
      headers,
      ...(payload ? { payload } : {}),
    });

  it('without a body needs no Content-Type (no form sends one); reaches the route, which asks for a session', async () => {
    const res = await del({});
    expect([res.statusCode, res.json().error.id]).toEqual([401, 'not_signed_in']);
  });

  it('with a body is held to JSON, and to the same origin', async () => {
    expect((await del({ 'content-type': 'text/plain' }, 'x')).statusCode).toBe(415);
    expect((await del({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });
});
