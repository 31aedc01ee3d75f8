/**
 * Sessions (ADR 020): one row a signed-in device, in the app store, so every server instance sees
 * the same sessions. Two tokens, each `sessionId.secret`, stored as hashes:
 * - the access token, short-lived (ACCESS_TTL_MS), checked against the row on every request that
 *   needs the account — a revoked session is refused at once, on every instance;
 * - the refresh token, rotated on every use. The previous one is remembered: presented again
 *   after REUSE_GRACE_MS (a stolen copy racing the owner), it revokes the session; within the
 *   grace (two tabs refreshing at once) it is only refused, and the tab retries with the cookie
 *   the other tab's answer set. Any other secret under a live session's id revokes it too.
 * Idle for REFRESH_IDLE_MS, or past SESSION_MAX_MS since sign-in, a session ends.
 */
import type { Row, SqlRunner } from '../store/sql-runner';
import { newId, newSecret, sameHash, sha256, splitToken, token } from './secrets';

export const ACCESS_TTL_MS = 10 * 60_000;
export const REFRESH_IDLE_MS = 30 * 86_400_000;
export const SESSION_MAX_MS = 90 * 86_400_000;
export const REUSE_GRACE_MS = 30_000;
/** last_seen_at is written at most this often (not on every request) */
const SEEN_EVERY_MS = 60_000;

export interface SessionRow {
  id: string;
  userId: string;
  device: string;
  ip: string;
  method: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  revokedAt: number | null;
}
export interface Tokens {
  sessionId: string;
  access: string;
  refresh: string;
}
export type AccessResult =
  { ok: true; session: SessionRow } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };
export type RefreshResult =
  | { ok: true; tokens: Tokens; session: SessionRow }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' | 'raced' | 'reused'; session?: SessionRow };

const sessionFrom = (r: Row): SessionRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  device: String(r.device),
  ip: String(r.ip),
  method: String(r.method),
  createdAt: Number(r.created_at),
  lastSeenAt: Number(r.last_seen_at),
  expiresAt: Number(r.expires_at),
  revokedAt: r.revoked_at === null || r.revoked_at === undefined ? null : Number(r.revoked_at),
});

export class Sessions {
  constructor(private readonly sql: SqlRunner) {}

  /** A new session (a sign-in): always a new id, so no one can fix a session id in advance. */
  async create(userId: string, device: string, ip: string, method: string, now: number): Promise<Tokens> {
    const id = newId();
    const access = newSecret();
    const refresh = newSecret();
    await this.sql.run(
      `INSERT INTO auth_sessions (id, user_id, access_hash, access_expires_at, refresh_hash, rotated_at, expires_at,
        created_at, last_seen_at, device, ip, method) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        userId,
        sha256(access),
        now + ACCESS_TTL_MS,
        sha256(refresh),
        now,
        now + REFRESH_IDLE_MS,
        now,
        now,
        device,
        ip,
        method,
      ],
    );
    return { sessionId: id, access: token(id, access), refresh: token(id, refresh) };
  }

  /** The live session an access token belongs to, or why there is none. */
  async authenticate(accessToken: unknown, now: number): Promise<AccessResult> {
    const t = splitToken(accessToken);
    if (!t) return { ok: false, reason: 'invalid' };
    const r = await this.sql.get('SELECT * FROM auth_sessions WHERE id = ?', [t.id]);
    if (!r || !sameHash(sha256(t.secret), String(r.access_hash))) return { ok: false, reason: 'invalid' };
    const session = sessionFrom(r);
    if (session.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (Number(r.access_expires_at) <= now || session.expiresAt <= now)
      return { ok: false, reason: 'expired' };
    if (now - session.lastSeenAt > SEEN_EVERY_MS) {
      await this.sql.run('UPDATE auth_sessions SET last_seen_at = ? WHERE id = ?', [now, session.id]);
      session.lastSeenAt = now;
    }
    return { ok: true, session };
  }

  /** Rotates a refresh token: new access and refresh tokens, or the refusal (a reuse revokes the session). */
  async refresh(refreshToken: unknown, device: string, ip: string, now: number): Promise<RefreshResult> {
    const t = splitToken(refreshToken);
    if (!t) return { ok: false, reason: 'invalid' };
    return this.sql.tx(async (sql) => {
      const r = await sql.get(`SELECT * FROM auth_sessions WHERE id = ?${sql.forUpdate}`, [t.id]);
      if (!r) return { ok: false, reason: 'invalid' } as const;
      const session = sessionFrom(r);
      if (session.revokedAt !== null) return { ok: false, reason: 'revoked', session } as const;
      if (session.expiresAt <= now) return { ok: false, reason: 'expired', session } as const;
      const hash = sha256(t.secret);
      if (!sameHash(hash, String(r.refresh_hash))) {
        const previous = sameHash(hash, (r.previous_refresh_hash as string | null) ?? null);
        if (previous && now - Number(r.rotated_at) < REUSE_GRACE_MS)
          return { ok: false, reason: 'raced', session } as const;
        // an old refresh token again (or a forged one under this id): whoever holds it is not the
        // device that rotated it last, so the session ends for both
        await sql.run('UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ?', [
          now,
          'refresh_reused',
          session.id,
        ]);
        return { ok: false, reason: 'reused', session } as const;
      }
      const access = newSecret();
      const refresh = newSecret();
      const expiresAt = Math.min(session.createdAt + SESSION_MAX_MS, now + REFRESH_IDLE_MS);
      await sql.run(
        `UPDATE auth_sessions SET access_hash = ?, access_expires_at = ?, refresh_hash = ?, previous_refresh_hash = ?,
          rotated_at = ?, expires_at = ?, last_seen_at = ?, device = ?, ip = ? WHERE id = ?`,
        [
          sha256(access),
          now + ACCESS_TTL_MS,
          sha256(refresh),
          hash,
          now,
          expiresAt,
          now,
          device,
          ip,
          session.id,
        ],
      );
      return {
        ok: true,
        tokens: {
          sessionId: session.id,
          access: token(session.id, access),
          refresh: token(session.id, refresh),
        },
        session: { ...session, expiresAt, lastSeenAt: now },
      } as const;
    });
  }

  /** The session a refresh token names, whatever its secret (sign-out with an expired access token). */
  sessionIdOf(refreshToken: unknown) {
    return splitToken(refreshToken)?.id ?? null;
  }

  async get(id: string) {
    const r = await this.sql.get('SELECT * FROM auth_sessions WHERE id = ?', [id]);
    return r ? sessionFrom(r) : null;
  }

  async revoke(userId: string, id: string, reason: string, now: number) {
    return (
      (await this.sql.run(
        'UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
        [now, reason, id, userId],
      )) === 1
    );
  }

  /** Ends every session of a user but `except` (sign out everywhere, a new password). */
  async revokeAll(userId: string, reason: string, now: number, except: string | null = null) {
    return this.sql.run(
      'UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND id <> ?',
      [now, reason, userId, except ?? ''],
    );
  }

  /** The user's live sessions, the most recently seen first. */
  async list(userId: string, now: number) {
    return (
      await this.sql.all(
        'SELECT * FROM auth_sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY last_seen_at DESC',
        [userId, now],
      )
    ).map(sessionFrom);
  }
}
