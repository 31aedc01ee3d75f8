/**
 * A signed-in user's account (docs/api.md, "Accounts"): sessions and their revocation, the
 * password, the second factor (TOTP and recovery codes), passkeys, the download of everything the
 * account holds, and its deletion. What cannot be undone asks for the password again. Every
 * change is a JSON POST (the same-origin guard of request-guard.ts covers them all).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ChangePasswordSchema,
  LanguageSchema,
  PasskeyRegisterSchema,
  PasswordSchema,
  RenameSchema,
  TotpCodeSchema,
  type PasskeyInfo,
  type SessionInfo,
} from '../../shared/api';
import type { Accounts } from '../accounts';
import { clearSessionCookies, requestContext, requireSession } from '../accounts/http';
import { newRecoveryCodes, normaliseRecoveryCode, sha256 } from '../accounts/secrets';
import { newTotpSecret, totpSetup, totpStep } from '../accounts/totp';
import { AppError } from '../errors';
import { validate } from '../http/validate';

const iso = (ms: number) => new Date(ms).toISOString();

export function accountRoutes(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
  const { auth, sessions, users, passkeys, library } = accounts;

  /** The signed-in user and session, or a 401. */
  async function signedIn(req: FastifyRequest) {
    const session = await requireSession(app, sessions, req);
    const user = await users.byId(session.userId);
    if (!user) throw new AppError('not_signed_in', 401);
    return { session, user };
  }
  const event = (userId: string, req: FastifyRequest) => {
    const ctx = requestContext(req);
    return users.addEvent(userId, 'USER_UPDATED', ctx.ip, ctx.device, Date.now());
  };

  app.get('/api/account/sessions', async (req) => {
    const { session, user } = await signedIn(req);
    const list: SessionInfo[] = (await sessions.list(user.id, Date.now())).map((s) => ({
      id: s.id,
      device: s.device,
      method: s.method,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      current: s.id === session.id,
    }));
    return { sessions: list };
  });

  app.post<{ Params: { id: string } }>('/api/account/sessions/:id/revoke', async (req, reply) => {
    const { user } = await signedIn(req);
    const now = Date.now();
    if (!(await sessions.revoke(user.id, req.params.id, 'revoked_by_user', now)))
      throw new AppError('not_found', 404);
    const ctx = requestContext(req);
    await users.addEvent(user.id, 'SESSION_REVOKED', ctx.ip, ctx.device, now);
    return reply.code(204).send();
  });

  /** Sign out everywhere: every session of the account ends, this one too. */
  app.post('/api/account/sign-out-everywhere', async (req, reply) => {
    const { user } = await signedIn(req);
    const now = Date.now();
    const ended = await sessions.revokeAll(user.id, 'signed_out_everywhere', now);
    const ctx = requestContext(req);
    await users.addEvent(user.id, 'SIGNED_OUT', ctx.ip, ctx.device, now);
    clearSessionCookies(req, reply);
    return { ended };
  });

  app.post('/api/account/password', async (req, reply) => {
    const { session, user } = await signedIn(req);
    const { current, password } = validate(ChangePasswordSchema, req.body);
    await auth.changePassword(user, current, password, session.id, requestContext(req), Date.now());
    return reply.code(204).send();
  });

  app.post('/api/account/language', async (req, reply) => {
    const { user } = await signedIn(req);
    const { language } = validate(LanguageSchema, req.body);
    await users.update(user.id, { language }, Date.now());
    return reply.code(204).send();
  });

  // ---- the second factor: TOTP, with recovery codes ----
  app.post('/api/account/totp/setup', async (req) => {
    const { user } = await signedIn(req);
    const secret = newTotpSecret();
    await users.update(user.id, { totp_pending: secret }, Date.now());
    return totpSetup(secret, user.email);
  });

  /** Turns TOTP on with a first code from the app; answers the recovery codes, shown this once. */
  app.post('/api/account/totp/enable', async (req) => {
    const { user } = await signedIn(req);
    const { code } = validate(TotpCodeSchema, req.body, 'totp_code_invalid');
    const now = Date.now();
    const step = user.totpPending && totpStep(user.totpPending, code, now);
    if (!step) throw new AppError('totp_code_invalid', 400);
    const codes = newRecoveryCodes();
    await users.update(
      user.id,
      {
        totp_secret: user.totpPending,
        totp_pending: null,
        totp_enabled_at: now,
        totp_last_step: step,
        recovery_codes: codes.map((c) => sha256(normaliseRecoveryCode(c))).join(','),
      },
      now,
    );
    await event(user.id, req);
    auth.notifyChange(user, 'totpOn');
    return { recoveryCodes: codes };
  });

  app.post('/api/account/totp/disable', async (req, reply) => {
    const { user } = await signedIn(req);
    await auth.confirmPassword(user, validate(PasswordSchema, req.body).password);
    await users.update(user.id, { totp_secret: null, totp_enabled_at: null, recovery_codes: '' }, Date.now());
    await event(user.id, req);
    auth.notifyChange(user, 'totpOff');
    return reply.code(204).send();
  });

  app.post('/api/account/recovery-codes', async (req) => {
    const { user } = await signedIn(req);
    await auth.confirmPassword(user, validate(PasswordSchema, req.body).password);
    if (!user.totpEnabledAt) throw new AppError('totp_code_invalid', 400);
    const codes = newRecoveryCodes();
    await users.update(
      user.id,
      { recovery_codes: codes.map((c) => sha256(normaliseRecoveryCode(c))).join(',') },
      Date.now(),
    );
    await event(user.id, req);
    auth.notifyChange(user, 'recoveryCodes');
    return { recoveryCodes: codes };
  });

  /** Codes by text message would need an SMS provider, which this app does not have: said, not faked. */
  app.post('/api/account/phone', async () => {
    throw new AppError('phone_factor_unavailable', 501);
  });

  // ---- passkeys ----
  app.get('/api/account/passkeys', async (req) => {
    const { user } = await signedIn(req);
    const list: PasskeyInfo[] = (await users.passkeys(user.id)).map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: iso(p.createdAt),
      lastUsedAt: p.lastUsedAt === null ? null : iso(p.lastUsedAt),
    }));
    return { passkeys: list };
  });

  app.post('/api/account/passkeys/options', async (req) => {
    const { user } = await signedIn(req);
    return passkeys.registrationOptions(user, Date.now());
  });

  app.post('/api/account/passkeys', async (req, reply) => {
    const { user, session } = await signedIn(req);
    const { response, name } = validate(PasskeyRegisterSchema, req.body, 'passkey_failed');
    const named = name || session.device;
    const id = await passkeys.register(user.id, response, named, Date.now());
    await event(user.id, req);
    auth.notifyChange(user, 'passkeyAdded', named);
    return reply.code(201).send({ id });
  });

  app.post<{ Params: { id: string } }>('/api/account/passkeys/:id/rename', async (req, reply) => {
    const { user } = await signedIn(req);
    const { name } = validate(RenameSchema, req.body);
    if (!(await users.renamePasskey(user.id, req.params.id, name))) throw new AppError('not_found', 404);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/account/passkeys/:id/remove', async (req, reply) => {
    const { user } = await signedIn(req);
    const passkey = (await users.passkeys(user.id)).find((p) => p.id === req.params.id);
    if (!passkey || !(await users.removePasskey(user.id, passkey.id))) throw new AppError('not_found', 404);
    await event(user.id, req);
    auth.notifyChange(user, 'passkeyRemoved', passkey.name);
    return reply.code(204).send();
  });

  // ---- everything the account holds: downloaded, and deleted ----
  app.get('/api/account/export', async (req, reply) => {
    const { user } = await signedIn(req);
    const now = Date.now();
    const body = {
      format: 'bible-study-account',
      exportedAt: iso(now),
      account: await auth.view(user),
      sessions: (await sessions.list(user.id, now)).map((s) => ({
        device: s.device,
        ip: s.ip,
        createdAt: iso(s.createdAt),
        lastSeenAt: iso(s.lastSeenAt),
      })),
      passkeys: (await users.passkeys(user.id)).map((p) => ({ name: p.name, createdAt: iso(p.createdAt) })),
      events: await users.events(user.id),
      library: await library.all(user.id),
    };
    return reply
      .header(
        'content-disposition',
        `attachment; filename="bible-study-account-${iso(now).slice(0, 10)}.json"`,
      )
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.post('/api/account/delete', async (req, reply) => {
    const { user } = await signedIn(req);
    await auth.confirmPassword(user, validate(PasswordSchema, req.body).password);
    await users.delete(user.id);
    req.log.info({ user: user.id }, 'account deleted');
    clearSessionCookies(req, reply);
    return reply.code(204).send();
  });
}
