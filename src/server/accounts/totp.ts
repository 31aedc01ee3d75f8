/**
 * The second factor: TOTP (RFC 6238; SHA-1, six digits, 30 s — what every authenticator app
 * reads), through `otpauth`. A code is accepted one step early or late (clock drift), and once:
 * the step it matched is stored, and that step or an earlier one is refused afterwards.
 */
import * as OTPAuth from 'otpauth';
import { renderSVG } from 'uqr';

const ISSUER = 'Bible Study';
const PERIOD_S = 30;

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    secret: OTPAuth.Secret.fromBase32(secret),
    period: PERIOD_S,
    digits: 6,
  });

/** What the set-up screen shows: the secret, its otpauth:// URI and that URI as a QR code. */
export function totpSetup(secret: string, email: string) {
  const uri = totpFor(secret, email).toString();
  return { secret, uri, qr: renderSVG(uri, { border: 2 }) };
}

/** The time step a code matches (within one step either side), or null. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code of a moment (tests, and the bench's sign-ins). */
export const totpCode = (secret: string, now: number) => totpFor(secret).generate({ timestamp: now });
