/**
 * Accounts (docs/api.md, "Accounts"): sign-up, sign-in, the session, password recovery, the second
 * factor (TOTP), passkeys, sessions and the account's own data. Sessions live in HttpOnly cookies:
 * no answer here ever carries a token.
 */
import { z } from 'zod';
import { UiLanguageSchema } from './common';

import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';

const email = z
  .string({ error: 'email_invalid' })
  .trim()
  .max(254, { error: 'email_invalid' })
  .pipe(z.email({ error: 'email_invalid' }))
  .transform((e) => e.toLowerCase());
/** A new password: its length is checked here, its commonness on the server (auth/passwords.ts). */
const newPassword = z
  .string({ error: 'password_too_short' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(PASSWORD_MAX, { error: 'password_too_long' });
/** A password typed to sign in or to confirm: never refused for its length before it is checked. */
const givenPassword = z.string().min(1).max(1024);

export const SignUpSchema = z.object({
  email,
  password: newPassword,
  language: UiLanguageSchema.default('en'),
});
export type SignUpInput = z.input<typeof SignUpSchema>;

/** `code`: a TOTP code (six digits) or a recovery code (xxxxx-xxxxx). */
export const SignInSchema = z.object({
  email,
  password: givenPassword,
  code: z.string().trim().max(20).optional(),
});
export type SignInInput = z.input<typeof SignInSchema>;

export const EmailSchema = z.object({ email, language: UiLanguageSchema.optional() });
export const TokenSchema = z.object({ token: z.string().min(10).max(200) });
export const ResetPasswordSchema = z.object({ token: z.string().min(10).max(200), password: newPassword });
export const ChangePasswordSchema = z.object({ current: givenPassword, password: newPassword });
export const PasswordSchema = z.object({ password: givenPassword });
export const TotpCodeSchema = z.object({ code: z.string().trim().min(6).max(20) });
export const LanguageSchema = z.object({ language: UiLanguageSchema });

/** A WebAuthn answer from the browser (@simplewebauthn/browser), checked by @simplewebauthn/server. */
const webauthnAnswer = z.looseObject({ id: z.string().max(1400), type: z.literal('public-key') });
export const PasskeyRegisterSchema = z.object({
  response: webauthnAnswer,
  name: z.string().trim().max(60).optional(),
});
export const PasskeySignInSchema = z.object({
  challengeId: z.string().min(10).max(100),
  response: webauthnAnswer,
});
export const RenameSchema = z.object({ name: z.string().trim().min(1).max(60) });

/** A second factor, in the spec's shape (§3: factor_type totp or phone, status verified). */
export interface Factor {
  id: string;
  factor_type: 'totp';
  status: 'verified';
}

export interface AccountUser {
  id: string;
  email: string;
  language: 'en' | 'es' | 'fr' | 'te';
  emailConfirmed: boolean;
  factors: Factor[];
  /** how many passkeys can sign in to the account */
  passkeys: number;
  createdAt: string;
}

export interface SessionInfo {
  id: string;
  device: string;
  /** how it signed in: password, password+totp, passkey, recovery (a reset link) */
  method: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface TotpSetup {
  secret: string;
  uri: string;
  /** the URI as a QR code (SVG markup) */
  qr: string;
}
