/**
 * The characters offered for study: one file a character in content/characters, named by its id
 * (`ruth.yaml`). Adding a file adds a character. Scripture itself always comes from scripture.db,
 * and each character's life events from its Nave's entry.
 */
import { basename, extname, join } from 'node:path';
import { z } from 'zod';
import { line, reference, referencePlace, texts } from './fields';
import { ContentError, findContentDir, readContentFile, shownPath, yamlFiles } from './files';

export const CharacterFileSchema = z.strictObject({
  /** the name as readers of each language know it; namesakes carry a distinguishing phrase */
  name: texts(line),
  /** one to three sentences: who the person was and why they matter */
  description: texts(line),
  /**
   * The Nave's Topical Bible entry (its name exactly as in naves_entries, e.g. `MOSES`,
   * `JESUS, THE CHRIST`) and, for entries that describe several people under numbered parts
   * (`1. An apostle…`, `2. …`), the part about this person.
   */
  naves: z.strictObject({ entry: z.string().min(1), part: z.number().int().positive().optional() }),
  /**
   * The person in Theographic Bible Metadata (`joseph_1716`: Joseph of Arimathea, not Joseph son
   * of Jacob): the person page, family, events and places. people.test.ts checks each link names
   * its own person.
   */
  person: z.string().regex(/^[a-z0-9_'-]+$/),
  /** two to four key passages, as English references (`Exodus 3:1-6`), each at most 40 verses */
  passages: z.array(reference).min(2).max(4),
  /**
   * The verses the description names, which the passages must reach (`vowing that Naomi's people
   * would be her people` → Ruth 1:16): `says`, words of the English description; `verse`, the
   * verse that tells it; `kjv`, words of that verse in the KJV. compose/passages.test.ts checks all
   * three against the description, scripture.db and the passages.
   */
  namedVerses: z.array(z.strictObject({ says: line, verse: reference, kjv: line })).optional(),
  /**
   * The traits the passages show in the person, chosen by hand as a teacher would: `trait`, an id of
   * content/traits.yaml; `verse`, a verse that names the person or lies in a key passage; `kjv`,
   * words of that verse in the KJV (Barnabas vouching for Saul: encouragement, Acts 9:27, "Barnabas
   * took him"). The Character Trait study names them first, in this order; several items of one
   * trait are one line. compose/traits.test.ts checks all three against traits.yaml, scripture.db,
   * the people data and the passages.
   */
  traits: z
    .array(z.strictObject({ trait: z.string().regex(/^[a-z]+(-[a-z]+)*$/), verse: reference, kjv: line }))
    .optional(),
  /** other names a reader knows the person by (Cephas, Saul), for the reference check's hints */
  otherNames: z.array(line).optional(),
});

export type CharacterSeed = z.output<typeof CharacterFileSchema> & {
  /** the file's name: kebab-case and stable (`moses`, `james-son-of-zebedee`) */
  id: string;
};

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Every file in content/characters, in the canonical order of their first key passage (so the
 * prompt lists namesakes in the order Scripture meets them), then by id.
 */
export function loadCharacters(contentDir: string): CharacterSeed[] {
  const seeds = yamlFiles(join(contentDir, 'characters'), contentDir).map((file) => {
    const id = basename(file, extname(file));
    if (!ID.test(id))
      throw new ContentError(
        `${shownPath(file, contentDir)}: the file name is the character's id: lower-case words joined by hyphens`,
      );
    return { id, ...readContentFile(file, CharacterFileSchema, contentDir) };
  });
  const place = new Map(seeds.map((c) => [c, referencePlace(c.passages[0])!]));
  return seeds.sort((a, b) => place.get(a)! - place.get(b)! || (a.id < b.id ? -1 : 1));
}

let loaded: CharacterSeed[] | undefined;

/** The characters, read once (at start-up: content/index.ts). */
export const characterSeeds = (): CharacterSeed[] => (loaded ??= loadCharacters(findContentDir()));
