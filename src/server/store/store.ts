/**
 * The app store: the small amount of mutable data (contact messages, cached studies, rate
 * limits) behind one interface with two drivers — a SQLite file (default) and PostgreSQL
 * (DATABASE_URL). Both run the same migrations (migrations.ts) and the same test suite.
 */
import { isStorableText } from '../../shared/text';

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

export interface RateLimitResult {
  allowed: boolean;
  /** requests left in the current window */
  remaining: number;
  /** seconds until the window resets (for Retry-After) */
  retryAfterSeconds: number;
}

export interface AppStore {
  readonly driver: 'sqlite' | 'postgres';
  /** Applies pending migrations; safe to call on every start and from several instances. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;

  addContactMessage(msg: NewContactMessage, now?: Date): Promise<ContactMessage>;
  listContactMessages(opts?: { limit?: number; offset?: number }): Promise<ContactMessage[]>;

  getStudy(key: string): Promise<CachedStudy | null>;
  putStudy(key: string, payload: string, now?: Date): Promise<void>;

  /** Counts one request of `bucket` in a fixed window; allowed while the count is ≤ limit. */
  hitRateLimit(bucket: string, limit: number, windowMs: number, now?: Date): Promise<RateLimitResult>;
  /** Deletes rate-limit windows that ended before `before`. */
  pruneRateLimits(before: Date): Promise<number>;
}

export function rateLimitResult(count: number, limit: number, windowStart: number, windowMs: number, now: number): RateLimitResult {
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
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
