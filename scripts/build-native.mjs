// Compiles native/fts5-occurrences.c into build/native/fts5-occurrences.so with the machine's C
// compiler (the one better-sqlite3 was built with) against the SQLite headers better-sqlite3
// ships, so the extension matches the SQLite it is loaded into. Skips when the output is newer
// than its inputs. Run by scripts/setup.sh.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'native/fts5-occurrences.c');
const headers = join(root, 'node_modules/better-sqlite3/deps/sqlite3');
const out = join(root, 'build/native/fts5-occurrences.so');
const inputs = [source, join(headers, 'sqlite3ext.h'), join(headers, 'sqlite3.h')];

const mtime = (f) => statSync(f).mtimeMs;
if (existsSync(out) && inputs.every((f) => mtime(f) <= mtime(out))) process.exit(0);
mkdirSync(dirname(out), { recursive: true });
const cc = process.env.CC ?? 'cc';
try {
  execFileSync(cc, ['-O2', '-fPIC', '-shared', '-Wall', '-Werror', '-I', headers, '-o', out, source], {
    stdio: 'inherit',
  });
} catch {
  console.error(
    `build-native: could not compile ${source} with ${cc} (Debian: apt-get install build-essential)`,
  );
  process.exit(1);
}
console.log(`build-native: ${out}`);
