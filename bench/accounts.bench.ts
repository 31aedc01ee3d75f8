/**
 * Accounts (issue 45): sign-in latency and a sync round of 1,000 changes, on the built server
 * (`npm run serve`'s node flags, SQLite app store) with a real SMTP server taking the confirmation
 * mails (src/test/smtp.ts).
 * - Sign-in: `POST /api/auth/sign-in` with a password, argon2id at the configured cost (the
 *   default: 19 MiB, 2 passes, 1 lane; ARGON2_MEMORY_KIB / ARGON2_TIME_COST to try others), one
 *   request at a time (SIGN_INS, 200) and then CONCURRENCY (8) at a time. Budget: p99 ≤ 250 ms.
 * - A sync round: one device pushes 1,000 changes (notes of ~200 characters, and highlights), in
 *   the client's batches of 500 (lib/library/sync.ts), and a second device pulls them from its
 *   cursor until nothing more; ROUNDS (5) rounds of new changes. Budget: ≤ 1 s a round.
 * Needs `npm run build`. Run: `npm run bench:accounts`.
 */
import { startSmtp } from '../src/test/smtp';
import { account as newAccount, device as newDevice, PASSWORD } from './lib/accounts';
import { percentile } from './lib/kind-probe';
import { cpuSeconds } from './lib/process-memory';
import { startServer } from './lib/server';

const SIGN_INS = Number(process.env.SIGN_INS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const smtp = await startSmtp();
const server = await startServer({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
// on a loaded machine the server may take longer to listen than startServer waits
for (let i = 0; i < 600; i++) {
  if (
    await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}
await server.settled();
const device = (n: number) => newDevice(server.url, n);
const account = (n: number) => newAccount(server.url, smtp, n);

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const line = (label: string, xs: number[]) =>
  `${label}: n=${xs.length} p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

try {
  console.log(
    `argon2id: m=${process.env.ARGON2_MEMORY_KIB ?? 19456} KiB, t=${process.env.ARGON2_TIME_COST ?? 2}, p=1`,
  );
  const accounts = await Promise.all(Array.from({ length: 8 }, (_, i) => account(i)));

  // warm: the first argon2 hash of a process allocates its memory
  await accounts[0]!.d('/api/auth/sign-in', { email: accounts[0]!.email, password: PASSWORD });
  const serial: number[] = [];
  const cpu0 = cpuSeconds(server.pid).all;
  for (let i = 0; i < SIGN_INS; i++) {
    const a = accounts[i % accounts.length]!;
    const t0 = process.hrtime.bigint();
    await a.d('/api/auth/sign-in', { email: a.email, password: PASSWORD });
    serial.push(ms(t0));
  }
  console.log(line('sign-in, one at a time', serial));
  // the server's own CPU a sign-in: what the machine's other load cannot inflate
  console.log(
    `  server CPU a sign-in: ${(((cpuSeconds(server.pid).all - cpu0) * 1000) / SIGN_INS).toFixed(1)} ms`,
  );
  const concurrent: number[] = [];
  for (let i = 0; i < SIGN_INS; i += CONCURRENCY)
    await Promise.all(
      accounts.slice(0, CONCURRENCY).map(async (a) => {
        const t0 = process.hrtime.bigint();
        await a.d('/api/auth/sign-in', { email: a.email, password: PASSWORD });
        concurrent.push(ms(t0));
      }),
    );
  console.log(line(`sign-in, ${CONCURRENCY} at a time`, concurrent));

  // sync: laptop pushes, phone pulls
  const laptop = accounts[0]!.d;
  const phone = device(900);
  await phone('/api/auth/sign-in', { email: accounts[0]!.email, password: PASSWORD });
  let cursor = String((await phone('/api/library/changes')).cursor);
  const rounds: { push: number; pull: number; total: number; cpu: number }[] = [];
  const colours = ['yellow', 'green', 'blue', 'pink', 'purple'];
  for (let r = 0; r < ROUNDS; r++) {
    const at = new Date(Date.UTC(2026, 10, 1) + r * 60_000).toISOString();
    const changes = Array.from({ length: 1000 }, (_, i) => {
      const chapter = 1 + (i % 50);
      const verse = 1 + Math.floor(i / 50);
      const place = { book: 'Gen', translation: 'KJV', chapter, from: verse, to: verse };
      const id = `Gen.${chapter}.${verse}-${verse}`;
      return i % 2
        ? {
            kind: 'note',
            id,
            updatedAt: at,
            body: {
              ...place,
              id,
              text: `Round ${r}: ${'a thought on the verse, '.repeat(8)}`,
              createdAt: at,
              updatedAt: at,
            },
          }
        : {
            kind: 'highlight',
            id,
            updatedAt: at,
            body: { ...place, id, color: colours[i % 5], createdAt: at, updatedAt: at },
          };
    });
    const c0 = cpuSeconds(server.pid).all;
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < changes.length; i += 500)
      await laptop('/api/library/changes', { changes: changes.slice(i, i + 500) });
    const push = ms(t0);
    const t1 = process.hrtime.bigint();
    let got = 0;
    for (;;) {
      const page = await phone(`/api/library/changes?since=${cursor}`);
      got += (page.changes as unknown[]).length;
      cursor = String(page.cursor);
      if (!page.more) break;
    }
    const pull = ms(t1);
    if (got < 1000) throw new Error(`pulled ${got} of 1,000`);
    const cpu = (cpuSeconds(server.pid).all - c0) * 1000;
    rounds.push({ push, pull, total: push + pull, cpu });
    console.log(
      `sync round ${r + 1}: push 1,000 ${push.toFixed(0)} ms + pull ${got} ${pull.toFixed(0)} ms = ${(push + pull).toFixed(0)} ms (server CPU ${cpu.toFixed(0)} ms)`,
    );
  }
  const totals = rounds.map((r) => r.total);
  console.log(line('sync round of 1,000 changes', totals));
  console.log(
    `  server CPU a round: ${line(
      '',
      rounds.map((r) => r.cpu),
    ).slice(2)}`,
  );
  const p99 = percentile(serial, 99);
  const worst = Math.max(...totals);
  console.log(
    `budget: sign-in p99 ≤ 250 ms (one at a time): ${p99 <= 250 ? 'met' : 'NOT met'}; sync round ≤ 1 s: ${worst <= 1000 ? 'met' : 'NOT met'} (worst ${worst.toFixed(0)} ms)`,
  );
} finally {
  await server.stop();
  await smtp.close();
}
