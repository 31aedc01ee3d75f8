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
import { distance } from '../../shared/edit-distance';
import { AppError } from '../errors';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { characterSeeds, type CharacterSeed } from '../content/characters';
import { studyMethods, type StudyMethodSeed, type StudyScope } from '../content/methods';
import { fill, phrases } from '../content/phrases';
import { NavesChecker } from '../naves/naves-check';
import { NavesRepo } from '../naves/naves.repo';
import { bounded } from '../naves/naves-bound';
import type { NavesEvent } from '../naves/naves-parts';
import { topicName, topicNameInText } from '../naves/topic-names';
import { topicOutline } from '../naves/topic-outline';
import { titleCase } from '../naves/topics.service';

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
  /** the subject's name is Nave's English one: the language has no translation for it */
  englishName?: true;
  /** a topic's name as a title where the study's sentences say it with its article (Joie: la joie) */
  title?: string;
  /** a topic that is a person's or a place's name in the people data (ZEBINA, ACELDAMA): asked about as one */
  properName?: 'person' | 'place';
  /** a character's person in the people data (`joseph_1716`), when it was imported */
  person?: string;
  /** the traits its content file names, each on a verse and the KJV's words there (`traits` in content/characters) */
  traits?: { trait: string; verse: ParsedReference; kjv: string }[];
}

/** A name's letters as they sound across the Bibles' spellings: Zephaniah, Sephanías and Sofonías alike. */
const sound = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/[zc]/g, 's')
    .replace(/[jy]/g, 'i')
    .replace(/w/g, 'v')
    .replace(/k/g, 'q')
    .replace(/h/g, '')
    .replace(/(.)\1/g, '$1');

/** Two spellings of one name: at most two letters in five differ (Lois, Loida). */
const soundsAlike = (a: string, b: string) => {
  const [x, y] = [sound(a), sound(b)];
  return distance(x, y) <= Math.max(x.length, y.length) * 0.4;
};

/** Words a Bible sets on a name's number with it ("y á Sephanías", "de Sefanías", "à Loïs"). */
const PARTICLES = new Set(
  'y e á a de del el la los las al en con por para sobre à au aux le les des du et avec pour par sur dans'.split(
    ' ',
  ),
);

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
  private readonly methodById = new Map<number, StudyMethodSeed>();
  private readonly events = new Map<
    string,
    { events: NavesEvent[]; left: number; entry?: { name: string; id: number } }
  >();
  private readonly checker: NavesChecker;
  private readonly sorted = new Map<UiLanguage, StudyCharacter[]>();
  /** whether the people data was imported (its source may be missing: docs/data.md) */
  private readonly hasPeople: boolean;
  /** the people data's names of people and of places, lower-cased */
  private readonly names: { person: Set<string>; place: Set<string> };

  constructor(
    private readonly repo: ScriptureRepo,
    private readonly naves = new NavesRepo(repo),
  ) {
    this.checker = new NavesChecker(repo);
    this.hasPeople = repo.prepare('SELECT 1 FROM people LIMIT 1').get() !== undefined;
    const namesOf = (table: string) =>
      new Set(repo.prepare(`SELECT DISTINCT lower(name) FROM ${table}`).pluck().all() as string[]);
    this.names = { person: namesOf('people'), place: namesOf('places') };
    for (const c of characterSeeds()) this.characterById.set(c.id, c);
    for (const m of studyMethods()) this.methodById.set(m.id, m);
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

  /** The methods offered for characters or topics, by studyname in the language (spec §7). */
  methods(lang: UiLanguage, scope: StudyScope): StudyMethod[] {
    const collator = new Intl.Collator(lang);
    return studyMethods()
      .filter((m) => m.scopes.includes(scope))
      .map((m) => this.methodIn(m, lang))
      .sort((a, b) => collator.compare(a.studyname, b.studyname));
  }

  methodIn(m: StudyMethodSeed, lang: UiLanguage): StudyMethod {
    return { id: m.id, studyname: m.studyname[lang], studydescription: m.studydescription[lang] };
  }

  method(id: number, scope: StudyScope): StudyMethodSeed {
    const m = this.methodById.get(id);
    if (!m || !m.scopes.includes(scope)) throw new AppError('method_not_found', 400);
    return m;
  }

  /**
   * Resolves and checks every character's Nave's events now (about 0.2 s in all, most of it
   * reading the verses each reference is checked against), one character at a time with a pause
   * between them, so that no reader's first study pays for it and no request waits behind more
   * than one character. Stops when `signal` aborts (the server closing).
   */
  async warm(signal: AbortSignal): Promise<void> {
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
    const entry = this.naves.byId(id);
    if (!entry) throw new AppError('topic_not_found', 400);
    const outline = topicOutline(this.repo, this.naves, this.checker, entry);
    const name = topicName(entry.name, lang);
    const inText = topicNameInText(entry.name, lang);
    const spelled = name || lang === 'en' ? null : this.bibleName(entry.name, lang);
    return {
      kind: 'topic',
      id: String(entry.id),
      // a name content/ does not translate stays Nave's English one, in quotation marks (the study
      // says once that it is English: compose.ts); a Spanish or French study says it with its
      // article ("sur la joie"), titled "Joie"
      name:
        inText ??
        name ??
        spelled ??
        (lang === 'en'
          ? titleCase(entry.name)
          : fill(phrases(lang).naves.englishName, { name: titleCase(entry.name) })),
      ...(inText && name ? { title: name } : {}),
      description: '',
      events: unquoted(outline.events),
      ...(outline.left ? { eventsLeft: outline.left } : {}),
      passages: outline.passages,
      naves: { entry: entry.name, id: entry.id },
      seeAlso: outline.seeAlso,
      ...(name || spelled || lang === 'en' ? {} : { englishName: true as const }),
      ...this.properName(entry.name),
    };
  }

  /** Whether a Nave's entry names a person or a place of the people data (a person first: ASAHEL). */
  private properName(entry: string): { properName?: 'person' | 'place' } {
    const name = entry.toLowerCase();
    if (this.names.person.has(name)) return { properName: 'person' };
    return this.names.place.has(name) ? { properName: 'place' } : {};
  }

  /**
   * A Nave's entry that is a person's or a place's name, as the language's Strong's-tagged Bible
   * spells it (LOIS: Loida in the Reina-Valera, Loïs in Darby's French): the number the KJV
   * renders by that name most, and that Bible's commonest word for it without the particles
   * around it ("y á Sephanías"). Null when the language has no such Bible (Telugu) or no name.
   */
  private bibleName(entry: string, lang: UiLanguage): string | null {
    if (!this.properName(entry).properName) return null;
    const bible = this.repo.translations().find((t) => t.language === lang && t.hasStrongs);
    const strongs = bible
      ? (this.repo
          .prepare(
            "SELECT strongs FROM renderings WHERE translation = 'KJV' AND word = ? ORDER BY count DESC",
          )
          .pluck()
          .get(entry.toLowerCase()) as string | undefined)
      : undefined;
    if (!bible || !strongs) return null;
    const tally = new Map<string, number>();
    for (const { word, count } of this.repo
      .prepare('SELECT word, count FROM renderings WHERE translation = ? AND strongs = ?')
      .all(bible.id, strongs) as { word: string; count: number }[]) {
      const bare = word
        .split(' ')
        .filter((w) => !PARTICLES.has(w))
        .join(' ');
      if (/^\p{L}/u.test(bare)) tally.set(bare, (tally.get(bare) ?? 0) + count);
    }
    const [best] = [...tally].sort((a, b) => b[1] - a[1]);
    // a tagging slip can set another name on the number (Zebina's: "Jadau", Ezra 10:43's list): the
    // language's spelling of a name sounds like it (Zephaniah, Sephanías; Shiloh, Silo)
    if (!best || !soundsAlike(best[0], entry)) return null;
    return best[0].charAt(0).toLocaleUpperCase(lang) + best[0].slice(1);
  }
}
