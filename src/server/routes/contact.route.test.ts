import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ CONTACT_EMAIL: 'help@example.org', CONTACT_RATE_LIMIT: '3', TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const valid = {
  name: 'Ruth',
  email: 'ruth@example.org',
  subject: 'A question',
  message: 'Where is Moab on the map?',
  language: 'en',
};
let client = 0;
const post = (body: unknown, ip = `10.0.0.${++client}`, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
  });

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201', async () => {
    const res = await post({ ...valid, language: 'te', name: 'రాము' });
    expect(res.statusCode).toBe(201);
    const [saved] = await t.store.listContactMessages({ limit: 1 });
    expect(saved).toMatchObject({
      id: res.json().id,
      name: 'రాము',
      email: 'ruth@example.org',
      language: 'te',
    });
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }],
    [{ ...valid, name: '   ' }],
    [{ ...valid, message: 'short' }],
    [{ ...valid, subject: 'x'.repeat(151) }],
    [{ name: 'only a name' }],
    ['a string'],
  ])('refuses %j with a 400 contact_invalid', async (body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.id).toBe('contact_invalid');
  });

  it('answers in the visitor’s language', async () => {
    const res = await post({ ...valid, email: 'x' }, undefined, { 'accept-language': 'es' });
    expect(res.json().error.message).toContain('correo electrónico válido');
  });

  it('drops a message whose honeypot is filled, answering as if sent', async () => {
    const before = (await t.store.listContactMessages()).length;
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect((await t.store.listContactMessages()).length).toBe(before);
  });

  it('limits each client to CONTACT_RATE_LIMIT messages an hour, with Retry-After', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post(valid, '192.0.2.77')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const limited = await post(valid, '192.0.2.77');
    expect(limited.json().error.id).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(valid, '192.0.2.78')).statusCode).toBe(201); // another client is unaffected
  });

  it('refuses a body that is not JSON with a 415, in the visitor’s language, without spending the quota', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: 'name=x',
        headers: { 'content-type': type, 'x-forwarded-for': '192.0.2.90', 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        id: 'unsupported_media_type',
        message: ERROR_MESSAGES.unsupported_media_type.fr,
      });
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': '192.0.2.90' },
    });
    expect(none.statusCode).toBe(415);
    expect((await post(valid, '192.0.2.90')).statusCode).toBe(201);
  });

  it('counts only accepted messages toward the quota: five refused ones do not lock the sender out', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post({ ...valid, email: 'x' }, '192.0.2.91')).statusCode).toBe(400);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post(valid, '192.0.2.91')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it.each(['en', 'es', 'fr', 'te'] as const)(
    'refuses control characters with a 400 text_invalid_characters (%s)',
    async (lang) => {
      for (const body of [
        { ...valid, name: 'a\u0000b' },
        { ...valid, message: 'hello\u0000 world, again' },
        { ...valid, subject: 'bell \u0007' },
      ]) {
        const res = await post(body, undefined, { 'accept-language': lang });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({
          id: 'text_invalid_characters',
          message: ERROR_MESSAGES.text_invalid_characters[lang],
        });
      }
    },
  );

  it('accepts tabs and line breaks in the message', async () => {
    expect((await post({ ...valid, message: 'Line one\r\n\tLine two' })).statusCode).toBe(201);
  });

  it('refuses a body over 64 KB with a 413', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.id).toBe('payload_too_large');
  });
});

describe('GET /api/site', () => {
  it('gives the configured contact details, and null for the unset ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toEqual({ contact: { email: 'help@example.org', phone: null, address: null } });
  });
});
