/**
 * Studies end to end through the HTTP API on the real scripture.db: the catalogue, the built-in
 * composer, and the OpenAI-compatible driver against a local fake provider that is told to
 * succeed or fail in each way a real one can.
 */
import { createParser } from 'eventsource-parser';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Study, StudyCharacter, StudyMethod } from '../../shared/api';
import { ERROR_MESSAGES } from '../../shared/errors';
import { testApp } from '../../test/app';
import { FakeProvider, type Behaviour } from '../../test/fake-provider';
import { characterSeeds } from '../content/characters';

type App = Awaited<ReturnType<typeof testApp>>;

async function listen(t: App) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** POSTs a study request as SSE and collects the events. */
async function streamStudy(base: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/studies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event has its own payload; tests read fields
  const events: { event: string; data: any }[] = [];
  const parser = createParser({
    onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }),
  });
  parser.feed(await res.text());
  return { res, events };
}

describe('catalogue', () => {
  let t: App;
  beforeAll(async () => (t = await testApp()));
  afterAll(() => t.close());

  it('lists at least 120 characters, Jesus, Moses and David first, the rest alphabetically (spec §5)', async () => {
    const res = await t.app.inject('/api/characters');
    expect(res.statusCode).toBe(200);
    const list = res.json<StudyCharacter[]>();
    expect(list.length).toBeGreaterThanOrEqual(120);
    expect(list[0].id).toBe('jesus-christ');
    const group = (c: StudyCharacter) =>
      c.name.includes('Jesus') ? 0 : c.name.includes('Moses') ? 1 : c.name.includes('David') ? 2 : 3;
    const groups = list.map(group);
    expect(groups).toEqual([...groups].sort());
    expect(list.find((c) => group(c) === 1)!.id).toBe('moses');
    expect(list.find((c) => group(c) === 2)!.id).toBe('david');
    const rest = list.filter((c) => group(c) === 3).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    const moses = list.find((c) => c.id === 'moses')!;
    expect(moses.naves).toBe('MOSES');
    expect(moses.passages.length).toBeGreaterThanOrEqual(2);
    expect(moses.passages[0].osis).toMatch(/^[1-3]?[A-Za-z]+\.\d+/);
  });

  it('answers in the UI language and keeps namesakes apart', async () => {
    const es = (await t.app.inject({ url: '/api/characters', headers: { 'accept-language': 'es' } })).json<
      StudyCharacter[]
    >();
    expect(es[0].name).toContain('Jesús');
    expect(es.find((c) => c.id === 'moses')!.name).toBe('Moisés');
    const te = (await t.app.inject('/api/characters?lang=te')).json<StudyCharacter[]>();
    expect(te[0].name).toContain('యేసు');
    expect(te.find((c) => c.id === 'moses')!.passages[0].text).toMatch(/\p{Script=Telugu}/u);
    const en = (await t.app.inject('/api/characters')).json<StudyCharacter[]>();
    const jameses = en.filter((c) => c.id.startsWith('james'));
    expect(jameses.length).toBeGreaterThanOrEqual(2);
    expect(new Set(jameses.map((c) => c.name)).size).toBe(jameses.length);
    const marys = en.filter((c) => /^mary/.test(c.id)).map((c) => c.id);
    expect(marys).toEqual(expect.arrayContaining(['mary-mother-of-jesus', 'mary-magdalene']));
  });

  it('lists at least six study methods ordered by studyname, and the six topic methods of §9', async () => {
    for (const lang of ['en', 'es', 'fr', 'te']) {
      const methods = (await t.app.inject(`/api/study-methods?lang=${lang}`)).json<StudyMethod[]>();
      expect(methods.length).toBeGreaterThanOrEqual(6);
      const names = methods.map((m) => m.studyname);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
      for (const m of methods) expect(typeof m.id).toBe('number');
    }
    const topic = (await t.app.inject('/api/study-methods?for=topic')).json<StudyMethod[]>();
    expect(topic.map((m) => m.studyname).sort()).toEqual([
      'Devotional Method',
      'Inductive Method',
      'SOAP Method',
      'Topical Study',
      'Verse Mapping',
      'Word Study',
    ]);
    expect((await t.app.inject('/api/study-methods?for=nothing')).statusCode).toBe(400);
  });
});

describe('built-in composer', () => {
  let t: App;
  let base: string;
  beforeAll(async () => {
    t = await testApp({ STUDY_DRIVER: 'builtin', STUDY_RATE_LIMIT: '1000' });
    base = await listen(t);
  });
  afterAll(() => t.close());

  const post = (body: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { accept: 'application/json', 'accept-language': lang },
      payload: body,
    });

  it('writes a grounded study whose every reference is verified', async () => {
    const res = await post({ characterId: 'moses', methodId: 1, language: 'en', fresh: true });
    expect(res.statusCode).toBe(200);
    const { study } = res.json<{ study: Study }>();
    expect(study.driver).toBe('builtin');
    expect(study.cached).toBe(false);
    expect(study.subject).toEqual({ kind: 'character', id: 'moses', name: 'Moses' });
    expect(study.text).toMatch(/^# /);
    expect(study.text).toContain('# Historical summary of Moses');
    expect(study.text).toContain('Has the vision of the burning bush'); // a Nave's life event
    expect(study.text).toMatch(/\n- .*\?/); // application questions as bullets
    expect(study.references.length).toBeGreaterThan(10);
    expect(study.references.filter((r) => !r.valid)).toEqual([]);
    for (const r of study.references) expect(study.text.slice(r.start, r.end)).toBe(r.text);
    expect(study.references.map((r) => r.osis)).toContain('Exod.3.2-Exod.3.6');
  });

  it('is deterministic, cached on repeat, and fresh on request', async () => {
    const a = (await post({ characterId: 'ruth', methodId: 6, language: 'es', fresh: true })).json<{
      study: Study;
    }>().study;
    const b = (await post({ characterId: 'ruth', methodId: 6, language: 'es' })).json<{ study: Study }>()
      .study;
    expect(b.cached).toBe(true);
    expect(b.text).toBe(a.text);
    const c = (await post({ characterId: 'ruth', methodId: 6, language: 'es', fresh: true })).json<{
      study: Study;
    }>().study;
    expect(c.cached).toBe(false);
    expect(c.text).toBe(a.text);
    expect(a.translation).toBe('RV1909');
  });

  it('is a new study once the content it is made from is edited (content/characters/ruth.yaml)', async () => {
    const ask = async () =>
      (await post({ characterId: 'ruth', methodId: 6, language: 'en' })).json<{ study: Study }>().study;
    await ask();
    expect((await ask()).cached).toBe(true);
    const ruth = characterSeeds().find((c) => c.id === 'ruth')!;
    const before = ruth.description.en;
    ruth.description.en = `${before} Edited.`; // as if the file had been edited and the server restarted
    try {
      const edited = await ask();
      expect(edited.cached).toBe(false);
      expect(edited.text).toContain('Edited.');
    } finally {
      ruth.description.en = before;
    }
  });

  it.each(['en', 'es', 'fr', 'te'] as const)(
    'finds and verifies the references of a %s study',
    async (language) => {
      const { study } = (await post({ characterId: 'paul', methodId: 2, language, fresh: true })).json<{
        study: Study;
      }>();
      expect(study.language).toBe(language);
      expect(study.references.length).toBeGreaterThan(5);
      expect(study.references.filter((r) => !r.valid)).toEqual([]);
      if (language === 'te') expect(study.text).toMatch(/\p{Script=Telugu}/u);
    },
  );

  it("writes topic studies from Nave's references", async () => {
    const topics = (await t.app.inject('/api/topics?q=faith&limit=5')).json<{
      topics: { id: number; bibletopic: string }[];
    }>().topics;
    const faith = topics.find((x) => x.bibletopic === 'Faith')!;
    const { study } = (await post({ topicId: faith.id, methodId: 7, language: 'en' })).json<{
      study: Study;
    }>();
    expect(study.subject).toEqual({ kind: 'topic', id: String(faith.id), name: 'Faith' });
    expect(study.text).toContain('# Overview: Faith');
    expect(study.references.filter((r) => r.valid).length).toBeGreaterThan(5);
  });

  it('rejects unknown ids and missing choices with clear 400s', async () => {
    const cases: [object, string][] = [
      [{ characterId: 'nobody', methodId: 1 }, 'character_not_found'],
      [{ characterId: 'moses', methodId: 999 }, 'method_not_found'],
      [{ characterId: 'moses', methodId: 7 }, 'method_not_found'], // a topic-only method
      [{ topicId: 99999999, methodId: 7 }, 'topic_not_found'],
      [{ characterId: 'moses' }, 'study_subject_required'],
      [{ methodId: 1 }, 'study_subject_required'],
      [{ characterId: 'moses', topicId: 1, methodId: 1 }, 'bad_request'],
      [{ characterId: 'moses', methodId: 1, language: 'de' }, 'bad_request'],
      [{ characterId: 'moses', methodId: '1' }, 'bad_request'],
    ];
    for (const [body, id] of cases) {
      const res = await post(body, 'fr');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual({ id, message: ERROR_MESSAGES[id as keyof typeof ERROR_MESSAGES].fr });
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { 'content-type': 'application/json' },
      payload: '{"characterId":',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('streams the study as Server-Sent Events', async () => {
    const { res, events } = await streamStudy(base, {
      characterId: 'david',
      methodId: 3,
      language: 'en',
      fresh: true,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events[0]).toEqual({
      event: 'start',
      data: { driver: 'builtin', model: expect.any(String), cached: false },
    });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(deltas.map((d) => d.data.text).join('')).toBe(done.data.study.text);
  });
});

describe('AI provider driver', () => {
  const provider = new FakeProvider();
  let t: App;
  let base: string;
  beforeAll(async () => {
    await provider.start();
    t = await testApp({
      OPENAI_API_KEY: 'sk-test-123',
      OPENAI_BASE_URL: provider.url,
      // the server listens, so it warms the catalogue and the plans in the background beside the
      // first tests: steps of up to ~0.3 s on an idle machine (measured after issue 42's people
      // data), which a 400 ms wait for the provider's next chunk did not survive
      OPENAI_TIMEOUT_MS: '2000',
      OPENAI_MAX_RETRIES: '0',
      STUDY_RATE_LIMIT: '1000',
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });
  beforeEach(() => provider.will({ kind: 'answer', text: 'Study text' }));

  const post = (body: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { accept: 'application/json', 'accept-language': lang },
      payload: { fresh: true, ...body },
    });

  it('sends the spec §7 request and reads the first choice', async () => {
    provider.will({ kind: 'answer', text: '# Moses\nRead Ex 3:1-6 and John 22:5.\n- Question?' });
    const res = await post({ characterId: 'moses', methodId: 1, language: 'es' });
    expect(res.statusCode).toBe(200);
    const { study } = res.json<{ study: Study }>();
    expect(study).toMatchObject({
      driver: 'openai',
      model: 'gpt-4',
      cached: false,
      text: '# Moses\nRead Ex 3:1-6 and John 22:5.\n- Question?',
    });
    expect(study.references).toEqual([
      { text: 'Ex 3:1-6', osis: 'Exod.3.1-Exod.3.6', valid: true, start: 13, end: 21 },
      { text: 'John 22:5', osis: 'John.22.5', valid: false, start: 26, end: 35 },
    ]);
    const [{ body, headers }] = provider.received;
    expect(headers.authorization).toBe('Bearer sk-test-123');
    expect(body).toMatchObject({ model: 'gpt-4', max_tokens: 2000, temperature: 0.7 });
    expect(body.stream).toBeUndefined();
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0].content).toContain('Christian');
    expect(body.messages[0].content).toContain('Spanish');
    expect(body.messages[1].content).toContain('Moisés');
    expect(body.messages[1].content).toMatch(/"studyname":"Estudio biográfico"|"studyname":"[^"]+"/);
    // the fact sheet, in Spanish with the Spanish Bible: key passages, the method's steps, the quoting rules
    expect(body.messages[1].content).toContain('## Pasajes clave (Reina-Valera 1909)');
    expect(body.messages[1].content).toContain('Éxodo 3');
    expect(body.messages[1].content).toContain('## Sus pasos');
    expect(body.messages[1].content).toContain('word for word');
    expect(body.messages[1].content).toContain('name the Reina-Valera 1909 when you quote it'); // the language's Bible
  });

  it("streams the provider's text as it arrives", async () => {
    provider.will({ kind: 'answer', text: '# Ruth\nRuth 1:16 shows loyalty.\n- How loyal are you?' });
    const { events } = await streamStudy(base, {
      characterId: 'ruth',
      methodId: 1,
      language: 'en',
      fresh: true,
    });
    expect(provider.received[0].body.stream).toBe(true);
    expect(events[0].data).toEqual({ driver: 'openai', model: 'gpt-4', cached: false });
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(2);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.study.text).toBe('# Ruth\nRuth 1:16 shows loyalty.\n- How loyal are you?');
    expect(done.data.study.references).toEqual([
      { text: 'Ruth 1:16', osis: 'Ruth.1.16', valid: true, start: 7, end: 16 },
    ]);
  });

  it('serves a repeat request from the cache without calling the provider', async () => {
    provider.will({ kind: 'answer', text: 'Cached study on Moses' });
    await post({ characterId: 'moses', methodId: 5, language: 'fr' });
    provider.will({ kind: 'answer', text: 'another' });
    const again = (await post({ characterId: 'moses', methodId: 5, language: 'fr', fresh: false })).json<{
      study: Study;
    }>().study;
    expect(again).toMatchObject({ cached: true, text: 'Cached study on Moses' });
    expect(provider.received).toHaveLength(0);
  });

  it('verifies quotations after the stream ends: the final event carries the verification, and the cache keeps it', async () => {
    const text =
      '# Jesus\n- "Neither do I condemn thee: go, and sin no more." (John 8:11)\n- "Go, and sin no more" (John 13:27)';
    provider.will({ kind: 'answer', text });
    const { events } = await streamStudy(base, {
      characterId: 'mary-magdalene',
      methodId: 2,
      language: 'en',
      fresh: true,
    });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.every((d) => !('verification' in d.data))).toBe(true);
    const study = events.at(-1)!.data.study as Study;
    expect(study.verification!.quotations.map((q) => [q.status, q.osis])).toEqual([
      ['exact', 'John.8.11'],
      ['misattributed', 'John.13.27'],
    ]);
    expect(study.verification!.quotations[1].expected).toContain('Satan entered into him');
    expect(study.verification!.translations).toEqual(['KJV', 'WEB', 'ASV', 'DARBY', 'YLT', 'BBE']);
    expect(study.repair).toEqual({ misquotedBefore: 1, misquotedAfter: 1, adopted: false }); // the repair answered the same
    provider.will({ kind: 'answer', text: 'not asked' });
    const again = (
      await post({ characterId: 'mary-magdalene', methodId: 2, language: 'en', fresh: false })
    ).json<{ study: Study }>().study;
    expect(again.cached).toBe(true);
    expect(again.verification).toEqual(study.verification);
  });

  it('sends misquotations back once with the true text, and adopts the repaired answer', async () => {
    const bad =
      '# Mary\n- "Go, and sin no more" (John 13:27)\n- "For God so loved the world that he sent his only son to condemn it" (John 3:16)';
    const good =
      '# Mary\n- Jesus told Judas to act quickly (John 13:27).\n- "For God so loved the world, that he gave his only begotten Son" (John 3:16)';
    provider.will({ kind: 'answer', text: bad }, { kind: 'answer', text: good });
    const { events } = await streamStudy(base, {
      characterId: 'mary-magdalene',
      methodId: 3,
      language: 'en',
      fresh: true,
    });
    expect(provider.received).toHaveLength(2);
    const second = provider.received[1].body;
    expect(second.stream).toBeUndefined(); // not streamed: shown as a repair once it is done
    expect(second.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(second.messages[3].content).toContain(
      // the right words under a wrong reference: the model is told where they are (issue 43)
      '1. "Go, and sin no more" (John 13:27) — these words are John 8:11 in the KJV, not the passage cited: correct the reference',
    );
    expect(second.messages[3].content).toContain(
      '2. "For God so loved the world that he sent his only son to condemn it" (John 3:16)',
    );
    const study = events.at(-1)!.data.study as Study;
    expect(study.text).toBe(good);
    expect(study.repair).toEqual({ misquotedBefore: 2, misquotedAfter: 0, adopted: true });
    expect(study.verification!.counts).toMatchObject({ exact: 1, misquoted: 0 });
  });

  it('marks an answer cut by max_tokens (finish_reason "length") incomplete and never caches it', async () => {
    provider.will({
      kind: 'answer',
      text: '# Noah\nNoah built the ark (Genesis 6:14) and then',
      finishReason: 'length',
    });
    const { events } = await streamStudy(base, {
      characterId: 'noah',
      methodId: 3,
      language: 'en',
      fresh: true,
    });
    expect(events.at(-1)!.data.study).toMatchObject({ incomplete: true, cached: false });
    const json = (await post({ characterId: 'noah', methodId: 3, language: 'en', fresh: false })).json<{
      study: Study;
    }>().study;
    expect(json).toMatchObject({ incomplete: true, cached: false });
    expect(provider.received).toHaveLength(2); // not served from the cache
  });

  it('gives Telugu studies a larger max_tokens', async () => {
    await post({ characterId: 'ruth', methodId: 1, language: 'te' });
    expect(provider.received[0].body.max_tokens).toBe(6000);
  });

  it('answers "No response generated" when there is no choice, and does not cache it', async () => {
    provider.will({ kind: 'empty' });
    const first = (await post({ characterId: 'noah', methodId: 1, language: 'en' })).json<{ study: Study }>()
      .study;
    expect(first.text).toBe('No response generated');
    const { events } = await streamStudy(base, { characterId: 'noah', methodId: 1, language: 'en' });
    expect(events.at(-1)!.data.study.text).toBe('No response generated');
    expect(provider.received).toHaveLength(2); // not served from the cache
  });

  const failures: [string, Behaviour, string, number][] = [
    ['400', { kind: 'status', status: 400 }, 'provider_bad_request', 502],
    ['401', { kind: 'status', status: 401 }, 'provider_unauthorized', 502],
    ['403', { kind: 'status', status: 403 }, 'provider_forbidden', 502],
    ['404', { kind: 'status', status: 404 }, 'provider_not_found', 502],
    ['409', { kind: 'status', status: 409 }, 'provider_conflict', 502],
    ['422', { kind: 'status', status: 422 }, 'provider_unprocessable', 502],
    ['429', { kind: 'status', status: 429 }, 'provider_rate_limited', 503],
    ['500', { kind: 'status', status: 500 }, 'provider_unavailable', 503],
    ['503', { kind: 'status', status: 503 }, 'provider_unavailable', 503],
    ['a timeout', { kind: 'hang' }, 'provider_timeout', 504],
    ['a malformed body', { kind: 'malformed' }, 'provider_bad_response', 502],
  ];

  it.each(failures)(
    'turns %s into its own error, as JSON and as a stream event',
    async (_, behaviour, id, status) => {
      provider.will(behaviour);
      const res = await post({ characterId: 'moses', methodId: 1, language: 'te' }, 'te');
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toEqual({ id, message: ERROR_MESSAGES[id as keyof typeof ERROR_MESSAGES].te });
      const { events } = await streamStudy(
        base,
        { characterId: 'moses', methodId: 1, language: 'te', fresh: true },
        { 'accept-language': 'te' },
      );
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { error: { id, message: ERROR_MESSAGES[id as keyof typeof ERROR_MESSAGES].te } },
      });
    },
  );

  it("uses the spec's message for key problems", () => {
    expect(ERROR_MESSAGES.provider_unauthorized.en).toBe(
      'Failed to generate Bible study. Please check your API key and try again.',
    );
  });

  it('reports a stream cut off mid-way', async () => {
    provider.will({ kind: 'cut', text: '# Moses\nThe first part of a study that never' });
    const { events } = await streamStudy(base, { characterId: 'moses', methodId: 1, language: 'en' });
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    expect(events.at(-1)!.data.error.id).toBe('provider_stream_cut');
  });

  it('answers a JSON study in flight when the server closes with 503 shutting_down, in the request’s language', async () => {
    provider.will({ kind: 'drip', everyMs: 50 }); // a study that would go on for minutes
    const closing = await testApp({
      OPENAI_API_KEY: 'sk-test-123',
      OPENAI_BASE_URL: provider.url,
      OPENAI_MAX_RETRIES: '0',
    });
    const answer = closing.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { accept: 'application/json', 'accept-language': 'es' },
      payload: { characterId: 'moses', methodId: 1, fresh: true },
    });
    await vi.waitFor(() => expect(provider.received).toHaveLength(1), { timeout: 10_000 });
    await closing.close();
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { id: 'shutting_down', message: ERROR_MESSAGES.shutting_down.es } });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('reports a refused connection', async () => {
    const other = await testApp({
      STUDY_DRIVER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_MAX_RETRIES: '0',
    });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/studies',
        payload: { characterId: 'moses', methodId: 1 },
      });
      expect(res.json().error.id).toBe('provider_unreachable');
    } finally {
      await other.close();
    }
  });

  it('retries 429 and 5xx with backoff, then succeeds', async () => {
    const retrying = await testApp({
      OPENAI_API_KEY: 'k',
      OPENAI_BASE_URL: provider.url,
      OPENAI_MAX_RETRIES: '2',
    });
    try {
      provider.will(
        { kind: 'status', status: 429, retryAfter: '0' },
        { kind: 'status', status: 502 },
        { kind: 'answer', text: 'Third time' },
      );
      const res = await retrying.app.inject({
        method: 'POST',
        url: '/api/studies',
        payload: { characterId: 'moses', methodId: 1 },
      });
      expect(res.json().study.text).toBe('Third time');
      expect(provider.received).toHaveLength(3);
      provider.will({ kind: 'status', status: 401 });
      await retrying.app.inject({
        method: 'POST',
        url: '/api/studies',
        payload: { characterId: 'moses', methodId: 2 },
      });
      expect(provider.received).toHaveLength(1); // a key problem is not retried
    } finally {
      await retrying.close();
    }
  });

  it('cancels the provider request when the browser goes away', async () => {
    provider.will({ kind: 'answer', text: 'x'.repeat(2000), chunkDelayMs: 20 });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/studies`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ characterId: 'moses', methodId: 3, language: 'en', fresh: true }),
    });
    const reader = res.body!.getReader();
    await reader.read(); // the stream has begun
    controller.abort();
    await expect.poll(() => provider.clientClosed, { timeout: 3000 }).toBe(1);
  });

  it('limits generation per client, but not answers from the cache', async () => {
    const limited = await testApp({ STUDY_DRIVER: 'builtin', STUDY_RATE_LIMIT: '2' });
    try {
      const ask = (methodId: number, fresh = false) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/studies',
          payload: { characterId: 'moses', methodId, fresh },
        });
      expect((await ask(1)).statusCode).toBe(200);
      expect((await ask(2)).statusCode).toBe(200);
      const third = await ask(3);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await ask(1)).statusCode).toBe(200); // cached
      expect((await ask(1, true)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
