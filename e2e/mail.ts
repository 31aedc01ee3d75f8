/** The e2e mailbox's ports (derived from E2E_PORT, so parallel runs on one machine do not meet) and its reader. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAILBOX_SMTP_PORT = PORT + 10_000;
export const MAILBOX_HTTP_PORT = PORT + 20_000;

export interface Mail {
  subject: string;
  text: string;
  /** the app's link in the mail, and the token its fragment carries */
  url: string;
  token: string;
}

/** The next mail to `to` that the app sent (received by the real SMTP server in e2e/mailbox.ts). */
export async function nextMail(to: string): Promise<Mail> {
  const res = await fetch(`http://127.0.0.1:${MAILBOX_HTTP_PORT}/next?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`no mail to ${to}: ${await res.text()}`);
  return (await res.json()) as Mail;
}
