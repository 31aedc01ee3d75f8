/**
 * A burst of new connections is accepted before open connections are answered (accept-first.ts).
 * Node accepts one connection a turn of its event loop, and a turn answers every open connection
 * that has asked: counted here as the requests open connections had answered between the first
 * and the last accept of the burst, with and without acceptFirst on the same scenario. (Counts,
 * not times: client and server share this process, so they follow the turns of its event loop.
 * The control — without acceptFirst, many answered — holds while libuv accepts one connection a
 * turn, as in Node 20; should it fail on a newer Node, accept-first.ts may no longer be needed.)
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptFirst } from './accept-first';

const OPEN = 20; // keep-alive connections asking again as soon as answered
const BURST = 50; // new connections opening at once, each asking once

function get(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    })
      .on('error', reject)
      .end();
  });
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function scenario({
  first,
  beforeBurst = async () => {},
}: {
  /** acceptFirst's options; without: the server as Node makes it */
  first?: Parameters<typeof acceptFirst>[1];
  beforeBurst?: (url: string, sockets: Socket[]) => Promise<void>;
}) {
  let answered = 0;
  const server = createServer((_req, res) => {
    const end = performance.now() + 0.5; // a request's work
    while (performance.now() < end);
    answered++;
    res.end('ok');
  });
  const accepting = first ? acceptFirst(server, first) : undefined;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const sockets: Socket[] = [];
  server.on('connection', (socket: Socket) => sockets.push(socket));
  const agent = new Agent({ keepAlive: true, maxSockets: OPEN });
  let stop = false;
  const openStatuses: number[] = [];
  const loops = Array.from({ length: OPEN }, async () => {
    while (!stop) openStatuses.push(await get(agent, url));
  });
  await until(() => answered >= 5 * OPEN && sockets.length === OPEN, 'the open connections asking');
  await beforeBurst(url, sockets);
  const before = sockets.length;

  let atFirst = -1;
  let atLast = -1;
  server.on('connection', () => {
    if (sockets.length === before + 1) atFirst = answered;
    if (sockets.length === before + BURST) atLast = answered;
  });
  const burst = await Promise.all(Array.from({ length: BURST }, () => get(new Agent(), url)));
  const afterBurst = answered;
  await until(() => answered >= afterBurst + 5 * OPEN, 'the open connections answered after the burst');
  stop = true;
  await Promise.all(loops);
  const paused = sockets.filter((s) => !s.destroyed && s.isPaused());
  const open = sockets.filter((s) => !s.destroyed).length;
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return {
    answeredWhileAccepting: atLast - atFirst,
    burst,
    openStatuses,
    stats: accepting?.stats(),
    paused,
    open,
  };
}

describe('accepting a burst of connections first', () => {
  it('accepts the burst before answering the open connections again, and loses no request', async () => {
    const plain = await scenario({});
    const first = await scenario({ first: {} });
    // without it each accept waits for a turn answering every open connection (~20 each)
    expect(plain.answeredWhileAccepting).toBeGreaterThan(10 * OPEN);
    // with it about one such turn, before the burst is recognised
    expect(first.answeredWhileAccepting).toBeLessThan(2 * OPEN);
    expect(first.stats!.bursts).toBeGreaterThanOrEqual(1);
    expect(first.stats!.acceptedInBursts).toBeGreaterThan(BURST / 2);
    expect(first.burst).toEqual(Array(BURST).fill(200));
    expect(first.openStatuses.every((s) => s === 200)).toBe(true);
  });

  it('lets the open connections read again once a burst has lasted maxBurstMs', async () => {
    const bounded = await scenario({ first: { maxBurstMs: 0 } });
    expect(bounded.stats!.bursts).toBeGreaterThanOrEqual(1);
    expect(bounded.answeredWhileAccepting).toBeGreaterThan(10 * OPEN);
    expect(bounded.burst).toEqual(Array(BURST).fill(200));
  });

  it('starts no burst while turns are faster than slowTurnMs', async () => {
    const fast = await scenario({ first: { slowTurnMs: 60_000 } });
    expect(fast.stats!.bursts).toBe(0);
    expect(fast.paused).toEqual([]);
  });

  it('resumes the connections it paused, and leaves paused one that someone else paused', async () => {
    let held: Socket | undefined;
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    const { paused, open, stats } = await scenario({
      first: {},
      beforeBurst: async (url, sockets) => {
        // a connection that has just asked, then paused on the server's side by the application
        expect(await get(kept, url)).toBe(200);
        await until(() => sockets.length === OPEN + 1, 'the other connection accepted');
        held = sockets[OPEN];
        held.pause();
      },
    });
    expect(stats!.bursts).toBeGreaterThanOrEqual(1);
    expect(open).toBeGreaterThan(OPEN); // the kept-alive ones and the other one, at least
    expect(paused).toEqual([held]);
    kept.destroy();
  });
});
