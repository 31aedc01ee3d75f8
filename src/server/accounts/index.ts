/** The accounts' services, built once by the composition root (app.ts) and handed to their routes. */
import type { FastifyBaseLogger } from 'fastify';
import { publicUrl, type Config } from '../env';
import type { AppStore } from '../store';
import { AuthService } from './auth.service';
import { LibraryService } from './library.service';
import { createMailer } from './mailer';
import { Passkeys } from './passkeys';
import { Passwords } from './passwords';
import { Sessions } from './sessions';
import { Throttle } from './throttle';
import { UsersRepo } from './users.repo';

export function createAccounts(config: Config, store: AppStore, log: FastifyBaseLogger) {
  const users = new UsersRepo(store.sql);
  const sessions = new Sessions(store.sql);
  const passwords = new Passwords({
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
  });
  const mailer = createMailer(config, log);
  const origin = publicUrl(config);
  const auth = new AuthService({
    users,
    sessions,
    throttle: new Throttle(store.sql),
    passwords,
    mailer,
    store,
    publicUrl: origin,
    log,
  });
  return {
    users,
    sessions,
    passwords,
    mailer,
    auth,
    passkeys: new Passkeys(users, origin),
    library: new LibraryService(store.sql),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
