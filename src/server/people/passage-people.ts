/**
 * Who and where a set of passages names, from the people data (person_verses, place_verses): each
 * name with the number of the passages' verses that name it, most named first. God, whose name
 * the Bibles render LORD, Jehová, l'Éternel, is not listed among the people. A person the
 * passages call by another of their names is listed by it (Acts 7:58's Saul, not Paul; Genesis
 * 12's Abram).
 */
import { BOOKS, bookByOsis } from '../../shared/books';
import type { RefRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { PeopleRepo } from './people.repo';

export interface Named {
  name: string;
  /** the people data's records under that name (namesakes are one name), when it is their own */
  ids: Set<string>;
  /** verses of the passages that name it */
  verses: number;
  /** those verses (`book.chapter.verse`) */
  keys: Set<string>;
}

/** Names said whatever the passage calls them: the studies name the Spirit so in every language. */
const KEPT = new Set(['Holy Spirit']);

/** Other names that are titles, not names a passage calls a person by (Jesus': Lord, Judge, Holy). */
const TITLES = new Set(
  `Lord God Judge Holy Saviour Son King Lamb Word Light Prince Master Prophet Branch Star Sun
   Counsellor Wonderful Messiah Shiloh Sceptre Immanuel Emmanuel`.split(/\s+/),
);

/**
 * The people and places the passages (KJV numbering) name; namesakes are counted as one name.
 * `written`: whether the passages' KJV text writes a name; a person's name it never writes gives
 * way to another of theirs it does (not a title, not another listed person's name: Acts 7:45's
 * "Jesus" is Joshua, who stays Joshua).
 */
export function passagePeople(
  repo: ScriptureRepo,
  ranges: RefRange[],
  written?: (name: string) => boolean,
): { people: Named[]; places: Named[] } {
  const people = repo.repository(PeopleRepo);
  const count = (kind: 'person' | 'place'): Named[] => {
    const verses = new Map<string, Set<string>>();
    // each name's records (namesakes) and their other names, as stored (JSON)
    const records = new Map<string, Map<string, string>>();
    for (const r of ranges) {
      if (r.start.book !== r.end.book) continue;
      const book = bookByOsis(r.start.book)!.order;
      for (let c = r.start.chapter; c <= r.end.chapter; c++) {
        const from = c === r.start.chapter ? (r.start.verse ?? 0) : 0;
        const to = c === r.end.chapter ? (r.end.verse ?? 999) : 999;
        for (const [name, verse, also, id] of people.namedIn(kind, book, c, from, to)) {
          records.set(name, (records.get(name) ?? new Map<string, string>()).set(id, also));
          const set = verses.get(name) ?? new Set();
          set.add(`${book}.${c}.${verse}`);
          verses.set(name, set);
        }
      }
    }
    const said = (name: string) => {
      if (!written || KEPT.has(name) || written(name)) return name;
      const other = [...records.get(name)!.values()]
        .flatMap((also) => JSON.parse(also) as string[])
        .find((a) => /^\p{Lu}\p{Ll}/u.test(a) && !TITLES.has(a) && !verses.has(a) && written(a));
      return other ?? name;
    };
    return [...verses]
      .map(([name, set]) => {
        const shown = said(name);
        return {
          name: shown,
          ids: new Set(shown === name ? records.get(name)!.keys() : []),
          verses: set.size,
          keys: set,
        };
      })
      .sort((a, b) => b.verses - a.verses || a.name.localeCompare(b.name));
  };
  return { people: count('person'), places: count('place') };
}

/**
 * A verse dense with names: three or more, one in every five words or denser ("The son of
 * Shallum, the son of Zadok, the son of Ahitub", Ezra 7:2).
 */
const dense = (names: number, words: number) => names >= 3 && names * 5 >= words;
/** Names said only in lists are set apart when at least this many are. */
const LISTED = 4;

/**
 * The names said outside lists — a genealogy (Ezra 7:1-5), the spies, the Twelve, not a verse of
 * the story that names four (Deuteronomy 34:9's Joshua) or three (John 12:22) — and how many are
 * said only in them, with the lists' verses (KJV numbering, neighbours joined), when at least
 * LISTED are and some are said elsewhere. `words`: each verse's length in words, by key;
 * `person`: the study's own, never set apart (Simon the Zealot is in lists only).
 */
export function apartFromLists(
  all: Named[],
  words: Map<string, number>,
  person?: string,
): { m: Named[]; listed: number; lists: RefRange[] } {
  const perVerse = new Map<string, number>();
  for (const n of all) for (const k of n.keys) perVerse.set(k, (perVerse.get(k) ?? 0) + 1);
  const denseAt = (k: string, d = 0) => {
    const [book, chapter, verse] = k.split('.');
    const at = `${book}.${chapter}.${Number(verse) + d}`;
    return dense(perVerse.get(at) ?? 0, words.get(at) ?? Infinity);
  };
  // a list: six names or more, one in every seven words (Acts 6:5's seven deacons), or a dense
  // verse beside another (a genealogy's; not John 12:22's "Philip cometh and telleth Andrew")
  const isList = (k: string) =>
    ((perVerse.get(k) ?? 0) >= 6 && perVerse.get(k)! * 7 >= (words.get(k) ?? Infinity)) ||
    (denseAt(k) && (denseAt(k, -1) || denseAt(k, 1)));
  // (a passage that is all list, 1 Chronicles 2:25 for OREN, is not set apart from itself)
  if ([...perVerse.keys()].every(isList)) return { m: all, listed: 0, lists: [] };
  const listed = all.filter((n) => !(person && n.ids.has(person)) && [...n.keys].every(isList));
  const m = all.filter((n) => !listed.includes(n));
  if (listed.length < LISTED || !m.length) return { m: all, listed: 0, lists: [] };
  const lists: RefRange[] = [];
  const keys = [...new Set(listed.flatMap((n) => [...n.keys]))]
    .map((k) => k.split('.').map(Number))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  for (const [book, chapter, verse] of keys) {
    const last = lists.at(-1);
    const osis = BOOKS[book - 1].osis;
    if (last && last.end.book === osis && last.end.chapter === chapter && last.end.verse === verse - 1)
      last.end = { ...last.end, verse };
    else lists.push({ start: { book: osis, chapter, verse }, end: { book: osis, chapter, verse } });
  }
  return { m, listed: listed.length, lists };
}
