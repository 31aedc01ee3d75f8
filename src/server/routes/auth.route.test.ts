/**
 * Accounts through the API, on both stores, with a real SMTP server receiving the mail: sign-up,
 * confirmation, sign-in, the session and its cookies, sign-out, recovery, TOTP, throttling,
 * sessions and the account's deletion. docs/security.md maps the ASVS items to these tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../accounts/totp';
import { agent, type Agent } from '../../test/agent';
import { testApp } from '../../test/app';
import { linkIn, startSmtp, type TestSmtp } from '../../test/smtp';
import { DRIVERS, openTestStore, type TestStore } from '../../test/stores';

const PASSWORD = 'psalm 23 the lord is my shepherd';
let n = 0;
const address = () => `reader${process.pid}x${++n}@example.org`;

describe.each(DRIVERS)('accounts on %s', (driver) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let smtp: TestSmtp;
  let db: TestStore;
  const logLines: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    db = await openTestStore(driver);
    t = await testApp(
      { SMTP_URL: smtp.url, PUBLIC_URL: 'http://bible.test', TRUST_PROXY: '1', LOG_LEVEL: 'debug' },
      { write: (line) => void logLines.push(line) },
      db.store,
    );
  });
  afterAll(async () => {
    await t.close();
    await db.cleanup();
    await smtp.close();
  });

  let ip = 0;
  const browser = () =>
    agent(t.app, {
      'x-forwarded-for': `198.51.100.${++ip % 250}`,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    });

  /** Signs up and confirms through the mailed link; answers the address. */
  async function confirmedAccount(b: Agent, email = address(), language = 'en') {
    expect((await b.post('/api/auth/sign-up', { email, password: PASSWORD, language })).statusCode).toBe(201);
    const mail = await smtp.next(email);
    const res = await b.post('/api/auth/confirm', { token: linkIn(mail).token });
    expect(res.statusCode).toBe(200);
    return email;
  }
  async function signedIn(email?: string) {
    const b = browser();
    const e = await confirmedAccount(b, email);
    const res = await b.post('/api/auth/sign-in', { email: e, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    return { b, email: e };
  }

  it('signs up with the same answer for a new and a known address, and mails a confirmation link in the language', async () => {
    const b = browser();
    const email = address();
    const first = await b.post('/api/auth/sign-up', { email, password: PASSWORD, language: 'fr' });
    expect(first.statusCode).toBe(201);
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    const { url } = linkIn(mail);
    expect(url).toMatch(/^http:\/\/bible\.test\/account\/confirm#token=/);
    // before confirming: the right password is answered 403, a wrong one the usual 401
    expect((await b.post('/api/auth/sign-in', { email, password: PASSWORD })).json().error.id).toBe(
      'email_not_confirmed',
    );
    await b.post('/api/auth/confirm', { token: linkIn(mail).token });
    const again = await b.post('/api/auth/sign-up', {
      email: email.toUpperCase(),
      password: PASSWORD,
      language: 'en',
    });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    // in the account's language (French), not the second sign-up's
    expect((await smtp.next(email)).subject).toBe('Quelqu’un a tenté de s’inscrire avec votre adresse');
  });

  it('refuses short and common passwords with their own errors, in the language asked', async () => {
    const b = browser();
    const short = await b.post('/api/auth/sign-up?lang=te', { email: address(), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      id: 'password_too_short',
      message: expect.stringContaining('12'),
    });
    const common = await b.post('/api/auth/sign-up', { email: address(), password: 'password1234' });
    expect(common.json().error.id).toBe('password_too_common');
    const email = address();
    const own = await b.post('/api/auth/sign-up', { email, password: `${email.split('@')[0]}!!` });
    expect(own.json().error.id).toBe('password_too_common');
    expect((await b.post('/api/auth/sign-up', { email: 'nope', password: PASSWORD })).json().error.id).toBe(
      'email_invalid',
    );
  });

  it('stores passwords as argon2id hashes at the stated cost, never in clear', async () => {
    const { email } = await signedIn();
    const row = await db.store.sql.get<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = ?',
      [email],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it('signs in with HttpOnly SameSite cookies, answers the session, and signs out', async () => {
    const b = browser();
    const email = await confirmedAccount(b);
    const res = await b.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, factors: [] });
    expect(res.body).not.toMatch(/token/i);
    const cookies = res.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      path?: string;
    }[];
    expect(cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path])).toEqual([
      ['bs_session', true, 'Lax', '/'],
      ['bs_refresh', true, 'Strict', '/api/auth'],
    ]);
    const session = await b.get('/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: res.json().user.id, email, factors: [] });
    expect(session.headers['cache-control']).toBe('no-store');
    expect((await b.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect((await b.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('over HTTPS (behind a proxy) the cookies are Secure and prefixed __Host- / __Secure-', async () => {
    const b = browser();
    const email = await confirmedAccount(b);
    const res = await b.post(
      '/api/auth/sign-in',
      { email, password: PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    const cookies = res.cookies as { name: string; secure?: boolean; path?: string }[];
    expect(cookies.map((c) => [c.name, c.secure, c.path])).toEqual([
      ['__Host-bs_session', true, '/'],
      ['__Secure-bs_refresh', true, '/api/auth'],
    ]);
  });

  it('answers an unknown address and a wrong password alike, and throttles repeated failures with backoff', async () => {
    const { email } = await signedIn();
    const b = browser();
    const wrong = await b.post('/api/auth/sign-in', { email, password: 'not the password at all' });
    const unknown = await b.post('/api/auth/sign-in', {
      email: address(),
      password: 'not the password at all',
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error.id).toBe('sign_in_failed');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await b.post('/api/auth/sign-in', { email, password: `wrong ${i} password` })).statusCode);
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    const limited = await b.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.id).toBe('too_many_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // from another address too: the account is locked, not the client
    expect((await browser().post('/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(429);
    // an address without an account is throttled the same way
    const ghost = address();
    const ghostCodes: number[] = [];
    for (let i = 0; i < 7; i++)
      ghostCodes.push(
        (await b.post('/api/auth/sign-in', { email: ghost, password: `wrong ${i} password` })).statusCode,
      );
    expect(ghostCodes.at(-1)).toBe(429);
  });

  it('gives a new session id at every sign-in (no fixation): the old one ends', async () => {
    const { b, email } = await signedIn();
    const before = b.jar.bs_session.value;
    await b.post('/api/auth/sign-in', { email, password: PASSWORD });
    const after = b.jar.bs_session.value;
    expect(after.split('.')[0]).not.toBe(before.split('.')[0]);
    const stale = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `bs_session=${before}` },
    });
    expect(stale.json().error.id).toBe('session_revoked');
  });

  it('refreshes with a new pair of tokens; a refresh token used after rotation ends the session', async () => {
    const { b } = await signedIn();
    const oldRefresh = b.jar.bs_refresh.value;
    const res = await b.post('/api/auth/refresh');
    expect(res.statusCode).toBe(200);
    expect(b.jar.bs_refresh.value).not.toBe(oldRefresh);
    // the old token again within the grace (another tab): refused, the session lives
    const raced = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: `bs_refresh=${oldRefresh}` },
    });
    expect(raced.statusCode).toBe(401);
    expect((await b.get('/api/auth/session')).statusCode).toBe(200);
    // a forged secret under the session's id: reuse, the session ends everywhere
    const forged = `${oldRefresh.split('.')[0]}.${'x'.repeat(43)}`;
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: `bs_refresh=${forged}` },
    });
    expect(reused.json().error.id).toBe('session_revoked');
    expect((await b.get('/api/auth/session')).json().error.id).toBe('session_revoked');
  });

  it('recovers by a single-use expiring link; every old session ends; the address is not revealed', async () => {
    const { b, email } = await signedIn();
    const other = browser();
    await other.post('/api/auth/sign-in', { email, password: PASSWORD });
    const known = await browser().post('/api/auth/recover', { email });
    const unknown = await browser().post('/api/auth/recover', { email: address() });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Choose a new password');
    const { token, url } = linkIn(mail);
    expect(url).toMatch(/^http:\/\/bible\.test\/account\/reset#token=/);
    const fresh = browser();
    const NEW = 'in the beginning was the word';
    expect((await fresh.post('/api/auth/reset', { token, password: NEW })).statusCode).toBe(200);
    expect((await fresh.post('/api/auth/reset', { token, password: NEW })).json().error.id).toBe(
      'link_invalid',
    );
    expect((await b.get('/api/auth/session')).json().error.id).toBe('session_revoked');
    expect((await other.get('/api/auth/session')).json().error.id).toBe('session_revoked');
    expect((await fresh.post('/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await fresh.post('/api/auth/sign-in', { email, password: NEW })).statusCode).toBe(200);
  });

  it('turns TOTP on; then sign-in asks for a code, takes it once, or a recovery code once', async () => {
    const { b, email } = await signedIn();
    const setup = (await b.post('/api/account/totp/setup')).json();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qr).toMatch(/^<svg/);
    expect((await b.post('/api/account/totp/enable', { code: '000000' })).json().error.id).toBe(
      'totp_code_invalid',
    );
    const enabled = await b.post('/api/account/totp/enable', { code: totpCode(setup.secret, Date.now()) });
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    const c = browser();
    const needCode = await c.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect([needCode.statusCode, needCode.json().error.id]).toEqual([401, 'second_factor_required']);
    const code = totpCode(setup.secret, Date.now() + 30_000);
    const ok = await c.post('/api/auth/sign-in', { email, password: PASSWORD, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.factors).toEqual([
      expect.objectContaining({ factor_type: 'totp', status: 'verified' }),
    ]);
    // the same code again: refused (replay)
    expect(
      (await browser().post('/api/auth/sign-in', { email, password: PASSWORD, code })).json().error.id,
    ).toBe('second_factor_invalid');
    const rc = recoveryCodes[0].toUpperCase().replace('-', ' ');
    expect(
      (await browser().post('/api/auth/sign-in', { email, password: PASSWORD, code: rc })).statusCode,
    ).toBe(200);
    expect(
      (await browser().post('/api/auth/sign-in', { email, password: PASSWORD, code: rc })).statusCode,
    ).toBe(401);
    expect((await b.post('/api/account/phone')).json().error.id).toBe('phone_factor_unavailable');
  });

  it('lists sessions with their device, revokes one, and signs out everywhere', async () => {
    const { b, email } = await signedIn();
    const other = browser();
    await other.post('/api/auth/sign-in', { email, password: PASSWORD });
    const { sessions } = (await b.get('/api/account/sessions')).json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ device: 'Chrome on Linux', method: 'password' });
    const theirs = sessions.find((s: { current: boolean }) => !s.current);
    expect((await b.post(`/api/account/sessions/${theirs.id}/revoke`)).statusCode).toBe(204);
    expect((await other.get('/api/auth/session')).json().error.id).toBe('session_revoked');
    await other.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect((await other.post('/api/account/sign-out-everywhere')).json().ended).toBe(2);
    expect((await b.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('changes the password (the current one asked), ending the other sessions', async () => {
    const { b, email } = await signedIn();
    const other = browser();
    await other.post('/api/auth/sign-in', { email, password: PASSWORD });
    const NEW = 'blessed are the peacemakers';
    expect(
      (await b.post('/api/account/password', { current: 'wrong wrong wrong', password: NEW })).json().error
        .id,
    ).toBe('password_incorrect');
    expect((await b.post('/api/account/password', { current: PASSWORD, password: NEW })).statusCode).toBe(
      204,
    );
    expect((await b.get('/api/auth/session')).statusCode).toBe(200);
    expect((await other.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('mails the address after every change to how the account is entered, in its language (ASVS 2.2.3)', async () => {
    const b = browser();
    const email = await confirmedAccount(b, address(), 'fr');
    await b.post('/api/auth/sign-in', { email, password: PASSWORD });
    const changed = async () => {
      const mail = await smtp.next(email);
      expect(mail.subject).toBe('Votre compte Étude biblique a été modifié');
      expect(linkIn(mail).url).toBe('http://bible.test/account');
      return mail.text!.split('\n')[0];
    };
    const { secret } = (await b.post('/api/account/totp/setup')).json();
    await b.post('/api/account/totp/enable', { code: totpCode(secret, Date.now()) });
    expect(await changed()).toMatch(
      /^Des codes d’une application d’authentification sont désormais demandés/,
    );
    await b.post('/api/account/recovery-codes', { password: PASSWORD });
    expect(await changed()).toMatch(/^De nouveaux codes de secours/);
    await b.post('/api/account/totp/disable', { password: PASSWORD });
    expect(await changed()).toMatch(/ne sont plus demandés/);
    const NEW = 'blessed are the peacemakers';
    await b.post('/api/account/password', { current: PASSWORD, password: NEW });
    expect(await changed()).toMatch(/^Le mot de passe de votre compte a été changé\. Si c’était vous/);
    // a failed change tells no one: the next mail is the reset link asked for below
    await b.post('/api/account/password', { current: 'wrong wrong wrong', password: PASSWORD });
    await browser().post('/api/auth/recover', { email });
    const reset = await smtp.next(email);
    expect(reset.subject).toBe('Choisissez un nouveau mot de passe');
    await browser().post('/api/auth/reset', { token: linkIn(reset).token, password: PASSWORD });
    expect(await changed()).toMatch(/^Un nouveau mot de passe a été défini/);
  });

  it('downloads everything an account holds, then deletes it all', async () => {
    const { b, email } = await signedIn();
    await b.post('/api/library/changes', {
      changes: [
        { kind: 'note', id: 'John.3.16-16', body: { text: 'love' }, updatedAt: new Date().toISOString() },
      ],
    });
    const exported = await b.get('/api/account/export');
    expect(exported.headers['content-disposition']).toMatch(/attachment/);
    expect(exported.json()).toMatchObject({
      account: { email },
      library: [{ kind: 'note', body: { text: 'love' } }],
    });
    expect(exported.body).not.toMatch(/argon2|password_hash|totp_secret/);
    const { id } = (await b.get('/api/auth/session')).json().user;
    expect((await b.post('/api/account/delete', { password: 'not it at all' })).statusCode).toBe(403);
    expect((await b.post('/api/account/delete', { password: PASSWORD })).statusCode).toBe(204);
    expect((await b.get('/api/auth/session')).statusCode).toBe(401);
    for (const table of ['users', 'auth_sessions', 'auth_events', 'library_records'])
      expect(
        await db.store.sql.get(
          `SELECT 1 AS x FROM ${table} WHERE ${table === 'users' ? 'id' : 'user_id'} = ?`,
          [id],
        ),
      ).toBeUndefined();
    expect((await browser().post('/api/auth/sign-in', { email, password: PASSWORD })).json().error.id).toBe(
      'sign_in_failed',
    );
  });

  it('refuses a cross-site request with the session cookie (CSRF)', async () => {
    const { b } = await signedIn();
    const res = await b.post(
      '/api/account/sign-out-everywhere',
      {},
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect((await b.get('/api/auth/session')).statusCode).toBe(200);
  });

  it('writes no password, token or link secret to the log', async () => {
    const joined = logLines.join('\n');
    expect(joined).not.toContain(PASSWORD);
    expect(joined).not.toMatch(/#token=|bs_session=|bs_refresh=|[A-Za-z0-9_-]{16,40}\.[A-Za-z0-9_-]{43}/);
  });
});
