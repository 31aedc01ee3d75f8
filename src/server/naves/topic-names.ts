/**
 * The names of the most-studied Nave's topics in each UI language (content/topic-names.yaml), so
 * that a Spanish study of FORGIVENESS is about «Perdón». A topic not listed keeps its English
 * name, which the catalogue marks as English.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/books';
import { line, texts } from '../content/fields';
import { findContentDir, readContentFile } from '../content/files';

export const TopicNamesSchema = z.record(
  z.string().regex(/^[A-Z][A-Z ,'()-]*$/, 'a Nave’s name, in capitals'),
  /**
   * `inText`: the name as a Spanish or French sentence says it, with its article (la joie); in
   * Telugu, a plural's oblique form, which takes the postposition (పండుగల గురించి, not పండుగలు)
   */
  texts(line).extend({ inText: z.strictObject({ es: line, fr: line, te: line.optional() }).optional() }),
);

type TopicNames = z.output<typeof TopicNamesSchema>[string];
let loaded: Map<string, TopicNames> | undefined;

export function loadTopicNames(contentDir: string): Map<string, TopicNames> {
  return new Map(
    Object.entries(readContentFile(join(contentDir, 'topic-names.yaml'), TopicNamesSchema, contentDir)),
  );
}

/** The topic's name in the language, or undefined when content/ has none. */
export function topicName(navesName: string, lang: UiLanguage): string | undefined {
  loaded ??= loadTopicNames(findContentDir());
  return loaded.get(navesName)?.[lang];
}

/** The topic's name as a sentence of the language says it ("sur la joie", "పండుగల"), or undefined. */
export function topicNameInText(navesName: string, lang: UiLanguage): string | undefined {
  loaded ??= loadTopicNames(findContentDir());
  return lang === 'en' ? undefined : loaded.get(navesName)?.inText?.[lang];
}

/** Every Nave's name the glossary translates (for its test). */
export function translatedTopics(): string[] {
  loaded ??= loadTopicNames(findContentDir());
  return [...loaded.keys()];
}

const SMALL = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Nave's names are capitals (FAITH, ABED-NEGO, LOVE OF GOD): shown in title case. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((w, i) =>
      i > 0 && SMALL.has(w)
        ? w
        : w.replace(/(^|-)(\p{L})/gu, (_, d: string, c: string) => d + c.toUpperCase()),
    )
    .join(' ');
}

/**
 * Words an English sentence writes with a capital wherever they stand: names of God and of the
 * peoples and places Nave's topics are named with (`grace of God`, `the Lord's supper`).
 */
const PROPER =
  /^(?:God|God's|Lord|Lord's|Jesus|Christ|Christ's|Holy|Spirit|Ghost|Messiah|Israel|Israelites?|Jews?|Jewish|Gentiles?|Jerusalem|Zion|Satan|Egypt|Babylon|Pharisees?|Sadducees?|Levites?|Nazarites?|Christians?|Sabbath|Trinity|I)$/;

/**
 * A topic's English name as a sentence says it (`What timeless truth emerges from studying
 * humility?`, not "studying Humility"): its words in small letters but names.
 */
export const inSentence = (name: string) =>
  name.replace(/\p{L}[\p{L}']*/gu, (w) => (PROPER.test(w) ? w : w.toLowerCase()));

/** An English topic's name in small letters in its sentences, its title as Nave's (`Humility`); none for a name. */
export const sentenceNamed = (title: string, lang: string, properName?: string) =>
  lang === 'en' && !properName && inSentence(title) !== title ? { name: inSentence(title), title } : {};
