/**
 * Whether the KJV writes a Nave's topic's name as a name in the topic's own verses: the people
 * data has a place "Rock", "Pool", "Tower" and "Throne", and a wilderness of Sin, but Nave's ROCK,
 * POOL and SIN are about rocks, pools and sin, whose verses write the word in small letters.
 */
import { osisRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';

/** References read, at most: enough to tell, few enough to be quick (Jerusalem has 219). */
const READ = 40;

export function writtenAsName(repo: ScriptureRepo, name: string, refs: string[]): boolean {
  const kjv = repo.referenceTranslation().id;
  // the name's first word, as a word (ABED-NEGO: Abed, not the end of Shebed), in capitals or not
  const word = new RegExp(
    `(?<![\\p{L}-])(${name.split(/[\s-]+/)[0].replace(/[^\p{L}]/gu, '')})(?![\\p{L}])`,
    'giu',
  );
  let capital = 0;
  let small = 0;
  for (const osis of refs.slice(0, READ)) {
    const range = osisRange(osis);
    if (!range) continue;
    for (const v of repo.verses(kjv, range, 20))
      for (const m of v.text.matchAll(word))
        if (/^\p{Lu}/u.test(m[1])) capital++;
        else small++;
  }
  // a word the verses never say is left as the people data has it (SHAMMUAH's verses say Shammua)
  return capital >= small;
}
