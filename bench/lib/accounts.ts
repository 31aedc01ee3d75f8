/**
 * Signed-in devices for the benchmarks: a device keeps its cookies and sends them back as a
 * browser would (the refresh cookie's path ignored: not used here), from a client address of its
 * own (the server trusts one proxy hop); an account is signed up, confirmed by the link of the mail
 * the real SMTP server received (src/test/smtp.ts), and signed in.
 */
import { linkIn, type TestSmtp } from '../../src/test/smtp';

export const PASSWORD = 'the lord is my shepherd i shall not want';

export type Device = ((path: string, body?: unknown) => Promise<Record<string, unknown>>) & {
  /** the Cookie header the device sends */
  cookie: () => string;
};

export function device(url: string, n: number): Device {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const ask = async (path: string, body?: unknown) => {
    const res = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.99.${Math.floor(n / 250)}.${n % 250}`,
        cookie: cookie(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  return Object.assign(ask, { cookie });
}

/** Account n, signed up and confirmed on a device of its own (not signed in). */
export async function account(url: string, smtp: TestSmtp, n: number) {
  const email = `bench-${n}@example.org`;
  const d = device(url, n);
  await d('/api/auth/sign-up', { email, password: PASSWORD, language: 'en' });
  await d('/api/auth/confirm', { token: linkIn(await smtp.next(email)).token });
  return { email, d };
}
