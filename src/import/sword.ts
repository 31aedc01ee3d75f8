/**
 * Reads SWORD modules through `mod2imp` (libsword-utils). Module configuration fixes (the
 * MHCC conf names the wrong driver) are applied through a private SWORD_PATH whose mods.d holds
 * corrected copies of the confs and whose `modules` points at the real data.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  existsSync,
  symlinkSync,
  writeFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEFAULT_SWORD_PATH = '/usr/share/sword';

/** Known defects in shipped confs (data-sources.md): MHCC says zCom4 but its data is zCom. */
const CONF_FIXES: Record<string, Record<string, string>> = { MHCC: { ModDrv: 'zCom' } };

export interface SwordEntry {
  key: string;
  markup: string;
}

export interface SwordConf {
  module: string;
  values: Record<string, string>;
  file: string;
}

/** Reads every conf in SWORD_PATH/mods.d, keyed by lower-case module name. */
export function readConfs(swordPath = DEFAULT_SWORD_PATH): Map<string, SwordConf> {
  const dir = join(swordPath, 'mods.d');
  const confs = new Map<string, SwordConf>();
  if (!existsSync(dir)) return confs;
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.conf')) continue;
    const file = join(dir, f);
    const text = readFileSync(file, 'utf8');
    const mod = /^\[([^\]]+)\]/m.exec(text)?.[1];
    if (!mod || mod === 'Globals') continue;
    const values: Record<string, string> = {};
    for (const line of text.split(/\r?\n/)) {
      const m = /^([A-Za-z_0-9.]+)=(.*)$/.exec(line);
      if (m && !(m[1] in values)) values[m[1]] = m[2].trim();
    }
    confs.set(mod.toLowerCase(), { module: mod, values, file });
  }
  return confs;
}

/** A fingerprint of a module's files (conf plus data sizes and times) to detect updates. */
export function moduleFingerprint(conf: SwordConf, swordPath = DEFAULT_SWORD_PATH): string {
  const parts = [conf.module, conf.values.Version ?? '', String(statSync(conf.file).mtimeMs)];
  const dataPath = join(swordPath, (conf.values.DataPath ?? '').replace(/^\.\//, ''));
  const dir = existsSync(dataPath) && statSync(dataPath).isDirectory() ? dataPath : join(dataPath, '..');
  if (existsSync(dir))
    for (const f of readdirSync(dir).sort()) {
      const st = statSync(join(dir, f));
      parts.push(`${f}:${st.size}:${Math.trunc(st.mtimeMs)}`);
    }
  return parts.join('|');
}

/** Returns a SWORD_PATH to use for `module`: the real one, or a private one with a fixed conf. */
function effectiveSwordPath(conf: SwordConf, swordPath: string): { path: string; cleanup: () => void } {
  const fix = CONF_FIXES[conf.module];
  if (!fix) return { path: swordPath, cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'sword-'));
  mkdirSync(join(dir, 'mods.d'));
  let text = readFileSync(conf.file, 'utf8');
  for (const [k, v] of Object.entries(fix)) text = text.replace(new RegExp(`^${k}=.*$`, 'm'), `${k}=${v}`);
  writeFileSync(join(dir, 'mods.d', `${conf.module.toLowerCase()}.conf`), text);
  symlinkSync(join(swordPath, 'modules'), join(dir, 'modules'));
  return { path: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Streams a module's entries as `{ key, markup }` via `mod2imp`. */
export async function* readModule(
  conf: SwordConf,
  swordPath = DEFAULT_SWORD_PATH,
): AsyncGenerator<SwordEntry> {
  const { path, cleanup } = effectiveSwordPath(conf, swordPath);
  const child = spawn('mod2imp', [conf.module], {
    env: { ...process.env, SWORD_PATH: path },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  try {
    let key: string | null = null;
    let lines: string[] = [];
    for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      if (line.startsWith('$$$')) {
        if (key !== null) yield { key, markup: lines.join('\n') };
        key = line.slice(3);
        lines = [];
      } else lines.push(line);
    }
    if (key !== null) yield { key, markup: lines.join('\n') };
    const code = await exited;
    if (code !== 0) throw new Error(`mod2imp ${conf.module} exited with ${code}: ${stderr.trim()}`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('mod2imp not found: install the Debian package libsword-utils (scripts/setup.sh does)');
    }
    throw err;
  } finally {
    child.kill();
    cleanup();
  }
}

/** Parses a SWORD verse key such as `I Samuel 3:4` or `Revelation of John 22:21`. */
export function parseVerseKey(key: string): { book: string; chapter: number; verse: number } | null {
  const m = /^(.+) (\d+):(\d+)$/.exec(key);
  return m ? { book: m[1], chapter: Number(m[2]), verse: Number(m[3]) } : null;
}
