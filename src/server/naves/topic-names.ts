/**
 * The names of Nave's topics in each UI language, so that a Spanish study of FORGIVENESS is about
 * «Perdón»: the most-studied ones in content/topic-names.yaml (all four languages, reviewed with
 * their key passages), every other topic of Nave's kind `topic` in content/topic-names/<lang>.yaml
 * (one file a language). A topic named in neither keeps its English name, which the catalogue
 * marks as English.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/books';
import { line, texts } from '../content/fields';
import { ContentError, findContentDir, readContentFile, shownPath } from '../content/files';
import { TRANSLATED } from './naves-translations';

const navesName = z.string().regex(/^[A-Z][A-Z ,.'()?-]*$/, 'a Nave’s name, in capitals');

export const TopicNamesSchema = z.record(
  navesName,
  /**
   * `inText`: the name as a Spanish or French sentence says it, with its article (la joie); in
   * Telugu, a plural's oblique form, which takes the postposition (పండుగల గురించి, not పండుగలు)
   */
  texts(line).extend({ inText: z.strictObject({ es: line, fr: line, te: line.optional() }).optional() }),
);

/** content/topic-names/<lang>.yaml: a topic's title in one language and, in Spanish and French, how a sentence says it */
export const MoreTopicNamesSchema = z.record(
  navesName,
  z.strictObject({ name: line, inText: line.optional() }),
);

type TopicNames = z.output<typeof TopicNamesSchema>[string];
type OneLanguage = z.output<typeof MoreTopicNamesSchema>[string];

interface Loaded {
  /** the most-studied topics, in all four languages */
  studied: Map<string, TopicNames>;
  /** the others, a language at a time */
  more: Map<UiLanguage, Map<string, OneLanguage>>;
}
let loaded: Loaded | undefined;

export function loadTopicNames(contentDir: string): Loaded {
  const studied = new Map(
    Object.entries(readContentFile(join(contentDir, 'topic-names.yaml'), TopicNamesSchema, contentDir)),
  );
  const more = new Map<UiLanguage, Map<string, OneLanguage>>();
  for (const lang of TRANSLATED) {
    const file = join(contentDir, 'topic-names', `${lang}.yaml`);
    if (!existsSync(file)) continue;
    const names = readContentFile(file, MoreTopicNamesSchema, contentDir);
    const twice = Object.keys(names).find((name) => studied.has(name));
    if (twice)
      throw new ContentError(`${shownPath(file, contentDir)}: ${twice} is named in topic-names.yaml`);
    more.set(lang, new Map(Object.entries(names)));
  }
  return { studied, more };
}

const names = () => (loaded ??= loadTopicNames(findContentDir()));

/** The topic's name in the language, or undefined when content/ has none. */
export function topicName(navesName: string, lang: UiLanguage): string | undefined {
  const { studied, more } = names();
  return studied.get(navesName)?.[lang] ?? more.get(lang)?.get(navesName)?.name;
}

/** The topic's name as a sentence of the language says it ("sur la joie", "పండుగల"), or undefined. */
export function topicNameInText(navesName: string, lang: UiLanguage): string | undefined {
  if (lang === 'en') return undefined;
  const { studied, more } = names();
  const own = studied.get(navesName);
  return own ? own.inText?.[lang] : more.get(lang)?.get(navesName)?.inText;
}

/** Whether the topic is one of the most-studied (topic-names.yaml): a topic to study, never a person (GOD) or a place (SIN). */
export const studiedTopic = (navesName: string) => names().studied.has(navesName);

/** Every most-studied Nave's name, which the glossary translates in all four languages (for its test). */
export function translatedTopics(): string[] {
  return [...names().studied.keys()];
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
