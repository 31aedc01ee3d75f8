/**
 * Writes the people, places and events of Theographic Bible Metadata (theographic.ts) into
 * scripture.db, once people-check.ts has held them against our data. Verses are stored in
 * canonical order whatever the source's, events in time order (eventOrder).
 */
import type Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { bookByOsis } from '../shared/books';
import { joinedOsis } from '../shared/reference/osis';
import { mergeContentEvents } from './content-events';
import {
  checkCharacters,
  checkTheographic,
  isSpan,
  readErrata,
  type CharacterRef,
  type CheckAllowances,
  type PeopleReport,
} from './people-check';
import { personPlaces } from './person-places';
import { readTheographic, type TheoEvent, type TheoPerson } from './theographic';

const CONTENT = join(import.meta.dirname, '../../content');

/** The study characters and their people (content/characters/*.yaml's `person`). */
export function readCharacters(dir = join(CONTENT, 'characters')): CharacterRef[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({
      id: f.replace(/\.yaml$/, ''),
      person: (parseYaml(readFileSync(join(dir, f), 'utf8')) as { person: string }).person,
    }));
}

/** What the character check allows, each with why. */
export function readAllowances(file = join(CONTENT, 'people-check.yaml')): CheckAllowances {
  return existsSync(file) ? ((parseYaml(readFileSync(file, 'utf8')) as CheckAllowances | null) ?? {}) : {};
}

/** `Matt.27.57` → [book order, chapter, verse], or null when it is no verse of ours. */
function verseOf(osis: string, known: Set<string>): [number, number, number] | null {
  if (!known.has(osis)) return null;
  const [book, c, v] = osis.split('.');
  return [bookByOsis(book)!.order, Number(c), Number(v)];
}

type FamilyKind =
  'father' | 'mother' | 'partner' | 'child' | 'sibling' | 'half-sibling' | 'cousin' | 'raised-by' | 'raised';

/**
 * The events in time order: each after the event the source says it follows (its chain of
 * events), and otherwise by year, then the source's sort key. The sort key alone is book order
 * inside a year (the flight to Egypt, Matthew 2, before the birth in Luke 2); the chains are the
 * source's own harmony of the accounts. A cycle, if any, is broken by the year.
 */
export function eventOrder(events: TheoEvent[]): TheoEvent[] {
  const byTitle = new Map(events.map((e) => [e.title, e]));
  const waiting = new Map<TheoEvent, number>();
  const followers = new Map<TheoEvent, TheoEvent[]>();
  for (const e of events) {
    const pred = e.predecessor ? byTitle.get(e.predecessor) : undefined;
    waiting.set(e, pred && pred !== e ? 1 : 0);
    if (pred && pred !== e) followers.set(pred, [...(followers.get(pred) ?? []), e]);
  }
  const before = (a: TheoEvent, b: TheoEvent) => a.start - b.start || a.sort - b.sort || a.id - b.id;
  const out: TheoEvent[] = [];
  const ready = events.filter((e) => waiting.get(e) === 0);
  while (out.length < events.length) {
    if (ready.length === 0) {
      const [stuck] = [...waiting]
        .filter(([, n]) => n > 0)
        .map(([e]) => e)
        .sort(before);
      waiting.set(stuck, 0);
      ready.push(stuck);
    }
    ready.sort(before);
    const next = ready.shift()!;
    waiting.set(next, -1);
    out.push(next);
    for (const f of followers.get(next) ?? [])
      if (waiting.get(f) === 1) {
        waiting.set(f, 0);
        ready.push(f);
      }
  }
  return out;
}

/** Reads, checks and stores the people data; returns the report (also kept in meta). */
export function writePeople(
  db: Database.Database,
  dir: string,
  referenceTranslation: string,
  log: (msg: string) => void,
): PeopleReport {
  const started = performance.now();
  const data = readTheographic(dir);
  const known = new Set(
    (
      db
        .prepare(
          'SELECT b.osis, v.chapter, v.verse FROM verses v JOIN books b ON b.id = v.book WHERE v.translation = ? AND v.verse > 0',
        )
        .raw()
        .all(referenceTranslation) as [string, number, number][]
    ).map(([b, c, v]) => `${b}.${c}.${v}`),
  );
  mergeContentEvents(data.events);
  const report = checkTheographic(data, known, readErrata());
  const kjv = db.prepare(
    'SELECT v.text FROM verses v JOIN books b ON b.id = v.book WHERE v.translation = ? AND b.osis = ? AND v.chapter = ? AND v.verse = ?',
  );
  const kjvText = (osis: string) => {
    const [book, c, v] = osis.split('.');
    return kjv.pluck().get(referenceTranslation, book, Number(c), Number(v)) as string | undefined;
  };
  const failures = checkCharacters(data, readCharacters(), readAllowances(), kjvText);
  if (failures.length)
    throw new Error(
      `the people data fails the check of the study characters (${failures.length}):\n  ${failures.join('\n  ')}`,
    );

  const insertPerson = db.prepare('INSERT INTO people VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insertLink = db.prepare('INSERT OR IGNORE INTO person_links VALUES (?, ?, ?)');
  const insertPersonVerse = db.prepare('INSERT OR IGNORE INTO person_verses VALUES (?, ?, ?, ?)');
  const insertPlace = db.prepare('INSERT INTO places VALUES (?, ?, ?, ?, ?)');
  const insertPlaceVerse = db.prepare('INSERT OR IGNORE INTO place_verses VALUES (?, ?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertEventPerson = db.prepare('INSERT OR IGNORE INTO event_people VALUES (?, ?, ?)');
  const insertEventPlace = db.prepare('INSERT OR IGNORE INTO event_places VALUES (?, ?)');
  const linksOf = (p: TheoPerson): [FamilyKind, string[]][] => [
    ['father', p.father],
    ['mother', p.mother],
    ['partner', p.partners],
    ['child', p.children],
    ['sibling', p.siblings],
    ['half-sibling', p.halfSiblings],
    ['cousin', p.cousins],
    ['raised-by', p.raisedBy],
    ['raised', p.raised],
  ];
  const inOrder = (verses: string[]) =>
    verses.map((v) => verseOf(v, known)!).sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  const ordered = eventOrder(data.events);
  const placesOf = personPlaces(data, ordered, (osis) => kjvText(osis) ?? '');
  db.transaction(() => {
    for (const p of data.people) {
      insertPerson.run(
        p.id,
        p.name,
        p.displayTitle,
        p.gender,
        JSON.stringify(p.alsoCalled),
        p.birthYear,
        p.deathYear,
        p.birthPlace,
        p.deathPlace,
        p.easton || null,
        p.verses.length,
        JSON.stringify(joinedOsis(inOrder(p.verses))),
        JSON.stringify(placesOf(p)),
      );
      for (const [kind, ids] of linksOf(p)) for (const o of ids) insertLink.run(p.id, kind, o);
      for (const v of p.verses) insertPersonVerse.run(p.id, ...verseOf(v, known)!);
    }
    for (const pl of data.places) {
      insertPlace.run(pl.id, pl.name, pl.lat, pl.lon, pl.easton || null);
      for (const v of pl.verses) insertPlaceVerse.run(pl.id, ...verseOf(v, known)!);
    }
    for (const [seq, e] of ordered.entries()) {
      insertEvent.run(
        e.id,
        e.title,
        JSON.stringify(e.titles),
        e.start,
        isSpan(e) ? 1 : 0,
        seq,
        JSON.stringify(joinedOsis(inOrder(e.verses))),
      );
      for (const id of e.people)
        insertEventPerson.run(e.id, id, e.participants.includes(id) ? 'participant' : 'named');
      for (const id of e.places) insertEventPlace.run(e.id, id);
    }
  })();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `people: ${report.people} people, ${report.places} places, ${report.events} events, ${report.errata} errata (${seconds} s); defects of the source:`,
  );
  for (const [kind, d] of Object.entries(report.defects))
    log(`  ${d.count} ${kind}, e.g. ${d.examples.join('; ')}`);
  return report;
}
