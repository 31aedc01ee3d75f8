/**
 * The app store: the small amount of mutable data (contact messages, cached studies, kept
 * studies, rate limits) behind one interface with two drivers — a SQLite file (default) and PostgreSQL
 * (DATABASE_URL). Both run the same migrations (migrations.ts) and the same test suite.
 */
import { isStorableText } from '../../shared/text';
import type { SqlRunner } from './sql-runner';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  client: string;
}

export interface ContactMessage extends NewContactMessage {
  id: number;
  createdAt: Date;
}

export interface CachedStudy {
  key: string;
  payload: string;
  createdAt: Date;
}

/** A study kept under its id (`GET /api/studies/:id`): its JSON, and when it was first kept. */
export interface KeptStudy {
  id: string;
  payload: string;
  createdAt: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** requests left in the current window */
  remaining: number;
  /** seconds until one more request would be allowed (for Retry-After) */
  retryAfterSeconds: number;
}

export interface AppStore {
  readonly driver: 'sqlite' | 'postgres';
  /** Applies pending migrations; safe to call on every start and from several instances. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** plain SQL for services that keep their own tables (accounts, the synced library) */
  readonly sql: SqlRunner;

  addContactMessage(msg: NewContactMessage, now?: Date): Promise<ContactMessage>;
  listContactMessages(opts?: { limit?: number; offset?: number }): Promise<ContactMessage[]>;

  getStudy(key: string): Promise<CachedStudy | null>;
  putStudy(key: string, payload: string, now?: Date): Promise<void>;
  getKeptStudy(id: string): Promise<KeptStudy | null>;
  /** Keeps a study under its id; an id already kept keeps its first study (a link never changes). */
  keepStudy(id: string, payload: string, now?: Date): Promise<void>;

  /**
   * Allows a request of `bucket` when fewer than `limit` were allowed in the `windowMs` before
   * `now` (a sliding window: never more than `limit` in any window, hour boundaries or not), and
   * records it; refused requests are not recorded. Atomic across instances sharing the store.
   */
  hitRateLimit(bucket: string, limit: number, windowMs: number, now?: Date): Promise<RateLimitResult>;
  /** Deletes the rate-limit records of buckets with no allowed request since `before`. */
  pruneRateLimits(before: Date): Promise<number>;
}

/** A window is counted in this many slots: the record's size depends on it, never on the limit. */
export const RATE_SLOTS = 60;

/**
 * The sliding-window decision both drivers share. `stored` is the bucket's record: how many
 * requests were allowed in each slot of windowMs / RATE_SLOTS (`slot:count`, comma-separated,
 * oldest first; a slot is epoch ms ÷ its width), so a record holds at most about RATE_SLOTS pairs
 * whatever the limit (it held every allowed request's time: 80 KB at a limit of 5000). A slot
 * counts whole while any part of it is in the window, so no window ever holds more than `limit`;
 * the price is that a request may wait up to one slot (a minute in an hour) longer than it would
 * by the exact times. Returns the decision and the record to write back.
 */
export function slideWindow(
  stored: string,
  limit: number,
  windowMs: number,
  now: number,
): { result: RateLimitResult; hits: string; lastHit: number } {
  const width = Math.max(1, Math.ceil(windowMs / RATE_SLOTS));
  const current = Math.floor(now / width);
  // the oldest slot with any part in (now − windowMs, now]; a slot ahead of `current` (another
  // instance's clock, or this one stepped back) still counts, or instances whose clocks differ
  // would each allow `limit`
  const first = Math.floor((now - windowMs) / width);
  const slots = new Map<number, number>();
  for (const pair of stored ? stored.split(',') : []) {
    const [slot, count] = pair.split(':').map(Number);
    if (slot >= first && count > 0) slots.set(slot, count);
  }
  let total = 0;
  for (const count of slots.values()) total += count;
  const allowed = total < limit;
  if (allowed) {
    slots.set(current, (slots.get(current) ?? 0) + 1);
    total++;
  }
  const ordered = [...slots.entries()].sort(([a], [b]) => a - b);
  // one more request is allowed once the oldest slot has wholly left the window
  const oldest = ordered.length ? ordered[0][0] : current;
  return {
    result: {
      allowed,
      remaining: Math.max(0, limit - total),
      retryAfterSeconds: Math.max(1, Math.ceil(((oldest + 1) * width + windowMs - now) / 1000)),
    },
    hits: ordered.map(([slot, count]) => `${slot}:${count}`).join(','),
    lastHit: ordered.length ? (ordered[ordered.length - 1][0] + 1) * width - 1 : 0,
  };
}

/**
 * Text with control characters or lone surrogates: PostgreSQL refuses NUL while SQLite keeps it,
 * so both drivers refuse all such text before writing, and the API answers it as a 400.
 */
export class UnstorableTextError extends Error {
  constructor(readonly field: string) {
    super(`${field} holds characters the store does not keep (control characters or lone surrogates)`);
  }
}

/** Throws UnstorableTextError for the first contact field that could not be stored alike on both drivers. */
export function assertStorableContact(msg: NewContactMessage) {
  for (const field of ['name', 'email', 'subject', 'language', 'client'] as const) {
    if (!isStorableText(msg[field])) throw new UnstorableTextError(field);
  }
  if (!isStorableText(msg.message, true)) throw new UnstorableTextError('message');
}
