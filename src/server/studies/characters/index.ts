/** Every character offered for study, gathered from the four parts of the canon. */
import type { CharacterSeed } from '../seeds';
import { CHARACTERS as lawAndJudges } from './law-and-judges';
import { CHARACTERS as kingsAndWritings } from './kings-and-writings';
import { CHARACTERS as prophetsAndGospels } from './prophets-and-gospels';
import { CHARACTERS as apostlesAndChurch } from './apostles-and-church';

export const CHARACTER_SEEDS: CharacterSeed[] = [
  ...lawAndJudges,
  ...kingsAndWritings,
  ...prophetsAndGospels,
  ...apostlesAndChurch,
];
