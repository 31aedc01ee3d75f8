/**
 * Random ids, tokens and their hashes. Tokens (sessions, links, recovery codes) are 32 random
 * bytes, given to the user once and stored only as SHA-256 hashes: a copy of the store signs no
 * one in. Comparisons of secrets are constant-time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 16 random bytes, base64url: a user's, a session's or an event's id. */
export const newId = () => randomBytes(16).toString('base64url');
/** 32 random bytes, base64url: a token's secret part. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether two hex hashes are equal, in constant time. */
export function sameHash(a: string, b: string | null | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** `id.secret`, the shape of every token this server hands out. */
export const token = (id: string, secret: string) => `${id}.${secret}`;
export function splitToken(value: unknown): { id: string; secret: string } | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const m = /^([A-Za-z0-9_-]{10,40})\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  return m ? { id: m[1], secret: m[2] } : null;
}

/** Ten recovery codes of ten base-32 letters (50 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const s = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}
/** A recovery code as typed (any case, with or without its hyphen or spaces), normalised for hashing. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
