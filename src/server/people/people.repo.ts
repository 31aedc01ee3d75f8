/**
 * The people data's queries (Theographic Bible Metadata in scripture.db, imported by
 * import/write-people.ts): people, places and their links, the verses that name them, and a
 * person's events. Statements are prepared once, here; the person page (people.service.ts), the
 * studies' names of a passage (passage-people.ts) and a person's events (person-events.ts) ask
 * through its methods. Built once a database (`ScriptureRepo.repository`, app.ts).
 */
import type { PersonEvent, PlaceRef } from '../../shared/api';
import type { ScriptureRepo } from '../scripture/scripture.repo';

export interface PersonRow {
  id: string;
  name: string;
  title: string;
  gender: 'male' | 'female' | null;
  also_called: string;
  birth_year: number | null;
  death_year: number | null;
  birth_place: string | null;
  death_place: string | null;
  verse_count: number;
}

/** An event a person takes part in, as stored (titles and verses as JSON). */
export type PersonEventRow = Pick<PersonEvent, 'id' | 'start' | 'role'> & {
  titles: string;
  span: number;
  verses: string;
};

/** God, whose name the Bibles render LORD, Jehová, l'Éternel: never among a passage's people. */
const GOD = 'god_1324';

export class PeopleRepo {
  private readonly stmts;

  /** The repository itself, or scripture.db's one (for callers that hold only scripture.db's). */
  static of(from: PeopleRepo | ScriptureRepo): PeopleRepo {
    return from instanceof PeopleRepo ? from : from.repository(PeopleRepo);
  }

  constructor(repo: ScriptureRepo) {
    const sql = (q: string) => repo.prepare(q);
    // [name, verse, other names (JSON), id] of the records a book's verses name, God aside
    const named = (table: string, key: string, names: string, aliases: string) =>
      sql(
        `SELECT n.name, t.verse, ${aliases}, n.id FROM ${table} t JOIN ${names} n ON n.id = t.${key}
           WHERE t.book = ? AND t.chapter = ? AND t.verse BETWEEN ? AND ? AND t.${key} <> '${GOD}'`,
      ).raw();
    this.stmts = {
      people: sql(
        'SELECT id, name, title, gender, also_called, birth_year, death_year, birth_place, death_place, verse_count FROM people',
      ),
      places: sql('SELECT id, name, lat, lon FROM places'),
      links: sql('SELECT person, kind, other FROM person_links').raw(),
      // the first verse that names each person, as book * 1e6 + chapter * 1e3 + verse
      firstVerses: sql(
        'SELECT person, min(book * 1000000 + chapter * 1000 + verse) FROM person_verses GROUP BY person',
      ).raw(),
      personExtra: sql('SELECT easton, verses, places FROM people WHERE id = ?'),
      chapterPeople: sql(
        'SELECT person, verse FROM person_verses WHERE book = ? AND chapter = ? ORDER BY verse',
      ).raw(),
      chapterPlaces: sql(
        'SELECT place, verse FROM place_verses WHERE book = ? AND chapter = ? ORDER BY verse',
      ).raw(),
      placeEaston: sql('SELECT easton FROM places WHERE id = ?').pluck(),
      placeVerses: sql(
        'SELECT book, chapter, verse FROM place_verses WHERE place = ? ORDER BY book, chapter, verse',
      ).raw(),
      placePeople: sql(`SELECT id FROM people WHERE birth_place = $id OR death_place = $id
        UNION SELECT ep.person FROM event_places pl JOIN event_people ep ON ep.event = pl.event WHERE pl.place = $id`).pluck(),
      events: sql(
        'SELECT e.id, e.titles, e.start, e.span, e.verses, ep.role FROM event_people ep JOIN events e ON e.id = ep.event WHERE ep.person = ? ORDER BY e.seq',
      ),
      verseIds: sql(
        "SELECT b.osis || '.' || pv.chapter || '.' || pv.verse FROM person_verses pv JOIN books b ON b.id = pv.book WHERE pv.person = ?",
      ).pluck(),
      namedPeople: named('person_verses', 'person', 'people', 'n.also_called'),
      namedPlaces: named('place_verses', 'place', 'places', "'[]'"),
    };
  }

  /** Every person's record (without the articles and verse lists). */
  people(): PersonRow[] {
    return this.stmts.people.all() as PersonRow[];
  }

  places(): PlaceRef[] {
    return this.stmts.places.all() as PlaceRef[];
  }

  /** Every family link, as [person, kind, other]. */
  links<Kind extends string>(): [string, Kind, string][] {
    return this.stmts.links.all() as [string, Kind, string][];
  }

  /** Each person's first verse, as [person, book order * 1e6 + chapter * 1e3 + verse]. */
  firstVerses(): [string, number][] {
    return this.stmts.firstVerses.all() as [string, number][];
  }

  /** A person's article (Easton's), verses and places (both JSON). */
  personExtra(id: string): { easton: string | null; verses: string; places: string } {
    return this.stmts.personExtra.get(id) as { easton: string | null; verses: string; places: string };
  }

  /** The people a chapter names, as [person, verse] in verse order. */
  chapterPeople(book: number, chapter: number): [string, number][] {
    return this.stmts.chapterPeople.all(book, chapter) as [string, number][];
  }

  /** The places a chapter names, as [place, verse] in verse order. */
  chapterPlaces(book: number, chapter: number): [string, number][] {
    return this.stmts.chapterPlaces.all(book, chapter) as [string, number][];
  }

  placeEaston(id: string): string | null {
    return (this.stmts.placeEaston.get(id) as string | null | undefined) ?? null;
  }

  /** A place's verses, as [book order, chapter, verse] in order. */
  placeVerses(id: string): [number, number, number][] {
    return this.stmts.placeVerses.all(id) as [number, number, number][];
  }

  /** The people born or dead at a place, or in an event there. */
  placePeople(id: string): string[] {
    return this.stmts.placePeople.all({ id }) as string[];
  }

  /** A person's events in time order. */
  events(person: string): PersonEventRow[] {
    return this.stmts.events.all(person) as PersonEventRow[];
  }

  /** The verses that name a person, as `Book.chapter.verse` ids (KJV numbering). */
  verseIds(person: string): string[] {
    return this.stmts.verseIds.all(person) as string[];
  }

  /**
   * The people (or places) verses `from`–`to` of a chapter name, God aside, as [name, verse, other
   * names (JSON), id].
   */
  namedIn(kind: 'person' | 'place', book: number, chapter: number, from: number, to: number) {
    const stmt = kind === 'person' ? this.stmts.namedPeople : this.stmts.namedPlaces;
    return stmt.all(book, chapter, from, to) as [string, number, string, string][];
  }
}
