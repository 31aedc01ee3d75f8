/**
 * Passwords: argon2id (@node-rs/argon2, on libuv's thread pool, off the event loop) at OWASP's
 * first recommended cost — 19 MiB of memory, 2 passes, 1 lane (ASVS 2.4.4) — unless the
 * configuration sets another (ARGON2_MEMORY_KIB, ARGON2_TIME_COST). A stored hash names its own
 * parameters, so raising the cost later still verifies old hashes, and a sign-in rehashes them.
 * New passwords: 12 to 128 characters (shared/api/auth.ts), not one of the 49,000 most common
 * (zxcvbn-ts's list), and not the e-mail address.
 */
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read) */
const ARGON2ID = 2;
import { dictionary } from '@zxcvbn-ts/language-common';

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}
export const DEFAULT_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };

let common: Set<string> | null = null;
/** Whether a password is among the commonest (compared in lower case, digits and symbols around it too). */
export function isCommonPassword(password: string, email = ''): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const p = password.toLowerCase();
  const core = p.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const local = email.toLowerCase().split('@')[0];
  return (
    common.has(p) ||
    (core.length >= 4 && common.has(core)) ||
    new Set(p).size < 3 ||
    (local.length >= 4 && (p.includes(local) || p === email.toLowerCase()))
  );
}

export class Passwords {
  /** a hash of a random password, verified when the address has no account: the same time either way */
  private dummy: Promise<string>;

  constructor(private readonly cost: PasswordCost = DEFAULT_COST) {
    this.dummy = this.hash(`no account ${Math.random()}`);
  }

  hash(password: string) {
    return hash(password, { algorithm: ARGON2ID, parallelism: 1, ...this.cost });
  }

  /** Checks a password against a stored hash, or against the dummy one (always false) when there is none. */
  async verify(stored: string | null, password: string): Promise<boolean> {
    const ok = await verify(stored ?? (await this.dummy), password).catch(() => false);
    return stored !== null && ok;
  }

  /** Whether a stored hash was made at another cost than the configured one (rehash it at sign-in). */
  outdated(stored: string) {
    return !stored.includes(`m=${this.cost.memoryCost},t=${this.cost.timeCost},p=1`);
  }

  get parameters() {
    return `argon2id m=${this.cost.memoryCost} KiB, t=${this.cost.timeCost}, p=1`;
  }
}
