import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { brotliCompress, brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';

/**
 * A cached answer: its JSON as UTF-8 bytes, and the compressed forms clients have asked for so far.
 * Bytes, encoded once: kept as a string, every send encoded it again (a cached Psalm 119 word by
 * word, 180 KB: p50 1.40 → 0.23 ms under wrk), and its text lived in V8's heap.
 */
export interface CachedText {
  body: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
  /** settles once the smaller brotli form kept for later requests is made (brotliOf) */
  kept?: Promise<void>;
}

export const cachedText = (text: string): CachedText => ({ body: Buffer.from(text), encoded: {} });

/**
 * What a cached answer holds in memory: its bytes, plus room for its brotli and gzip forms (JSON
 * compresses to under a third: 0.35 of the text each, to be safe; the forms are kept at their own
 * size: `own`).
 */
const heldBytes = (answer: CachedText) => Math.ceil(answer.body.length * 1.7);

/**
 * Answers kept as JSON text in an LRU bounded by size. Scripture data never changes while the
 * server runs, so a cached answer is never stale, and a hit costs neither queries, encoding nor
 * compression. Failures (thrown AppErrors) are not cached.
 */
export class JsonCache {
  private readonly lru: LRUCache<string, CachedText>;
  private readonly pending = new Map<string, Promise<CachedText>>();

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, CachedText>({
      maxSize: maxBytes,
      sizeCalculation: heldBytes,
    });
  }

  get(key: string, build: () => unknown): CachedText {
    let answer = this.lru.get(key);
    if (answer === undefined) {
      answer = cachedText(JSON.stringify(build()));
      this.lru.set(key, answer);
    }
    return answer;
  }

  /** The same for answers built asynchronously; concurrent requests for one key share one build. */
  async getAsync(key: string, build: () => Promise<unknown>): Promise<CachedText> {
    const answer = this.lru.get(key);
    if (answer !== undefined) return answer;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = build()
        .then((value) => {
          const built = cachedText(JSON.stringify(value));
          this.lru.set(key, built);
          return built;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }
}

/** Scripture never changes while the server runs: browsers and proxies may keep answers a while. */
export const CACHEABLE = 'public, max-age=300';

/** Answers shorter than this go as they are (the compression plugin's threshold too). */
const COMPRESS_FROM = 2048;

/** The encoding to send: brotli, else gzip, as the client accepts them (q=0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepts = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepts.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepts.get('br') ?? 0) > 0) return 'br';
  if ((accepts.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** Sends a cached answer as cacheable JSON. */
export function sendJson(reply: FastifyReply, answer: CachedText) {
  return sendCompressed(
    reply.header('cache-control', CACHEABLE).type('application/json; charset=utf-8'),
    answer,
  );
}

/**
 * Brotli for a fresh answer is on the request's critical path (issue 10: p50 ≤ 1 ms over HTTP), so
 * it is made at quality 1: on a page of search results (~12 KB of JSON) 0.07–0.10 ms, against
 * quality 2's 0.11–0.12 ms and quality 5's 0.25 ms. An answer asked for again is worth more: its
 * form is made again at quality 5 off the event loop (zlib's thread pool), 16% smaller than
 * quality 1's on all-translation pages (0.280 of the JSON against 0.335), and kept for the
 * requests after. Made on every fresh answer instead, that work slowed the next request (p50
 * 0.93 → 1.06 ms) for pages mostly asked for once.
 */
const FRESH_QUALITY = 1;
const KEPT_QUALITY = 5;

/** Brotli's window (log2 bytes) for a text: its size, within brotli's 16 to 24. */
function windowFor(body: Buffer): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length + 16))));
}

const brotliOptions = (body: Buffer, quality: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    // a window just as large as the answer compresses it alike and sooner
    [constants.BROTLI_PARAM_LGWIN]: windowFor(body),
  },
});

/**
 * The compressed bytes alone, to keep. zlib answers a one-shot compression with a view of its
 * 16 KB output buffer, so a 3 KB brotli page kept as zlib gave it held all 16 KB (and the quality-5
 * form another 16 KB until it replaced the first): under bench:search-load, 2,045 such buffers
 * held 33.5 MB where their bytes were 7 MB. Not from Buffer's pool either, whose 8 KB slabs a kept
 * view would hold the same way.
 */
function own(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * Smaller forms made at once, at most: each holds an encoder until it runs, so a burst of answers
 * asked for again queues no more than this (the others are made when they are asked for next).
 */
export const KEPT_AT_ONCE = 2;
let keeping = 0;
/** How many smaller forms are being made now. */
export const keptInFlight = () => keeping;

/**
 * An answer's brotli form: made quickly the first time; asked for again, made smaller in the
 * background for the requests after (`answer.kept` settles when it is in place).
 */
export function brotliOf(answer: CachedText): Buffer {
  const made = answer.encoded.br;
  if (!made)
    return (answer.encoded.br = own(
      brotliCompressSync(answer.body, brotliOptions(answer.body, FRESH_QUALITY)),
    ));
  if (!answer.kept && keeping < KEPT_AT_ONCE) {
    keeping++;
    answer.kept = new Promise((resolve) =>
      brotliCompress(answer.body, brotliOptions(answer.body, KEPT_QUALITY), (err, kept) => {
        keeping--;
        if (!err && kept.length < made.length) answer.encoded.br = own(kept);
        resolve();
      }),
    );
  }
  return made;
}

/** Sends a cached text compressed as the client accepts, compressing it once per encoding and keeping that. */
export function sendCompressed(reply: FastifyReply, answer: CachedText) {
  if (answer.body.length < COMPRESS_FROM) return reply.send(answer.body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  const body = encoding === 'br' ? brotliOf(answer) : (answer.encoded.gzip ??= own(gzipSync(answer.body)));
  return reply.header('content-encoding', encoding).send(body);
}
