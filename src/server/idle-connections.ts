/**
 * Closing the connections that carry no request, for a graceful shutdown. Node's own
 * closeIdleConnections() misses some: its HTTP parsers are reused, and a connection given the
 * parser of a request that never completed (a study stream the client abandoned) counts as busy
 * for ever (Node 20), so SIGTERM waited for it until the grace ran out and exited 1. This counts
 * the responses in flight on each connection itself.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function trackIdleConnections(server: Server) {
  const open = new Set<Socket>();
  const inFlight = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      inFlight.delete(socket);
    });
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else inFlight.delete(socket);
    });
  });
  return {
    /** Closes every connection with no response in flight (kept-alive, or not yet asking). */
    closeIdle() {
      server.closeIdleConnections();
      for (const socket of open) if (!inFlight.has(socket)) socket.destroy();
    },
  };
}
