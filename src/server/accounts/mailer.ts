/**
 * The mails accounts send: through SMTP (SMTP_URL, nodemailer) when it is set. Without it, outside
 * production (NODE_ENV development or test), the mail — its link included — is written to the
 * server log at info level, so a developer can follow the link; in production nothing is sent,
 * and an error says SMTP_URL is missing (the link itself is never logged there). Texts are
 * content/mail.yaml, in the account's language.
 */
import nodemailer from 'nodemailer';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { UI_LANGUAGES, type UiLanguage } from '../../shared/books';
import { line } from '../content/fields';
import { findContentDir, readContentFile } from '../content/files';

const inFour = z.strictObject(
  Object.fromEntries(UI_LANGUAGES.map((l) => [l, line])) as Record<UiLanguage, typeof line>,
);
const mailText = z.strictObject({ subject: inFour, body: inFour, ignore: inFour });
/** the changes to how an account is entered that its address is told of (ASVS 2.2.3) */
export const SECURITY_CHANGES = [
  'password',
  'passwordReset',
  'totpOn',
  'totpOff',
  'recoveryCodes',
  'passkeyAdded',
  'passkeyRemoved',
] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];
export const MailTextsSchema = z.strictObject({
  confirm: mailText,
  exists: mailText,
  reset: mailText,
  changed: mailText.extend({
    changes: z.strictObject(
      Object.fromEntries(SECURITY_CHANGES.map((c) => [c, inFour])) as Record<SecurityChange, typeof inFour>,
    ),
  }),
});
export type MailKind = keyof z.infer<typeof MailTextsSchema>;

let texts: z.infer<typeof MailTextsSchema> | null = null;
export function mailTexts() {
  const dir = findContentDir();
  texts ??= readContentFile(join(dir, 'mail.yaml'), MailTextsSchema, dir);
  return texts;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A mail of a kind in a language, `{link}` on its own line between the text and the last paragraph. */
export function composeMail(
  kind: MailKind,
  lang: UiLanguage,
  to: string,
  link: string,
  vars: Record<string, number | string>,
): Mail {
  const t = mailTexts()[kind];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
  return {
    to,
    subject: t.subject[lang],
    text: `${fill(t.body[lang])}\n\n${link}\n\n${fill(t.ignore[lang])}\n`,
  };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(
  config: { SMTP_URL?: string; MAIL_FROM: string; NODE_ENV: string },
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const development = config.NODE_ENV !== 'production';
  return {
    async send(mail) {
      if (development) log.info({ mail }, 'mail (SMTP_URL is unset: written here instead of sent)');
      else log.error({ to: '[hidden]', subject: mail.subject }, 'mail not sent: SMTP_URL is unset');
    },
    close() {},
  };
}
