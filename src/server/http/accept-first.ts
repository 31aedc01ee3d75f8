/**
 * New connections are accepted before open ones are answered while they arrive in a burst.
 *
 * Node 20's libuv accepts one connection a turn of the event loop, and a turn answers every open
 * connection that has asked. Under load a turn takes milliseconds, so 200 connections opening at
 * once waited up to 2.9 s to be accepted (ADR 001). When connections keep arriving turn after turn
 * and a turn takes longer than `slowTurnMs` (1 ms), this stops reading from the connections that
 * asked something in the last second or two (idle ones have nothing to read) and from each new
 * one: a turn then does little but accept, and the burst is in within milliseconds. Reading starts
 * again after the first turn that accepts none, or once the burst has lasted `maxBurstMs` (50 ms:
 * open connections wait no longer than the event loop may ever be held), so that a flood of new
 * connections cannot starve the open ones (it can slow them: they read once every 50 ms).
 *
 * Reading is stopped and started with `socket.pause()` and `socket.resume()`: Node's HTTP server
 * turns those into stopping and starting its socket reads, and keeps paused a socket it paused
 * itself (too many pipelined requests). A socket already paused when a burst begins is left alone;
 * one that other code pauses during a burst (nothing in this server does) is resumed with the rest.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface AcceptFirst {
  /** bursts seen so far, and connections accepted in them */
  stats(): { bursts: number; acceptedInBursts: number };
  /** Resumes every connection it paused and pauses none again (shutdown: what they sent is read). */
  stop(): void;
}

/** How long a connection counts as asking after its last request: one to two of these. */
const RECENT_MS = 1000;

export function acceptFirst(server: Server, { maxBurstMs = 50, slowTurnMs = 1 } = {}): AcceptFirst {
  // the connections that asked something lately: those that asked in this period or the last
  let asking = new Set<Socket>();
  let askedBefore = new Set<Socket>();
  let periodSince = 0;
  const paused: Socket[] = [];
  let fresh: Socket[] = []; // accepted in this turn
  let acceptedLastTurn = false;
  let lastTurnEnd = 0; // performance.now() at the end of the last turn watched
  let watching = false;
  let burstSince = 0; // performance.now() when the burst under way began; 0 when none is
  let bursts = 0;
  let acceptedInBursts = 0;
  let stopped = false;

  const pause = (sockets: Iterable<Socket>) => {
    for (const socket of sockets) {
      if (socket.destroyed || socket.isPaused()) continue; // paused already: whoever paused it resumes it
      socket.pause();
      paused.push(socket);
    }
  };
  const resumeAll = () => {
    for (const socket of paused) if (!socket.destroyed) socket.resume();
    paused.length = 0;
    burstSince = 0;
  };

  // At the end of each turn (setImmediate) from an accept until a turn accepts none. Sockets are
  // paused here rather than on 'connection': the HTTP server resumes a new socket on the next tick.
  const watch = () => {
    const accepted = fresh;
    fresh = [];
    const now = performance.now();
    // this turn's length: the last watch ended the turn before whenever acceptedLastTurn is true
    const slow = now - lastTurnEnd > slowTurnMs;
    lastTurnEnd = now;
    if (accepted.length && !stopped && (burstSince || (acceptedLastTurn && slow))) {
      // a second slow turn in a row with a new connection: more are likely waiting
      if (!burstSince) {
        burstSince = now;
        bursts++;
        pause(askedBefore);
        pause(asking);
      }
      pause(accepted);
      acceptedInBursts += accepted.length;
      if (now - burstSince > maxBurstMs) resumeAll(); // the open connections get a turn
    }
    acceptedLastTurn = accepted.length > 0;
    if (acceptedLastTurn) return void setImmediate(watch);
    watching = false;
    if (burstSince) resumeAll();
  };

  server.on('connection', (socket: Socket) => {
    socket.once('close', () => {
      asking.delete(socket);
      askedBefore.delete(socket);
    });
    fresh.push(socket);
    if (!watching) {
      watching = true;
      setImmediate(watch);
    }
  });
  server.on('request', ({ socket }: IncomingMessage) => {
    const now = performance.now();
    if (now - periodSince > RECENT_MS) {
      askedBefore = asking;
      asking = new Set();
      periodSince = now;
    }
    asking.add(socket);
  });

  return {
    stats: () => ({ bursts, acceptedInBursts }),
    stop() {
      stopped = true;
      resumeAll();
    },
  };
}
