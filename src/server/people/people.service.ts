/**
 * People, places and events (Theographic Bible Metadata, imported and checked by
 * import/write-people.ts). The people's names, titles and family are held in memory (3,069 people:
 * a few hundred KB); verses, events and places are read per answer, and answers are cached.
 * Namesakes are told apart by their titles (titles.ts); a study character's title is its name in
 * the language asked (Joseph of Arimathea).
 */
import { BOOKS, type UiLanguage, UI_LANGUAGES } from '../../shared/books';
import {
  PEOPLE_ATTRIBUTION,
  type ChapterPeople,
  type PeopleSearch,
  type Person,
  type PersonRef,
  type Place,
  type PlaceRef,
} from '../../shared/api';
import { joinedOsis } from '../../shared/reference/osis';
import { fold } from '../scripture/fold';
import type { CharacterSeed } from '../content/characters';
import { AppError } from '../errors';
import { JsonCache, type CachedText } from '../http/json-cache';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { PeopleRepo, type PersonRow } from './people.repo';
import { personEvents } from './person-events';
import { namesakeTitles } from './titles';

type Kind =
  'father' | 'mother' | 'partner' | 'child' | 'sibling' | 'half-sibling' | 'cousin' | 'raised-by' | 'raised';

/** The most a search lists; `total` says how many were found. */
export const PEOPLE_SEARCH_LIMIT = 50;

/** Search keys: the first letters of every word of a name. */
const PREFIX = 3;

export class PeopleService {
  private readonly people = new Map<string, PersonRow>();
  private readonly places = new Map<string, PlaceRef>();
  private readonly links = new Map<string, Map<Kind, string[]>>();
  private readonly firstVerse = new Map<string, string>();
  /** person id → character id, and the character's names */
  private readonly characterOf = new Map<string, CharacterSeed>();
  private readonly titles: Record<UiLanguage, Map<string, string>>;
  /** per language: [person, folded name] under the first letters of each of the name's words */
  private readonly searchNames: Record<UiLanguage, Map<string, [string, string][]>>;
  private readonly cache = new JsonCache(8 * 1024 * 1024);
  private readonly data: PeopleRepo;

  /** `people`: the people data (app.ts hands it on), or scripture.db's repository, whose it is */
  constructor(people: PeopleRepo | ScriptureRepo, characters: readonly CharacterSeed[]) {
    this.data = PeopleRepo.of(people);
    // what titles and search need; the articles (2 MB) and verse lists are read per answer
    for (const r of this.data.people()) this.people.set(r.id, r);
    for (const r of this.data.places()) this.places.set(r.id, r);
    for (const [person, kind, other] of this.data.links<Kind>()) {
      const byKind = this.links.get(person) ?? new Map<Kind, string[]>();
      this.links.set(person, byKind);
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind)!.push(other);
    }
    // the first verse that names each person (KJV order: book, chapter, verse)
    for (const [person, key] of this.data.firstVerses()) {
      const [b, c, v] = [Math.floor(key / 1e6), Math.floor(key / 1000) % 1000, key % 1000];
      this.firstVerse.set(person, `${BOOKS[b - 1].osis}.${c}.${v}`);
    }
    for (const c of characters) if (this.people.has(c.person)) this.characterOf.set(c.person, c);
    this.titles = Object.fromEntries(UI_LANGUAGES.map((l) => [l, this.buildTitles(l)])) as Record<
      UiLanguage,
      Map<string, string>
    >;
    this.searchNames = Object.fromEntries(
      UI_LANGUAGES.map((lang) => {
        // each folded name under the first letters (up to three) of each of its words
        const index = new Map<string, [string, string][]>();
        for (const p of this.people.values()) {
          const character = this.characterOf.get(p.id);
          const names = new Set(
            [p.name, p.title, this.titles[lang].get(p.id)!, ...(JSON.parse(p.also_called) as string[])]
              .concat(character ? Object.values(character.name).flatMap((n) => [n, n.split(',')[0]]) : [])
              .map(fold),
          );
          for (const name of names)
            for (const key of new Set(name.split(' ').map((w) => w.slice(0, PREFIX))))
              if (key) {
                const under = index.get(key) ?? [];
                if (!under.length) index.set(key, under);
                under.push([p.id, name]);
              }
        }
        return [lang, index];
      }),
    ) as Record<UiLanguage, Map<string, [string, string][]>>;
  }

  private link(id: string, kind: Kind): string[] {
    return this.links.get(id)?.get(kind) ?? [];
  }

  private buildTitles(lang: UiLanguage): Map<string, string> {
    const titles = namesakeTitles([...this.people.values()], lang, {
      parent: (id) => this.link(id, 'father')[0] ?? this.link(id, 'mother')[0],
      partner: (id) => this.link(id, 'partner')[0],
      firstVerse: (id) => this.firstVerse.get(id),
      name: (id) => this.nameOf(id, lang),
    });
    // a study character's own name, in the language asked, tells the person apart best
    for (const [id, c] of this.characterOf) titles.set(id, c.name[lang]);
    return titles;
  }

  /** The name in the language asked: a study character's (José), else the source's (KJV spelling). */
  private nameOf(id: string, lang: UiLanguage): string {
    const character = this.characterOf.get(id);
    return character ? character.name[lang].split(',')[0] : this.people.get(id)!.name;
  }

  private ref(id: string, lang: UiLanguage): PersonRef {
    return { id, name: this.nameOf(id, lang), title: this.titles[lang].get(id)! };
  }

  search(q: string, lang: UiLanguage): PeopleSearch {
    const query = fold(q);
    const found = new Map<string, number>(); // person → rank: 0 the whole name, 1 its start, 2 a later word's
    const index = this.searchNames[lang];
    // names with a word that starts like the query: under its first letters, or under every key
    // that starts with them when the query is shorter than the keys
    const candidates =
      query.length >= PREFIX
        ? (index.get(query.slice(0, PREFIX)) ?? [])
        : [...index].filter(([key]) => key.startsWith(query)).flatMap(([, names]) => names);
    for (const [id, name] of candidates) {
      const rank = name === query ? 0 : name.startsWith(query) ? 1 : name.includes(` ${query}`) ? 2 : -1;
      if (rank >= 0 && rank < (found.get(id) ?? 3)) found.set(id, rank);
    }
    const items = [...found]
      .sort(
        ([a, ra], [b, rb]) =>
          ra - rb || this.people.get(b)!.verse_count - this.people.get(a)!.verse_count || (a < b ? -1 : 1),
      )
      .slice(0, PEOPLE_SEARCH_LIMIT)
      .map(([id]) => ({ ...this.ref(id, lang), verseCount: this.people.get(id)!.verse_count }));
    return { items, total: found.size, attribution: PEOPLE_ATTRIBUTION };
  }

  /** Whether a person has this id (the page of an unknown one is a 404). */
  has(id: string): boolean {
    return this.people.has(id);
  }

  personJson(id: string, lang: UiLanguage): CachedText {
    if (!this.people.has(id)) throw new AppError('person_not_found', 404);
    return this.cache.get(`p\u0000${id}\u0000${lang}`, () => this.person(id, lang));
  }

  placeJson(id: string, lang: UiLanguage): CachedText {
    return this.cache.get(`l\u0000${id}\u0000${lang}`, () => this.place(id, lang));
  }

  person(id: string, lang: UiLanguage): Person {
    const p = this.people.get(id);
    if (!p) throw new AppError('person_not_found', 404);
    const refs = (kind: Kind) => this.link(id, kind).map((o) => this.ref(o, lang));
    const events = personEvents(this.data, id, lang);
    const extra = this.data.personExtra(id);
    const places = (JSON.parse(extra.places) as string[]).map((pl) => this.placeRef(pl));
    return {
      ...this.ref(id, lang),
      gender: p.gender,
      alsoCalled: JSON.parse(p.also_called) as string[],
      birthYear: p.birth_year,
      deathYear: p.death_year,
      father: refs('father')[0] ?? null,
      mother: refs('mother')[0] ?? null,
      partners: refs('partner'),
      children: refs('child'),
      siblings: refs('sibling'),
      halfSiblings: refs('half-sibling'),
      cousins: refs('cousin'),
      raisedBy: refs('raised-by'),
      raised: refs('raised'),
      events,
      places,
      verses: JSON.parse(extra.verses) as string[],
      verseCount: p.verse_count,
      easton: extra.easton,
      character: this.characterOf.get(id)?.id ?? null,
      sourceLanguage: 'en',
      attribution: PEOPLE_ATTRIBUTION,
    };
  }

  /** Who and what a chapter names, in the order they first appear. */
  chapterJson(book: number, chapter: number, lang: UiLanguage): CachedText {
    return this.cache.get(`c\u0000${book}\u0000${chapter}\u0000${lang}`, (): ChapterPeople => {
      // [key, verses] in the order the keys first appear
      const grouped = (rows: [string, number][]) => {
        const out = new Map<string, number[]>();
        for (const [key, verse] of rows) {
          if (!out.has(key)) out.set(key, []);
          out.get(key)!.push(verse);
        }
        return [...out];
      };
      const people = grouped(this.data.chapterPeople(book, chapter));
      // by name: two records of one name in a chapter (Judea the region, and "Judean") are listed once
      const placeRows = this.data.chapterPlaces(book, chapter);
      const idOf = new Map<string, string>();
      for (const [id] of placeRows)
        if (!idOf.has(this.places.get(id)!.name)) idOf.set(this.places.get(id)!.name, id);
      const places = grouped(placeRows.map(([id, verse]) => [this.places.get(id)!.name, verse]));
      return {
        people: people.map(([id, verses]) => ({ ...this.ref(id, lang), verses })),
        places: places.map(([name, verses]) => ({
          id: idOf.get(name)!,
          name,
          verses: [...new Set(verses)],
        })),
        attribution: PEOPLE_ATTRIBUTION,
      };
    });
  }

  private placeRef(id: string): PlaceRef {
    return this.places.get(id)!;
  }

  place(id: string, lang: UiLanguage): Place {
    const r = this.places.get(id);
    if (!r) throw new AppError('place_not_found', 404);
    const people = this.data
      .placePeople(id)
      .filter((p) => this.people.has(p))
      .sort((a, b) => this.people.get(b)!.verse_count - this.people.get(a)!.verse_count);
    return {
      ...r,
      verses: joinedOsis(this.data.placeVerses(id)),
      people: people.map((p) => this.ref(p, lang)),
      easton: this.data.placeEaston(id),
      sourceLanguage: 'en',
      attribution: PEOPLE_ATTRIBUTION,
    };
  }
}
