/** The search worker pool: clients in turn, a bound on what one client queues, a bound on a job's time. */
import { afterEach, expect, it } from 'vitest';
import { ScriptureRepo } from './scripture.repo';
import { MAX_WAITING_PER_CLIENT, SearchPool, type PageJob } from './search-pool';
import { scriptureDbPath } from '../../test/scripture-db';

const repo = new ScriptureRepo(scriptureDbPath());
const data = { path: repo.path, extension: repo.extension.path, entryPoint: repo.extension.entryPoint };
const job = (fts: string): PageJob => ({ fts, selected: [0], from: 1, to: 66, offset: 0, size: 10 });
let pool: SearchPool;
afterEach(() => pool.close());

it('takes clients in turn: a client with several searches waiting does not hold up another', async () => {
  pool = new SearchPool(data);
  const done: string[] = [];
  const run = async (client: string, name: string, fts: string) => {
    const answer = await pool.run(client, job(fts));
    done.push(name);
    return answer;
  };
  const answers = await Promise.all([
    run('a', 'a1', '"the lord"'),
    run('a', 'a2', '"my shepherd"'),
    run('a', 'a3', '"son of man"'),
    run('b', 'b1', '"in the beginning"'),
  ]);
  expect(done).toEqual(['a1', 'a2', 'b1', 'a3']);
  expect(answers[1].results.map((r) => r.osis)).toEqual(['Ps.23.1', 'Isa.44.28', 'Zech.13.7']);
});

it(`refuses a client's search beyond ${MAX_WAITING_PER_CLIENT} waiting with search_busy, and serves others`, async () => {
  pool = new SearchPool(data);
  const mine = Array.from({ length: MAX_WAITING_PER_CLIENT + 2 }, (_, i) =>
    pool.run('greedy', job(`"faith" AND "w${i}"*`)).then(
      () => 'ok',
      (e) => e.id,
    ),
  );
  const other = pool.run('other', job('"faith" AND "hope"'));
  expect(await Promise.all(mine)).toEqual([...Array(MAX_WAITING_PER_CLIENT + 1).fill('ok'), 'search_busy']);
  expect((await other).summary.total).toBeGreaterThan(0);
});

it('stops a job over its time limit with search_too_broad, replaces the worker and answers the next', async () => {
  pool = new SearchPool(data, 1);
  const first = pool.run('x', { ...job('"the" OR "and" OR "of"'), selected: [0, 1, 2, 3] });
  const next = pool.run('y', job('"my shepherd"'));
  await expect(first).rejects.toMatchObject({ id: 'search_too_broad', status: 400 });
  // a new worker, under the same 1 ms limit: settled either way (its clock starts when it is ready), not stuck
  await expect(
    next.then(
      () => 'answered',
      (e: { id?: string }) => e.id,
    ),
  ).resolves.toMatch(/^(answered|search_too_broad)$/);
});

it('counts a job’s time from when the worker is ready, not from its start (its verse tables take longer)', async () => {
  pool = new SearchPool(data, 300);
  expect((await pool.run('x', job('"my shepherd"'))).summary.total).toBe(3);
});
