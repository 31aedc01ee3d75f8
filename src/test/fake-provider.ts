/**
 * Test helper: a local stand-in for an OpenAI-compatible chat-completions server, speaking the
 * real protocol (JSON answers, and Server-Sent Events with `data: [DONE]` when `stream: true`).
 * Tests tell it how to behave next — answer, fail with a status, hang, send garbage, cut the
 * stream — and read back what it was sent. Nothing here touches the internet.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  /** finishReason: what the last chunk (or the completion) gives, `stop` unless told (`length`: cut by max_tokens) */
  | { kind: 'answer'; text: string; chunkDelayMs?: number; finishReason?: string }
  | { kind: 'empty' }
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  /** a stream that sends one chunk every `everyMs`, for ever (until the client hangs up) */
  | { kind: 'drip'; everyMs: number }
  /** an answer of about `bytes` bytes, streamed or not */
  | { kind: 'huge'; bytes: number }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'cut'; text: string };

export interface Received {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens: number;
    temperature: number;
    stream?: boolean;
  };
  headers: IncomingMessage['headers'];
}

export class FakeProvider {
  readonly received: Received[] = [];
  /** behaviours for the next requests, in order; the last one stays */
  private plan: Behaviour[] = [{ kind: 'answer', text: 'Study text' }];
  /** connections closed by the client before the answer ended */
  clientClosed = 0;
  private server: Server | null = null;

  get url() {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
  }

  will(...plan: Behaviour[]) {
    this.plan = plan;
    this.received.length = 0;
    this.clientClosed = 0;
  }

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as Received['body'];
    this.received.push({ body, headers: req.headers });
    const behaviour = this.plan.length > 1 ? this.plan.shift()! : this.plan[0];
    let ended = false;
    res.on('close', () => {
      if (!ended) this.clientClosed++;
    });
    const finish = (fn: () => void) => {
      ended = true;
      fn();
    };
    const completion = (content: string | null, finishReason = 'stop') => ({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      model: body.model,
      choices:
        content === null
          ? []
          : [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    });
    const chunk = (content: string, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', model: body.model, choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;
    const pieces = (text: string) => text.match(/[\s\S]{1,12}/g) ?? [];

    switch (behaviour.kind) {
      case 'status':
        res.writeHead(behaviour.status, {
          'content-type': 'application/json',
          ...(behaviour.retryAfter ? { 'retry-after': behaviour.retryAfter } : {}),
        });
        return finish(() =>
          res.end(
            behaviour.body ??
              JSON.stringify({ error: { message: `status ${behaviour.status}`, type: 'test' } }),
          ),
        );
      case 'drip': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.flushHeaders();
        while (!res.destroyed) {
          res.write(chunk('and '));
          await new Promise((r) => setTimeout(r, behaviour.everyMs));
        }
        return;
      }
      case 'huge': {
        const piece = 'In the beginning God created the heaven and the earth. ';
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return finish(() =>
            res.end(JSON.stringify(completion(piece.repeat(Math.ceil(behaviour.bytes / piece.length))))),
          );
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let sentBytes = 0;
        while (sentBytes < behaviour.bytes && !res.destroyed) {
          const c = chunk(piece.repeat(100));
          sentBytes += Buffer.byteLength(c);
          if (!res.write(c)) await new Promise((r) => res.once('drain', r));
        }
        if (!res.destroyed) finish(() => res.end(`${chunk('', 'stop')}data: [DONE]\n\n`));
        return;
      }
      case 'hang':
        return; // never answers; the client's timeout must fire
      case 'malformed':
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          return finish(() => res.end('data: {"choices": [ this is not json\n\n'));
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return finish(() => res.end('<html>Bad gateway</html>'));
      case 'empty':
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          return finish(() =>
            res.end(
              `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
            ),
          );
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return finish(() => res.end(JSON.stringify(completion(null))));
      case 'cut':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(
          pieces(behaviour.text)
            .map((p) => chunk(p))
            .join(''),
        );
        setTimeout(() => res.destroy(), 20); // the connection drops with no [DONE]
        return;
      case 'answer': {
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return finish(() => res.end(JSON.stringify(completion(behaviour.text, behaviour.finishReason))));
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.flushHeaders();
        const parts = pieces(behaviour.text);
        for (const [i, p] of parts.entries()) {
          if (res.destroyed) return;
          res.write(chunk(p, i === parts.length - 1 ? (behaviour.finishReason ?? 'stop') : null));
          if (behaviour.chunkDelayMs) await new Promise((r) => setTimeout(r, behaviour.chunkDelayMs));
        }
        return finish(() => res.end('data: [DONE]\n\n'));
      }
    }
  }
}
