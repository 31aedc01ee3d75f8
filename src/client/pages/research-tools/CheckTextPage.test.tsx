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

/** The server, as far as this page needs it: each reference `(Psalm 23:1)` found where it stands. */
function stubServer() {
  const bodies: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/translations'))
      return new Response(JSON.stringify([{ id: 'KJV', name: 'King James Version', language: 'en' }]));
    const { text } = JSON.parse(String(init?.body)) as { text: string };
    bodies.push(text);
    if (text.length > VERIFY_MAX_CHARS)
      return new Response(JSON.stringify({ error: { id: 'verify_text_too_long', message: 'too long' } }), {
        status: 400,
      });
    const references = [...text.matchAll(/Psalm 23:1/g)].map((m) => ({
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
});
