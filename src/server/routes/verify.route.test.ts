/** POST /api/verify: references and quotations of any text, limits, rate limit and translated errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyResponse } from '../../shared/api';
import { ERROR_MESSAGES } from '../../shared/errors';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ VERIFY_RATE_LIMIT: '3', TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let client = 0;
const post = (body: unknown, headers: Record<string, string> = {}, ip = `10.1.0.${++client}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
  });

describe('POST /api/verify', () => {
  it('marks references (offsets into the text) and quotations, in the KJV', async () => {
    const text =
      'Paid Judas 30 pieces. "For God so loved the world that he sent his only son to condemn it" (John 3:16), see Hezekiah 3:16.';
    const res = await post({ text, translation: 'kjv' });
    expect(res.statusCode).toBe(200);
    const body = res.json<VerifyResponse>();
    expect(body.references.map((r) => [text.slice(r.start, r.end), r.text, r.osis, r.valid])).toEqual([
      ['John 3:16', 'John 3:16', 'John.3.16', true],
      ['Hezekiah 3:16', 'Hezekiah 3:16', null, false],
    ]);
    expect(body.quotations).toEqual([
      {
        start: text.indexOf('"'),
        end: text.indexOf('" (') + 1,
        quote: 'For God so loved the world that he sent his only son to condemn it',
        osis: 'John.3.16',
        status: 'misquoted',
        translation: 'KJV',
        expected: expect.stringContaining('only begotten Son'),
        reason: 'word',
        // word by word: "sent" for "gave", "condemn" where the verse goes on otherwise
        diff: expect.arrayContaining([{ op: 'changed', quote: 'sent', verse: 'gave' }]),
      },
    ]);
    expect(body.quotations[0]).not.toHaveProperty('distance');
    expect(body.translations).toEqual(['KJV', 'WEB', 'ASV', 'DARBY', 'YLT', 'BBE']);
    expect(body.unchecked).toBe(0);
    expect(body.capped).toBe(0);
  });

  it('bounds the checking of a hostile text, and says where it stopped so the rest can be sent (issue 43)', async () => {
    // two hundred misquotations each citing the 176 verses of Psalm 119 asked 0.6 s of the event loop
    const quote = (i: number) => `"blessed are the undefiled who walk the law number ${i}" (Psalm 119)`;
    const text = Array.from({ length: 200 }, (_, i) => quote(i)).join('\n');
    const body = (await post({ text, translation: 'KJV' })).json<VerifyResponse>();
    // it stopped at the start of a line, after the first quotation and before the last
    expect(body.checkedTo).toBeGreaterThan(text.indexOf(quote(1)) - 1);
    expect(body.checkedTo).toBeLessThan(text.length);
    expect(text[body.checkedTo! - 1]).toBe('\n');
    // everything before it was checked, in order, and nothing after it is in the answer
    const before = text.slice(0, body.checkedTo).split('\n').filter(Boolean).length;
    expect(body.quotations.map((q) => q.start)).toEqual(
      Array.from({ length: before }, (_, i) => text.indexOf(quote(i))),
    );
    expect(body.quotations.every((q) => q.status === 'misquoted')).toBe(true);
    expect(body.references).toHaveLength(before);
    expect([body.capped, body.unchecked]).toEqual([0, 0]);
    // the rest, sent on its own, goes on from there
    const rest = (
      await post({ text: text.slice(body.checkedTo), translation: 'KJV' })
    ).json<VerifyResponse>();
    expect(rest.quotations[0].start).toBe(0);
    expect(rest.quotations[0].quote).toContain(`number ${before}`);

    // a quotation longer than any passage a study quotes is counted, not compared
    const long = `"${Array.from({ length: 1_500 }, (_, i) => `word${i}`).join(' ')}" (Psalm 119)`;
    const one = (await post({ text: long, translation: 'KJV' })).json<VerifyResponse>();
    expect([one.quotations.length, one.capped]).toEqual([0, 1]);

    // an ordinary text is checked whole
    const fine = (await post({ text: quote(1).replace('Psalm 119', 'Psalm 119:1') })).json<VerifyResponse>();
    expect([fine.quotations.length, fine.capped, fine.checkedTo]).toEqual([1, 0, undefined]);
  });

  it('reads a French text in the Segond when no translation is given, whatever the page’s language', async () => {
    const res = await post({
      text: 'Psaume 51:3 : « O Dieu! aie pitié de moi dans ta bonté; Selon ta grande miséricorde, efface mes transgressions »',
    });
    const body = res.json<VerifyResponse>();
    expect(body.translations[0]).toBe('LSG');
    expect(body.quotations.map((q) => [q.status, q.translation, q.osis])).toEqual([
      ['exact', 'LSG', 'Ps.51.1'],
    ]);
  });

  it('says where the words of a quotation cited to the wrong place really are: a wrong reference (issue 43)', async () => {
    const res = await post({
      text: '"The LORD is my shepherd; I shall not want" (John 3:16)',
      translation: 'KJV',
    });
    expect(res.json<VerifyResponse>().quotations[0]).toMatchObject({
      status: 'misattributed',
      found: { osis: 'Ps.23.1', own: 'Ps.23.1', translation: 'KJV' },
    });
  });

  it('uses the language’s Bible when no translation is given (Spanish: RV1909)', async () => {
    const res = await post(
      { text: '«Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito» (Juan 3,16)' },
      { 'accept-language': 'es' },
    );
    expect(res.json<VerifyResponse>().quotations.map((q) => [q.status, q.translation, q.osis])).toEqual([
      ['exact', 'RV1909', 'John.3.16'],
    ]);
  });

  it('refuses empty, too long and malformed requests and unknown translations, in the visitor’s language', async () => {
    const cases: [unknown, string][] = [
      [{ text: '   ' }, 'verify_text_required'],
      [{}, 'verify_text_required'],
      [{ text: ' '.repeat(20_001) }, 'verify_text_required'],
      [{ text: 'x'.repeat(20_001) }, 'verify_text_too_long'],
      [{ text: 316 }, 'bad_request'],
      [{ text: 'John 3:16', translation: 'XYZ' }, 'translation_not_found'],
      [{ text: 'John 3:16', extra: 1 }, 'bad_request'],
      ['a string', 'bad_request'],
    ];
    for (const [body, id] of cases) {
      const res = await post(body, { 'accept-language': 'te' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error).toEqual({ id, message: ERROR_MESSAGES[id as keyof typeof ERROR_MESSAGES].te });
    }
  });

  it('is rate-limited per client', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post({ text: 'John 3:16' }, {}, '10.2.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('accepts only JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: 'text=John 3:16',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
