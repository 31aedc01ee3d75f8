/**
 * A burst of new connections is accepted before open connections are answered (accept-first.ts).
 * Node accepts one connection a turn of its event loop, and a turn answers every open connection
 * that has asked: counted here as the requests open connections had answered between the first
 * and the last accept of the burst, with and without acceptFirst on the same scenario.
 */
import { Agent, createServer, request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
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

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
}

async function scenario(
  prioritise: boolean,
  beforeBurst: (url: string, sockets: Socket[]) => Promise<void> = async () => {},
) {
  let answered = 0;
  const server = createServer((_req, res) => {
    const end = performance.now() + 0.5; // a request's work
    while (performance.now() < end);
    answered++;
    res.end('ok');
  });
  const accepting = prioritise ? acceptFirst(server) : undefined;
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
  await until(() => answered >= 5 * OPEN && sockets.length === OPEN);
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
  await until(() => answered >= afterBurst + 5 * OPEN); // the open connections are answered again
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
    const plain = await scenario(false);
    const first = await scenario(true);
    // without it each accept waits for a turn answering every open connection
    expect(plain.answeredWhileAccepting).toBeGreaterThan(10 * OPEN);
    expect(first.answeredWhileAccepting).toBeLessThan(plain.answeredWhileAccepting / 4);
    expect(first.stats!.bursts).toBeGreaterThanOrEqual(1);
    expect(first.stats!.acceptedInBursts).toBeGreaterThan(BURST / 2);
    expect(first.burst).toEqual(Array(BURST).fill(200));
    expect(first.openStatuses.every((s) => s === 200)).toBe(true);
  });

  it('resumes the connections it paused, and leaves paused one that someone else paused', async () => {
    let idle: Socket | undefined;
    let held: Socket | undefined;
    const { paused, open, stats } = await scenario(true, async (url, sockets) => {
      // an idle connection, paused on the server's side by the application before the burst
      idle = connect(Number(new URL(url).port), '127.0.0.1');
      await until(() => sockets.length === OPEN + 1);
      held = sockets[OPEN];
      held.pause();
    });
    expect(stats!.bursts).toBeGreaterThanOrEqual(1);
    expect(open).toBeGreaterThan(OPEN); // the kept-alive ones and the idle one, at least
    expect(paused).toEqual([held]);
    idle!.destroy();
  });
});
