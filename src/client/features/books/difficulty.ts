/**
 * Study level of each book. Spec §2 fixes Genesis and Matthew as beginner, Exodus intermediate
 * and Romans advanced; the rest follow the same idea: narrative and short letters are easier,
 * law, prophecy and dense argument harder.
 */
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

const BEGINNER = [
  'Gen',
  'Ruth',
  'Esth',
  'Ps',
  'Prov',
  'Jonah',
  'Matt',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Phil',
  'Jas',
  '1John',
  '2John',
  '3John',
  'Phlm',
  'Titus',
  '1Thess',
  '2Thess',
  '1Pet',
];
const ADVANCED = [
  'Lev',
  'Num',
  'Job',
  'Eccl',
  'Song',
  'Isa',
  'Jer',
  'Lam',
  'Ezek',
  'Dan',
  'Zech',
  'Rom',
  'Heb',
  'Rev',
  'Hos',
  'Hab',
  'Gal',
];

export function difficultyOf(osis: string): Difficulty {
  if (BEGINNER.includes(osis)) return 'beginner';
  if (ADVANCED.includes(osis)) return 'advanced';
  return 'intermediate';
}
