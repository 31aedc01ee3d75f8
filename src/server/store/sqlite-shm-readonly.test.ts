/**
 * The real server whose SQLite store's `-shm` file turns read-only while it runs (made immutable,
 * `chattr +i`, as root cannot write it either; a filesystem remounted read-only is the same to
 * the kernel). SQLite maps that file into memory, and its next write to a page the kernel has
 * written back is a SIGBUS: the process died (issue 41). The store now refuses to let SQLite touch
 * it: writes answer 503, readiness says SHM_READONLY, the server lives and recovers by itself.
 */
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnServer } from '../../test/server-process';

const dir = mkdtempSync(join(tmpdir(), 'shm-'));
const chattr = (flag: '+i' | '-i', file: string) => execFileSync('chattr', [flag, file], { stdio: 'pipe' });

/** Why files cannot be made immutable here, or null when they can. */
function immutableUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'chattr +i needs root (CI runs the suite as root)';
  const probe = join(dir, 'probe');
  writeFileSync(probe, '');
  try {
    chattr('+i', probe);
    chattr('-i', probe);
    return null;
  } catch (err) {
    return `chattr +i does not work in ${dir} (${(err as Error).message.split('\n')[0]})`;
  } finally {
    rmSync(probe, { force: true });
  }
}
const unavailable = immutableUnavailable();

afterAll(() => {
  if (!unavailable) chattr('-i', join(dir, 'app.db-shm'));
  rmSync(dir, { recursive: true, force: true });
});

it('answers 503 and says why while the store’s -shm cannot be written, lives on and recovers', async (ctx) => {
  ctx.skip(Boolean(unavailable), `${unavailable}`);
  const shm = join(dir, 'app.db-shm');
  const server = spawnServer({ STORE_PATH: join(dir, 'app.db') });
  const url = await server.listening;
  await server.ready;
  const contact = async (subject: string) => {
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify({
        name: 'Ruth',
        email: 'ruth@example.org',
        subject,
        message: 'Where is Moab, please?',
      }),
    });
    return { status: res.status, body: (await res.json()) as { id?: number; error?: { id: string } } };
  };
  try {
    expect((await contact('before')).status).toBe(201);
    execFileSync('sync'); // the mapped pages written back: the next write to one asks the filesystem
    chattr('+i', shm);

    const refused = await contact('while read-only');
    expect(refused.status).toBe(503);
    expect(refused.body.error?.id).toBe('unavailable');
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { store: unknown } }).checks.store).toMatchObject({
      ok: false,
      driver: 'sqlite',
      error: 'SHM_READONLY',
    });
    expect((await fetch(`${url}/api/passages?ref=Ruth+1:16`)).status).toBe(200); // scripture reads go on
    expect(server.output()).toContain('app.db-shm cannot be written (EPERM');

    chattr('-i', shm);
    let back = 0;
    for (let i = 0; i < 50 && back !== 200; i++) {
      back = (await fetch(`${url}/api/ready`)).status;
      if (back !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBe(200);
    expect((await contact('after')).status).toBe(201);

    // a SIGTERM while it cannot be written: closing would checkpoint through the mapping
    execFileSync('sync');
    chattr('+i', shm);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  } finally {
    server.child.kill('SIGKILL');
    chattr('-i', shm);
  }
  // nothing acknowledged is lost (the WAL is read again on the next open)
  const db = new Database(join(dir, 'app.db'), { readonly: true });
  const subjects = (
    db.prepare('SELECT subject FROM contact_messages ORDER BY id').all() as { subject: string }[]
  ).map((r) => r.subject);
  db.close();
  expect(subjects).toEqual(['before', 'after']);
}, 150_000);
