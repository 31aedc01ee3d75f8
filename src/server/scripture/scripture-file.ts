/**
 * The scripture.db file and what opening it needs: why a SCRIPTURE_DB path cannot be served,
 * found before the repository opens it, so start-up fails with one line naming the variable
 * instead of a SqliteError stack (or, for a truncated file, with 500s later when a reader
 * reaches the missing pages); and where the native FTS5 extension the repository loads is.
 */
import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAGIC = 'SQLite format 3\0';

export class ScriptureMissingError extends Error {}

const EXTENSION = 'build/native/fts5-occurrences.so';
export const ENTRY_POINT = 'sqlite3_fts5occurrences_init';

/**
 * Our FTS5 function occurrences() (native/fts5-occurrences.c, compiled by scripts/build-native.mjs):
 * found in the first folder above this module (src/server/scripture or dist/server) that has it.
 */
export function occurrencesExtension(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, EXTENSION))) return join(dir, EXTENSION);
    if (dirname(dir) === dir)
      throw new ScriptureMissingError(
        `${EXTENSION} not found: run \`node scripts/build-native.mjs\` (npm start and npm test do)`,
      );
  }
}

/** null when the file looks like a complete scripture database; else what is wrong with it. */
export function scriptureFileProblem(path: string): string | null {
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return 'is a directory, not a database file';
    size = stat.size;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT'
      ? 'does not exist'
      : `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  if (size === 0) return 'is empty';
  const header = Buffer.alloc(100);
  try {
    const fd = openSync(path, 'r');
    try {
      readSync(fd, header, 0, 100, 0);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    return `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  if (size < 100 || header.toString('latin1', 0, 16) !== MAGIC) return 'is not a SQLite database';
  // the header's page count is trustworthy when its change counter matches "version valid for"
  const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
  const pages = header.readUInt32BE(28);
  if (pages > 0 && header.readUInt32BE(24) === header.readUInt32BE(92) && size < pages * pageSize) {
    return `is truncated (${size} of ${pages * pageSize} bytes)`;
  }
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      db.prepare('SELECT id FROM translations LIMIT 1').get();
      db.prepare('SELECT id FROM verses LIMIT 1').get();
    } finally {
      db.close();
    }
  } catch (err) {
    return `is not a scripture database (${(err as Error).message.split('\n')[0]})`;
  }
  return null;
}
