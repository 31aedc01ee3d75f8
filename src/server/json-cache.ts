import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Answers kept as JSON text in an LRU bounded by size. Scripture data never changes while the
 * server runs, so a cached answer is never stale, and a hit costs neither queries nor encoding.
 * Failures (thrown AppErrors) are not cached.
 */
export class JsonCache {
  private readonly lru: LRUCache<string, string>;
  private readonly pending = new Map<string, Promise<string>>();

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (json) => json.length * 2 });
  }

  get(key: string, build: () => unknown): string {
    let json = this.lru.get(key);
    if (json === undefined) {
      json = JSON.stringify(build());
      this.lru.set(key, json);
    }
    return json;
  }

  /** The same for answers built asynchronously; concurrent requests for one key share one build. */
  async getAsync(key: string, build: () => Promise<unknown>): Promise<string> {
    const json = this.lru.get(key);
    if (json !== undefined) return json;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = build()
        .then((value) => {
          const text = JSON.stringify(value);
          this.lru.set(key, text);
          return text;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }
}

/** Scripture never changes while the server runs: browsers and proxies may keep answers a while. */
export const CACHEABLE = 'public, max-age=300';

/** Sends cached JSON text as a cacheable JSON answer. */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.header('cache-control', CACHEABLE).type('application/json; charset=utf-8').send(json);
