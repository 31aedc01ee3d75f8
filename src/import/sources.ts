/**
 * The data sources the project reads but does not hold: the folders of `../shared/data` (beside the
 * checkout) or of `SOURCES_DIR`. They are read in place at import, never copied into the project;
 * docs/data.md says where a user without them gets each one. A missing one is reported and skipped.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `SOURCES_DIR` (relative to the current folder), or `../shared/data` beside the project. */
export function sourcesDir(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.SOURCES_DIR?.trim();
  return set ? resolve(set) : resolve(projectRoot, '../shared/data');
}

/** One source the import looked for and did not find. */
export interface MissingSource {
  /** what it is, e.g. "Louis Segond 1910 (LSG)" */
  what: string;
  /** the folder it was looked for in */
  where: string;
  /** what the user goes without */
  loses: string;
}

/** The import's one line about a missing source: what, where it looked, what the user loses. */
export function missingSourceLine(m: MissingSource): string {
  return `source missing: ${m.what}, looked for in ${m.where}; ${m.loses} (skipped: see docs/data.md for where to get it, SOURCES_DIR to point elsewhere)`;
}
