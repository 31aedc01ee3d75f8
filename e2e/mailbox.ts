/**
 * The e2e runs' mail server (playwright.config.ts starts it beside the app): a real SMTP server
 * (src/test/smtp.ts) that the app sends its mail to, and a small HTTP reader for the tests in
 * other processes: `GET /next?to=ADDRESS` waits for the next mail to that address and answers
 * `{subject, text, link, token}`; `GET /health` answers 200 once both listen.
 * Ports: SMTP on MAILBOX_SMTP_PORT, HTTP on MAILBOX_HTTP_PORT (see e2e/mail.ts).
 */
import { createServer } from 'node:http';
import { linkIn, startSmtp } from '../src/test/smtp';

const smtp = await startSmtp(Number(process.env.MAILBOX_SMTP_PORT));
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mailbox');
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return answer(200, { ok: true });
  if (url.pathname !== '/next') return answer(404, { error: 'not found' });
  smtp
    .next(url.searchParams.get('to') ?? '', 20_000)
    .then((mail) => answer(200, { subject: mail.subject, text: mail.text, ...linkIn(mail) }))
    .catch((err: Error) => answer(504, { error: err.message }));
});
http.listen(Number(process.env.MAILBOX_HTTP_PORT), '127.0.0.1');
const stop = () => void smtp.close().then(() => http.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
