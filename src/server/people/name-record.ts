/**
 * The people data's record of a Nave's entry that names one person or one place (OREN, DOTHAN):
 * among the namesakes of that name, the one whose verses Nave's references share most; none if
 * none shares a verse (the data may know another Oren only).
 */
import { bookByOsis } from '../../shared/books';
import { osisRange } from '../../shared/reference/osis';
import { soundsAlike } from '../naves/bible-names';
import type { ScriptureRepo } from '../scripture/scripture.repo';

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

const TABLES = {
  person: { records: 'people', verses: 'person_verses', column: 'person' },
  place: { records: 'places', verses: 'place_verses', column: 'place' },
} as const;

export function nameRecord(
  repo: ScriptureRepo,
  kind: 'person' | 'place',
  name: string,
  refs: string[],
): string | undefined {
  const wanted = versesOf(refs);
  const { records, verses, column } = TABLES[kind];
  let best: { id: string; shared: number } | undefined;
  for (const id of repo
    .prepare(`SELECT id FROM ${records} WHERE replace(replace(lower(name), '-', ''), ' ', '') = ?`)
    .pluck()
    .all(foldName(name)) as string[]) {
    const rows = repo
      .prepare(`SELECT book, chapter, verse FROM ${verses} WHERE ${column} = ?`)
      .raw()
      .all(id) as number[][];
    const shared = rows.filter(([b, c, v]) => wanted.has(`${b}.${c}.${v}`)).length;
    if (shared > (best?.shared ?? 0)) best = { id, shared };
  }
  return best?.id ?? alikeRecord(repo, name, refs, [kind])?.id;
}

/**
 * A person or a place the entry's verses name, spelled alike (SHAMMUAH: the data's Shammua, in
 * 2 Samuel 5:14): the data and Nave's may spell a name otherwise.
 */
export function alikeRecord(
  repo: ScriptureRepo,
  name: string,
  refs: string[],
  kinds: ('person' | 'place')[] = ['person', 'place'],
): { kind: 'person' | 'place'; id: string; name: string } | undefined {
  const wanted = versesOf(refs);
  for (const kind of kinds) {
    const { records, verses, column } = TABLES[kind];
    const named = repo.prepare(
      `SELECT r.id, r.name FROM ${verses} x JOIN ${records} r ON r.id = x.${column} WHERE x.book = ? AND x.chapter = ? AND x.verse = ?`,
    );
    for (const key of wanted) {
      const [b, c, v] = key.split('.').map(Number);
      for (const [id, other] of named.raw().all(b, c, v) as [string, string][])
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
export function strongsName(repo: ScriptureRepo, entry: string): 'person' | 'place' | undefined {
  const word = entry.toLowerCase();
  const strongs = repo
    .prepare(
      "SELECT strongs FROM renderings WHERE translation = 'KJV' AND word IN (?, ?) ORDER BY count DESC LIMIT 1",
    )
    .pluck()
    .get(word, word.replace(/-/g, '')) as string | undefined;
  const definition = strongs
    ? (repo.prepare('SELECT definition FROM lexicon WHERE strongs = ?').pluck().get(strongs) as string | null)
    : null;
  if (!definition || !/^\p{Lu}/u.test(definition)) return undefined;
  const what = definition.split(/[;(]/)[0];
  if (PLACE.test(what)) return 'place';
  return PERSON.test(what) ? 'person' : undefined;
}
