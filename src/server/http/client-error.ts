/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the 16 KB limit,
 * malformed request lines, header timeouts). Fastify's default answer always carries a JSON
 * body, even to a HEAD request, where a body is a protocol error that can desynchronise a
 * keep-alive connection behind a proxy. Here the body is sent only when the request line is
 * readable and is not HEAD; the connection is closed either way.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorMessage, type ErrorId } from '../../shared/errors';

export function handleClientError(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  // a request that never finished arriving is a bad request, not the service being unavailable
  const id: ErrorId = status === 431 ? 'headers_too_large' : 'bad_request';
  // the packet being parsed: when it starts with a method we know whether a body is allowed
  const method = Buffer.isBuffer(err.rawPacket)
    ? /^([A-Z]+) /.exec(err.rawPacket.subarray(0, 16).toString('latin1'))?.[1]
    : undefined;
  const body =
    method && method !== 'HEAD' ? JSON.stringify({ error: { id, message: errorMessage(id) } }) : '';
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  if (body) head.push('Content-Type: application/json; charset=utf-8');
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
