/**
 * Theographic Bible Metadata (CC BY-SA 4.0, `theographic/` in the sources folder): people with
 * namesakes apart and their family, dated events, places with coordinates, Easton's articles.
 * Read in place from the CSV files; `checkTheographic` (write-people.ts) holds every verse and link
 * against our data before anything is stored.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TheoPerson {
  id: string;
  name: string;
  /** the source's display title: "Joseph (of Arimathea)"; shared by namesakes in 429 cases */
  displayTitle: string;
  gender: 'male' | 'female' | null;
  alsoCalled: string[];
  birthYear: number | null;
  deathYear: number | null;
  birthPlace: string | null;
  deathPlace: string | null;
  easton: string;
  verses: string[];
  mother: string[];
  father: string[];
  partners: string[];
  children: string[];
  siblings: string[];
  /** brothers and sisters by one parent (Jacob's other sons, for Joseph) */
  halfSiblings: string[];
  /** never in the source: given by content/theographic-errata.yaml (Esther and Mordecai, Esther 2:7) */
  cousins: string[];
  /** who brought the person up in a parent's place (Mordecai, for Esther), and whom the person brought up */
  raisedBy: string[];
  raised: string[];
}

export interface TheoPlace {
  id: string;
  /** the place this record repeats, as the source marks it (`jebus_629` → `jerusalem_636`) */
  duplicateOf: string | null;
  name: string;
  lat: number | null;
  lon: number | null;
  verses: string[];
  easton: string;
}

export interface TheoEvent {
  id: number;
  /** in English (the source's, or content/event-titles.yaml's correction of it) */
  title: string;
  /** the title in each language content/ gives it (content-events.ts); English at least */
  titles: Partial<Record<'en' | 'es' | 'fr' | 'te', string>>;
  /** how many years the source says it lasted (`40Y`: 40; days and months: 0) */
  years: number;
  /** written in content/events/ (content-events.ts), not the source's */
  fromContent?: boolean;
  /** year, negative before Christ */
  start: number;
  /** the source's sort key: the year plus the first verse's place in the Bible (book order) */
  sort: number;
  /** the event this one follows, by title (the source's chain of events); null when none */
  predecessor: string | null;
  verses: string[];
  /** who takes part */
  participants: string[];
  /** who takes part or is named in its verses ("the son of Joseph" in John 1:45) */
  people: string[];
  places: string[];
  /** where the event happens, as the source (its `locations`) or content gives it; may be empty */
  locations: string[];
}

export interface Theographic {
  people: TheoPerson[];
  places: TheoPlace[];
  events: TheoEvent[];
}

type Row = Record<string, string>;

function readCsv(dir: string, file: string): Row[] {
  return parse(readFileSync(join(dir, file)), { columns: true, bom: true, skip_empty_lines: true }) as Row[];
}

const list = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const unique = (xs: string[]) => [...new Set(xs)];
const year = (cell: string | undefined): number | null => {
  const n = Number.parseInt(cell ?? '', 10);
  return Number.isFinite(n) ? n : null;
};
const coordinate = (cell: string | undefined): number | null => {
  const n = Number.parseFloat(cell ?? '');
  return Number.isFinite(n) ? n : null;
};

/**
 * Easton's text as plain text: the source writes references as Markdown links
 * (`[Ex. 6:20](/exod#Exod.6.20)`); the link text stays, the site's address goes.
 */
export const plainEaston = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[ \t]*\n[ \t]*\n[ \t]*/g, '\n\n')
    .trim();

export function readTheographic(dir: string): Theographic {
  const people = readCsv(dir, 'People.csv').map((r): TheoPerson => ({
    id: r.personLookup,
    name: r.name.trim(),
    displayTitle: (r.displayTitle || r.name).trim(),
    gender: r.gender === 'Male' ? 'male' : r.gender === 'Female' ? 'female' : null,
    alsoCalled: list(r.alsoCalled),
    birthYear: year(r.birthYear),
    deathYear: year(r.deathYear),
    birthPlace: r.birthPlace || null,
    deathPlace: r.deathPlace || null,
    easton: plainEaston(r.dictText ?? ''),
    verses: unique(list(r.verses)),
    mother: list(r.mother),
    father: list(r.father),
    partners: list(r.partners),
    children: list(r.children),
    siblings: list(r.siblings),
    halfSiblings: unique([...list(r.halfSiblingsSameFather), ...list(r.halfSiblingsSameMother)]),
    cousins: [],
    raisedBy: [],
    raised: [],
  }));
  const places = readCsv(dir, 'Places.csv').map((r): TheoPlace => ({
    id: r.placeLookup,
    duplicateOf: r.duplicate_of?.trim() || null,
    name: (r.displayTitle || r.kjvName).trim(),
    lat: coordinate(r.latitude),
    lon: coordinate(r.longitude),
    verses: unique(list(r.verses)),
    easton: plainEaston(r.dictText ?? ''),
  }));
  const events = readCsv(dir, 'Events.csv').map((r): TheoEvent => ({
    id: Number(r.ID),
    title: r.title.trim(),
    titles: { en: r.title.trim() },
    years: Number(/^(\d+)Y/.exec(r.duration ?? '')?.[1] ?? 0),
    start: year(r.startDate) ?? 0,
    sort: Number.parseFloat(r['Sort Key']),
    // a few titles come quoted ("\"Apostles arrested, put on trial\"")
    predecessor: r.predecessor?.replace(/^[\s"]+|[\s"]+$/g, '') || null,
    verses: unique(list(r.verses)),
    participants: unique(list(r.participants)),
    // who takes part, and who the verses name
    people: unique([...list(r.participants), ...list(r['people (from verses)'])]),
    places: unique([...list(r.locations), ...list(r['places (from verses)'])]),
    locations: unique(list(r.locations)),
  }));
  return { people, places, events };
}
