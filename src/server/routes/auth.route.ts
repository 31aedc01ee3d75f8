/**
 * Signing in and out (docs/api.md, "Accounts"): sign-up, confirmation, sign-in with a password
 * (and a TOTP or recovery code) or a passkey, the session, refresh, sign-out, password recovery.
 * Sessions are cookies (accounts/http.ts); no answer carries a token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailSchema,
  PasskeySignInSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TokenSchema,
} from '../../shared/api';
import type { Accounts } from '../accounts';
import {
  clearSessionCookies,
  cookiesOf,
  refreshCookie,
  requestContext,
  requireSession,
  setSessionCookies,
} from '../accounts/http';
import { AppError } from '../errors';
import { validate } from '../http/validate';

export function authRoutes(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
  const { auth, sessions, users, passkeys } = accounts;

  /** Opens a new session for the user (a sign-in): any session this browser had is ended first. */
  async function openSession(req: FastifyRequest, reply: FastifyReply, userId: string, method: string) {
    const now = Date.now();
    const ctx = requestContext(req);
    const old = sessions.sessionIdOf(cookiesOf(app, req)[refreshCookie(req)]);
    const previous = old && (await sessions.get(old));
    if (previous) await sessions.revoke(previous.userId, previous.id, 'signed_in_again', now);
    const tokens = await sessions.create(userId, ctx.device, ctx.ip, method, now);
    setSessionCookies(req, reply, tokens);
    await users.addEvent(userId, 'SIGNED_IN', ctx.ip, ctx.device, now);
    const user = await users.byId(userId);
    return { user: await auth.view(user!) };
  }

  app.post('/api/auth/sign-up', async (req, reply) => {
    const input = validate(SignUpSchema, req.body);
    await auth.signUp(input, requestContext(req), Date.now());
    // the same answer whether or not the address had an account
    return reply.code(201).send({ status: 'confirmation_sent' });
  });

  app.post('/api/auth/confirm', async (req) => {
    const { token } = validate(TokenSchema, req.body, 'link_invalid');
    return auth.confirm(token, requestContext(req), Date.now());
  });

  app.post('/api/auth/confirm/resend', async (req, reply) => {
    const { email } = validate(EmailSchema, req.body);
    await auth.resendConfirmation(email, requestContext(req), Date.now());
    return reply.code(202).send({ status: 'sent_if_unconfirmed' });
  });

  app.post('/api/auth/sign-in', async (req, reply) => {
    const input = validate(SignInSchema, req.body, 'sign_in_failed');
    const { user, method } = await auth.signIn(input, requestContext(req), Date.now());
    return openSession(req, reply, user.id, method);
  });

  app.get('/api/auth/session', async (req) => {
    const session = await requireSession(app, sessions, req);
    const user = await users.byId(session.userId);
    if (!user) throw new AppError('not_signed_in', 401);
    return { user: await auth.view(user), session: { id: session.id, method: session.method } };
  });

  app.post('/api/auth/refresh', async (req, reply) => {
    const now = Date.now();
    const ctx = requestContext(req);
    const result = await sessions.refresh(cookiesOf(app, req)[refreshCookie(req)], ctx.device, ctx.ip, now);
    if (!result.ok) {
      if (result.reason === 'reused' && result.session) {
        await users.addEvent(result.session.userId, 'REFRESH_REUSED', ctx.ip, ctx.device, now);
        req.log.warn({ session: result.session.id }, 'refresh token reused: session revoked');
      }
      // two tabs refreshing at once: the other tab's answer set the new cookies; keep them
      if (result.reason !== 'raced') clearSessionCookies(req, reply);
      throw new AppError(
        result.reason === 'expired'
          ? 'session_expired'
          : result.reason === 'raced'
            ? 'not_signed_in'
            : 'session_revoked',
        401,
      );
    }
    setSessionCookies(req, reply, result.tokens);
    await users.addEvent(result.session.userId, 'TOKEN_REFRESHED', ctx.ip, ctx.device, now);
    const user = await users.byId(result.session.userId);
    return { user: await auth.view(user!) };
  });

  app.post('/api/auth/sign-out', async (req, reply) => {
    const now = Date.now();
    const ctx = requestContext(req);
    // the access cookie may have expired: the refresh cookie names the session too
    const id = await requireSession(app, sessions, req)
      .then((s) => s.id)
      .catch(() => sessions.sessionIdOf(cookiesOf(app, req)[refreshCookie(req)]));
    const session = id && (await sessions.get(id));
    if (session && (await sessions.revoke(session.userId, session.id, 'signed_out', now)))
      await users.addEvent(session.userId, 'SIGNED_OUT', ctx.ip, ctx.device, now);
    clearSessionCookies(req, reply);
    return reply.code(204).send();
  });

  app.post('/api/auth/recover', async (req, reply) => {
    const { email } = validate(EmailSchema, req.body);
    await auth.requestReset(email, requestContext(req), Date.now());
    return reply.code(202).send({ status: 'sent_if_known' });
  });

  app.post('/api/auth/reset', async (req) => {
    const { token, password } = validate(ResetPasswordSchema, req.body, 'link_invalid');
    return auth.resetPassword(token, password, requestContext(req), Date.now());
  });

  app.post('/api/auth/passkey/options', async () => passkeys.authenticationOptions(Date.now()));

  app.post('/api/auth/passkey/sign-in', async (req, reply) => {
    const { challengeId, response } = validate(PasskeySignInSchema, req.body, 'passkey_failed');
    const userId = await passkeys.authenticate(challengeId, response as never, Date.now());
    const user = await users.byId(userId);
    if (!user || user.emailConfirmedAt === null) throw new AppError('passkey_failed', 401);
    return openSession(req, reply, userId, 'passkey');
  });
}
