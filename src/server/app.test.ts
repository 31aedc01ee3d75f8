/** The app's edges: what the parser refuses, what static serving withholds, the page CSP. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../shared/errors';
import { testApp } from '../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let port: number;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/assets/app-abc123.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["../src/secret.tsx"]}');
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map.br'), 'BROTLI MAP');
  t = await testApp({ STATIC_DIR: dir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and returns everything the server answers before it closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.end(request);
  });
}
const bigHeader = `X-Big: ${'a'.repeat(20_000)}\r\n`;

describe('headers over the limit', () => {
  it('a HEAD request gets a 431 with no body', async () => {
    const answer = await raw(`HEAD / HTTP/1.1\r\nHost: localhost\r\n${bigHeader}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/content-length: 0/i);
    expect(body).toBe('');
  });

  it('a GET gets a 431 with the JSON error', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n${bigHeader}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]).error.id).toBe('headers_too_large');
  });
});

describe('source maps', () => {
  it.each([
    '/assets/app-abc123.js.map',
    '/assets/app-abc123.js.map.br',
    '/assets/app-abc123.js%2Emap',
    '/assets/APP-abc123.js.MAP',
  ])('%s is not served', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.tsx');
    expect(res.body).not.toContain('BROTLI MAP');
  });

  it('the scripts themselves still are', async () => {
    expect((await t.app.inject('/assets/app-abc123.js')).statusCode).toBe(200);
  });
});

describe('the page CSP', () => {
  it("allows styles only from this origin: no 'unsafe-inline'", async () => {
    const csp = (await t.app.inject('/')).headers['content-security-policy'] as string;
    const style = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('style-src'));
    expect(style).toBe("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('a badly encoded path', () => {
  it.each(['/api/%E0%A4%A', '/%E0%A4%A', '/api/passages/%FF?lang=fr'])(
    '%s is a 400 in the catalogue’s shape and language, without the path',
    async (url) => {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'es' } });
      expect(res.statusCode).toBe(400);
      const lang = url.includes('lang=fr') ? 'fr' : 'es';
      expect(res.json()).toEqual({ error: { id: 'bad_request', message: ERROR_MESSAGES.bad_request[lang] } });
      expect(res.body).not.toContain('%');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
