/**
 * The accounts' rows in the app store (migration 5), over the store's plain SQL (both drivers):
 * users, single-use tokens (links mailed), passkeys, WebAuthn challenges and the account's events.
 * Times are epoch milliseconds; PostgreSQL answers BIGINTs as strings, hence the Number()s.
 */
import type { Row, SqlRunner } from '../store/sql-runner';
import { newId } from './secrets';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  language: string;
  emailConfirmedAt: number | null;
  createdAt: number;
  totpSecret: string | null;
  totpPending: string | null;
  totpEnabledAt: number | null;
  totpLastStep: number;
  /** SHA-256 hashes of the unused recovery codes, comma-separated */
  recoveryCodes: string;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const USER_COLUMNS = `id, email, password_hash, language, email_confirmed_at, created_at, totp_secret,
  totp_pending, totp_enabled_at, totp_last_step, recovery_codes`;
const userFrom = (r: Row): UserRow => ({
  id: String(r.id),
  email: String(r.email),
  passwordHash: String(r.password_hash),
  language: String(r.language),
  emailConfirmedAt: num(r.email_confirmed_at),
  createdAt: Number(r.created_at),
  totpSecret: (r.totp_secret as string | null) ?? null,
  totpPending: (r.totp_pending as string | null) ?? null,
  totpEnabledAt: num(r.totp_enabled_at),
  totpLastStep: Number(r.totp_last_step),
  recoveryCodes: String(r.recovery_codes ?? ''),
});

export type TokenKind = 'confirm' | 'reset';
export type EventKind =
  | 'SIGNED_UP'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'
  | 'SESSION_REVOKED'
  | 'REFRESH_REUSED';

export interface PasskeyRow {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}
const passkeyFrom = (r: Row): PasskeyRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  publicKey: String(r.public_key),
  counter: Number(r.counter),
  transports: String(r.transports),
  name: String(r.name),
  createdAt: Number(r.created_at),
  lastUsedAt: num(r.last_used_at),
});

export class UsersRepo {
  constructor(private readonly sql: SqlRunner) {}

  async byEmail(email: string) {
    const r = await this.sql.get(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`, [email]);
    return r ? userFrom(r) : null;
  }
  async byId(id: string) {
    const r = await this.sql.get(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
    return r ? userFrom(r) : null;
  }
  /** A new user, or null when the address already has an account. */
  async create(email: string, passwordHash: string, language: string, now: number) {
    const id = newId();
    const r = await this.sql.get(
      `INSERT INTO users (id, email, password_hash, language, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [id, email, passwordHash, language, now, now],
    );
    return r ? id : null;
  }
  async update(
    id: string,
    fields: Partial<
      Record<
        | 'password_hash'
        | 'language'
        | 'email_confirmed_at'
        | 'totp_secret'
        | 'totp_pending'
        | 'totp_enabled_at'
        | 'totp_last_step'
        | 'recovery_codes',
        string | number | null
      >
    >,
    now: number,
  ) {
    const names = Object.keys(fields);
    await this.sql.run(
      `UPDATE users SET ${names.map((n) => `${n} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
      [...Object.values(fields), now, id],
    );
  }
  /**
   * Records a TOTP step as used, unless it (or a later one) already was: a code works once.
   * True when this call took it.
   */
  async takeTotpStep(id: string, step: number) {
    return (
      (await this.sql.run('UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?', [
        step,
        id,
        step,
      ])) === 1
    );
  }
  /** Removes one recovery code's hash; true when it was there (a code works once). */
  async takeRecoveryCode(id: string, before: string, after: string) {
    return (
      (await this.sql.run('UPDATE users SET recovery_codes = ? WHERE id = ? AND recovery_codes = ?', [
        after,
        id,
        before,
      ])) === 1
    );
  }
  /** Deletes the user and, through ON DELETE CASCADE, everything the account holds. */
  async delete(id: string) {
    return (await this.sql.run('DELETE FROM users WHERE id = ?', [id])) === 1;
  }

  // ---- single-use tokens (the links mailed) ----
  async addToken(hash: string, userId: string, kind: TokenKind, expiresAt: number, now: number) {
    await this.sql.run(
      'INSERT INTO auth_tokens (hash, user_id, kind, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      [hash, userId, kind, expiresAt, now],
    );
  }
  /** Uses a token: the user's id when it was valid, unused and unexpired, else null. Atomic: a second use finds it used. */
  async useToken(hash: string, kind: TokenKind, now: number): Promise<string | null> {
    const r = await this.sql.get(
      'UPDATE auth_tokens SET used_at = ? WHERE hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
      [now, hash, kind, now],
    );
    return r ? String(r.user_id) : null;
  }
  /** Ends every unused token of a kind (a new link replaces older ones; a reset ends all). */
  async expireTokens(userId: string, kind: TokenKind, now: number) {
    await this.sql.run(
      'UPDATE auth_tokens SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL',
      [now, userId, kind],
    );
  }

  // ---- passkeys ----
  async passkeys(userId: string) {
    return (await this.sql.all('SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at', [userId])).map(
      passkeyFrom,
    );
  }
  async passkey(id: string) {
    const r = await this.sql.get('SELECT * FROM passkeys WHERE id = ?', [id]);
    return r ? passkeyFrom(r) : null;
  }
  async addPasskey(p: Omit<PasskeyRow, 'lastUsedAt'>) {
    await this.sql.run(
      'INSERT INTO passkeys (id, user_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [p.id, p.userId, p.publicKey, p.counter, p.transports, p.name, p.createdAt],
    );
  }
  async usePasskey(id: string, counter: number, now: number) {
    await this.sql.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [counter, now, id]);
  }
  async renamePasskey(userId: string, id: string, name: string) {
    return (
      (await this.sql.run('UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?', [
        name,
        id,
        userId,
      ])) === 1
    );
  }
  async removePasskey(userId: string, id: string) {
    return (await this.sql.run('DELETE FROM passkeys WHERE id = ? AND user_id = ?', [id, userId])) === 1;
  }

  // ---- WebAuthn challenges (shared by every server instance) ----
  async addChallenge(id: string, userId: string | null, kind: string, challenge: string, expiresAt: number) {
    await this.sql.run(
      'INSERT INTO auth_challenges (id, user_id, kind, challenge, expires_at) VALUES (?, ?, ?, ?, ?)',
      [id, userId, kind, challenge, expiresAt],
    );
  }
  /** Takes a challenge once: it is deleted as it is read. */
  async takeChallenge(id: string, kind: string, now: number) {
    const r = await this.sql.get(
      'DELETE FROM auth_challenges WHERE id = ? AND kind = ? AND expires_at > ? RETURNING challenge, user_id',
      [id, kind, now],
    );
    return r ? { challenge: String(r.challenge), userId: (r.user_id as string | null) ?? null } : null;
  }

  // ---- events ----
  async addEvent(userId: string, kind: EventKind, ip: string, device: string, now: number) {
    await this.sql.run(
      'INSERT INTO auth_events (id, user_id, kind, at, ip, device) VALUES (?, ?, ?, ?, ?, ?)',
      [newId(), userId, kind, now, ip, device],
    );
  }
  async events(userId: string, limit = 1000) {
    return (
      await this.sql.all(
        'SELECT kind, at, ip, device FROM auth_events WHERE user_id = ? ORDER BY at DESC LIMIT ?',
        [userId, limit],
      )
    ).map((r) => ({
      kind: String(r.kind),
      at: new Date(Number(r.at)).toISOString(),
      ip: String(r.ip),
      device: String(r.device),
    }));
  }

  /** Deletes what has no more use: expired challenges and tokens, events older than `before`. */
  async prune(now: number, eventsBefore: number) {
    await this.sql.run('DELETE FROM auth_challenges WHERE expires_at < ?', [now]);
    await this.sql.run('DELETE FROM auth_tokens WHERE expires_at < ?', [now - 86_400_000]);
    await this.sql.run('DELETE FROM auth_events WHERE at < ?', [eventsBefore]);
    await this.sql.run('DELETE FROM auth_throttles WHERE last_failure < ?', [now - 86_400_000]);
    await this.sql.run('DELETE FROM auth_sessions WHERE expires_at < ?', [now - 86_400_000]);
  }
}
