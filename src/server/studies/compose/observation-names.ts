/**
 * Who and where the key passages name (Inductive and SOAP observation aids: observation.ts), from
 * the people data, each with the number of verses that name it — counted only where the verse
 * (KJV, the data's text) writes the name: a place the data puts in a verse that does not name it
 * is not there (1 Samuel 25:2's "Rock"), a title is not a name (James 5:4's "Lord of sabaoth" is no
 * verse of "Jesus"), and a person whose name is also a land's, a tribe's or a god's (Moab, Israel,
 * Dan, Baal) only where the verse speaks of the person — kin about the name ("whom Tamar bare
 * unto Judah"), not "the land of Moab" or "Israel abode in Shittim". Names as the study's Bible
 * writes them (names.ts).
 */
import type { PassageVerse } from '../../../shared/api/scripture';
import { bookByOsis } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { characterSeeds } from '../../content/characters';
import { fill } from '../../content/phrases';
import { apartFromLists, passagePeople, type Named } from '../../people/passage-people';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { literal, ref, wordsOf, type StudyContext } from './context';
import { nearSounds, sound } from '../../naves/bible-names';
import { placeCore } from './names';

const NAMES = 12;

/** The sons of Jacob and Joseph's, whose names are their tribes'; gods the data lists as people. */
const TRIBES_AND_GODS = new Set(
  `Reuben Simeon Levi Judah Dan Naphtali Gad Asher Issachar Zebulun Joseph Benjamin Ephraim Manasseh
   Israel Baal Molech Chemosh Dagon Ashtaroth Rimmon Nisroch Nebo Bel Tammuz`.split(/\s+/),
);

/** A people, a land or a tribe named by its founder's name: `the land of Moab`, `the tribe of Dan`. */
const COLLECTIVE =
  /\b(?:children|land|lands|kings?|tribes?|people|men|women|sons|daughters|elders|princes|plains?|country|countries|cities|city|borders?|coasts?|house|families|hosts?|armies|army|camp|fields?|wilderness|mount|mountains?|gods?|sanctuary|priests?|prophets?|virgin|remnant|half)\s+of\s+(?:the\s+)?$/i;
/** Words of kin and of a life about a name (`whom Tamar bare unto Judah`, `called his name Moab`). */
const KIN =
  /\b(?:sons?|daughters?|wife|wives|husband|father|mother|brothers?|brethren|sister|begat|bare|born|firstborn|died|buried|name)\b/i;

/** Whether a verse speaks of the person the name is, not of the people, land or god named after them. */
function personal(text: string, name: string): boolean {
  for (const m of text.matchAll(wordPattern(name, 'gu'))) {
    const before = text.slice(0, m.index);
    if (COLLECTIVE.test(before)) continue;
    const around = [...wordsOf(before).slice(-4), ...wordsOf(text.slice(m.index + name.length)).slice(0, 4)];
    if (KIN.test(around.join(' '))) return true;
  }
  return false;
}

/** A name as a whole word (compiled once: the lists test every name against every verse). */
const wordPatterns = new Map<string, RegExp>();
const wordPattern = (name: string, flags = 'u') => {
  const key = `${flags}\u0000${name}`;
  let re = wordPatterns.get(key);
  if (!re) wordPatterns.set(key, (re = new RegExp(`(?<!\\p{L})${literal(name)}(?!\\p{L})`, flags)));
  return re;
};

const ASCII = /^\p{ASCII}*$/u;
const LETTER_BEFORE = /\p{L}$/u;
const LETTER_AFTER = /^\p{L}/u;
/**
 * Whether a text writes a name as a whole word: what the whole-word pattern finds, by the text's
 * own search for the name and a look at the letters on either side, without a pattern compiled
 * and run for each of the passages' names.
 */
function writes(text: string, name: string): boolean {
  if (!name) return wordPattern(name).test(text);
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1))
    if (
      !LETTER_BEFORE.test(text.slice(Math.max(0, i - 2), i)) &&
      !LETTER_AFTER.test(text.slice(i + name.length, i + name.length + 2))
    )
      return true;
  return false;
}

/**
 * Whether a verse writes a place's name (its core: placeCore), hyphens and capitals aside (the
 * data's Beth-lehem is the KJV's Bethlehem, its Bethlehem the KJV's Beth-lehem in Ruth 2:4; "mount
 * Sinai", "the fish gate"), and the KJV's Bethlehemjudah and Bethlehemephratah its Bethlehem; or
 * spelt nearly so (Arimathaea, Judaea, Samothracia, Mizpeh for the data's Arimathea, Judea,
 * Samothrace, Mizpah). For one study's passages: each verse's capitalised words and their sounds
 * are reckoned once, not for every place the data puts in it.
 */
function placeWriter(): (text: string, name: string) => boolean {
  const verses = new Map<string, { bare: string; words?: Set<string>; capitals: [string, string][] }>();
  return (text, name) => {
    let verse = verses.get(text);
    if (!verse) {
      const bare = text.replace(/-/g, '');
      const capitals = [...new Set(bare.match(/\p{Lu}\p{L}+/gu) ?? [])].map((w): [string, string] => [
        w,
        sound(w),
      ]);
      // (in ASCII, a word in small letters is what a pattern that ignores case matches)
      const words = ASCII.test(bare) ? new Set(bare.toLowerCase().split(/[^a-z]+/)) : undefined;
      verses.set(text, (verse = { bare, words, capitals }));
    }
    const core = name.replace(/-/g, '');
    const written =
      verse.words && /^[A-Za-z]+$/.test(core)
        ? verse.words.has(core.toLowerCase())
        : wordPattern(`${core}`, 'iu').test(verse.bare);
    if (written || (/^Bethlehem$/.test(core) && /Bethlehem(?:judah|ephratah)/.test(verse.bare))) return true;
    if (/\s/.test(core)) return false;
    const heard = sound(core);
    return verse.capitals.some(
      ([w, s]) =>
        nearSounds(s, heard) !== undefined || (core.length >= 5 && w.slice(0, 5) === core.slice(0, 5)),
    );
  };
}

/** The data's key of a verse (`book.chapter.verse`, the book's number). */
const keyOf = (v: PassageVerse) => {
  const [book, chapter, verse] = v.osis.split('.');
  return `${bookByOsis(book)!.order}.${chapter}.${verse}`;
};

/** A place named by a bare common word (the data's Plain, River, Place): no place a study names. */
const GENERIC_WORD =
  /^(?:Plain|River|Sea|Pool|Spring|Well|Brook|Valley|Mount|Hill|Field|Wilderness|Desert|City|Land|Rock|Place|Angle|East|West|North|South)$/;

const alsoStatements = new WeakMap<ScriptureRepo, ReturnType<ScriptureRepo['prepare']>>();
/**
 * The other names of the passages' people (not titles: Lord, Judge), by which a verse may name them
 * (Christ): one query for them all; a person's, each record's in turn.
 */
function otherNamesOf(repo: ScriptureRepo, people: Named[]): (ids: Set<string>) => string[] {
  let stmt = alsoStatements.get(repo);
  if (!stmt)
    alsoStatements.set(
      repo,
      (stmt = repo
        .prepare('SELECT id, also_called FROM people WHERE id IN (SELECT value FROM json_each(?))')
        .raw()),
    );
  const ids = [...new Set(people.flatMap((n) => [...n.ids]))];
  const also = new Map(
    (stmt.all(JSON.stringify(ids)) as [string, string][]).map(([id, json]) => [
      id,
      JSON.parse(json) as string[],
    ]),
  );
  return (of) => [...of].flatMap((id) => also.get(id) ?? []);
}
const TITLE =
  /^(?:Lord|God|Judge|Holy|Saviour|Son|King|Lamb|Word|Light|Prince|Master|Prophet|Branch|Star|Sun|Counsellor|Wonderful|Messiah|Shiloh|Sceptre|Immanuel|Emmanuel)\b/;

let characters: Map<string, string[]> | undefined;
/** A study character's English names (content/characters), by the people data's record. */
function studyCharacterNames(ids: Set<string>): string[] {
  characters ??= new Map(
    characterSeeds().flatMap((c) => (c.person ? [[c.person, [c.name.en, ...(c.otherNames ?? [])]]] : [])),
  );
  return ids.size === 1 ? (characters.get([...ids][0]) ?? []) : [];
}

/** The people and places the passages name, each counted in the verses that write it as a name. */
export function passageNames(ctx: StudyContext, ranges: RefRange[], kjvVerses: PassageVerse[]) {
  const { repo, t } = ctx;
  const kjv = kjvVerses.map((v) => v.text).join(' ');
  const text = new Map(kjvVerses.map((v) => [keyOf(v), v.text]));
  const writesPlace = placeWriter();
  const named = passagePeople(repo, ranges, (name) => writes(kjv, name));
  const otherNames = otherNamesOf(repo, named.people);
  const divine = t.divineNames as Record<string, string>;
  // the places the passages name: a person's name that is one of them is the land's or the
  // people's (Moab) unless the verse speaks of the person
  const placeAt = new Set(named.places.map((p) => placeCore(p.name)));
  const kept = (n: Named, test: (verse: string, key: string) => boolean): Named | null => {
    const keys = new Set([...n.keys].filter((k) => test(text.get(k) ?? '', k)));
    return keys.size ? { ...n, keys, verses: keys.size } : null;
  };
  const people = named.people
    .map((n) => {
      if (divine[n.name] || (ctx.subject.person && n.ids.has(ctx.subject.person))) return n;
      // (Jacob is the data's Israel, "Israel" its only other name: a study character's names count
      // too, and a verse that writes "Jacob" names him, one that writes "Israel" only where it
      // speaks of the man, whom the list then calls as the verses do)
      const character = studyCharacterNames(n.ids);
      const other = otherNames(n.ids);
      // (not its people's name the data lists among the man's: Moab's "Moabitess", "Moabites")
      const names = [n.name, ...other, ...character].filter(
        (a) => !TITLE.test(a) && !/(?:ites?|itess|itish)$/.test(a),
      );
      const ambiguous = (a: string) => TRIBES_AND_GODS.has(a) || placeAt.has(a);
      // a verse that writes such a name speaks of the man only where it says so, whatever other name
      // of his it writes ("Come, curse me Jacob, and come, defy Israel": the people)
      const found = kept(n, (v) => {
        const shared = names.filter((a) => ambiguous(a) && writes(v, a));
        return shared.length ? shared.some((a) => personal(v, a)) : names.some((a) => writes(v, a));
      });
      const calledSo = found && [...found.keys].some((k) => writes(text.get(k) ?? '', n.name));
      if (found) return !calledSo && character.length ? { ...found, name: character[0] } : found;
      // written nowhere as the data spells it (Luke 3:36's Noe, Matthew 1:6's Urias): where the data
      // puts it — unless a land's or a people's name is what the verses write, or the person has titles
      // a verse may say for them (Jesus: "the Lord of sabaoth")
      const spoken = [...n.keys].some((k) => names.some((a) => ambiguous(a) && writes(text.get(k) ?? '', a)));
      return spoken || other.some((a) => TITLE.test(a)) ? null : n;
    })
    .filter((n): n is Named => n !== null);
  // a place is where a verse writes it; one no verse of the passages writes (the data's modern Susa
  // and Mount of Olives, the KJV's Shushan and Olivet) is where the data puts it
  const places = named.places
    .filter((p) => !GENERIC_WORD.test(p.name))
    .map((p) => {
      const found = kept(p, (v) => writesPlace(v, placeCore(p.name)));
      return found ?? p;
    })
    .filter((n): n is Named => n !== null);
  const byCount = (a: Named, b: Named) => b.verses - a.verses || a.name.localeCompare(b.name);
  return { people: people.sort(byCount), places: places.sort(byCount) };
}

/**
 * The line `template` makes of the names, as the study's Bible writes them (names.ts), the most
 * named first; past NAMES, how many more; those named only in lists apart, with where the lists
 * are (Ezra 7:1-5, Ezra's forebears). `spell`: names.ts's speller of people or of places.
 */
export function namesLine(
  ctx: StudyContext,
  template: string,
  all: Named[],
  kjvVerses: PassageVerse[],
  spell: (n: Named) => string,
): string {
  const { t } = ctx;
  const wordCounts = new Map(kjvVerses.map((v) => [keyOf(v), wordsOf(v.text).length]));
  const { m, listed, lists } = apartFromLists(all, wordCounts, ctx.subject.person);
  const spelled = new Map<string, Set<string>>();
  for (const n of m) {
    const word = spell(n);
    spelled.set(word, new Set([...(spelled.get(word) ?? []), ...n.keys]));
  }
  const merged = [...spelled].map(([word, keys]) => ({ word, n: keys.size }));
  const words = merged
    .sort((a, b) => b.n - a.n || a.word.localeCompare(b.word))
    .slice(0, NAMES)
    .map((w) => `${w.word} (${w.n})`)
    .join(', ');
  const more = merged.length > NAMES ? ` ${fill(t.moreInPassages, { n: merged.length - NAMES })}` : '';
  const inLists = listed
    ? ` ${fill(t.inLists, { n: listed, refs: lists.map((r) => ref(ctx, r)).join('; ') })}`
    : '';
  return `- ${fill(template, { words })}${more}${inLists}`;
}
