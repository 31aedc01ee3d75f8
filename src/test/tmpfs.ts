/**
 * Test helper: a real small filesystem (tmpfs) to fill up or to make read-only, for the store's
 * fault tests. Mounting needs root (CI runs as root); elsewhere `tmpfsUnavailable()` says why and
 * the tests skip with that reason.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let probed: string | null | undefined;

/** Why a tmpfs cannot be mounted here, or null when it can (tried once). */
export function tmpfsUnavailable(): string | null {
  if (probed !== undefined) return probed;
  if (process.getuid?.() !== 0) return (probed = 'mounting a tmpfs needs root (CI runs the suite as root)');
  try {
    mountTmpfs(64 * 1024).unmount();
    probed = null;
  } catch (err) {
    probed = `mount -t tmpfs failed (${(err as Error).message.split('\n')[0]}): needs root with CAP_SYS_ADMIN`;
  }
  return probed;
}

/** A tmpfs of `bytes` at a new folder; unmount() removes it. */
export function mountTmpfs(bytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    rmdirSync(dir);
    throw err;
  }
  return {
    dir,
    /** Fills the filesystem, then gives `slack` bytes back: the next writes find that little room. */
    fill(slack = 0) {
      const path = join(dir, 'filler');
      const fd = openSync(path, 'w');
      const block = Buffer.alloc(64 * 1024, 1);
      let written = 0;
      try {
        for (;;) written += writeSync(fd, block);
      } catch {
        // ENOSPC: now the last pages, 4 KB at a time
      }
      try {
        for (;;) written += writeSync(fd, block, 0, 4096);
      } catch {
        // full
      }
      ftruncateSync(fd, Math.max(0, written - slack));
      closeSync(fd);
    },
    /** Frees what fill() took. */
    empty() {
      rmSync(join(dir, 'filler'), { force: true });
    },
    /** Remounts it read-only (`ro: true`) or writable again. */
    remount(ro: boolean) {
      execFileSync('mount', ['-o', `remount,${ro ? 'ro' : 'rw'}`, dir], { stdio: 'pipe' });
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmdirSync(dir);
    },
  };
}
