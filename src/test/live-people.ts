/** Test helper: confirmed accounts signed in on a test app, each an agent with its id and cookie. */
import type { FastifyInstance } from 'fastify';
import { UsersRepo } from '../server/accounts/users.repo';
import type { AppStore } from '../server/store';
import { agent, type Agent } from './agent';

export const PASSWORD = 'where two or three are gathered';
export type Person = Agent & { id: string; cookie: () => string };

export async function signedIn(app: FastifyInstance, store: AppStore, names: readonly string[]) {
  const users = new UsersRepo(store.sql);
  const hash = await import('@node-rs/argon2').then((a) =>
    a.hash(PASSWORD, { memoryCost: 1024, timeCost: 1 }),
  );
  const people: Record<string, Person> = {};
  for (const name of names) {
    const id = (await users.create(`${name}@example.org`, hash, 'en', Date.now()))!;
    await users.update(id, { email_confirmed_at: Date.now() }, Date.now());
    const a = agent(app);
    const res = await a.post('/api/auth/sign-in', { email: `${name}@example.org`, password: PASSWORD });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${name}: ${res.statusCode}`);
    const cookie = () =>
      Object.entries(a.jar)
        .filter(([, c]) => c.path === '/')
        .map(([k, c]) => `${k}=${c.value}`)
        .join('; ');
    people[name] = Object.assign(a, { id, cookie });
  }
  return people;
}
