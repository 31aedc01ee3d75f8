/**
 * How many connections the kernel has completed on a listening port that the server has not yet
 * accepted. Closing the listening socket resets them all, requests sent and all, so shutdown
 * accepts them first (idle-connections.ts). Linux shows a listening socket's accept queue in
 * /proc/net/tcp{,6} (state 0A, the rx_queue column); elsewhere the length is unknown (null).
 * Reading them takes the kernel tens of milliseconds (it walks its connection tables): they are
 * read off the event loop (libuv's thread pool), which meanwhile goes on accepting.
 */
import { readFile } from 'node:fs/promises';

const LISTEN = '0A';

export async function acceptQueueLength(port: number): Promise<number | null> {
  let queued: number | null = null;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table: string;
    try {
      table = await readFile(file, 'latin1');
    } catch {
      continue;
    }
    // sl local_address rem_address st tx_queue:rx_queue …
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== LISTEN || parseInt(local.split(':')[1], 16) !== port) continue;
      queued = (queued ?? 0) + parseInt(queues.split(':')[1], 16);
    }
  }
  return queued;
}
