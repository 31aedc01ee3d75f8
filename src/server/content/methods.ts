/**
 * The study methods (spec §3, §9): one file a method in content/methods, each with its stable
 * numeric id inside (`id: 1`); the file's name is free (`1-biographical-study.yaml`).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { line, texts } from './fields';
import { ContentError, findContentDir, readContentFile, shownPath, yamlFiles } from './files';

export const StudyScopeSchema = z.enum(['character', 'topic']);
export type StudyScope = z.output<typeof StudyScopeSchema>;

/**
 * The plans the built-in composer knows (its sections: src/server/studies/compose/compose.ts); a
 * method names its own, and a name outside this list stops the server at start-up.
 */
export const PLAN_NAMES = [
  'biographical',
  'character-trait',
  'chronological',
  'devotional',
  'inductive',
  'soap',
  'topical',
  'verse-mapping',
  'word-study',
] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const StudyMethodSchema = z.strictObject({
  /** stable numeric id (spec §3) */
  id: z.number().int().positive(),
  /** the built-in composer's sections for it (PLAN_NAMES) */
  plan: z.enum(PLAN_NAMES),
  /** which generators offer the method */
  scopes: z.array(StudyScopeSchema).min(1),
  studyname: texts(line),
  /** one sentence */
  studydescription: texts(line),
  /** a short paragraph: what the method is and how it helps */
  summary: texts(line),
  /** four to six steps, in order */
  steps: texts(z.array(line).min(1)),
  /** four to six application questions; `{name}` stands for the character's name or the topic */
  questions: texts(z.array(line).min(1)),
  /**
   * the numbers (1 = first) of the questions that hold the character up as a model: a study of a
   * warning (content/character-lessons.yaml) leaves them out and asks its own instead
   */
  modelOnly: z.array(z.number().int().positive()).optional(),
});

export type StudyMethodSeed = z.output<typeof StudyMethodSchema>;

/** Every file in content/methods, by id. */
export function loadMethods(contentDir: string): StudyMethodSeed[] {
  const byId = new Map<number, string>();
  const methods = yamlFiles(join(contentDir, 'methods'), contentDir).map((file) => {
    const method = readContentFile(file, StudyMethodSchema, contentDir);
    const other = byId.get(method.id);
    if (other)
      throw new ContentError(
        `${shownPath(file, contentDir)}: id: ${method.id} is already the id of ${other}`,
      );
    byId.set(method.id, shownPath(file, contentDir));
    return method;
  });
  return methods.sort((a, b) => a.id - b.id);
}

let loaded: StudyMethodSeed[] | undefined;

/** The study methods, read once (at start-up: content/index.ts). */
export const studyMethods = (): StudyMethodSeed[] => (loaded ??= loadMethods(findContentDir()));
