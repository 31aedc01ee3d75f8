/**
 * The people data's record of a Nave's entry that names one person or one place (OREN, DOTHAN):
 * among the namesakes of that name, the one whose verses Nave's references share most; none if
 * none shares a verse (the data may know another Oren only).
 */
import { bookByOsis } from '../../shared/books';
import { osisRange } from '../../shared/reference/osis';
import { soundsAlike } from '../naves/bible-names';
import type { NameKind, PeopleNamesRepo } from './people-names.repo';

/** A name as Nave's and the people data both write it: GUR-BAAL and Gurbaal, BETH PEOR and Beth-peor. */
export const foldName = (name: string) => name.toLowerCase().replace(/[^\p{L}]/gu, '');

/** A reference longer than this adds its first verses only (a name is looked for, not a story). */
const MAX_VERSES = 60;

/** The verses of a Nave's entry's references, as `book.chapter.verse` (book by its order). */
function versesOf(refs: string[]): Set<string> {
  const wanted = new Set<string>();
  for (const osis of refs) {
    const r = osisRange(osis);
    if (!r || r.start.verse === null || r.start.book !== r.end.book || r.start.chapter !== r.end.chapter)
      continue;
    const book = bookByOsis(r.start.book)!.order;
    const last = Math.min(r.end.verse ?? r.start.verse, r.start.verse + MAX_VERSES);
    for (let v = r.start.verse; v <= last; v++) wanted.add(`${book}.${r.start.chapter}.${v}`);
  }
  return wanted;
}

export function nameRecord(
  people: PeopleNamesRepo,
  kind: NameKind,
  name: string,
  refs: string[],
): string | undefined {
  const wanted = versesOf(refs);
  let best: { id: string; shared: number } | undefined;
  for (const id of people.recordsNamed(kind, foldName(name))) {
    const shared = people.versesOf(kind, id).filter(([b, c, v]) => wanted.has(`${b}.${c}.${v}`)).length;
    if (shared > (best?.shared ?? 0)) best = { id, shared };
  }
  return best?.id ?? alikeRecord(people, name, refs, [kind])?.id;
}

/** How many records of the name the entry's verses name (ABINADAB: four men; the namesakes a study tells apart). */
export function nameBearers(people: PeopleNamesRepo, kind: NameKind, name: string, refs: string[]): number {
  const wanted = versesOf(refs);
  return people
    .recordsNamed(kind, foldName(name))
    .filter((id) => people.versesOf(kind, id).some(([b, c, v]) => wanted.has(`${b}.${c}.${v}`))).length;
}

/**
 * A person or a place the entry's verses name, spelled alike (SHAMMUAH: the data's Shammua, in
 * 2 Samuel 5:14): the data and Nave's may spell a name otherwise.
 */
export function alikeRecord(
  people: PeopleNamesRepo,
  name: string,
  refs: string[],
  kinds: NameKind[] = ['person', 'place'],
): { kind: NameKind; id: string; name: string } | undefined {
  const wanted = versesOf(refs);
  for (const kind of kinds) {
    for (const key of wanted) {
      const [b, c, v] = key.split('.').map(Number);
      for (const [id, other] of people.namedAt(kind, b, c, v))
        if (soundsAlike(other, name)) return { kind, id, name: other };
    }
  }
  return undefined;
}

const PLACE =
  /\b(?:place|places|city|town|village|region|valley|mountain|mount|river|brook|country|land|district|desert|hill|pool|well|fountain|stream|sea|lake|plain|capital|island|gate|tower)\b/;
const PERSON =
  /\b(?:Israelites?|Levites?|priests?|sons?|daughters?|king|queen|wife|mother|father|man|woman|descendants?|Edomites?|Philistines?|Jebusite|Gentiles?|Christians?|Moabites?|Ammonites?|Egyptians?|Persians?|Babylonians?)\b/;

/**
 * What Strong's says a Nave's entry names, when the people data does not hold it under that
 * spelling (SHAMMUAH, the data's Shammua: "Shammua, the name of four Israelites"): the number the
 * KJV renders by the entry's word, if Strong's defines it as a name (with a capital) of a person or
 * of a place. A deity or a month (ASHIMA, ADAR) is neither.
 */
export function strongsName(people: PeopleNamesRepo, entry: string): NameKind | undefined {
  const definition = people.strongsDefinition(entry.toLowerCase());
  if (!definition || !/^\p{Lu}/u.test(definition)) return undefined;
  const what = definition.split(/[;(]/)[0];
  if (PLACE.test(what)) return 'place';
  return PERSON.test(what) ? 'person' : undefined;
}
