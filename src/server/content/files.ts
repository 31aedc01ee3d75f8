/**
 * Reading content/ (the study content as YAML data files, ADR 008): where it is, and each file
 * parsed and checked against its zod schema, a bad file reported by its path and field
 * (`content/characters/ruth.yaml: description.te: Invalid input: expected string, received undefined`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';

/** A content file that cannot be read or does not match its schema; the message is the whole story. */
export class ContentError extends Error {}

/** One line of text: editors fold long lines in YAML, but a blank line would start a new paragraph. */
export const ONE_LINE = /^[^\n\r]+$/;

/**
 * The content/ folder: the first one above this module (src/server/content under tsx and Vitest,
 * dist/server when bundled), as ScriptureRepo finds build/native.
 */
export function findContentDir(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'content', 'locales'))) return join(dir, 'content');
    if (dirname(dir) === dir)
      throw new ContentError(`content/ not found in any folder above ${from}: deploy it beside dist/`);
  }
}

/** How an editor finds the field: `steps.en[2]`, `naves.part`. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
}

/** The file's name as messages give it: from the folder that holds content/. */
export const shownPath = (file: string, contentDir: string) => relative(dirname(contentDir), file);

/** A YAML file, parsed and validated; every problem in it is named in the error. */
export function readContentFile<S extends z.ZodType>(
  file: string,
  schema: S,
  contentDir: string,
): z.output<S> {
  const shown = shownPath(file, contentDir);
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentError(`${shown}: ${(err as Error).message.split('\n')[0]}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues
      .map((issue) => `${shown}: ${issue.path.length ? `${fieldPath(issue.path)}: ` : ''}${issue.message}`)
      .join('\n'),
  );
}

/** The YAML files of a content folder, by name; anything else there (a README) is not content. */
export function yamlFiles(dir: string, contentDir: string): string[] {
  const names = readdirSync(dir).sort();
  const yml = names.find((name) => name.endsWith('.yml'));
  if (yml) throw new ContentError(`${shownPath(join(dir, yml), contentDir)}: content files end in .yaml`);
  return names
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('.'))
    .map((name) => join(dir, name));
}
