/**
 * A Nave's topic named as the reader's Bible says it, where content/topic-names.yaml has no name
 * for it: the number the KJV renders by the topic's name most, and the language's Strong's-tagged
 * Bible's commonest word for that number (without the particles around it: "y á Sephanías").
 * - a person's or a place's name (LOIS: Loida in the Reina-Valera, Loïs in Darby's French) is kept
 *   if it sounds like the name, or if the Bible gives the number that name in ten verses or more and
 *   four renderings in five (JOHN: Juan, Jean; JESSE: Isaí, Isaï): a tagging slip can set another
 *   name on a number once (Zebina's, "Jadau");
 * - a word (WAR: guerra, guerre; CLOUD: nube, nuée; PROPITIATION: propiciación) is kept if it
 *   sounds like the English (a cognate: elección, résurrection), or else if the number and both
 *   words hold to one another — the KJV word is this number in 30% of its uses at least and the
 *   number that word in 30% of its renderings (CROWN: H5850, also "crown of the head"), and the
 *   tagged Bible gives the number that word in half of its, in three verses or more — and
 *   content/topic-words.yaml does not set it aside (ART: "eres", thou art).
 * Telugu has no tagged Bible here: its topics keep Nave's English name.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/books';
import { distance } from '../../shared/edit-distance';
import { findContentDir, readContentFile } from '../content/files';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { NavesTextRepo } from './naves-text.repo';

/** A name's letters as they sound across the Bibles' spellings: Zephaniah, Sephanías and Sofonías alike; Ahab, Achâb. */
export const sound = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/[zc]/g, 's')
    .replace(/[jy]/g, 'i')
    .replace(/w/g, 'v')
    .replace(/k/g, 'q')
    // doubles before the h goes: AHAB is "aab", not "ab" (Achâb, "asab", is one letter off)
    .replace(/(.)\1/g, '$1')
    .replace(/h/g, '');

/** Two spellings of one name: at most two letters in five differ (Lois, Loida). */
export const soundsAlike = (a: string, b: string) => {
  const [x, y] = [sound(a), sound(b)];
  return distance(x, y) <= Math.max(x.length, y.length) * 0.4;
};

/**
 * How far two spellings of a name sound apart, or undefined past a letter (two in a name of nine
 * or more): stricter than soundsAlike, for telling which of a passage's words a name is (Darby's
 * "Akhitophel" is Segond's "Achitophel", the data's "Beersheba" Segond's "Beer-Schéba", but
 * "Jesse" is not "Juste" nor "Méshac" "Mèdes").
 */
export const soundsNear = (a: string, b: string) => nearSounds(sound(a), sound(b));

/**
 * soundsNear on two names' sounds (`sound`), for a caller that compares one name with many words
 * and reckons each sound once; names whose lengths differ by more than the most letters allowed
 * are told apart without the edit distance.
 */
export function nearSounds(x: string, y: string): number | undefined {
  const n = Math.max(x.length, y.length);
  const most = n >= 9 ? 2 : n >= 4 ? 1 : 0;
  if (Math.abs(x.length - y.length) > most) return undefined;
  const d = x === y ? 0 : distance(x, y);
  return d <= most ? d : undefined;
}

/** Words a Bible sets on a number with the word itself ("y á Sephanías", "de la guerra", "à Loïs"). */
const PARTICLES = new Set(
  'y e á a de del el la los las al en con por para sobre un una à au aux le les des du et avec pour par sur dans une'.split(
    ' ',
  ),
);

/** The share of the number's renderings the tagged Bible's word must hold. */
const HOLDS = 0.5;
/** The shares of the KJV word's uses its number must hold, and of the number's renderings the word (WAR: H4421 is "battle" as often). */
const SHARES = 0.3;
/** A name that does not sound like the English is taken where the tagged Bible gives its number it this often, and in this share of its renderings. */
const USUAL_COUNT = 10;
const USUAL_SHARE = 0.8;
/** A word that is not a cognate stands on at least this many verses of the tagged Bible. */
const MIN_COUNT = 3;

const TopicWordsSchema = z.strictObject({
  es: z.array(z.string().regex(/^[A-Z]+$/)),
  fr: z.array(z.string().regex(/^[A-Z]+$/)),
});

export interface BibleName {
  /** the name as the Bible writes it (lower-case unless that Bible capitalises it) */
  name: string;
  /** a name of the people data, or a word */
  kind: 'name' | 'word';
  /** the tagged Bible's name, for the note that says where the word comes from */
  bible: string;
}

export class BibleNames {
  private readonly setAside: Record<'es' | 'fr', Set<string>>;
  private readonly bibles: NavesTextRepo;

  constructor(private readonly repo: ScriptureRepo) {
    this.bibles = repo.repository(NavesTextRepo);
    const dir = findContentDir();
    const file = readContentFile(join(dir, 'topic-words.yaml'), TopicWordsSchema, dir);
    this.setAside = { es: new Set(file.es), fr: new Set(file.fr) };
  }

  /** The Nave's entry in the language's tagged Bible, or null (no such Bible, or no sound word). */
  of(entry: string, lang: UiLanguage, properName: boolean): BibleName | null {
    if (lang !== 'es' && lang !== 'fr') return null;
    // a word, or a name of the people data (hyphens: the tagged Bibles split BAAL-PEOR in two)
    if (!/^[A-Z]+$/.test(entry) && !(properName && /^[A-Z-]+$/.test(entry))) return null;
    const bible = this.repo.translations().find((t) => t.language === lang && t.hasStrongs);
    const word = entry.toLowerCase();
    // the KJV writes some of Nave's hyphenated names as one word (GUR-BAAL: Gurbaal)
    let numbers = this.renderings('KJV', 'word', word);
    if (!numbers.length && word.includes('-'))
      numbers = this.renderings('KJV', 'word', word.replace(/-/g, ''));
    if (!bible || !numbers.length) return null;
    // a name's number is one Strong's defines as a name (ADAM: H121, "Adam, the name of the first
    // man", though the KJV's "Adam" is H120, "man", more often)
    const isName = (n: { key: string }) => /^\p{Lu}/u.test(this.bibles.definition(n.key) ?? '');
    const [{ key: strongs, count }] = properName ? [...numbers.filter(isName), ...numbers] : numbers;
    const tally = new Map<string, number>();
    for (const r of this.renderings(bible.id, 'strongs', strongs)) {
      const bare = r.key
        .split(' ')
        .filter((w) => !PARTICLES.has(w))
        .join(' ');
      // a word is one word ("de guerra" is "guerra"); a name may be two ("Baal Peor")
      if ((properName ? /^\p{L}/u : /^\p{L}[\p{L}-]*$/u).test(bare))
        tally.set(bare, (tally.get(bare) ?? 0) + r.count);
    }
    const [best] = [...tally].sort((a, b) => b[1] - a[1]);
    if (!best) return null;
    const [found, n] = best;
    const cognate = soundsAlike(found, word);
    // the share of the number's renderings the Bible's word holds
    const share = n / [...tally.values()].reduce((a, b) => a + b, 0);
    if (properName) {
      // a name that does not sound alike is the Bible's if it gives the number that name, nearly
      // always and often (John: Juan, Jean; Peter: Pedro, Pierre), not once (Zebina's "Jadau"),
      // and writes it with a capital (BENO, "his son": Darby's "fils" is no name)
      const usual = n >= USUAL_COUNT && share >= USUAL_SHARE && this.capitalised(bible.id, found);
      return cognate || usual ? { name: capital(found, lang), kind: 'name', bible: bible.name } : null;
    }
    const sum = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
    const holds =
      count / sum(numbers) >= SHARES &&
      count / sum(this.renderings('KJV', 'strongs', strongs)) >= SHARES &&
      share >= HOLDS &&
      n >= MIN_COUNT;
    if (!(cognate || holds) || this.setAside[lang].has(entry)) return null;
    // a name the people data does not hold (ARABIA: Arabia) is a name if it sounds like Nave's
    if (this.capitalised(bible.id, found))
      return { name: capital(found, lang), kind: cognate ? 'name' : 'word', bible: bible.name };
    return { name: found, kind: 'word', bible: bible.name };
  }

  private renderings(translation: string, by: 'word' | 'strongs', value: string) {
    return this.bibles.renderings(translation, by, value);
  }

  /**
   * Whether the Bible writes the word with a capital inside its sentences (Arabie, Pharisiens; not
   * guerre), or, when it stands only at their starts (Alammelec), wherever it stands.
   */
  private capitalised(translation: string, word: string): boolean {
    const texts = this.bibles.versesMatching(translation, `"${word}"`);
    const tally = (pattern: RegExp) => {
      const seen = { upper: 0, lower: 0 };
      for (const text of texts)
        for (const [w] of text.matchAll(pattern))
          if (w.toLowerCase() !== word) continue;
          else if (w[0] === w[0].toLowerCase()) seen.lower++;
          else seen.upper++;
      return seen;
    };
    // the search folds accents: "cesar" (to cease) is found with César, and counts for neither
    const inside = tally(/(?<=[\p{Ll},;] |-)\p{L}+/gu);
    const { upper, lower } = inside.upper + inside.lower ? inside : tally(/\p{L}+/gu);
    return upper > lower;
  }
}

const capital = (word: string, lang: UiLanguage) => word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);

/** The repository's one BibleNames (it reads content/topic-words.yaml once). */
export function bibleNamesOf(repo: ScriptureRepo): BibleNames {
  return repo.repository(BibleNames);
}

/**
 * A name of the people data (Jerahmeel, Bunah) as the language's tagged Bible spells it (Jerameel,
 * Buna), if it sounds alike; else as the data gives it (in English).
 */
export function spelledName(repo: ScriptureRepo, name: string, lang: UiLanguage): string {
  return bibleNamesOf(repo).of(name.toUpperCase(), lang, true)?.name ?? name;
}
