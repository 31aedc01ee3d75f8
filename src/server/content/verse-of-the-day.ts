/**
 * The curated verses of the day (content/verse-of-the-day.yaml): a reference and a short
 * reflection in each UI language, one a day in the file's order, cycling (votd.service.ts). The
 * verse text itself always comes from scripture.db, in the best translation for the language.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { line, reference, texts } from './fields';
import { findContentDir, readContentFile } from './files';

export const VerseOfTheDaySchema = z
  .array(z.strictObject({ ref: reference, reflection: texts(line) }))
  .min(1);

export type VotdEntry = z.output<typeof VerseOfTheDaySchema>[number];

export const loadVersesOfTheDay = (contentDir: string): VotdEntry[] =>
  readContentFile(join(contentDir, 'verse-of-the-day.yaml'), VerseOfTheDaySchema, contentDir);

let loaded: VotdEntry[] | undefined;

/** The list, read once (at start-up: content/index.ts). */
export const versesOfTheDay = (): VotdEntry[] => (loaded ??= loadVersesOfTheDay(findContentDir()));
