/**
 * Test helper: a real SMTP server (npm smtp-server) on 127.0.0.1 that receives the app's mail, as
 * an outside mail server would, and parses each message (mailparser). `next(to)` waits for the
 * next mail to an address; `linkIn(mail)` finds the app's link in it.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `port` 0 (the default): any free port, as the unit tests want; e2e/mailbox.ts gives a fixed one. */
export async function startSmtp(port = 0) {
  const mails: ParsedMail[] = [];
  const waiting: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const taken = new Set<ParsedMail>();
  const recipient = (m: ParsedMail) => {
    const to = Array.isArray(m.to) ? m.to[0] : m.to;
    return to?.value[0]?.address?.toLowerCase() ?? '';
  };
  const deliver = () => {
    for (const w of [...waiting]) {
      const mail = mails.find((m) => !taken.has(m) && recipient(m) === w.to);
      if (!mail) continue;
      taken.add(mail);
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(mail);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          deliver();
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    /** The next mail to `to` not yet taken (waits up to `ms`). */
    next(to: string, ms = 10_000): Promise<ParsedMail> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${ms} ms`)), ms);
        waiting.push({
          to: to.toLowerCase(),
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
        deliver();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** The app's link in a mail (its only https?:// URL), and the token its fragment carries. */
export function linkIn(mail: ParsedMail) {
  const url = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  return { url, token: new URL(url).hash.replace(/^#token=/, '') };
}
