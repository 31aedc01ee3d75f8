/**
 * Corrections to Theographic Bible Metadata, as content/theographic-errata.yaml gives them, each
 * with its reason: verses taken from or given to a person, events re-chained, re-dated, given
 * other verses or people, or left out, and family links added or removed (on both sides). A
 * correction the source no longer needs stops the import (`stale`), so none goes unnoticed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { expandVerses, sortKey } from './content-events';
import type { TheoEvent, TheoPerson, Theographic } from './theographic';

const ERRATA_FILE = join(import.meta.dirname, '../../content/theographic-errata.yaml');

/** One correction of the source: verses taken from or given to a person, with why. */
export interface PersonErratum {
  person: string;
  remove?: string[];
  add?: string[];
  why: string;
}

/** An event corrected: its people, chain, verses or year, or the event left out; with why. */
export interface EventErratum {
  event: number;
  removePeople?: string[];
  /** people who take part and the source leaves out */
  addPeople?: string[];
  /** the event this one follows (replaces the source's predecessor) */
  after?: number;
  /** verses the event does not hold */
  removeVerses?: string[];
  /** the event's verses, replaced (English references, KJV numbering); who they name is read again */
  verses?: string;
  /** the year, replaced (negative before Christ) */
  start?: number;
  /** left out: the event repeats another, or is not one */
  drop?: boolean;
  why: string;
}

/** The family links errata speak of; `raised-by` and `raised` are never in the source. */
export const LINK_KINDS = {
  father: 'father',
  mother: 'mother',
  partner: 'partners',
  child: 'children',
  sibling: 'siblings',
  'half-sibling': 'halfSiblings',
  cousin: 'cousins',
  'raised-by': 'raisedBy',
  raised: 'raised',
} as const satisfies Record<string, keyof TheoPerson>;
export type LinkKind = keyof typeof LINK_KINDS;

/** Family links added or removed, on both sides, with why. */
export interface FamilyErratum {
  person: string;
  add?: Partial<Record<LinkKind, string[]>>;
  remove?: Partial<Record<LinkKind, string[]>>;
  why: string;
}

/** Verses taken from a place the source tags in them by mistake, with why. */
export interface PlaceErratum {
  place: string;
  remove: string[];
  why: string;
}

export interface Errata {
  people: PersonErratum[];
  events: EventErratum[];
  family?: FamilyErratum[];
  places?: PlaceErratum[];
}

export function readErrata(file = ERRATA_FILE): Errata {
  if (!existsSync(file)) return { people: [], events: [] };
  const doc = parseYaml(readFileSync(file, 'utf8')) as Partial<Errata> | null;
  return {
    people: doc?.people ?? [],
    events: doc?.events ?? [],
    family: doc?.family ?? [],
    places: doc?.places ?? [],
  };
}

const stale = (what: string): never => {
  throw new Error(`content/theographic-errata.yaml: ${what}`);
};

/** The verses and people of persons, places and events corrected, in the order the file gives them. */
export function applyVerseErrata(data: Theographic, errata: Errata): void {
  const people = new Map(data.people.map((p) => [p.id, p]));
  for (const e of errata.people) {
    const p = people.get(e.person) ?? stale(`no person ${e.person}`);
    for (const v of e.remove ?? []) {
      if (!p.verses.includes(v)) stale(`${e.person} has no verse ${v} to remove`);
      p.verses = p.verses.filter((x) => x !== v);
    }
    for (const v of e.add ?? []) {
      if (p.verses.includes(v)) stale(`${e.person} already has ${v}`);
      p.verses.push(v);
    }
  }
  const places = new Map(data.places.map((p) => [p.id, p]));
  for (const e of errata.places ?? []) {
    const pl = places.get(e.place) ?? stale(`no place ${e.place}`);
    for (const v of e.remove) {
      if (!pl.verses.includes(v)) stale(`${e.place} has no verse ${v} to remove`);
      pl.verses = pl.verses.filter((x) => x !== v);
    }
  }
  const eventById = new Map(data.events.map((e) => [e.id, e]));
  const dropped = new Set<TheoEvent>();
  for (const e of errata.events) {
    const ev = eventById.get(e.event) ?? stale(`no event ${e.event}`);
    if (e.after !== undefined) {
      const pred = eventById.get(e.after) ?? stale(`no event ${e.after}`);
      if (ev.predecessor === pred.title) stale(`event ${e.event} already follows ${e.after}`);
      ev.predecessor = pred.title;
    }
    for (const v of e.removeVerses ?? []) {
      if (!ev.verses.includes(v)) stale(`event ${e.event} has no verse ${v} to remove`);
      ev.verses = ev.verses.filter((x) => x !== v);
    }
    if (e.verses !== undefined) {
      const verses = expandVerses(e.verses, `content/theographic-errata.yaml: event ${e.event}`);
      if (verses.join() === ev.verses.join()) stale(`event ${e.event} already has the verses ${e.verses}`);
      ev.verses = verses;
      // who and where the new verses name is read again (people-check.ts), as for content's events
      ev.fromContent = true;
      ev.people = [...ev.participants];
      ev.places = [];
    }
    if (e.start !== undefined) {
      if (ev.start === e.start) stale(`event ${e.event} is already dated ${e.start}`);
      ev.start = e.start;
    }
    if (e.verses !== undefined || e.start !== undefined) ev.sort = sortKey(ev.start, ev.verses[0]);
    for (const id of e.removePeople ?? []) {
      if (!ev.people.includes(id)) stale(`event ${e.event} has no ${id} to remove`);
      ev.people = ev.people.filter((x) => x !== id);
      ev.participants = ev.participants.filter((x) => x !== id);
    }
    for (const id of e.addPeople ?? []) {
      if (ev.participants.includes(id)) stale(`event ${e.event} already has ${id} taking part`);
      ev.participants.push(id);
      if (!ev.people.includes(id)) ev.people.push(id);
    }
    if (e.drop) dropped.add(ev);
  }
  // an event left out: those that followed it follow what it followed
  for (const ev of dropped)
    for (const f of data.events) if (f.predecessor === ev.title) f.predecessor = ev.predecessor;
  data.events = data.events.filter((e) => !dropped.has(e));
}

/** The field on the other side of a link: a child's father or mother, a ward's guardian. */
function inverse(kind: LinkKind, self: TheoPerson): keyof TheoPerson {
  if (kind === 'father' || kind === 'mother') return 'children';
  if (kind === 'child') return self.gender === 'female' ? 'mother' : 'father';
  if (kind === 'raised-by') return 'raised';
  if (kind === 'raised') return 'raisedBy';
  return LINK_KINDS[kind];
}

/** Family links added and removed on both sides (after the one-sided links are completed). */
export function applyFamilyErrata(data: Theographic, errata: Errata): number {
  const people = new Map(data.people.map((p) => [p.id, p]));
  const list = (p: TheoPerson, field: keyof TheoPerson) => p[field] as string[];
  for (const e of errata.family ?? []) {
    const p = people.get(e.person) ?? stale(`no person ${e.person}`);
    for (const [kind, ids] of Object.entries(e.remove ?? {}) as [LinkKind, string[]][])
      for (const id of ids) {
        const o = people.get(id) ?? stale(`no person ${id}`);
        if (!list(p, LINK_KINDS[kind]).includes(id)) stale(`${e.person} has no ${kind} ${id} to remove`);
        p[LINK_KINDS[kind]] = list(p, LINK_KINDS[kind]).filter((x) => x !== id) as never;
        // the other side: a child names p as father or mother, whichever the source chose
        const back: (keyof TheoPerson)[] = kind === 'child' ? ['father', 'mother'] : [inverse(kind, p)];
        for (const f of back) o[f] = list(o, f).filter((x) => x !== p.id) as never;
      }
    for (const [kind, ids] of Object.entries(e.add ?? {}) as [LinkKind, string[]][])
      for (const id of ids) {
        const o = people.get(id) ?? stale(`no person ${id}`);
        if (list(p, LINK_KINDS[kind]).includes(id)) stale(`${e.person} already has the ${kind} ${id}`);
        list(p, LINK_KINDS[kind]).push(id);
        const back = list(o, inverse(kind, p));
        if (!back.includes(p.id)) back.push(p.id);
      }
  }
  return errata.family?.length ?? 0;
}
