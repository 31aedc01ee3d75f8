/**
 * An account's whole life on its screen (issue 45), in English and in French: sign-up → the
 * confirmation mail (received by a real SMTP server, e2e/mailbox.ts) → sign-in → TOTP turned on →
 * sign-out → sign-in with a TOTP code → a passkey added (Chromium's virtual authenticator) →
 * sign-out → sign-in with the passkey → recovery by mail on another device → every older session
 * revoked → sign-in with the new password and a recovery code.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import en from '../src/client/i18n/locales/en.json' with { type: 'json' };
import fr from '../src/client/i18n/locales/fr.json' with { type: 'json' };
import { totpCode } from '../src/server/accounts/totp';
import { PASSWORD, freshEmail } from './accounts';
import { withLanguage } from './helpers';
import { nextMail } from './mail';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// a passkey's relying party is a host name (PUBLIC_URL's, by default localhost), never an IP address
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeEach(({ browserName: _browser }, info) =>
  test.skip(info.project.name !== 'desktop', 'the flow is the same on a phone; once per language'),
);
test.describe.configure({ timeout: 180_000 });

type Dict = Record<string, unknown>;
/** the subject of the mail after a change to how the account is entered (content/mail.yaml `changed`) */
const CHANGED = {
  en: 'Your Bible Study account was changed',
  fr: 'Votre compte Étude biblique a été modifié',
};
/** A locale's text by its key, with {{name}} filled in (what i18next does in the app). */
const textOf =
  (dict: Dict) =>
  (key: string, vars: Record<string, string> = {}) => {
    const value = key.split('.').reduce<unknown>((d, k) => (d as Dict)[k], dict);
    if (typeof value !== 'string') throw new Error(`no text ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };

/** A device: its own context, client address (the throttles count per address) and UI language. */
async function device(newContext: () => Promise<BrowserContext>, lang: string) {
  const context = await newContext();
  const page = await context.newPage();
  await withLanguage(page, lang);
  return { context, page };
}

for (const [lang, dict] of [
  ['en', en],
  ['fr', fr],
] as const) {
  test(`sign-up, confirmation, TOTP, a passkey, recovery and revocation (${lang})`, async ({ browser }) => {
    const t = textOf(dict as Dict);
    const email = freshEmail(`life-${lang}`);
    const headers = (n: number) => ({ 'X-Forwarded-For': `10.45.${lang === 'en' ? 1 : 2}.${n}` });
    const first = await device(() => browser.newContext({ extraHTTPHeaders: headers(1) }), lang);
    const page = first.page;
    const form = page.locator('form.account-form');
    const signedInHeading = page.getByRole('heading', { name: t('account.signedInAs', { email }) });
    const signInWithPassword = async (p: Page, password = PASSWORD) => {
      await p.getByLabel(t('account.email')).fill(email);
      await p.getByLabel(t('account.password')).fill(password);
      await p
        .locator('form.account-form')
        .getByRole('button', { name: t('account.submit.sign-in') })
        .click();
    };

    // sign-up: the answer says a mail is on its way; the mail is received, its link confirms
    await page.goto('/account');
    await page.getByRole('tab', { name: t('account.tabs.sign-up') }).click();
    await page.getByLabel(t('account.email')).fill(email);
    await page.getByLabel(t('account.password')).fill(PASSWORD);
    await form.getByRole('button', { name: t('account.submit.sign-up') }).click();
    await expect(page.getByText(t('account.signUp.sent', { email }))).toBeVisible();
    const confirmation = await nextMail(email);
    expect(confirmation.url).toContain(`http://localhost:${PORT}/account/confirm#token=`);
    await page.goto(confirmation.url);
    await expect(page.getByText(t('account.confirmed'))).toBeVisible();

    // sign in with the password, and turn the second factor on
    await signInWithPassword(page);
    await expect(signedInHeading).toBeVisible();
    await page.getByRole('button', { name: t('account.totp.start') }).click();
    const secret = (await page.locator('.totp-secret').textContent())!.trim();
    await form.getByLabel(t('account.code')).fill(totpCode(secret, Date.now()));
    await form.getByRole('button', { name: t('account.totp.enable') }).click();
    await expect(page.getByText(t('account.totp.enabled'))).toBeVisible();
    const codes = page.getByRole('region', { name: t('account.totp.codes') }).locator('code');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())!;
    // the address is told, with the way back to the account
    const totpMail = await nextMail(email);
    expect([totpMail.subject, totpMail.url]).toEqual([CHANGED[lang], `http://localhost:${PORT}/account`]);

    // sign out; the password alone is not enough now: a code is asked for, and then it signs in
    await page.getByRole('button', { name: t('account.signOut'), exact: true }).click();
    await signInWithPassword(page);
    const code = page.getByLabel(t('account.code'));
    await expect(code).toBeVisible();
    // the code just used cannot be used again: the next step's code (accepted a step early)
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await form.getByRole('button', { name: t('account.submit.sign-in') }).click();
    await expect(signedInHeading).toBeVisible();

    // a passkey, made by Chromium's virtual authenticator (user verification: a PIN, a fingerprint)
    const cdp = await first.context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.getByRole('button', { name: t('account.passkeys.add') }).click();
    await expect(page.getByText(t('account.passkeys.added'))).toBeVisible();
    const passkeys = page.getByRole('region', { name: t('account.passkeys.title') });
    await expect(passkeys.getByRole('button', { name: t('account.remove') })).toHaveCount(1);
    expect((await nextMail(email)).subject).toBe(CHANGED[lang]);

    // sign out, and back in with the passkey alone: no address, no password
    await page.getByRole('button', { name: t('account.signOut'), exact: true }).click();
    await page.getByRole('button', { name: t('account.passkeySignIn') }).click();
    await expect(signedInHeading).toBeVisible();
    const sessions = page.getByRole('region', { name: t('account.sessions.title') });
    await expect(sessions.getByText(t('account.sessions.current'))).toBeVisible();

    // the password forgotten, on another device: recovery by mail
    const second = await device(() => browser.newContext({ extraHTTPHeaders: headers(2) }), lang);
    await second.page.goto('/account');
    await second.page.getByRole('tab', { name: t('account.tabs.recover') }).click();
    await second.page.getByLabel(t('account.email')).fill(email);
    await second.page
      .locator('form.account-form')
      .getByRole('button', { name: t('account.submit.recover') })
      .click();
    await expect(second.page.getByText(t('account.recover.sent', { email }))).toBeVisible();
    const reset = await nextMail(email);
    expect(reset.url).toContain(`http://localhost:${PORT}/account/reset#token=`);
    await second.page.goto(reset.url);
    await expect(second.page.getByRole('heading', { name: t('account.newPassword') })).toBeVisible();
    const newPassword = 'a-new-song-psalm-96-sing';
    await second.page.getByLabel(t('account.password')).fill(newPassword);
    await second.page.getByRole('button', { name: t('account.setPassword') }).click();
    await expect(second.page.getByText(t('account.resetDone'))).toBeVisible();
    expect((await nextMail(email)).subject).toBe(CHANGED[lang]);

    // every older session is revoked: the first device's passkey session is gone, even its refresh
    expect((await first.context.request.get('/api/auth/session')).status()).toBe(401);
    expect((await first.context.request.post('/api/auth/refresh', { data: {} })).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('tab', { name: t('account.tabs.sign-in') })).toBeVisible();
    await expect(signedInHeading).toHaveCount(0);
    // the link works once
    await page.goto(reset.url);
    await page.getByLabel(t('account.password')).fill('another-password-entirely');
    await page.getByRole('button', { name: t('account.setPassword') }).click();
    await expect(page.getByRole('alert')).toBeVisible();

    // the old password is refused; the new one and a recovery code sign in, and only here
    await second.page.getByLabel(t('account.email')).fill(email);
    await second.page.getByLabel(t('account.password')).fill(PASSWORD);
    await second.page
      .locator('form.account-form')
      .getByRole('button', { name: t('account.submit.sign-in') })
      .click();
    await expect(second.page.getByRole('alert')).toBeVisible();
    await second.page.getByLabel(t('account.password')).fill(newPassword);
    await second.page
      .locator('form.account-form')
      .getByRole('button', { name: t('account.submit.sign-in') })
      .click();
    await second.page.getByLabel(t('account.code')).fill(recoveryCode);
    await second.page
      .locator('form.account-form')
      .getByRole('button', { name: t('account.submit.sign-in') })
      .click();
    await expect(
      second.page.getByRole('heading', { name: t('account.signedInAs', { email }) }),
    ).toBeVisible();
    const list = second.page.getByRole('region', { name: t('account.sessions.title') }).getByRole('listitem');
    await expect(list).toHaveCount(1);

    await first.context.close();
    await second.context.close();
  });
}
