/** A person's events in time order (import/write-people.ts orders them), for the person page and the studies. */
import type Database from 'better-sqlite3';
import type { PersonEvent } from '../../shared/api';
import { bookByOsis } from '../../shared/books';
import { joinedOsis } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';

const statements = new WeakMap<ScriptureRepo, Database.Statement>();
const verseStatements = new WeakMap<ScriptureRepo, Database.Statement>();

/** The verses that name a person, as `Book.chapter.verse` ids (KJV numbering). */
export function personVerseIds(repo: ScriptureRepo, person: string): Set<string> {
  let stmt = verseStatements.get(repo);
  if (!stmt) {
    stmt = repo.prepare(
      "SELECT b.osis || '.' || pv.chapter || '.' || pv.verse FROM person_verses pv JOIN books b ON b.id = pv.book WHERE pv.person = ?",
    );
    verseStatements.set(repo, stmt);
  }
  return new Set(stmt.pluck().all(person) as string[]);
}

/**
 * The part of an event's verses (OSIS ids and ranges of one chapter) that `keep` holds, joined
 * again: the verses of an event that name the person.
 */
export function versesWithin(verses: string[], keep: Set<string>): string[] {
  const kept: [number, number, number][] = [];
  for (const osis of verses) {
    const [a, b = a] = osis.split('-');
    const [book, chapter, from] = a.split('.');
    const order = bookByOsis(book)!.order;
    for (let v = Number(from); v <= Number(b.split('.')[2]); v++)
      if (keep.has(`${book}.${chapter}.${v}`)) kept.push([order, Number(chapter), v]);
  }
  return joinedOsis(kept);
}

export function personEvents(repo: ScriptureRepo, person: string): PersonEvent[] {
  let stmt = statements.get(repo);
  if (!stmt) {
    stmt = repo.prepare(
      'SELECT e.id, e.title, e.start, e.verses, ep.role FROM event_people ep JOIN events e ON e.id = ep.event WHERE ep.person = ? ORDER BY e.seq',
    );
    statements.set(repo, stmt);
  }
  return (stmt.all(person) as (Omit<PersonEvent, 'verses'> & { verses: string })[]).map((e) => ({
    ...e,
    verses: JSON.parse(e.verses) as string[],
  }));
}
