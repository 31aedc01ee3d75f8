/** People, places and events (Theographic Bible Metadata, CC BY-SA 4.0): GET /api/people, /api/people/:id, /api/places/:id. */
import { z } from 'zod';
import type { UiLanguage } from '../books';
import { UiLanguageSchema } from './common';

/** Shown wherever this data appears: pages, API answers, exports (its licence asks it). */
export const PEOPLE_ATTRIBUTION =
  'People, places and events: Theographic Bible Metadata (theographic.com), CC BY-SA 4.0. Articles: Easton’s Bible Dictionary (1897), public domain.';

/** A person's or place's id: the source's lookup id (`joseph_1716`, `egypt_362`). */
export const PeopleIdSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i);

export const PeopleSearchSchema = z.object({
  q: z.string().trim().min(1, 'people_query_required').max(60, 'people_query_invalid'),
  lang: UiLanguageSchema.optional(),
});

export const PersonQuerySchema = z.object({ lang: UiLanguageSchema.optional() });

/** `GET /api/chapter-people?ref=John.3`: a chapter as an OSIS id (KJV numbering). */
export const ChapterPeopleQuerySchema = z.object({
  ref: z.string().regex(/^[1-3]?[A-Za-z]+\.\d{1,3}$/, 'reference_invalid'),
  lang: UiLanguageSchema.optional(),
});

/** The people and places a chapter names, each with the verses (KJV numbering) that name them. */
export interface ChapterPeople {
  people: (PersonRef & { verses: number[] })[];
  places: { id: string; name: string; verses: number[] }[];
  attribution: string;
}

/** A person as a link: namesakes have titles that tell them apart in the language asked. */
export interface PersonRef {
  id: string;
  name: string;
  title: string;
}

export interface PeopleSearch {
  items: (PersonRef & { verseCount: number })[];
  /** all the people found; `items` holds at most 50, the most named first */
  total: number;
  attribution: string;
}

export interface PlaceRef {
  id: string;
  name: string;
  /** null: the source gives no coordinates (no map marker) */
  lat: number | null;
  lon: number | null;
}

export interface PersonEvent {
  id: number;
  /**
   * In the language asked, from content/event-titles.yaml and content/events/; in English where no
   * translation is written yet (`titleLanguage` says so, and pages and studies mark it).
   */
  title: string;
  /** the language `title` is in: the one asked, or `en` */
  titleLanguage: UiLanguage;
  /** a period (a reign, a lifetime, a book's prophecies, twenty years or more), not an event of a life */
  span: boolean;
  /** year, negative before Christ (the source's estimate) */
  start: number;
  /** OSIS verse ids, KJV numbering */
  verses: string[];
  /** takes part, or is only named in its verses ("Jesus, the son of Joseph", John 1:45) */
  role: 'participant' | 'named';
}

export interface Person extends PersonRef {
  gender: 'male' | 'female' | null;
  /** other names the source knows (Zaphnath-paaneah) */
  alsoCalled: string[];
  /** estimates, negative before Christ */
  birthYear: number | null;
  deathYear: number | null;
  father: PersonRef | null;
  mother: PersonRef | null;
  partners: PersonRef[];
  children: PersonRef[];
  siblings: PersonRef[];
  /** brothers and sisters by one parent */
  halfSiblings: PersonRef[];
  /** children of a parent's brother or sister, as Scripture names them (Mordecai, for Esther) */
  cousins: PersonRef[];
  /** who brought the person up in a parent's place (Mordecai, for Esther), and whom the person brought up */
  raisedBy: PersonRef[];
  raised: PersonRef[];
  /** in time order */
  events: PersonEvent[];
  places: PlaceRef[];
  /** OSIS verse ids that name the person, in canonical order (KJV numbering) */
  verses: string[];
  /** how many verses name the person (`verses` joins consecutive ones into ranges) */
  verseCount: number;
  /** Easton's article, plain English text, or null */
  easton: string | null;
  /** the character study about this person, when there is one (GET /api/characters' id) */
  character: string | null;
  /** the language of `easton` and of names outside the studies' characters (event titles: `titleLanguage`) */
  sourceLanguage: 'en';
  attribution: string;
}

export interface Place extends PlaceRef {
  verses: string[];
  /** born or died there, or in an event there */
  people: PersonRef[];
  easton: string | null;
  sourceLanguage: 'en';
  attribution: string;
}
