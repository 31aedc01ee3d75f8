/**
 * The server's own phrases in each UI language (content/locales/<lang>.yaml): the built-in
 * composer's headings and prayers, the fact sheet's headings, what an empty AI answer becomes.
 * The schema is the list of keys: a file missing one, or holding one more, does not load.
 * `{name}`-style placeholders are filled by `fill`.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/books';
import { UI_LANGUAGES } from '../../shared/books';
import { line } from './fields';
import { findContentDir, readContentFile } from './files';

const group = <K extends string>(...keys: K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, line])) as Record<K, typeof line>);

export const PhrasesSchema = z.strictObject({
  /** the language's name in English, as the AI prompt (written in English) names it */
  languageName: line,
  /** how studies address the reader, told to the AI in English: the register the interface uses */
  address: line,
  /** spec §5: characters whose names contain these come first, in this order */
  firstNames: z.array(line).length(3),
  /** spec §7: what an AI answer with no content becomes */
  noResponse: line,
  /** the built-in study (studies/compose/) */
  composer: group(
    'method',
    'history',
    'overview',
    'topicOverview',
    'events',
    'topicEvents',
    'passages',
    'noLanguageBible',
    'more',
    'questions',
    'prayer',
    'prayerCharacter',
    'prayerTopic',
    'prayerPerson',
    'prayerPlace',
    // a place whose Nave's lines tell no event there: what the verses say of it (place-lines.ts)
    'prayerPlaceSaid',
    'placeEventQuestion',
    'note',
    // what the study holds the person up as (content/character-lessons.yaml)
    'lessonWarning',
    'lessonMixed',
    'mixedQuestion',
    'prayerWarning',
    'prayerMixed',
    'prayerVerse',
    'prayerVerseWarning',
    'prayerVerseTopic',
    // the methods' own sections (studies/compose/*.ts)
    'keyVerse',
    'passageList',
    'also',
    'moreRefs',
    'timeline',
    'timelineNote',
    // Chronological on the people data (timeline.ts)
    'timelineDated',
    'timelineDatedNote',
    'eventTitlesEnglish',
    'namedHere',
    'namedLater',
    'andMore',
    'keyPassagePlaced',
    'keyPassage',
    'readEspecially',
    'moreEvents',
    'yearBC',
    'yearAD',
    'peopleSource',
    'titleInEnglish',
    // Biographical on the people data (family.ts)
    'relatives',
    'relativesNote',
    'relativesFather',
    'relativesMother',
    'relativesSpouses',
    'relativesChildren',
    'relativesSiblings',
    'relativesHalfSiblings',
    'relativesCousins',
    'relativesRaisedBy',
    'relativesRaised',
    'life',
    'lifeNote',
    'traits',
    'traitsShown',
    'traitsFromPassages',
    'noTraits',
    'traitsDropped',
    'strength',
    'failing',
    'keyWords',
    'keyWordsWhy',
    'keyWordsWhyOne',
    'keyWordsName',
    'keyWordsUnnamed',
    'nameFrom',
    'nameMeans',
    'inSubject',
    'rendered',
    'occurrences',
    'occurrencesOne',
    'occurrencesHere',
    'occurrencesHereOne',
    'strongsEnglish',
    'verseWords',
    'noStrongs',
    'noStrongsTagged',
    'otherTranslations',
    'noOtherTranslation',
    'crossReferences',
    'noCrossReferences',
    'observation',
    'contrasts',
    'moreInPassages',
    'inLists',
    'placeMount',
    'placeValley',
    'placeSea',
    'repeatedWords',
    'repeatedWordsOther',
    'who',
    'where',
    'happens',
    'namesakeShown',
    // a Word Study of a name: Nave's lines on it, a verse quoted for each (name-bearers.ts)
    'nameBearers',
    'nameBearersLines',
    'nameBearersPeople',
    'whoSource',
    'family',
    'familyFather',
    'familyMother',
    'familyPartners',
    'familyChildren',
    'familySiblings',
    'namesSource',
    'commentary',
    'commentarySource',
    'commentaryMore',
    // the reflection composed in the study's language, Matthew Henry's English note as further reading (reflection.ts)
    'reflection',
    'reflectionTraits',
    'reflectionModel',
    'reflectionMixed',
    'reflectionWarning',
    'reflectionTopic',
    'furtherReading',
    'soapScripture',
    'soapObservation',
    'soapObserve',
    'soapApplication',
    'soapPrayer',
  ).extend({
    /** asked in a study of a warning instead of the method's `modelOnly` questions */
    warningQuestions: z.array(line).min(1),
    /** asked in a study of a Nave's topic that is a person's or a place's name (Zebina, Aceldama) */
    thinTopicQuestions: z.array(line).min(1),
    personQuestions: z.array(line).min(1),
    /** a place's: what its verses say of it; with an event there, `placeEventQuestion` first */
    placeQuestions: z.array(line).min(1),
    /** the people data's names for God that no Bible spells alike ("Dieu", "Saint-Esprit") */
    divineNames: z.strictObject({ God: line, 'Holy Spirit': line }),
  }),
  /** Nave's Topical Bible in the built-in study (studies/compose/events.ts; catalog.ts) */
  naves: group(
    'englishName',
    'englishNameNote',
    'bibleWordNote',
    'translatedLines',
    'someTranslatedLines',
    'untranslatedLines',
    'doubtful',
    'more',
    'seeAlso',
    'citedWith',
  ),
  /** the built-in study's related passages (related-passages.ts) */
  relatedPassages: group('heading', 'more'),
  /** what tells namesakes apart in the people data (people/people.service.ts) */
  people: group('sonOf', 'daughterOf', 'childOf', 'husbandOf', 'wifeOf', 'partnerOf'),
  /** the AI prompt's fact sheet (prompts.ts) */
  factSheet: group(
    'sheet',
    'who',
    'notWho',
    'events',
    'eventsTopic',
    'datedEvents',
    'passages',
    'omitted',
    'method',
    'steps',
    'questions',
  ),
});

export type Phrases = z.output<typeof PhrasesSchema>;

export function loadPhrases(contentDir: string): Record<UiLanguage, Phrases> {
  const entries = UI_LANGUAGES.map(
    (lang) =>
      [
        lang,
        readContentFile(join(contentDir, 'locales', `${lang}.yaml`), PhrasesSchema, contentDir),
      ] as const,
  );
  return Object.fromEntries(entries) as Record<UiLanguage, Phrases>;
}

let loaded: Record<UiLanguage, Phrases> | undefined;

/** The phrases of a language, read once (at start-up: content/index.ts). */
export const phrases = (lang: UiLanguage): Phrases => (loaded ??= loadPhrases(findContentDir()))[lang];

/**
 * A phrase with its `{placeholders}` filled; an unknown placeholder is left as it is. A count with
 * its noun, `{books:livre|livres}`, is the number and the noun's singular for 1, else its plural
 * ("1 livre", "3 livres"): every count in the phrases can be 1 (a Nave's topic of one reference).
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template
    .replace(/\{(\w+):([^{}|]*)\|([^{}]*)\}/g, (all, k: string, one: string, other: string) =>
      values[k] === undefined ? all : `${values[k]} ${Number(values[k]) === 1 ? one : other}`,
    )
    .replace(/\{(?:(de|à|del) )?(\w+)\}/g, (all, article: string | undefined, k: string, at: number) => {
      if (values[k] === undefined) return all;
      const value = String(values[k]);
      // a name with an apposition closes it where the sentence goes on ("the study of James, son
      // of Zebedee, reveal"; "el estudio de Zacarías, padre de Juan el Bautista, acerca")
      const closed =
        /, /.test(value) && !/^[«“"]/.test(value) && /^ \p{L}/u.test(template.slice(at + all.length));
      return (article ? withArticle(article, value) : value) + (closed ? ',' : '');
    });

/**
 * A preposition before a name, as the language joins them: French `{de name}` elides before a
 * vowel or an h and contracts an article ("d’Hérode", "de la joie", "du pardon", "des enfants"),
 * `{à name}` contracts ("au pardon"); Spanish `{del name}` contracts "de el" ("del gozo", but "de
 * Abraham").
 */
function withArticle(article: string, value: string): string {
  if (article === 'del') return /^el /.test(value) ? `del ${value.slice(3)}` : `de ${value}`;
  const [, le, rest] = /^(le|les) (.*)$/.exec(value) ?? [];
  if (le) return `${article === 'de' ? (le === 'le' ? 'du' : 'des') : le === 'le' ? 'au' : 'aux'} ${rest}`;
  if (article === 'de' && /^[aeiouàâäéèêëîïôöûùüh]/i.test(value)) return `d’${value}`;
  return `${article} ${value}`;
}
