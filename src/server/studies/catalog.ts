/**
 * What can be studied: the curated characters and study methods, in each UI language, and the
 * scripture each subject is grounded in — a character's life events from its Nave's entry (or
 * the numbered part of it about this namesake) and key passages; a topic's Nave's references.
 */
import type { StudyCharacter, StudyMethod } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import { formatReference } from '../../shared/reference/format';
import { osisRange, type ParsedReference } from '../../shared/reference/osis';
import { parseReference } from '../../shared/reference/parse';
import { AppError } from '../errors';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { characterSeeds, type CharacterSeed } from '../content/characters';
import { studyMethods, type StudyMethodSeed, type StudyScope } from '../content/methods';
import { phrases } from '../content/phrases';
import { NavesRepo } from '../naves/naves.repo';
import type { NavesEvent } from '../naves/naves-parts';
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
  /** parsed key passages (a topic's are its first Nave's references) */
  passages: ParsedReference[];
}

export class StudyCatalog {
  private readonly characterById = new Map<string, CharacterSeed>();
  private readonly methodById = new Map<number, StudyMethodSeed>();
  private readonly events = new Map<string, NavesEvent[]>();
  private readonly sorted = new Map<UiLanguage, StudyCharacter[]>();
  constructor(
    repo: ScriptureRepo,
    private readonly naves = new NavesRepo(repo),
  ) {
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

  character(id: string, lang: UiLanguage): Subject {
    const c = this.characterById.get(id);
    if (!c) throw new AppError('character_not_found', 400);
    let events = this.events.get(id);
    if (!events) {
      const entry = this.naves.byName(c.naves.entry);
      events = entry ? (this.naves.parts(entry).get(c.naves.part ?? 0) ?? []) : [];
      this.events.set(id, events);
    }
    return {
      kind: 'character',
      id,
      name: c.name[lang],
      description: c.description[lang],
      events,
      passages: c.passages.map((p) => parseReference(p)!),
    };
  }

  /** A Nave's topic (the ids of GET /api/topics). */
  topic(id: number): Subject {
    const entry = this.naves.byId(id);
    if (!entry) throw new AppError('topic_not_found', 400);
    const events = [...this.naves.parts(entry).values()].flat();
    // the first references that name verses (not whole chapters), as the topic's key passages
    const passages = events
      .flatMap((e) => e.refs)
      .filter((r) => /\.\d+\.\d+/.test(r))
      .slice(0, 4)
      .map((osis) => ({ osis, ranges: [osisRange(osis)!] }));
    return {
      kind: 'topic',
      id: String(entry.id),
      name: titleCase(entry.name),
      description: '',
      events,
      passages,
    };
  }
}
