/** A whole translation for offline reading (ADR 017): GET (and HEAD) /api/translations/:id/text. */
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { createBrotliDecompress } from 'node:zlib';
import { DECODED_LENGTH_HEADER } from '../../shared/api/bible-text';
import { acceptedEncoding, CACHEABLE } from '../http/json-cache';
import type { BibleTextService } from '../scripture/bible-text.service';

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** MALLOC_MMAP_THRESHOLD_ as `npm run serve` sets it (package.json) */
const DECODED_PIECE = 128 * 1024;

export function bibleTextRoutes(app: FastifyInstance, { texts }: { texts: BibleTextService }) {
  app.get<{ Params: { id: string } }>('/api/translations/:id/text', async (req, reply) => {
    const id = texts.idOf(req.params.id);
    const etag = texts.etag(id);
    // one ETag for both encodings: they decode to the same JSON (the Vary says they differ in bytes)
    reply.header('etag', etag).header('cache-control', CACHEABLE).header('vary', 'accept-encoding');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    const built = await texts.get(id);
    reply.type('application/json; charset=utf-8').header(DECODED_LENGTH_HEADER, String(built.decodedLength));
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(built.br);
    // a client that takes only gzip gets the gzip form, made on the first such request and kept
    // (bible-text.service.ts); one that takes no compression (curl without --compressed) gets it
    // decoded as it goes, in pieces of 128 KB: glibc maps pieces that large on their own and gives
    // them back when freed, where zlib's 16 KB ones filled its main arena (+33 MB over 60 downloads)
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await texts.gzip(id));
    return reply.send(Readable.from([built.br]).pipe(createBrotliDecompress({ chunkSize: DECODED_PIECE })));
  });
}
