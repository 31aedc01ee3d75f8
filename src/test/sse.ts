/** Test helper: a Server-Sent Events stream read over HTTP, its events kept in order. */
import { request, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** resolves with the first event (from `from` on) that `match` accepts */
  next(match?: (e: SseEvent) => boolean, from?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (res: IncomingMessage) => {
        const events: SseEvent[] = [];
        const waiters: (() => void)[] = [];
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let at;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            const e: SseEvent = { event: 'message', data: '' };
            let seen = false;
            for (const line of block.split('\n')) {
              const [, field, value] = /^([^:]*):? ?(.*)$/.exec(line) ?? [];
              if (!field) continue; // a comment
              seen = true;
              if (field === 'id') e.id = value;
              else if (field === 'event') e.event = value;
              else if (field === 'data') e.data += value;
            }
            if (seen && (e.data || e.id)) events.push(e);
          }
          for (const w of waiters.splice(0)) w();
        });
        const ended = new Promise<void>((done) => res.on('close', done));
        resolve({
          status: res.statusCode ?? 0,
          events,
          ended,
          async next(match = () => true, from = 0) {
            for (;;) {
              const found = events.slice(from).find(match);
              if (found) return found;
              await Promise.race([new Promise<void>((w) => waiters.push(w)), ended]);
              if (res.closed && !events.slice(from).find(match)) throw new Error('stream ended');
            }
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
