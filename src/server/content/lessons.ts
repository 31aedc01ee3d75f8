/**
 * What the built-in study makes of a person (content/character-lessons.yaml: who is a model, an
 * example with failures or a warning, and the verse a study centres on) and the character traits
 * it names from Nave's events (content/traits.yaml). Read and checked once, at start-up.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { line, reference, texts } from './fields';
import { findContentDir, readContentFile } from './files';

const ID = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a character id: lower-case words joined by hyphens');

export const CharacterLessonsSchema = z.strictObject({
  /** studied as a warning, not a model: questions and prayer say so */
  warning: z.array(ID),
  /** a model whose failures Scripture records too */
  mixed: z.array(ID),
  /** the verse a study centres on, by character id (English, KJV numbering) */
  keyVerses: z.record(ID, reference).optional(),
});

export const TraitsSchema = z
  .array(
    z.strictObject({
      id: ID,
      kind: z.enum(['strength', 'failing']),
      /** starts of English words in Nave's event headings that name the trait */
      words: z.array(z.string().min(2)).min(1),
      /** Strong's numbers of words that name it in the key passages */
      strongs: z.array(z.string().regex(/^[HG]\d+$/)).optional(),
      name: texts(line),
    }),
  )
  .min(1);

export type CharacterLessons = z.output<typeof CharacterLessonsSchema>;
export type Trait = z.output<typeof TraitsSchema>[number];
/** model: held up as an example; mixed: an example with failures; warning: not an example */
export type Lesson = 'model' | 'mixed' | 'warning';

export const loadLessons = (contentDir: string): CharacterLessons =>
  readContentFile(join(contentDir, 'character-lessons.yaml'), CharacterLessonsSchema, contentDir);

export const loadTraits = (contentDir: string): Trait[] =>
  readContentFile(join(contentDir, 'traits.yaml'), TraitsSchema, contentDir);

let lessons: CharacterLessons | undefined;
let traits: Trait[] | undefined;

/** content/character-lessons.yaml, read once (at start-up: content/index.ts). */
export const characterLessons = (): CharacterLessons => (lessons ??= loadLessons(findContentDir()));

/** content/traits.yaml, read once. */
export const characterTraits = (): Trait[] => (traits ??= loadTraits(findContentDir()));

/** What a character's study holds the person up as. */
export function lessonOf(characterId: string): Lesson {
  const l = characterLessons();
  if (l.warning.includes(characterId)) return 'warning';
  return l.mixed.includes(characterId) ? 'mixed' : 'model';
}
