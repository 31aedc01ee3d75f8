/** Accounts in e2e: a confirmed account made through the API, and signing in on the account screen. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { nextMail } from './mail';

export const PASSWORD = 'psalm-119-lamp-unto-my-feet';
let n = 0;
/** An address no other test (or run) uses. */
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${n++}@example.org`;

let addresses = 0;
/**
 * A client address of its own (the e2e server trusts one proxy hop): sign-ups are limited to ten
 * an hour per address, and the whole suite's contexts from 127.0.0.1 would pass that.
 */
export const ownAddress = () => {
  const k = addresses++;
  return { 'X-Forwarded-For': `10.${100 + (process.pid % 100)}.${(k >> 8) & 255}.${k & 255}` };
};

/** Signs up through the API and confirms the address with the link the mail brought. */
export async function confirmedAccount(request: APIRequestContext, email = freshEmail('reader')) {
  const up = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, language: 'en' } });
  expect(up.status()).toBe(201);
  const mail = await nextMail(email);
  expect((await request.post('/api/auth/confirm', { data: { token: mail.token } })).ok()).toBe(true);
  return email;
}

/** Signs in with the password on /account (English) and waits for the signed-in screen. */
export async function signInOnScreen(page: Page, email: string, password = PASSWORD) {
  await page.goto('/account');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toBeVisible();
}
