/**
 * Accounts: sign-up, e-mail confirmation, sign-in (password, then TOTP when it is on), password
 * recovery and change, the account's deletion and its download. Every answer that could tell
 * whether an address has an account is the same either way (ASVS 2.2.1, 3.x): sign-up and
 * recovery always answer alike, a password is hashed and checked (against a dummy hash) for
 * unknown addresses too, and mails are sent in the background so their time shows nothing.
 */
import type { UiLanguage } from '../../shared/books';
import type { AccountUser } from '../../shared/api';
import { PAGES } from '../../shared/routes';
import { AppError } from '../errors';
import type { AppStore } from '../store';
import { composeMail, mailTexts, type Mail, type Mailer, type MailKind, type SecurityChange } from './mailer';
import { isCommonPassword, type Passwords } from './passwords';
import { newSecret, normaliseRecoveryCode, sha256, splitToken, token } from './secrets';
import type { Sessions } from './sessions';
import type { Throttle } from './throttle';
import { totpStep } from './totp';
import type { TokenKind, UserRow, UsersRepo } from './users.repo';

const HOUR_MS = 3_600_000;
export const CONFIRM_TTL_MS = 48 * HOUR_MS;
export const RESET_TTL_MS = 30 * 60_000;
/** failures before the backoff starts: per account, and per client address */
export const FREE_FAILURES = { account: 5, address: 20 };
/** mails an address may be sent, and requests one client may make, in any hour */
const MAILS_PER_ACCOUNT = 3;
const REQUESTS_PER_ADDRESS = 10;

export interface RequestContext {
  ip: string;
  device: string;
}

export class AuthService {
  constructor(
    private readonly deps: {
      users: UsersRepo;
      sessions: Sessions;
      throttle: Throttle;
      passwords: Passwords;
      mailer: Mailer;
      store: AppStore;
      publicUrl: string;
      log: { error(obj: object, msg: string): void };
    },
  ) {}

  async view(user: UserRow): Promise<AccountUser> {
    const passkeys = await this.deps.users.passkeys(user.id);
    return {
      id: user.id,
      email: user.email,
      language: user.language as UiLanguage,
      emailConfirmed: user.emailConfirmedAt !== null,
      factors: user.totpEnabledAt ? [{ id: `totp-${user.id}`, factor_type: 'totp', status: 'verified' }] : [],
      passkeys: passkeys.length,
      createdAt: new Date(user.createdAt).toISOString(),
    };
  }

  /** A sliding-window limit on the store; 429 with Retry-After when spent. */
  private async limit(bucket: string, limit: number) {
    const r = await this.deps.store.hitRateLimit(bucket, limit, HOUR_MS);
    if (!r.allowed)
      throw new AppError('too_many_attempts', 429, { 'retry-after': String(r.retryAfterSeconds) });
  }

  /** Makes a single-use link and mails it, without waiting for the mail (its time tells nothing). */
  private async mailLink(user: UserRow, kind: MailKind, tokenKind: TokenKind, now: number) {
    const ttl = tokenKind === 'confirm' ? CONFIRM_TTL_MS : RESET_TTL_MS;
    const secret = newSecret();
    const id = sha256(secret).slice(0, 16);
    await this.deps.users.expireTokens(user.id, tokenKind, now);
    await this.deps.users.addToken(sha256(secret), user.id, tokenKind, now + ttl, now);
    const path = tokenKind === 'confirm' ? '/account/confirm' : '/account/reset';
    const link = `${this.deps.publicUrl}${path}#token=${token(id, secret)}`;
    const mail = composeMail(kind, user.language as UiLanguage, user.email, link, {
      hours: Math.round(ttl / HOUR_MS),
      minutes: Math.round(ttl / 60_000),
    });
    this.send(mail);
  }

  /** Sends in the background: a mail's time must not show in the answer, and its failure is logged. */
  private send(mail: Mail) {
    void this.deps.mailer
      .send(mail)
      .catch((err: Error) => this.deps.log.error({ err: { message: err.message } }, 'mail failed'));
  }

  /**
   * Tells the account's address that how the account is entered changed (ASVS 2.2.3), whoever did
   * it, with the way back if it was not its owner: the account page's "Forgot your password?".
   */
  notifyChange(user: UserRow, change: SecurityChange, name = '') {
    const lang = user.language as UiLanguage;
    const text = mailTexts().changed.changes[change][lang].replace('{name}', name);
    this.send(
      composeMail('changed', lang, user.email, `${this.deps.publicUrl}${PAGES.account}`, { change: text }),
    );
  }

  /** Always the same answer; a known address gets a mail saying someone tried, an unconfirmed one a new confirmation. */
  async signUp(
    input: { email: string; password: string; language: UiLanguage },
    ctx: RequestContext,
    now: number,
  ) {
    if (isCommonPassword(input.password, input.email)) throw new AppError('password_too_common', 400);
    await this.limit(`sign-up:${ctx.ip}`, REQUESTS_PER_ADDRESS);
    const hash = await this.deps.passwords.hash(input.password);
    const id = await this.deps.users.create(input.email, hash, input.language, now);
    const user = await this.deps.users.byEmail(input.email);
    if (!user) return;
    const mailed = await this.deps.store.hitRateLimit(
      `mail:${sha256(input.email)}`,
      MAILS_PER_ACCOUNT,
      HOUR_MS,
    );
    if (!mailed.allowed) return;
    if (id) {
      await this.deps.users.addEvent(user.id, 'SIGNED_UP', ctx.ip, ctx.device, now);
      await this.mailLink(user, 'confirm', 'confirm', now);
    } else if (user.emailConfirmedAt === null) {
      // only the mailbox's owner can confirm: the latest sign-up's password is the one confirmed
      await this.deps.users.update(user.id, { password_hash: hash, language: input.language }, now);
      await this.mailLink({ ...user, language: input.language }, 'confirm', 'confirm', now);
    } else await this.mailLink(user, 'exists', 'reset', now);
  }

  async resendConfirmation(email: string, ctx: RequestContext, now: number) {
    await this.limit(`resend:${ctx.ip}`, REQUESTS_PER_ADDRESS);
    const mailed = await this.deps.store.hitRateLimit(`mail:${sha256(email)}`, MAILS_PER_ACCOUNT, HOUR_MS);
    const user = await this.deps.users.byEmail(email);
    if (mailed.allowed && user && user.emailConfirmedAt === null)
      await this.mailLink(user, 'confirm', 'confirm', now);
  }

  /** The user a link's token names, using it up; a 400 link_invalid when it is unknown, used or expired. */
  private async useLink(value: string, kind: TokenKind, now: number) {
    const t = splitToken(value);
    const userId =
      t && sha256(t.secret).startsWith(t.id)
        ? await this.deps.users.useToken(sha256(t.secret), kind, now)
        : null;
    const user = userId && (await this.deps.users.byId(userId));
    if (!user) throw new AppError('link_invalid', 400);
    return user;
  }

  async confirm(value: string, ctx: RequestContext, now: number) {
    const user = await this.useLink(value, 'confirm', now);
    if (user.emailConfirmedAt === null)
      await this.deps.users.update(user.id, { email_confirmed_at: now }, now);
    await this.deps.users.addEvent(user.id, 'USER_UPDATED', ctx.ip, ctx.device, now);
    return { email: user.email };
  }

  /** 429 while the account or the address is locked by earlier failures. */
  async checkThrottle(email: string, ip: string, now: number) {
    const wait = Math.max(
      await this.deps.throttle.wait(`acct:${sha256(email)}`, now),
      await this.deps.throttle.wait(`ip:${ip}`, now),
    );
    if (wait > 0) throw new AppError('too_many_attempts', 429, { 'retry-after': String(wait) });
  }

  private async failed(
    email: string,
    ip: string,
    id: 'sign_in_failed' | 'second_factor_invalid',
    now: number,
  ): Promise<never> {
    await this.deps.throttle.fail(`acct:${sha256(email)}`, FREE_FAILURES.account, now);
    await this.deps.throttle.fail(`ip:${ip}`, FREE_FAILURES.address, now);
    throw new AppError(id, 401);
  }

  /** Checks the password and the second factor; the user when they pass (the route opens the session). */
  async signIn(input: { email: string; password: string; code?: string }, ctx: RequestContext, now: number) {
    await this.checkThrottle(input.email, ctx.ip, now);
    const user = await this.deps.users.byEmail(input.email);
    const ok = await this.deps.passwords.verify(user?.passwordHash ?? null, input.password);
    if (!user || !ok) return this.failed(input.email, ctx.ip, 'sign_in_failed', now);
    if (user.emailConfirmedAt === null) throw new AppError('email_not_confirmed', 403);
    let method = 'password';
    if (user.totpEnabledAt && user.totpSecret) {
      if (!input.code) throw new AppError('second_factor_required', 401);
      const how = await this.secondFactor(user, input.code, now);
      if (!how) return this.failed(input.email, ctx.ip, 'second_factor_invalid', now);
      method = `password+${how}`;
      await this.deps.users.addEvent(user.id, 'MFA_CHALLENGE_VERIFIED', ctx.ip, ctx.device, now);
    }
    await this.deps.throttle.clear(`acct:${sha256(input.email)}`);
    if (this.deps.passwords.outdated(user.passwordHash))
      await this.deps.users.update(
        user.id,
        { password_hash: await this.deps.passwords.hash(input.password) },
        now,
      );
    return { user, method };
  }

  /** 'totp' or 'recovery' when the code is a current TOTP code or an unused recovery code (each used once). */
  private async secondFactor(user: UserRow, code: string, now: number): Promise<'totp' | 'recovery' | null> {
    const step = totpStep(user.totpSecret!, code.replace(/\s/g, ''), now);
    if (step !== null) return (await this.deps.users.takeTotpStep(user.id, step)) ? 'totp' : null;
    const hash = sha256(normaliseRecoveryCode(code));
    const codes = user.recoveryCodes.split(',').filter(Boolean);
    if (!codes.includes(hash)) return null;
    const rest = codes.filter((c) => c !== hash).join(',');
    return (await this.deps.users.takeRecoveryCode(user.id, user.recoveryCodes, rest)) ? 'recovery' : null;
  }

  /** Mails a reset link to a confirmed or unconfirmed account; the same answer for any address. */
  async requestReset(email: string, ctx: RequestContext, now: number) {
    await this.limit(`reset:${ctx.ip}`, REQUESTS_PER_ADDRESS);
    await this.limit(`reset:${sha256(email)}`, MAILS_PER_ACCOUNT);
    const user = await this.deps.users.byEmail(email);
    if (user) await this.mailLink(user, 'reset', 'reset', now);
  }

  /** A new password from a reset link: every session ends, the address counts as confirmed (the mail was read). */
  async resetPassword(value: string, password: string, ctx: RequestContext, now: number) {
    const user = await this.useLink(value, 'reset', now);
    if (isCommonPassword(password, user.email)) throw new AppError('password_too_common', 400);
    await this.deps.users.update(
      user.id,
      {
        password_hash: await this.deps.passwords.hash(password),
        email_confirmed_at: user.emailConfirmedAt ?? now,
      },
      now,
    );
    await this.deps.users.expireTokens(user.id, 'reset', now);
    await this.deps.sessions.revokeAll(user.id, 'password_reset', now);
    await this.deps.throttle.clear(`acct:${sha256(user.email)}`);
    await this.deps.users.addEvent(user.id, 'PASSWORD_RECOVERY', ctx.ip, ctx.device, now);
    this.notifyChange(user, 'passwordReset');
    return { email: user.email };
  }

  /** Checks the password of a signed-in user before something that cannot be undone; 403 password_incorrect. */
  async confirmPassword(user: UserRow, password: string) {
    if (!(await this.deps.passwords.verify(user.passwordHash, password)))
      throw new AppError('password_incorrect', 403);
  }

  async changePassword(
    user: UserRow,
    current: string,
    password: string,
    sessionId: string,
    ctx: RequestContext,
    now: number,
  ) {
    await this.confirmPassword(user, current);
    if (isCommonPassword(password, user.email)) throw new AppError('password_too_common', 400);
    await this.deps.users.update(user.id, { password_hash: await this.deps.passwords.hash(password) }, now);
    await this.deps.sessions.revokeAll(user.id, 'password_changed', now, sessionId);
    await this.deps.users.expireTokens(user.id, 'reset', now);
    await this.deps.users.addEvent(user.id, 'USER_UPDATED', ctx.ip, ctx.device, now);
    this.notifyChange(user, 'password');
  }
}
