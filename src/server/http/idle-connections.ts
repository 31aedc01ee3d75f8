/**
 * The connections at a graceful shutdown: those the kernel has queued are accepted before the
 * server stops listening, and those that carry no request are closed, without resetting one whose
 * request is on its way.
 *
 * Closing the listening socket resets the connections still in its accept queue. Node 20 accepts
 * one a turn of its event loop, and a busy server's turns are long (every connection that asked
 * is answered in each), so a queue of a dozen took seconds (issue 41). drain() reads from no
 * connection until the queue is empty: the turns then do nothing but accept.
 *
 * Node's own closeIdleConnections() gets both wrong. It misses some idle connections: its HTTP
 * parsers are reused, and a connection given the parser of a request that never completed (a
 * study stream the client abandoned) counts as busy for ever (Node 20), so SIGTERM waited for it
 * until the grace ran out and exited 1. And it closes connections that have not sent a request
 * yet — among them those whose request has arrived but not been read, the server being busy — so
 * those clients got ECONNRESET for a request sent before the signal (issue 41: 8 of 9 sent
 * 150 ms before it). server.close() calls it (Node 19+), so this replaces it on the server.
 *
 * Here the responses in flight are counted on each connection, and a connection with none is
 * closed once it has been quiet for `quietMs` (no request begun, no answer ended): a new one has
 * had that long to send its request, a kept-alive one that long to send its next. Once shutdown
 * has begun every answer says `Connection: close`, and Node closes the connection after it.
 * Sweeps run after a turn's poll phase (setImmediate), when what has arrived has been read.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { acceptQueueLength } from './accept-queue';

/** How long a connection with no request in flight is kept, once shutdown has begun, for one to come. */
export const QUIET_MS = 500;

export function trackIdleConnections(server: Server, { quietMs = QUIET_MS } = {}) {
  /** each open connection, and when a request last began or an answer ended on it */
  const lastActive = new Map<Socket, number>();
  const inFlight = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    lastActive.set(socket, performance.now());
    socket.once('close', () => {
      lastActive.delete(socket);
      inFlight.delete(socket);
    });
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    lastActive.set(socket, performance.now());
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    if (closing) res.shouldKeepAlive = false; // `Connection: close`: the client sends no other on it
    res.once('close', () => {
      if (lastActive.has(socket)) lastActive.set(socket, performance.now());
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else inFlight.delete(socket);
    });
  });

  /** Closes every connection with no response in flight that has been quiet for `quietMs`. */
  const closeIdle = () => {
    closing = true;
    const now = performance.now();
    for (const [socket, active] of lastActive) {
      // a paused connection has not been read: whoever paused it (accept-first.ts) resumes it
      if (inFlight.has(socket) || socket.isPaused() || now - active < quietMs) continue;
      socket.destroy();
    }
  };
  server.closeIdleConnections = closeIdle;

  return {
    /**
     * Resolves once the accept queue of `port` is empty (or after `maxMs`; where its length is
     * unknown, after `unknownMs`); until then no connection is read, the new ones included.
     */
    async drain(port: number, { maxMs = 2000, unknownMs = 100 } = {}) {
      const held = new Set<Socket>();
      const hold = (socket: Socket) => {
        if (socket.destroyed || socket.isPaused()) return;
        socket.pause();
        held.add(socket);
      };
      // a new socket is resumed by the HTTP server on the next tick: held after that
      const holdNew = (socket: Socket) => setImmediate(() => hold(socket));
      for (const socket of lastActive.keys()) hold(socket);
      server.on('connection', holdNew);
      const until = performance.now() + maxMs;
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve)); // after a poll phase: accepted what it could
        const queued = await acceptQueueLength(port);
        if (queued === null) await new Promise((resolve) => setTimeout(resolve, unknownMs));
        if (!queued || performance.now() > until) break;
      }
      server.off('connection', holdNew);
      await new Promise((resolve) => setImmediate(resolve)); // the last ones' holdNew has run
      // read again; quiet from now, for they could not be read before
      const now = performance.now();
      for (const socket of held) {
        if (socket.destroyed) continue;
        if (lastActive.has(socket)) lastActive.set(socket, now);
        socket.resume();
      }
    },
    /** Closes idle connections after this turn's poll phase, and again every `everyMs`; returns stop(). */
    sweep(everyMs = 50) {
      let timer: NodeJS.Timeout | undefined;
      const tick = () =>
        setImmediate(() => {
          closeIdle();
          timer = setTimeout(tick, everyMs);
        });
      tick();
      return () => clearTimeout(timer);
    },
  };
}
