/**
 * What can be studied: the curated characters and study methods, in each UI language, and the
 * scripture each subject is grounded in — a character's life events from its Nave's entry (or
 * the numbered part of it about this namesake) and key passages; a topic's Nave's references.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { StudyCharacter, StudyMethod } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import { formatReference } from '../../shared/reference/format';
import type { ParsedReference } from '../../shared/reference/osis';
import { parseReference } from '../../shared/reference/parse';
import { AppError } from '../errors';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { characterSeeds, type CharacterSeed } from '../content/characters';
import { studyMethods, type StudyScope } from '../content/methods';
import { fill, phrases } from '../content/phrases';
import { bibleNamesOf, type BibleName, type BibleNames } from '../naves/bible-names';
import { NavesChecker } from '../naves/naves-check';
import { alikeRecord, foldName, nameBearers, nameRecord, strongsName } from '../people/name-record';
import { NavesRepo } from '../naves/naves.repo';
import { PeopleNamesRepo, type NameKind } from '../people/people-names.repo';
import { bounded } from '../naves/naves-bound';
import { partOfPassages, type NavesEvent } from '../naves/naves-parts';
import { sentenceNamed, studiedTopic, titleCase, topicName, topicNameInText } from '../naves/topic-names';
import { Centrality } from '../naves/centrality';
import { topicOutline } from '../naves/topic-outline';
import { writtenAsName } from '../naves/written-as-name';
import { topicPassages } from '../content/topic-passages';
import { StudyMethods } from './study-methods';

/**
 * Spec §5: names containing Jesus, Moses or David first, in that order (as each language writes
 * them: `firstNames` in content/locales); within each of those groups, the person himself leads
 * (Jesus Christ before "Mary, mother of Jesus").
 */
const FIRST_IDS = ['jesus-christ', 'moses', 'david'];

/** A subject of study, resolved: what the composer and the prompts need. */
export interface Subject {
  kind: 'character' | 'topic';
  id: string;
  name: string;
  /** a character's description; empty for topics */
  description: string;
  events: NavesEvent[];
  /** parsed key passages (a topic's are chosen from its Nave's references: topic-outline.ts) */
  passages: ParsedReference[];
  /** the Nave's entry the events come from (English, as Nave's names it), and its topic id */
  naves?: { entry: string; id: number };
  /** lines of the Nave's entry past `events` (only Jesus' entry is longer than a study holds) */
  eventsLeft?: number;
  /** a topic's `See …` pointers not followed into the study: other Nave's topics (English) */
  seeAlso?: string[];
  /** a topic of a verse or two: the other Nave's entries that cite them (topic-outline.ts) */
  citedWith?: { name: string; line?: string }[];
  citedWithLeft?: number;
  /** the subject's name is Nave's English one: the language has no translation for it */
  englishName?: true;
  /** a topic's name is its word in the language's tagged Bible (WAR: «guerra»), said once with Nave's */
  bibleWord?: { english: string; bible: string };
  /** a topic's name as a title where the study's sentences say it with its article (Joie: la joie) */
  title?: string;
  /** a topic that is a person's or a place's name in the people data (ZEBINA, ACELDAMA): asked about as one */
  properName?: 'person' | 'place';
  /** the person in the people data (`joseph_1716`), when it was imported: a character's, or the one a topic names */
  person?: string;
  /** the place in the people data (`dothan_342`) a topic names */
  place?: string;
  /** how many namesakes Nave's entry holds, when `person` or `place` is the one its key passages are about */
  namesakes?: number;
  /** how many people of the name the people data records in the topic's verses, when more than one */
  bearers?: number;
  /** the traits its content file names, each on a verse and the KJV's words there (`traits` in content/characters) */
  traits?: { trait: string; verse: ParsedReference; kjv: string }[];
}

const bibleWord = (entry: string, { bible }: BibleName) => ({ english: titleCase(entry), bible });

/**
 * Nave's lines without their quotation marks: Nave's own words ("Delivers the “Sermon on the
 * Mount”", Rachel "“buried on the way to Ephrath, which is Bethlehem,”"), which the study's check
 * would otherwise read as a misquoted verse.
 */
const unquoted = (events: NavesEvent[]): NavesEvent[] =>
  events.map((e) => (/[“”"]/.test(e.text) ? { ...e, text: e.text.replace(/[“”"]/g, '') } : e));

/**
 * Between two steps of work done in the background once the server listens. A pause rather than
 * a turn of the event loop (setImmediate): a turn accepts a single new connection, so a burst of
 * connections arriving while the server warms would otherwise wait a step for each one.
 */
export const backgroundPause = () => sleep(1);

export class StudyCatalog {
  private readonly characterById = new Map<string, CharacterSeed>();
  readonly studyMethods = new StudyMethods(studyMethods());
  private readonly events = new Map<
    string,
    { events: NavesEvent[]; left: number; entry?: { name: string; id: number } }
  >();
  private readonly checker: NavesChecker;
  private readonly bibleNames: BibleNames;
  private readonly sorted = new Map<UiLanguage, StudyCharacter[]>();
  /** whether the people data was imported (its source may be missing: docs/data.md) */
  private readonly hasPeople: boolean;
  /** the people data's names of people and of places, folded (foldName) */
  private readonly names: { person: Set<string>; place: Set<string> };

  constructor(
    private readonly repo: ScriptureRepo,
    private readonly naves = new NavesRepo(repo),
    private readonly people = new PeopleNamesRepo(repo),
  ) {
    this.checker = new NavesChecker(repo);
    this.bibleNames = bibleNamesOf(repo);
    this.hasPeople = people.hasPeople();
    const namesOf = (kind: NameKind) => new Set(people.names(kind).map(foldName));
    this.names = { person: namesOf('person'), place: namesOf('place') };
    for (const c of characterSeeds()) this.characterById.set(c.id, c);
  }

  /** Every character in the language, in the order of spec §5. */
  characters(lang: UiLanguage): StudyCharacter[] {
    let list = this.sorted.get(lang);
    if (!list) {
      const first = phrases(lang).firstNames;
      const group = (c: CharacterSeed) => {
        const i = first.findIndex((n) => c.name[lang].includes(n));
        return i < 0 ? first.length : i;
      };
      const collator = new Intl.Collator(lang);
      list = [...characterSeeds()]
        .sort(
          (a, b) =>
            group(a) - group(b) ||
            Number(FIRST_IDS.includes(b.id)) - Number(FIRST_IDS.includes(a.id)) ||
            collator.compare(a.name[lang], b.name[lang]),
        )
        .map((c) => ({
          id: c.id,
          name: c.name[lang],
          description: c.description[lang],
          naves: c.naves.entry,
          person: this.hasPeople ? c.person : null,
          passages: c.passages.map((p) => {
            const parsed = parseReference(p)!;
            return { text: formatReference(parsed, lang), osis: parsed.osis };
          }),
        }));
      this.sorted.set(lang, list);
    }
    return list;
  }

  /** The methods offered for characters or topics (GET /api/methods). */
  methods(lang: UiLanguage, scope: StudyScope): StudyMethod[] {
    return this.studyMethods.offered(lang, scope);
  }

  /**
   * Resolves and checks every character's Nave's events now (about 0.2 s in all, most of it
   * reading the verses each reference is checked against), one character at a time with a pause
   * between them, so that no reader's first study pays for it and no request waits behind more
   * than one character. Stops when `signal` aborts (the server closing).
   */
  async warm(signal: AbortSignal): Promise<void> {
    this.repo.repository(Centrality).warm();
    for (const id of this.characterById.keys()) {
      if (signal.aborted) return;
      this.character(id, 'en');
      await backgroundPause();
    }
  }

  character(id: string, lang: UiLanguage): Subject {
    const c = this.characterById.get(id);
    if (!c) throw new AppError('character_not_found', 400);
    let found = this.events.get(id);
    if (!found) {
      const entry = this.naves.byName(c.naves.entry);
      const all = entry ? (this.naves.parts(entry).get(c.naves.part ?? 0) ?? []) : [];
      const lines = bounded(all);
      // each reference checked against its verses: the person's names in every language, Nave's name
      const names = [...Object.values(c.name), ...(c.otherNames ?? []), c.naves.entry];
      found = { events: unquoted(this.checker.check(lines, names)), left: all.length - lines.length, entry };
      this.events.set(id, found);
    }
    return {
      kind: 'character',
      id,
      name: c.name[lang],
      description: c.description[lang],
      events: found.events,
      ...(found.left ? { eventsLeft: found.left } : {}),
      passages: c.passages.map((p) => parseReference(p)!),
      ...(found.entry ? { naves: { entry: found.entry.name, id: found.entry.id } } : {}),
      ...(this.hasPeople ? { person: c.person } : {}),
      ...(c.traits ? { traits: c.traits.map((t) => ({ ...t, verse: parseReference(t.verse)! })) } : {}),
    };
  }

  /** A Nave's topic (the ids of GET /api/topics), named in the language where content/ has the name. */
  topic(id: number, lang: UiLanguage = 'en'): Subject {
    const entry = this.naves.byId(id) ?? this.naves.pointedTo(id); // TRUST: `See FAITH`
    if (!entry) throw new AppError('topic_not_found', 400);
    const outline = topicOutline(this.repo, this.naves, this.checker, entry);
    const name = topicName(entry.name, lang);
    const inText = topicNameInText(entry.name, lang);
    const refs = outline.events.flatMap((e) => e.refs);
    const parts = this.naves.parts(entry);
    const one = this.hasPeople && parts.size <= 1;
    // a most-studied topic (topic-names.yaml) is a topic (GOD is no person to study, SIN no
    // wilderness); one named only in content/topic-names/<lang>.yaml may be a person, in every language
    const studied = studiedTopic(entry.name);
    const known = studied || topicPassages()[entry.name] ? {} : this.properName(entry.name, refs);
    // a person or a place Nave's names as neither the data nor Strong's spells it, whose verses name
    // one alike (SHAMMUAH: the data's Shammua)
    const alike =
      one && !known.properName && !studied && this.naves.kind(entry.id) !== 'topic'
        ? alikeRecord(this.people, entry.name, refs)
        : undefined;
    const proper = alike ? { properName: alike.kind } : known;
    const said = alike?.name.toUpperCase() ?? entry.name; // as its verses spell it (BUZZI: Buzi)
    const spelled = name ? null : this.bibleNames.of(said, lang, proper.properName !== undefined);
    const quoted = (n: string) => fill(phrases(lang).naves.englishName, { name: n });
    // the people data's record of the one person or place the entry names (not of namesakes: JAMES 1, 2, 3)
    // (or of the namesake every key passage is about: AMASA, David's nephew)
    const namesake =
      proper.properName && !one && this.hasPeople ? partOfPassages(parts, outline.passages) : undefined;
    const record =
      alike?.id ??
      (proper.properName && (one || namesake)
        ? nameRecord(this.people, proper.properName, entry.name, namesake?.refs ?? refs)
        : undefined);
    // the people of the name its verses name, when several (a Word Study tells them apart: name-bearers.ts)
    const bearers =
      proper.properName === 'person' && this.hasPeople ? nameBearers(this.people, 'person', said, refs) : 0;
    return {
      kind: 'topic',
      id: String(entry.id),
      // a name content/ does not translate is the Bible's (a name as it is, a word in quotation
      // marks, titled with a capital), else Nave's English one, in quotation marks; the study says
      // once which (compose.ts). A Spanish or French name of content/ is said with its article in
      // sentences ("sur la joie"), titled "Joie"
      name:
        inText ??
        name ??
        (spelled?.kind === 'name'
          ? spelled.name
          : spelled
            ? quoted(spelled.name)
            : lang === 'en'
              ? titleCase(said)
              : quoted(titleCase(said))),
      ...(inText && name ? { title: name } : sentenceNamed(name ?? titleCase(said), lang, proper.properName)),
      ...(spelled?.kind === 'word'
        ? { title: titleCase(spelled.name), bibleWord: bibleWord(entry.name, spelled) }
        : {}),
      description: '',
      events: unquoted(outline.events),
      ...(outline.left ? { eventsLeft: outline.left } : {}),
      passages: outline.passages,
      naves: { entry: entry.name, id: entry.id },
      seeAlso: outline.seeAlso,
      ...(outline.citedWith ? { citedWith: outline.citedWith, citedWithLeft: outline.citedWithLeft } : {}),
      ...(name || spelled || lang === 'en' ? {} : { englishName: true as const }),
      ...proper,
      ...(record ? { [proper.properName === 'person' ? 'person' : 'place']: record } : {}),
      // (numbered parts only: part 0 holds lines before them)
      ...(record && namesake ? { namesakes: [...parts.keys()].filter((k) => k > 0).length } : {}),
      ...(bearers > 1 ? { bearers } : {}),
    };
  }

  /**
   * Whether a Nave's entry names a person or a place of the people data (a person first: ASAHEL;
   * GUR-BAAL is Gurbaal), or one Strong's defines (SHAMMUAH), and its verses write it as a name
   * (the data's places Rock, Pool and Tower are not Nave's ROCK, POOL and TOWER).
   */
  private properName(entry: string, refs: string[]): { properName?: 'person' | 'place' } {
    const name = foldName(entry);
    const kind = this.names.person.has(name)
      ? 'person'
      : this.names.place.has(name)
        ? 'place'
        : strongsName(this.people, entry);
    return kind && writtenAsName(this.repo, entry, refs) ? { properName: kind } : {};
  }
}
