/** A whole translation for offline reading (ADR 017): GET (and HEAD) /api/translations/:id/text. */
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliDecompress as brotliDecompressCb, createBrotliDecompress, gzip as gzipCb } from 'node:zlib';
import { DECODED_LENGTH_HEADER } from '../../shared/api/bible-text';
import { acceptedEncoding, CACHEABLE } from '../json-cache';
import type { BibleTextService } from '../scripture/bible-text.service';

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const brotliDecompress = promisify(brotliDecompressCb);
const gzip = promisify(gzipCb);

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
    // only the brotli form is kept (bible-text.service.ts): a client that takes only gzip gets it
    // made now (~0.2 s on zlib's threads, with its length, which the download's progress needs);
    // one that takes no compression (curl without --compressed) gets it decoded as it goes
    if (encoding === 'gzip')
      return reply.header('content-encoding', 'gzip').send(await gzip(await brotliDecompress(built.br)));
    return reply.send(Readable.from([built.br]).pipe(createBrotliDecompress()));
  });
}
