/** Test helper: the scripture.db the test command imported (fails loudly when missing). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function scriptureDbPath(): string {
  const path = resolve(process.env.SCRIPTURE_DB ?? 'data/scripture.db');
  if (!existsSync(path))
    throw new Error(`${path} is missing: run \`npm run import\` (npm test does) before the tests`);
  return path;
}
