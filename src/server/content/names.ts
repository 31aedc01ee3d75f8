/**
 * Names of people and places as a language's Bible writes them, where the app cannot read them
 * from that Bible (content/names/<lang>.yaml): in Telugu, which has no Bible installed, for the
 * characters and everyone their key passages name; in Spanish and French, the few that neither
 * the quoted passages nor the Strong's-tagged Bible spell (the data's `Caesarea Philippi`). Keyed
 * by the people data's English name (a place's without its qualifier). Read once, at start-up.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/books';
import { line } from './fields';
import { findContentDir, readContentFile } from './files';

export const NamesSchema = z.strictObject({
  people: z.record(line, line).default({}),
  places: z.record(line, line).default({}),
});
export type Names = z.output<typeof NamesSchema>;

export function loadNames(contentDir: string, lang: UiLanguage): Names {
  const file = join(contentDir, 'names', `${lang}.yaml`);
  return existsSync(file) ? readContentFile(file, NamesSchema, contentDir) : { people: {}, places: {} };
}

const loaded = new Map<UiLanguage, Names>();

/** The language's names, read once. */
export function contentNames(lang: UiLanguage): Names {
  let names = loaded.get(lang);
  if (!names) loaded.set(lang, (names = loadNames(findContentDir(), lang)));
  return names;
}
