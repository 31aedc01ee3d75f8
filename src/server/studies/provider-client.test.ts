/**
 * The provider client's bounds, against the local fake provider: a study's total time and size,
 * the provider's Retry-After (what we wait, what we tell), and what goes to the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../shared/books';
import { ERROR_MESSAGES } from '../../shared/errors';
import { testApp } from '../../test/app';
import { FakeProvider } from '../../test/fake-provider';
import { AppError } from '../errors';
import {
  chatCompletion,
  redactedExcerpt,
  retryAfterSeconds,
  RETRY_AFTER_TELL_CAP_S,
  RETRY_WAIT_CAP_MS,
  type ProviderConfig,
} from './provider-client';

const provider = new FakeProvider();
beforeAll(() => provider.start());
afterAll(() => provider.stop());

const messages = [{ role: 'user' as const, content: 'Write a study' }];
const config = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  baseUrl: provider.url,
  apiKey: 'sk-live-SECRETKEY123456',
  model: 'gpt-4',
  timeoutMs: 1000,
  totalTimeoutMs: 1500,
  maxAnswerBytes: 200_000,
  maxRetries: 0,
  ...over,
});
function recorder() {
  const warnings: { obj: Record<string, unknown>; msg: string }[] = [];
  return {
    warnings,
    log: { warn: (obj: object, msg: string) => warnings.push({ obj: obj as Record<string, unknown>, msg }) },
  };
}
const run = (c: ProviderConfig, stream: boolean, log?: ReturnType<typeof recorder>['log']) =>
  chatCompletion(c, messages, {
    signal: new AbortController().signal,
    maxTokens: 2000,
    temperature: 0.7,
    onDelta: stream ? () => {} : undefined,
    log,
  });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('a study’s total time', () => {
  it('ends a provider that drips a chunk just inside the idle timeout: provider_too_slow at the deadline', async () => {
    provider.will({ kind: 'drip', everyMs: 200 }); // idle timeout 1000 ms never fires
    const started = Date.now();
    const err = await failure(run(config(), true));
    expect(err.id).toBe('provider_too_slow');
    expect(err.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(3000);
    await new Promise((r) => setTimeout(r, 300));
    expect(provider.clientClosed).toBe(1); // the provider request was cut, not left running
  });
});

describe('a study’s total size', () => {
  it.each([true, false])(
    'cuts an answer over OPENAI_MAX_ANSWER_BYTES (streamed: %s): provider_too_large',
    async (stream) => {
      provider.will({ kind: 'huge', bytes: 5_000_000 });
      const err = await failure(run(config(), stream));
      expect(err.id).toBe('provider_too_large');
      expect(err.status).toBe(502);
    },
  );

  it('accepts an answer under the bound', async () => {
    provider.will({ kind: 'huge', bytes: 50_000 });
    expect((await run(config(), true)).length).toBeGreaterThan(40_000);
  });
});

describe('Retry-After from the provider', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThanOrEqual(29);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(undefined)).toBeNull();
  });

  it(`waits at most ${RETRY_WAIT_CAP_MS} ms before a retry, whatever it asks`, async () => {
    provider.will(
      { kind: 'status', status: 429, retryAfter: '3600' },
      { kind: 'answer', text: 'Second time' },
    );
    const { warnings, log } = recorder();
    const started = Date.now();
    expect(await run(config({ maxRetries: 1, totalTimeoutMs: 20_000 }), false, log)).toBe('Second time');
    expect(Date.now() - started).toBeLessThan(RETRY_WAIT_CAP_MS + 1500);
    expect(warnings.find((w) => w.msg.includes('retrying'))?.obj.waitMs).toBe(RETRY_WAIT_CAP_MS);
  });

  it('does not wait past the study’s deadline: fails at once instead', async () => {
    provider.will({ kind: 'status', status: 503, retryAfter: '30' });
    const started = Date.now();
    const err = await failure(run(config({ maxRetries: 2, totalTimeoutMs: 2000 }), false));
    expect(err.id).toBe('provider_unavailable');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it(`tells our client at most ${RETRY_AFTER_TELL_CAP_S} s`, async () => {
    provider.will({ kind: 'status', status: 429, retryAfter: '3600' });
    const err = await failure(run(config(), false));
    expect(err.id).toBe('provider_rate_limited');
    expect(err.headers['retry-after']).toBe(String(RETRY_AFTER_TELL_CAP_S));
    provider.will({
      kind: 'status',
      status: 429,
      retryAfter: new Date(Date.now() + 7 * 86_400_000).toUTCString(),
    });
    expect((await failure(run(config(), false))).headers['retry-after']).toBe(String(RETRY_AFTER_TELL_CAP_S));
    provider.will({ kind: 'status', status: 429, retryAfter: '12' });
    expect((await failure(run(config(), false))).headers['retry-after']).toBe('12');
  });
});

describe('provider error bodies in the log', () => {
  it('are logged at warn with the status and a short, redacted excerpt', async () => {
    const body = JSON.stringify({
      error: {
        message: `Incorrect API key provided: sk-live-SECRETKEY123456. Authorization: Bearer sk-live-SECRETKEY123456 for ann@example.org ${'x'.repeat(5000)}`,
      },
    });
    provider.will({ kind: 'status', status: 401, body });
    const { warnings, log } = recorder();
    await failure(run(config(), false, log));
    const line = warnings.find((w) => w.msg === 'AI provider answered with an error')!;
    expect(line.obj.status).toBe(401);
    const excerpt = line.obj.body as string;
    expect(excerpt).toContain('Incorrect API key provided');
    expect(excerpt).not.toContain('SECRETKEY');
    expect(excerpt).not.toContain('ann@example.org');
    expect(excerpt.length).toBeLessThanOrEqual(201);
  });

  it('redacts keys and tokens even when they are not ours', () => {
    expect(
      redactedExcerpt('key sk-proj-abcdefghijkl and token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9abc'),
    ).toBe('key sk-[redacted] and token [redacted]');
  });
});

describe('through the API', () => {
  it('a too-slow or too-large study is an error the visitor can read, in four languages, and nothing is cached', async () => {
    const t = await testApp({
      OPENAI_API_KEY: 'k',
      OPENAI_BASE_URL: provider.url,
      OPENAI_TIMEOUT_MS: '1000',
      OPENAI_STUDY_TIMEOUT_MS: '1200',
      OPENAI_MAX_ANSWER_BYTES: '100000',
      OPENAI_MAX_RETRIES: '0',
    });
    try {
      for (const [behaviour, id, status] of [
        [{ kind: 'drip', everyMs: 200 }, 'provider_too_slow', 504],
        [{ kind: 'huge', bytes: 3_000_000 }, 'provider_too_large', 502],
      ] as const) {
        for (const lang of UI_LANGUAGES) {
          provider.will(behaviour);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/studies',
            headers: { 'accept-language': lang },
            payload: { characterId: 'moses', methodId: 1 },
          });
          expect(res.statusCode).toBe(status);
          expect(res.json().error).toEqual({ id, message: ERROR_MESSAGES[id][lang] });
        }
      }
      provider.will({ kind: 'answer', text: 'Fine now' });
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/studies',
        payload: { characterId: 'moses', methodId: 1 },
      });
      expect(ok.json().study).toMatchObject({ text: 'Fine now', cached: false });
    } finally {
      await t.close();
    }
  }, 30_000);
});
