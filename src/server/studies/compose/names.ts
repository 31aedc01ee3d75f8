/**
 * A name of the people data as the study's Bible writes it (observation-names.ts): the study's
 * own subject by the name the study gives it (Pierre, not the data's Simon); God and the Holy
 * Spirit as the language says them; in Spanish and French as the quoted passages spell it (the
 * Segond's Achitophel, not Darby's Akhitophel), else as the language's Strong's-tagged Bible
 * does, else as content/names/<lang>.yaml gives it (`Caesarea Philippi`: Césarée de Philippe); in
 * Telugu, which has no Bible installed, as content/names/te.yaml gives it. A name none of these
 * spells stays English and is marked so (`*Elkanah* (ఆంగ్లంలో)`), never passed off as the
 * language's.
 */
import type { PassageVerse } from '../../../shared/api/scripture';
import type { UiLanguage } from '../../../shared/books';
import { markedEnglish } from '../../../shared/english-mark';
import { characterSeeds, type CharacterSeed } from '../../content/characters';
import { contentNames } from '../../content/names';
import { fill } from '../../content/phrases';
import { bibleNamesOf, nearSounds, sound } from '../../naves/bible-names';
import type { Named } from '../../people/passage-people';
import type { StudyContext } from './context';

let characterNames: Map<string, CharacterSeed['name']> | undefined;
/**
 * The name content/characters gives a study character in the language, where its English name is
 * the people data's for that person (Stephen: Esteban, Étienne, as the Reina-Valera and the Segond
 * write him, which the tagged Bibles' counts miss for a man named in seven verses; not Jacob for
 * the data's Israel, nor Jésus-Christ for Jesus).
 */
function characterName(n: Named, lang: UiLanguage): string | undefined {
  if (lang === 'en' || n.ids.size !== 1) return undefined;
  characterNames ??= new Map(characterSeeds().flatMap((c) => (c.person ? [[c.person, c.name]] : [])));
  const name = characterNames.get([...n.ids][0]);
  return name?.en === n.name ? name[lang] : undefined;
}

/**
 * The words the passages write with a capital, the first of a verse's too ("Ésaïe dit"), each with
 * its sound (bible-names.ts), reckoned once for all the names the study spells.
 */
function passageCapitals(verses: PassageVerse[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const v of verses)
    for (const w of v.text.match(/\p{Lu}[\p{L}-]*/gu) ?? []) if (!found.has(w)) found.set(w, sound(w));
  return found;
}

/**
 * A name as the quoted passages write it: the tagged Bible's spelling if they do, else the one
 * sounding nearest it or the data's English, if only one is nearest, else the tagged Bible's.
 */
function asQuoted(capitals: Map<string, string>, spelled: string, english: string): string {
  if (!capitals.size || capitals.has(spelled) || /\s/.test(spelled)) return spelled;
  const [bySpelling, byEnglish] = [sound(spelled), sound(english)];
  let best: string[] = [];
  let least = Infinity;
  for (const [c, heard] of capitals) {
    const d = Math.min(nearSounds(heard, bySpelling) ?? Infinity, nearSounds(heard, byEnglish) ?? Infinity);
    if (d < least) [best, least] = [[c], d];
    else if (d === least && d < Infinity) best.push(c);
  }
  return best.length === 1 ? best[0] : spelled;
}

/** The data's English places named by a mount, a valley or a sea, and the phrase that says each. */
const GENERIC: [RegExp, 'placeMount' | 'placeValley' | 'placeSea'][] = [
  [/^Mount (?!of )(.+)$/, 'placeMount'],
  [/^Valley of (?!the )(.+)$/, 'placeValley'],
  [/^Sea of (.+)$/, 'placeSea'],
];

/** A place's name as a verse writes it: without the data's qualifier, a mount's or a sea's own name. */
export const placeCore = (name: string) =>
  name.replace(/\s*\([^()]*\)$/, '').replace(/^(?:Mount|Valley of|Sea of)\s+(?!of )/, '');

/** The study's name for its subject, without what tells namesakes apart (Jacques, not "Jacques, fils de Zébédée"). */
const shortName = (name: string) => name.split(/,\s| \(/)[0];

/** How the study writes each name of the people data (see the module note), a person's or a place's. */
export function nameSpeller(ctx: StudyContext, verses: PassageVerse[]) {
  const { t, lang, repo } = ctx;
  const capitals = lang === 'en' ? new Map<string, string>() : passageCapitals(verses);
  const divine = t.divineNames as Record<string, string>;
  const own = contentNames(lang);
  const names = bibleNamesOf(repo);
  /** A bare name (a person's, a place's core) in the language; marked English where none spells it. */
  const said = (bare: string, kind: 'people' | 'places'): string => {
    if (lang === 'en') return bare;
    if (lang === 'te') return own[kind][bare] ?? markedEnglish(bare, lang);
    // the quoted passages write it so (Aram, Pethor): the language's spelling, whatever the data's
    if (capitals.has(bare)) return bare;
    const bible = names.of(bare.toUpperCase(), lang, true)?.name;
    const quoted = asQuoted(capitals, bible ?? bare, bare);
    if (quoted !== bare || bible !== undefined) return quoted;
    return own[kind][bare] ?? markedEnglish(bare, lang);
  };
  const person = (n: Named): string => {
    if (divine[n.name]) return divine[n.name];
    // (in English the data's name, as the KJV writes it: Philip, not "Philip the Apostle")
    if (lang === 'en') return n.name;
    if (ctx.subject.kind === 'character' && ctx.subject.person && n.ids.has(ctx.subject.person))
      return shortName(ctx.subject.name);
    // (a data id where one English name is two of the language's: Simeon of Jerusalem, సుమెయోను)
    const byId = n.ids.size === 1 ? own.people[[...n.ids][0]] : undefined;
    return byId ?? (lang === 'te' ? undefined : characterName(n, lang)) ?? said(n.name, 'people');
  };
  /** A place without the data's qualifier of namesakes (Bethel, not "Bethel (of Palestine)"); a mount,
   * valley or sea in the language's words around its name (mont Sinaï, vallée d’Éla, mar de Galilea). */
  const place = (n: Named): string => {
    const bare = n.name.replace(/\s*\([^()]*\)$/, '');
    if (lang === 'en') return bare;
    if (own.places[bare]) return own.places[bare];
    const generic = GENERIC.find(([re]) => re.test(bare));
    if (!generic) return said(bare, 'places');
    const name = said(placeCore(bare), 'places');
    const phrase = fill(t[generic[1]], { name });
    return lang === 'fr' ? phrase.replace(/\bde (?=[AEIOUYÀÂÉÈÊÎÔ])/u, 'd’') : phrase;
  };
  return { person, place };
}
