/**
 * Downloading a whole Bible: progress as the JSON arrives (its share of x-decoded-length), the
 * ETag kept, a server error as the API's error, a changed ETag seen as a newer copy and a 304 not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api';
import { downloadBible, newerBible } from './download';

afterEach(() => vi.unstubAllGlobals());

const body = JSON.stringify({ format: 1, id: 'KJV', name: 'King James Version', language: 'en', books: [] });

/** A response whose body arrives in `parts` chunks. */
function streamed(text: string, parts: number, headers: Record<string, string>) {
  const bytes = new TextEncoder().encode(text);
  const step = Math.ceil(bytes.length / parts);
  const stream = new ReadableStream<Uint8Array>({
    start(ctrl) {
      for (let i = 0; i < bytes.length; i += step) ctrl.enqueue(bytes.slice(i, i + step));
      ctrl.close();
    },
  });
  return new Response(stream, { headers });
}

describe('downloadBible', () => {
  it('reports the share received and gives the text with its ETag and size', async () => {
    const length = String(new TextEncoder().encode(body).length);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed(body, 4, { etag: '"v1"', 'x-decoded-length': length })),
    );
    const shares: number[] = [];
    const got = await downloadBible('KJV', (s) => shares.push(s));
    expect(got.text.name).toBe('King James Version');
    expect(got.etag).toBe('"v1"');
    expect(got.bytes).toBe(Number(length));
    expect(shares[0]).toBe(0);
    expect(shares.at(-1)).toBe(1);
    expect(shares.length).toBeGreaterThanOrEqual(5);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
  });

  it('fails with the error id of the server, or `network` when it cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { id: 'translation_not_found', message: 'no' } }, { status: 404 }),
      ),
    );
    await expect(downloadBible('NOPE', () => {})).rejects.toMatchObject({
      id: 'translation_not_found',
      status: 404,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(downloadBible('KJV', () => {})).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('newerBible', () => {
  it('is null on a 304 and the new size and ETag when the server has another copy', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>)['if-none-match'] === '"v2"'
        ? new Response(null, { status: 304 })
        : new Response(null, {
            headers: { etag: '"v2"', 'content-length': '1200000', 'x-decoded-length': '7030000' },
          }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await newerBible('KJV', '"v2"')).toBeNull();
    // over the wire, and what the copy takes on the device (the measure the page gives)
    expect(await newerBible('KJV', '"v1"')).toEqual({ size: 1_200_000, bytes: 7_030_000, etag: '"v2"' });
    expect(fetch.mock.calls[0][0]).toBe('/api/translations/KJV/text');
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'HEAD' });
  });
});
