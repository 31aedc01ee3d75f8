/**
 * The queries the study catalogue asks of the people data (Theographic, in scripture.db) and of
 * Strong's about a name: whether the data was imported, its names of people and places, the
 * records a name stands for and their verses, and what Strong's says a word names. Statements are
 * prepared once, here.
 */
import type Database from 'better-sqlite3';
import type { ScriptureRepo } from '../scripture/scripture.repo';

export type NameKind = 'person' | 'place';

const TABLES = {
  person: { records: 'people', verses: 'person_verses', column: 'person' },
  place: { records: 'places', verses: 'place_verses', column: 'place' },
} as const;

interface KindStatements {
  names: Database.Statement;
  named: Database.Statement;
  verses: Database.Statement;
  at: Database.Statement;
}

export class PeopleNamesRepo {
  private readonly kinds: Record<NameKind, KindStatements>;
  private readonly any: Database.Statement;
  private readonly rendering: Database.Statement;
  private readonly definitionOf: Database.Statement;

  constructor(repo: ScriptureRepo) {
    const of = ({ records, verses, column }: (typeof TABLES)[NameKind]): KindStatements => ({
      names: repo.prepare(`SELECT DISTINCT name FROM ${records}`).pluck(),
      named: repo
        .prepare(`SELECT id FROM ${records} WHERE replace(replace(lower(name), '-', ''), ' ', '') = ?`)
        .pluck(),
      verses: repo.prepare(`SELECT book, chapter, verse FROM ${verses} WHERE ${column} = ?`).raw(),
      at: repo
        .prepare(
          `SELECT r.id, r.name FROM ${verses} x JOIN ${records} r ON r.id = x.${column} WHERE x.book = ? AND x.chapter = ? AND x.verse = ?`,
        )
        .raw(),
    });
    this.kinds = { person: of(TABLES.person), place: of(TABLES.place) };
    this.any = repo.prepare('SELECT 1 FROM people LIMIT 1');
    this.rendering = repo
      .prepare(
        "SELECT strongs FROM renderings WHERE translation = 'KJV' AND word IN (?, ?) ORDER BY count DESC LIMIT 1",
      )
      .pluck();
    this.definitionOf = repo.prepare('SELECT definition FROM lexicon WHERE strongs = ?').pluck();
  }

  /** Whether the people data was imported (its source may be missing: docs/data.md). */
  hasPeople(): boolean {
    return this.any.get() !== undefined;
  }

  /** Every name of a person or of a place in the data, as it writes it. */
  names(kind: NameKind): string[] {
    return this.kinds[kind].names.all() as string[];
  }

  /** The ids of the records whose name, folded (lower case, no hyphen or space), is `folded`. */
  recordsNamed(kind: NameKind, folded: string): string[] {
    return this.kinds[kind].named.all(folded) as string[];
  }

  /** A record's verses, as [book order, chapter, verse]. */
  versesOf(kind: NameKind, id: string): number[][] {
    return this.kinds[kind].verses.all(id) as number[][];
  }

  /** The records a verse names, as [id, name]. */
  namedAt(kind: NameKind, book: number, chapter: number, verse: number): [string, string][] {
    return this.kinds[kind].at.all(book, chapter, verse) as [string, string][];
  }

  /** The Strong's number the KJV renders most often by the word (or by it without hyphens), and its definition. */
  strongsDefinition(word: string): string | null {
    const strongs = this.rendering.get(word, word.replace(/-/g, '')) as string | undefined;
    return strongs ? ((this.definitionOf.get(strongs) as string | null) ?? null) : null;
  }
}
