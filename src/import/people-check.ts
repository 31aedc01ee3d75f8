/**
 * Holds the people data of Theographic Bible Metadata (theographic.ts) against our data before it
 * is stored: every verse against the KJV's verses, every link against the records it names. A
 * defect is counted and reported by kind, never fixed silently: unknown verses and links are left
 * out, one-sided family links are completed, and real errors of the source are corrected by
 * content/theographic-errata.yaml, each with its reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Theographic } from './theographic';

const ERRATA_FILE = join(import.meta.dirname, '../../content/theographic-errata.yaml');

/** One correction of the source: verses taken from or given to a person, with why. */
export interface PersonErratum {
  person: string;
  remove?: string[];
  add?: string[];
  why: string;
}

/** People taken out of an event they are not in, or the event it follows, with why. */
export interface EventErratum {
  event: number;
  removePeople?: string[];
  /** the event this one follows (replaces the source's predecessor) */
  after?: number;
  /** verses the event does not hold */
  removeVerses?: string[];
  why: string;
}

export interface Errata {
  people: PersonErratum[];
  events: EventErratum[];
}

export interface PeopleReport {
  people: number;
  places: number;
  events: number;
  /** defects by kind: how many, and a few examples */
  defects: Record<string, { count: number; examples: string[] }>;
  errata: number;
}

export function readErrata(file = ERRATA_FILE): Errata {
  if (!existsSync(file)) return { people: [], events: [] };
  const doc = parseYaml(readFileSync(file, 'utf8')) as Partial<Errata> | null;
  return { people: doc?.people ?? [], events: doc?.events ?? [] };
}

export function checkTheographic(data: Theographic, known: Set<string>, errata: Errata): PeopleReport {
  const defects: PeopleReport['defects'] = {};
  const defect = (kind: string, example: string) => {
    const d = (defects[kind] ??= { count: 0, examples: [] });
    d.count++;
    if (d.examples.length < 5) d.examples.push(example);
  };
  const people = new Map(data.people.map((p) => [p.id, p]));
  const places = new Map(data.places.map((p) => [p.id, p]));
  // records the source marks as repeating another place (Jebus, Jerusalem's): merged into it, their
  // verses and every link to them, so a chapter does not list one place twice
  const canonical = (id: string) => {
    const seen = new Set<string>();
    let at = id;
    while (places.get(at)?.duplicateOf && !seen.has(at)) {
      seen.add(at);
      at = places.get(at)!.duplicateOf!;
    }
    return places.has(at) ? at : id;
  };
  for (const pl of data.places) {
    const to = canonical(pl.id);
    if (to === pl.id) continue;
    const into = places.get(to)!;
    into.verses = [...new Set([...into.verses, ...pl.verses])];
    defect('place the source marks as a duplicate of another (merged)', `${pl.id} → ${to}`);
  }
  data.places = data.places.filter((pl) => canonical(pl.id) === pl.id);
  for (const p of data.people) {
    if (p.birthPlace) p.birthPlace = canonical(p.birthPlace);
    if (p.deathPlace) p.deathPlace = canonical(p.deathPlace);
  }
  for (const e of data.events) e.places = [...new Set(e.places.map(canonical))];
  for (const id of [...places.keys()]) if (canonical(id) !== id) places.delete(id);

  // errata first: they correct what the source says
  const stale = (what: string) => {
    throw new Error(`content/theographic-errata.yaml: ${what}`);
  };
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
  const eventById = new Map(data.events.map((e) => [e.id, e]));
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
    for (const id of e.removePeople ?? []) {
      if (!ev.people.includes(id)) stale(`event ${e.event} has no ${id} to remove`);
      ev.people = ev.people.filter((x) => x !== id);
      ev.participants = ev.participants.filter((x) => x !== id);
    }
  }

  const keepVerses = (owner: string, verses: string[]) =>
    verses.filter((v) => {
      if (known.has(v)) return true;
      defect('verse that is not in the KJV (left out)', `${owner}: ${v}`);
      return false;
    });
  for (const p of data.people) {
    p.verses = keepVerses(p.id, p.verses);
    for (const f of ['birthPlace', 'deathPlace'] as const)
      if (p[f] && !places.has(p[f])) {
        defect('link to an unknown place (left out)', `${p.id}.${f}: ${p[f]}`);
        p[f] = null;
      }
    for (const f of ['mother', 'father', 'partners', 'children', 'siblings', 'halfSiblings'] as const)
      p[f] = p[f].filter((id) => {
        if (people.has(id) && id !== p.id) return true;
        defect('family link to an unknown person (left out)', `${p.id}.${f}: ${id}`);
        return false;
      });
  }
  // family links the other side does not repeat: completed, so that both pages agree
  const addOnce = (xs: string[], id: string) => xs.includes(id) || xs.push(id);
  for (const p of data.people) {
    for (const c of p.children) {
      const child = people.get(c)!;
      if (child.father.includes(p.id) || child.mother.includes(p.id)) continue;
      defect('child whose parent is not named on its side (completed)', `${p.id} → ${c}`);
      addOnce(p.gender === 'female' ? child.mother : child.father, p.id);
    }
    for (const parent of [...p.father, ...p.mother])
      if (!people.get(parent)!.children.includes(p.id)) {
        defect('parent who does not list the child (completed)', `${parent} → ${p.id}`);
        people.get(parent)!.children.push(p.id);
      }
    for (const f of ['partners', 'siblings', 'halfSiblings'] as const)
      for (const o of p[f])
        if (!people.get(o)![f].includes(p.id)) {
          const kind = { partners: 'partner', siblings: 'sibling', halfSiblings: 'half-sibling' }[f];
          defect(`one-sided ${kind} link (completed)`, `${p.id} → ${o}`);
          people.get(o)![f].push(p.id);
        }
  }
  for (const pl of data.places) {
    pl.verses = keepVerses(pl.id, pl.verses);
    if (pl.lat === null || pl.lon === null) defect('place without coordinates (no map marker)', pl.id);
  }
  for (const e of data.events) {
    e.verses = keepVerses(`event ${e.id}`, e.verses);
    e.people = e.people.filter((id) => {
      if (people.has(id)) return true;
      defect('event link to an unknown person (left out)', `event ${e.id}: ${id}`);
      return false;
    });
    e.participants = e.participants.filter((id) => e.people.includes(id));
    e.places = e.places.filter((id) => {
      if (places.has(id)) return true;
      defect('event link to an unknown place (left out)', `event ${e.id}: ${id}`);
      return false;
    });
  }
  const titles = new Set(data.events.map((e) => e.title));
  for (const e of data.events)
    if (e.predecessor && !titles.has(e.predecessor)) {
      defect(
        'event following an event the source does not have (not chained)',
        `event ${e.id}: "${e.predecessor}"`,
      );
      e.predecessor = null;
    }
  return {
    people: data.people.length,
    places: data.places.length,
    events: data.events.length,
    defects,
    errata: errata.people.length + errata.events.length,
  };
}
