// @vitest-environment jsdom
/**
 * Check a text with a long sermon (issue 43): a pasted text longer than one check takes is kept whole
 * and checked in parts, each within the server's limit, the results laid over the whole text.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VerifyResponse } from '../../../shared/api';
import { VERIFY_MAX_CHARS } from '../../../shared/limits';
import { prepareLanguage } from '../../i18n';
import { CheckTextPage } from './CheckTextPage';

beforeAll(async () => {
  await prepareLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const WAIT = { timeout: 10_000 };

/** A sermon of `length` characters: paragraphs, each citing Psalm 23:1 once. */
function sermon(length: number): string {
  const paragraph =
    'The shepherd psalm has comforted many in the valley, and it still does. "The LORD is my shepherd; I shall not want" (Psalm 23:1). We lean on him in every trial, and we rest in his care day by day.';
  const parts: string[] = [];
  while (parts.join('\n\n').length < length) parts.push(paragraph);
  return parts.join('\n\n').slice(0, length - 5) + ' Amen';
}

/**
 * The server, as far as this page needs it: each reference `(Psalm 23:1)` found where it stands;
 * `failOn`: the checks (1, 2, …) answered with a rate limit; `stopShort`: each check stops, as
 * the server does when its time runs out, at the paragraph after the first third of the text.
 */
/** Where the stub stops short: the paragraph after the first third, if any. */
const stopAt = (text: string) => {
  const at = text.indexOf('\n\n', text.length / 3);
  return at < 0 ? undefined : at + 2;
};

function stubServer(failOn: number[] = [], stopShort = false) {
  const bodies: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/translations'))
      return new Response(JSON.stringify([{ id: 'KJV', name: 'King James Version', language: 'en' }]));
    const { text } = JSON.parse(String(init?.body)) as { text: string };
    bodies.push(text);
    if (failOn.includes(bodies.length))
      return new Response(JSON.stringify({ error: { id: 'rate_limited', message: 'slow down' } }), {
        status: 429,
      });
    if (text.length > VERIFY_MAX_CHARS)
      return new Response(JSON.stringify({ error: { id: 'verify_text_too_long', message: 'too long' } }), {
        status: 400,
      });
    const checkedTo = stopShort ? stopAt(text) : undefined;
    const references = [...text.slice(0, checkedTo).matchAll(/Psalm 23:1/g)].map((m) => ({
      text: m[0],
      osis: 'Ps.23.1',
      valid: true,
      start: m.index,
      end: m.index + m[0].length,
    }));
    const answer: VerifyResponse = {
      translations: ['KJV'],
      unchecked: 0,
      capped: 0,
      references,
      quotations: [],
      ...(checkedTo === undefined ? {} : { checkedTo }),
    };
    return new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetch);
  return bodies;
}

describe('CheckTextPage', () => {
  it('checks a 25,530-character sermon whole, in parts the server takes, and keeps every reference', async () => {
    const bodies = stubServer();
    const text = sermon(25_530);
    const expected = text.match(/Psalm 23:1/g)!.length;
    render(
      <MemoryRouter>
        <CheckTextPage />
      </MemoryRouter>,
    );
    const box = screen.getByLabelText('Text to check') as HTMLTextAreaElement;
    // the browser cuts a paste at maxlength without a word: there is none
    expect(box.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(box, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: /Check/ }));
    expect(
      await screen.findByText(new RegExp(`References looked up in the Bible: ${expected}\\b`), {}, WAIT),
    ).toBeTruthy();
    expect(bodies.length).toBeGreaterThan(1);
    for (const b of bodies) expect(b.length).toBeLessThanOrEqual(VERIFY_MAX_CHARS);
    // the parts are the text, in order, nothing left out
    expect(bodies.join('').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
  });

  it('goes on where the server stopped short of the end of a part (its time ran out), to the end', async () => {
    const bodies = stubServer([], true);
    const text = sermon(25_530);
    render(
      <MemoryRouter>
        <CheckTextPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Text to check'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: /Check/ }));
    const all = text.match(/Psalm 23:1/g)!.length;
    expect(
      await screen.findByText(new RegExp(`References looked up in the Bible: ${all}\\b`), {}, WAIT),
    ).toBeTruthy();
    // each request starts where the one before was checked to: the text, in order, from its start
    expect(bodies.length).toBeGreaterThan(2);
    let pos = 0;
    for (const b of bodies) {
      expect(text.indexOf(b, pos)).toBe(pos);
      pos += stopAt(b) ?? b.length;
    }
    expect(pos).toBe(text.length);
    expect(
      screen.getByText(/The whole text \(25,530 characters\) was checked, in several parts\./),
    ).toBeTruthy();
  });
});

describe('CheckTextPage, when a part cannot be checked or the text is too long', () => {
  const show = () =>
    render(
      <MemoryRouter>
        <CheckTextPage />
      </MemoryRouter>,
    );
  it('shows what was checked, says which characters were not and why, and checks the rest on request', async () => {
    stubServer([2]);
    const text = sermon(25_530);
    show();
    fireEvent.change(screen.getByLabelText('Text to check'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: /Check/ }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toMatch(/Characters [\d,]+–25,530 of 25,530 .* were not checked: /);
    const before = Number(
      /References looked up in the Bible: (\d+)/.exec(document.body.textContent ?? '')![1],
    );
    expect(before).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Check the rest' }));
    const all = text.match(/Psalm 23:1/g)!.length;
    expect(
      await screen.findByText(new RegExp(`References looked up in the Bible: ${all}\\b`), {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('refuses a text over the limit as it stands, with its count, and cuts nothing', () => {
    stubServer();
    show();
    const box = screen.getByLabelText('Text to check') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: sermon(100_010) } });
    expect(box.value).toHaveLength(100_010);
    expect(screen.getByText(/100,010 characters: the checker reads at most 100,000 at a time/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Check/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
