/**
 * A person's events in time order (import/write-people.ts orders them), for the person page and the
 * studies, each titled in the language asked (content/event-titles.yaml, content/events/), or in
 * English, said so, where no translation is written.
 */
import type Database from 'better-sqlite3';
import type { PersonEvent } from '../../shared/api';
import { bookByOsis, type UiLanguage } from '../../shared/books';
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

export function personEvents(repo: ScriptureRepo, person: string, lang: UiLanguage): PersonEvent[] {
  let stmt = statements.get(repo);
  if (!stmt) {
    stmt = repo.prepare(
      'SELECT e.id, e.titles, e.start, e.span, e.verses, ep.role FROM event_people ep JOIN events e ON e.id = ep.event WHERE ep.person = ? ORDER BY e.seq',
    );
    statements.set(repo, stmt);
  }
  type Row = Pick<PersonEvent, 'id' | 'start' | 'role'> & { titles: string; span: number; verses: string };
  return (stmt.all(person) as Row[]).map(({ titles, span, verses, ...e }) => {
    const t = JSON.parse(titles) as Partial<Record<UiLanguage, string>> & { en: string };
    const title = t[lang];
    return {
      id: e.id,
      title: title ?? t.en,
      titleLanguage: title ? lang : 'en',
      start: e.start,
      span: span === 1,
      verses: JSON.parse(verses) as string[],
      role: e.role,
    };
  });
}
