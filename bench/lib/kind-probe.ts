/**
 * Latency by kind of request under load. wrk's Lua cannot tell which response answers which
 * request, so its histogram mixes every kind; this probe adds one client a kind, each on its own
 * keep-alive connection, asking that kind's requests of the mix one after another and timing each
 * (request written → last byte). Each waits for nothing but its answers, as each of wrk's
 * connections does, so its figures are those of a request of that kind among the others.
 */
import { Agent, request } from 'node:http';
import type { Kind, MixRequest } from './load-mix';

export interface KindProbe {
  /** stops the probe; resolves with each kind's latencies (ms) and its errors */
  stop: () => Promise<Map<Kind, { ms: number[]; errors: number }>>;
}

/**
 * Opens the probe's connections now (one /api/health each, not timed), as the load's are opened
 * before it starts, and times requests from `afterMs` on.
 */
export function probeKinds(
  url: string,
  mix: MixRequest[],
  headers: Record<string, string>,
  afterMs: number,
): KindProbe {
  const byKind = new Map<Kind, MixRequest[]>();
  for (const r of mix) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
  const kinds = [...byKind.keys()];
  const results = new Map(kinds.map((k) => [k, { ms: [] as number[], errors: 0 }]));
  let running = true;

  const ask = (agent: Agent, r: MixRequest) =>
    new Promise<boolean>((resolve) => {
      const req = request(
        `${url}${r.path}`,
        {
          agent,
          method: r.body === undefined ? 'GET' : 'POST',
          headers: {
            ...headers,
            'x-forwarded-for': '203.0.113.1',
            ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (res) => {
          res.resume(); // the bytes are not decoded: only their time counts
          res.on('end', () => resolve((res.statusCode ?? 500) < 400));
          res.on('error', () => resolve(false));
        },
      );
      req.on('error', () => resolve(false));
      req.end(r.body);
    });

  const agents = kinds.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const loops = kinds.map(async (kind, k) => {
    const list = byKind.get(kind)!;
    const result = results.get(kind)!;
    await ask(agents[k], { kind: 'other', path: '/api/health' });
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    for (let i = 0; running; i++) {
      const t = performance.now();
      if (await ask(agents[k], list[i % list.length])) result.ms.push(performance.now() - t);
      else result.errors++;
    }
  });

  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      for (const agent of agents) agent.destroy();
      return results;
    },
  };
}

/** The p-th percentile of `xs` (nearest rank). */
export const percentile = (xs: number[], p: number) =>
  xs.length
    ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]
    : NaN;
