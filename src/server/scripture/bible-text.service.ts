/**
 * Whole translations for offline reading (GET /api/translations/:id/text, ADR 017). A
 * translation's JSON (~5–7 MB) is never held: it is written book by book into a brotli stream,
 * and only its output (~1.2–1.4 MB) is kept, in an LRU bounded by size — all twelve Bibles fit,
 * so each is built at most once a server's life. A client that takes only gzip (rare: every
 * browser takes brotli) gets a gzip form made from the brotli one on the first such request and
 * kept apart, for the translations so asked only (keeping both forms of every translation doubled
 * the bytes held and overflowed the cache with twelve Bibles). One
 * translation is built at a time, on the first request for it, yielding to the event loop every
 * few chapters; the ETag needs no build (it comes from the import's fingerprint), so a 304 costs nothing.
 */
import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  constants,
  createBrotliCompress,
  createBrotliDecompress,
  createGzip,
  type BrotliCompress,
} from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { BIBLE_TEXT_FORMAT } from '../../shared/api/bible-text';
import { BOOKS } from '../../shared/books';
import { AppError } from '../errors';
import { ChapterReader } from './chapters';
import type { ScriptureRepo } from './scripture.repo';

export interface BuiltBibleText {
  br: Buffer;
  /** the JSON's length in bytes before compression */
  decodedLength: number;
  /** how long the build took, ms */
  buildMs: number;
}

/**
 * Brotli quality 9 with a 4 MB window: the KJV's 7.0 MB of JSON in 1.25 MB, 7% less than quality
 * 5's 1.34 MB, for about a second on zlib's thread pool instead of 0.3 s. It is made once per
 * server and translation and then downloaded by every reader on a poor connection.
 */
const BROTLI_QUALITY = 9;
const BROTLI_WINDOW = 22;

/** Compressed forms kept: the twelve Bibles' (~1.2–1.4 MB each) and room; past it the least asked for go. */
const KEPT_BYTES = 24 * 1024 * 1024;
/** gzip forms kept (~1.5–1.8 MB each), of the translations a client without brotli asked for */
const GZIP_KEPT_BYTES = 8 * 1024 * 1024;

export class BibleTextService {
  private readonly built = new LRUCache<string, BuiltBibleText>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (b) => b.br.length,
  });
  private readonly gzipped = new LRUCache<string, Buffer>({
    maxSize: GZIP_KEPT_BYTES,
    sizeCalculation: (b) => b.length,
  });
  private readonly pending = new Map<string, Promise<unknown>>();
  /** builds run one after another: a burst of first requests does not take both cores */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly fingerprint: string;
  /** its own reader, its cache unused: reading every chapter must not evict the readers' chapters */
  private readonly reader: ChapterReader;
  private readonly chaptersStmt;

  constructor(private readonly repo: ScriptureRepo) {
    // the repository's connection (only its prepare: the repository keeps its db to itself)
    this.reader = new ChapterReader({ prepare: (sql: string) => repo.prepare(sql) } as Pick<
      Database.Database,
      'prepare'
    >);
    this.chaptersStmt = repo.prepare(
      'SELECT DISTINCT book, chapter FROM verses WHERE translation = ? ORDER BY book, chapter',
    );
    let row: { value: string } | undefined;
    try {
      row = repo.prepare("SELECT value FROM meta WHERE key = 'fingerprint'").get() as typeof row;
    } catch {
      row = undefined; // a database without meta (a test fixture): the file's ETag is then its id
    }
    this.fingerprint = row?.value ?? 'no-fingerprint';
  }

  /** The translation's canonical id; an unknown one is a 404 (this is a resource, not a parameter). */
  idOf(id: string): string {
    const found = this.repo.translations().find((t) => t.id.toLowerCase() === id.toLowerCase());
    if (!found) throw new AppError('translation_not_found', 404);
    return found.id;
  }

  /** A strong ETag: the import's fingerprint (sources and importer), the id and the body's format. */
  etag(id: string): string {
    const hash = createHash('sha256')
      .update(`${this.fingerprint}\0${id}\0${BIBLE_TEXT_FORMAT}`)
      .digest('base64url')
      .slice(0, 27);
    return `"${hash}"`;
  }

  /** The translation's brotli form, built on the first request (concurrent ones share it). */
  get(id: string): Promise<BuiltBibleText> {
    return this.once(this.built, 'br', id, () => this.build(id));
  }

  /**
   * Its gzip form, for a client that takes no brotli (rare: every browser does), made from the
   * brotli form on the first such request and then kept. Made on every request, each held the
   * decoded JSON (7 MB) and its gzip in memory at once: 60 downloads peaked at 377 MB (issue 41).
   */
  async gzip(id: string): Promise<Buffer> {
    const { br } = await this.get(id); // before the gzip's build is queued: it would wait on itself
    return this.once(this.gzipped, 'gzip', id, () => gzipOf(br));
  }

  /** What `cache` keeps for `id`, or its build: one at a time, concurrent requests sharing it. */
  private once<T extends object>(
    cache: LRUCache<string, T>,
    form: 'br' | 'gzip',
    id: string,
    build: () => Promise<T>,
  ): Promise<T> {
    const kept = cache.get(id);
    if (kept) return Promise.resolve(kept);
    const key = `${form}\0${id}`;
    let pending = this.pending.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = this.queue
        .then(build)
        .then((b) => {
          cache.set(id, b);
          return b;
        })
        .finally(() => this.pending.delete(key));
      this.queue = pending.catch(() => {});
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async build(id: string): Promise<BuiltBibleText> {
    const started = performance.now();
    const t = this.repo.translations().find((x) => x.id === id)!;
    const br = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW,
      },
    });
    const output = collect(br);
    let decodedLength = 0;
    const write = async (text: string) => {
      decodedLength += Buffer.byteLength(text);
      await writeTo(br, text);
    };
    const head = { format: BIBLE_TEXT_FORMAT, id, name: t.name, language: t.language };
    await write(`${JSON.stringify(head).slice(0, -1)},"books":[`);
    let book: string | null = null;
    let parts: string[] = [];
    const flush = async () => {
      if (book !== null) await write(`${parts.join(',')}]}`);
      parts = [];
    };
    let read = 0;
    for (const c of this.chapters(id)) {
      // every 16 chapters (~3 ms of reading), other requests are answered before the next are read
      if (++read % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
      if (c.book !== book) {
        const first = book === null;
        await flush();
        book = c.book;
        await write(`${first ? '' : ','}{"osis":${JSON.stringify(book)},"chapters":[`);
      }
      parts.push(JSON.stringify({ chapter: c.chapter, verses: c.verses }));
    }
    await flush();
    await write(']}');
    br.end();
    return { br: await output, decodedLength, buildMs: performance.now() - started };
  }

  /** Every chapter of a translation in the canon's order, each read once and not cached. */
  private *chapters(id: string) {
    for (const [book, chapter] of this.chaptersStmt.raw().all(id) as [number, number][])
      yield { book: BOOKS[book - 1].osis, chapter, verses: this.reader.read(id, book, chapter, false) };
  }
}

/** Brotli decoded and gzipped as it goes (level 9: made once, downloaded many times). */
async function gzipOf(br: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(Readable.from([br]), createBrotliDecompress(), createGzip({ level: 9 }), async (out) => {
    for await (const chunk of out as AsyncIterable<Buffer>) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

function collect(stream: BrotliCompress): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Writes, waiting for the compressor to drain rather than queueing the whole text in memory. */
function writeTo(stream: BrotliCompress, text: string): Promise<void> {
  return stream.write(text) ? Promise.resolve() : new Promise((resolve) => stream.once('drain', resolve));
}
