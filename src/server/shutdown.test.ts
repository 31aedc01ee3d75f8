/**
 * Shutdown behind a proxy: clients hold idle keep-alive connections. On SIGTERM the server must
 * finish what is in flight and exit 0 at once, not wait for idle connections to time out.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../shared/errors';
import { FakeProvider } from '../test/fake-provider';
import { spawnServer } from '../test/server-process';

function get(agent: Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** The server as a child process, and the URL it listens at once it does. */
async function startServer(env: Record<string, string> = {}) {
  const s = spawnServer(env);
  return { ...s, url: await s.listening };
}

describe('SIGTERM while an AI study streams', () => {
  const provider = new FakeProvider();
  beforeAll(() => provider.start());
  afterAll(() => provider.stop());
  const aiServer = () =>
    startServer({ STUDY_DRIVER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: provider.url });

  /** Starts a streamed study and resolves once its first text has arrived. */
  async function streamStudy(url: string, signal?: AbortSignal) {
    const res = await fetch(`${url}/api/studies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-language': 'fr' },
      body: JSON.stringify({ characterId: 'ruth', methodId: 1, language: 'fr', fresh: true }),
      signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: delta')) text += decoder.decode((await reader.read()).value);
    return {
      /** everything the stream sends until it ends */
      async rest() {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return text;
          text += decoder.decode(value);
        }
      },
    };
  }

  it('ends the stream with an error event in the request’s language, and exits 0 at once', async () => {
    provider.will({ kind: 'drip', everyMs: 50 }); // a study that would go on for minutes
    const s = await aiServer();
    const study = await streamStudy(s.url);
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    const events = await study.rest();
    const error = /event: error\ndata: (.*)\n/.exec(events);
    expect(error, events).not.toBeNull();
    expect(JSON.parse(error![1])).toEqual({
      error: { id: 'shutting_down', message: ERROR_MESSAGES.shutting_down.fr },
    });
    expect(await s.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(s.output()).not.toContain('shutdown took too long');
  });

  it('exits 0 at once after a client abandoned a study', async () => {
    provider.will({ kind: 'drip', everyMs: 50 });
    const s = await aiServer();
    const abort = new AbortController();
    await streamStudy(s.url, abort.signal);
    abort.abort();
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(s.output()).not.toContain('shutdown took too long');
  });
});

it('closes idle keep-alive connections on SIGTERM, finishes the request in flight, and exits 0', async () => {
  const { child, exited, url, output } = await startServer();

  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const warm = await Promise.all(
    Array.from({ length: 20 }, (_, i) => get(agent, `${url}/api/passages?ref=John+3:${i + 1}`)),
  );
  expect(warm.every((r) => r.status === 200)).toBe(true);
  expect(Object.values(agent.freeSockets).flat()).toHaveLength(20); // twenty idle keep-alive connections

  // a search that no statistic answers (counted on the worker) is in flight when the signal comes
  const inFlight = get(agent, `${url}/api/search?q=a*+e*&mode=any&translation=all`);
  await new Promise((r) => setTimeout(r, 20));
  const signalled = Date.now();
  child.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body).total).toBeGreaterThan(0);
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(5_000); // the grace period is 10 s: nothing waited for it
  expect(output()).not.toContain('shutdown took too long');
  agent.destroy();
});
