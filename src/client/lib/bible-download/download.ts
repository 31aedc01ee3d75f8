/**
 * Fetching a whole Bible (GET /api/translations/:id/text, ADR 017): its size before, its
 * progress while it arrives, and whether a newer copy is on the server.
 */
import type { BibleText } from '../../../shared/api';
import { DECODED_LENGTH_HEADER } from '../../../shared/api/bible-text';
import { ApiRequestError, failure } from '../api';

export const bibleTextUrl = (id: string) => `/api/translations/${encodeURIComponent(id)}/text`;

export interface BibleSize {
  /** bytes over the wire (compressed) */
  size: number;
  /**
   * the JSON's length (the server's `x-decoded-length`): what the copy takes on this device, the
   * one measure the page gives before, during and after a download (issue 43)
   */
  bytes: number;
  etag: string;
}

const sizeOf = (res: Response, etag: string): BibleSize => {
  const size = Number(res.headers.get('content-length')) || 0;
  return { size, bytes: Number(res.headers.get(DECODED_LENGTH_HEADER)) || size, etag };
};

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError('network', 'network');
  }
}

/** The download's size and ETag, from a HEAD (the server builds the answer if it has not yet). */
export async function bibleSize(id: string, signal?: AbortSignal): Promise<BibleSize> {
  const res = await send(bibleTextUrl(id), { method: 'HEAD', cache: 'no-cache', signal });
  if (!res.ok) throw failure(res, null);
  return sizeOf(res, res.headers.get('etag') ?? '');
}

/** Whether the server's copy differs from the one kept (its ETag changed): a newer copy's size, or null. */
export async function newerBible(id: string, etag: string): Promise<BibleSize | null> {
  const res = await send(bibleTextUrl(id), {
    method: 'HEAD',
    cache: 'no-cache',
    headers: { 'if-none-match': etag },
  });
  if (res.status === 304) return null;
  if (!res.ok) throw failure(res, null);
  const now = res.headers.get('etag') ?? '';
  return now === etag ? null : sizeOf(res, now);
}

export interface Downloaded {
  text: BibleText;
  etag: string;
  /** the JSON's size in bytes */
  bytes: number;
}

/**
 * Downloads a Bible, reporting the share received (0–1). The body arrives decompressed, so the
 * share is of the JSON's length (the server's `x-decoded-length`), not of the compressed size.
 */
export async function downloadBible(
  id: string,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<Downloaded> {
  // no-store: the copy goes to IndexedDB; a second one in the HTTP cache would double the space
  const res = await send(bibleTextUrl(id), { cache: 'no-store', signal });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as Parameters<typeof failure>[1];
    throw failure(res, body);
  }
  const total = Number(res.headers.get(DECODED_LENGTH_HEADER)) || 0;
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0);
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiRequestError('network', 'network');
    }
    if (step.done) break;
    chunks.push(step.value);
    received += step.value.length;
    if (total) onProgress(Math.min(1, received / total));
  }
  const all = new Uint8Array(received);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  const text = JSON.parse(new TextDecoder().decode(all)) as BibleText;
  if (text.id !== id && text.id.toLowerCase() !== id.toLowerCase())
    throw new ApiRequestError('internal', 'id');
  return { text, etag: res.headers.get('etag') ?? '', bytes: received };
}
