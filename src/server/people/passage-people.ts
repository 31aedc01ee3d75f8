/**
 * Who and where a set of passages names, from the people data (person_verses, place_verses): each
 * name with the number of the passages' verses that name it, most named first. God, whose name
 * the Bibles render LORD, Jehová, l'Éternel, is not listed among the people.
 */
import type Database from 'better-sqlite3';
import { bookByOsis } from '../../shared/books';
import type { RefRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';

export interface Named {
  name: string;
  /** verses of the passages that name it */
  verses: number;
  /** those verses (`book.chapter.verse`) */
  keys: Set<string>;
}

interface Statements {
  people: Database.Statement;
  places: Database.Statement;
}
const statements = new WeakMap<ScriptureRepo, Statements>();

const GOD = 'god_1324';

function stmts(repo: ScriptureRepo): Statements {
  let s = statements.get(repo);
  if (!s) {
    const named = (table: string, key: string, names: string) =>
      repo
        .prepare(
          `SELECT n.name, t.verse FROM ${table} t JOIN ${names} n ON n.id = t.${key}
           WHERE t.book = ? AND t.chapter = ? AND t.verse BETWEEN ? AND ? AND t.${key} <> '${GOD}'`,
        )
        .raw();
    s = {
      people: named('person_verses', 'person', 'people'),
      places: named('place_verses', 'place', 'places'),
    };
    statements.set(repo, s);
  }
  return s;
}

/** The people and places the passages (KJV numbering) name; namesakes are counted as one name. */
export function passagePeople(repo: ScriptureRepo, ranges: RefRange[]): { people: Named[]; places: Named[] } {
  const count = (stmt: Database.Statement): Named[] => {
    const verses = new Map<string, Set<string>>();
    for (const r of ranges) {
      if (r.start.book !== r.end.book) continue;
      const book = bookByOsis(r.start.book)!.order;
      for (let c = r.start.chapter; c <= r.end.chapter; c++) {
        const from = c === r.start.chapter ? (r.start.verse ?? 0) : 0;
        const to = c === r.end.chapter ? (r.end.verse ?? 999) : 999;
        for (const [name, verse] of stmt.all(book, c, from, to) as [string, number][]) {
          const set = verses.get(name) ?? new Set();
          set.add(`${book}.${c}.${verse}`);
          verses.set(name, set);
        }
      }
    }
    return [...verses]
      .map(([name, set]) => ({ name, verses: set.size, keys: set }))
      .sort((a, b) => b.verses - a.verses || a.name.localeCompare(b.name));
  };
  const s = stmts(repo);
  return { people: count(s.people), places: count(s.places) };
}
