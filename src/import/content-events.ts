/**
 * Events as reviewed content, beside Theographic's: the events the source lacks
 * (content/events/*.yaml: Esther made queen, Peter's confession…), each with its verses, who takes
 * part and the basis of its date; and every event's title in the four languages
 * (content/event-titles.yaml for the source's events, whose English it may also correct). Read by
 * write-people.ts; a mistake stops the import with the file and the event.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { bookByOsis } from '../shared/books';
import { parseReference, versesIn } from '../shared/reference/parse';
import type { TheoEvent } from './theographic';

const CONTENT = join(import.meta.dirname, '../../content');
export const EVENTS_DIR = join(CONTENT, 'events');
export const EVENT_TITLES_FILE = join(CONTENT, 'event-titles.yaml');

const text = z.string().trim().min(2);
const ContentEventSchema = z
  .object({
    /** stable, from 1001 (the source's ids are below 1000) */
    id: z.number().int().min(1001),
    title: z.object({ en: text, es: text, fr: text, te: text }).strict(),
    /** negative before Christ */
    year: z.number().int(),
    /** the basis of the year: the chronology followed (Ussher's, as the source's) or the king's regnal years */
    date: z.string().min(20),
    /** English references, KJV numbering: `Esther 2:15-18; 2:21-23` */
    verses: z.string().min(3),
    /** who takes part (the people data's ids); those the verses only name are added as named */
    people: z.array(z.string()).min(1),
    /** the event this one follows (an id, the source's or content's), where year and verse order would misplace it */
    after: z.number().int().optional(),
    /** where it happens, when its verses name other places beside (Esther 2:6's Jerusalem and Babylon) */
    places: z.array(z.string()).min(1).optional(),
  })
  .strict();
export type ContentEvent = z.infer<typeof ContentEventSchema>;

const TitlesSchema = z.record(
  z.string().regex(/^\d+$/),
  z.object({ en: text.optional(), es: text.optional(), fr: text.optional(), te: text.optional() }).strict(),
);

/** `Esther 2:15-18; 3:1` → every verse as an OSIS id, in order; throws on what is not a reference. */
export function expandVerses(refs: string, where: string): string[] {
  const parsed = parseReference(refs, 'en');
  if (!parsed) throw new Error(`${where}: "${refs}" is not a reference`);
  const out: string[] = [];
  for (const { start, end } of parsed.ranges) {
    if (start.book !== end.book) throw new Error(`${where}: "${refs}" spans two books`);
    for (let c = start.chapter; c <= end.chapter; c++) {
      const last = versesIn(start.book, c);
      if (!last) throw new Error(`${where}: ${start.book} has no chapter ${c}`);
      const from = c === start.chapter ? (start.verse ?? 1) : 1;
      const to = c === end.chapter ? (end.verse ?? last) : last;
      if (to > last) throw new Error(`${where}: ${start.book} ${c} has no verse ${to}`);
      for (let v = from; v <= to; v++) out.push(`${start.book}.${c}.${v}`);
    }
  }
  return [...new Set(out)];
}

/** The source's sort key: the year, then the first verse's place in the Bible (`-695.87979979`). */
export function sortKey(year: number, firstVerse: string): number {
  const [book, c, v] = firstVerse.split('.');
  return year + bookByOsis(book)!.order / 100 + Number(c) / 1e5 + Number(v) / 1e8;
}

export function readContentEvents(dir = EVENTS_DIR): ContentEvent[] {
  if (!existsSync(dir)) return [];
  const out: ContentEvent[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const doc = parseYaml(readFileSync(join(dir, file), 'utf8')) as unknown;
    const parsed = z.array(ContentEventSchema).safeParse(doc ?? []);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/events/${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    out.push(...parsed.data);
  }
  return out;
}

export function readEventTitles(file = EVENT_TITLES_FILE): z.infer<typeof TitlesSchema> {
  if (!existsSync(file)) return {};
  const parsed = TitlesSchema.safeParse(parseYaml(readFileSync(file, 'utf8')) ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/event-titles.yaml: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Adds the content's events to the source's and gives every event its titles. Ids and English
 * titles must be unique (an event follows another by its title, write-people.ts eventOrder).
 */
export function mergeContentEvents(
  events: TheoEvent[],
  content: ContentEvent[] = readContentEvents(),
  titles = readEventTitles(),
): void {
  const byId = new Map(events.map((e) => [e.id, e]));
  for (const [id, t] of Object.entries(titles)) {
    const e = byId.get(Number(id));
    if (!e) throw new Error(`content/event-titles.yaml: the source has no event ${id}`);
    if (t.en) {
      if (t.en === e.title)
        throw new Error(`content/event-titles.yaml: ${id}: en is the source's title already`);
      // the chains name events by title: those following this one follow its new title
      for (const f of events) if (f.predecessor === e.title) f.predecessor = t.en;
      e.title = t.en;
    }
    e.titles = { ...t, en: e.title };
  }
  for (const c of content) {
    const where = `content/events: event ${c.id}`;
    if (byId.has(c.id)) throw new Error(`${where}: the id is taken`);
    const verses = expandVerses(c.verses, where);
    const event: TheoEvent = {
      id: c.id,
      title: c.title.en,
      titles: c.title,
      years: 0,
      fromContent: true,
      start: c.year,
      sort: sortKey(c.year, verses[0]),
      predecessor: null,
      verses,
      participants: [...c.people],
      people: [...c.people],
      places: [],
      locations: c.places ?? [],
    };
    byId.set(c.id, event);
    events.push(event);
  }
  for (const c of content)
    if (c.after !== undefined) {
      const pred = byId.get(c.after);
      if (!pred) throw new Error(`content/events: event ${c.id} follows ${c.after}, which no event is`);
      byId.get(c.id)!.predecessor = pred.title;
    }
  const seen = new Map<string, number>();
  for (const e of events) {
    const other = seen.get(e.title);
    if (other !== undefined) throw new Error(`events ${other} and ${e.id} share the title "${e.title}"`);
    seen.set(e.title, e.id);
  }
}
