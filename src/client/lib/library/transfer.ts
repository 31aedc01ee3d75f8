/**
 * The library as one JSON file: export, and import that checks the whole file before it changes
 * anything, says what it will add, and merges without duplicates (a record is known by its id).
 * Two different notes on the same verses are joined, not one chosen: nothing typed is lost.
 */
import { isUiLanguage, type UiLanguage } from '../../../shared/books';
import { slots } from './library';
import { isPlanProgress, mergePlans, planSlot, type PlanProgress } from './plans';
import {
  HISTORY_CAP,
  LIBRARY_VERSION,
  isBookmark,
  isHighlight,
  isNote,
  isReading,
  isSavedStudy,
  readSettings,
  type Bookmark,
  type Highlight,
  type Note,
  type Reading,
  type SavedStudy,
  type Settings,
} from './records';

export const FILE_FORMAT = 'bible-study-library';
/** larger files are refused before they are read */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface LibraryFile {
  format: typeof FILE_FORMAT;
  version: number;
  exportedAt: string;
  language: UiLanguage | null;
  settings: Settings;
  studies: SavedStudy[];
  bookmarks: Bookmark[];
  notes: Note[];
  history: Reading[];
  /** reading-plan progress (plans.ts); absent from files made before plans */
  plans: PlanProgress[];
  /** coloured passages; absent from files made before highlights */
  highlights: Highlight[];
}

/** Why a file was refused: `library.import.errors.<id>` in the locale files. */
export type ImportError =
  | { id: 'tooLarge' | 'notJson' | 'notLibrary' | 'newerVersion' }
  | {
      id: 'badRecord';
      part: 'studies' | 'bookmarks' | 'notes' | 'history' | 'plans' | 'highlights';
      index: number;
    };

export function exportLibrary(language: UiLanguage | null, date = new Date()): LibraryFile {
  return {
    format: FILE_FORMAT,
    version: LIBRARY_VERSION,
    exportedAt: date.toISOString(),
    language,
    settings: slots.settings.get(),
    studies: slots.studies.get(),
    bookmarks: slots.bookmarks.get(),
    notes: slots.notes.get(),
    history: slots.history.get(),
    plans: planSlot.get(),
    highlights: slots.highlights.get(),
  };
}

export const exportFileName = (date = new Date()) =>
  `bible-study-library-${date.toISOString().slice(0, 10)}.json`;

const PARTS = [
  ['studies', isSavedStudy],
  ['bookmarks', isBookmark],
  ['notes', isNote],
  ['history', isReading],
  ['plans', isPlanProgress],
  ['highlights', isHighlight],
] as const;

/** Checks a file's text; every record must pass, or nothing is imported. */
export function parseLibraryFile(text: string): { file: LibraryFile } | { error: ImportError } {
  if (text.length > MAX_FILE_BYTES) return { error: { id: 'tooLarge' } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: { id: 'notJson' } };
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== FILE_FORMAT)
    return { error: { id: 'notLibrary' } };
  const o = data as Record<string, unknown>;
  if (!Number.isInteger(o.version) || (o.version as number) < 1) return { error: { id: 'notLibrary' } };
  if ((o.version as number) > LIBRARY_VERSION) return { error: { id: 'newerVersion' } };
  for (const [part, check] of PARTS) {
    const list = o[part] ?? [];
    if (!Array.isArray(list)) return { error: { id: 'badRecord', part, index: 0 } };
    const bad = list.findIndex((r) => !check(r));
    if (bad >= 0) return { error: { id: 'badRecord', part, index: bad } };
  }
  return {
    file: {
      format: FILE_FORMAT,
      version: o.version as number,
      exportedAt: typeof o.exportedAt === 'string' ? o.exportedAt : '',
      language: isUiLanguage(o.language) ? o.language : null,
      settings: readSettings(o.settings),
      studies: (o.studies ?? []) as SavedStudy[],
      bookmarks: (o.bookmarks ?? []) as Bookmark[],
      notes: (o.notes ?? []) as Note[],
      history: (o.history ?? []) as Reading[],
      plans: (o.plans ?? []) as PlanProgress[],
      highlights: (o.highlights ?? []) as Highlight[],
    },
  };
}

const readingKey = (r: Reading) => `${r.book}.${r.chapter}`;
const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((r) => [r.id, r]));

/** Joins two notes on the same verses: the same text once, else both texts, the newer edit's date. */
function joinNotes(mine: Note, theirs: Note): Note {
  if (mine.text.includes(theirs.text)) return mine;
  const text = theirs.text.includes(mine.text) ? theirs.text : `${mine.text}\n\n${theirs.text}`;
  return { ...mine, text, updatedAt: mine.updatedAt > theirs.updatedAt ? mine.updatedAt : theirs.updatedAt };
}

/** What an import adds to the library as it is now (counts of new and joined records). */
export function planImport(file: LibraryFile) {
  const studies = byId(slots.studies.get());
  const bookmarks = byId(slots.bookmarks.get());
  const notes = byId(slots.notes.get());
  const read = new Set(slots.history.get().map(readingKey));
  const highlights = byId(slots.highlights.get());
  return {
    studies: file.studies.filter((s) => !studies.has(s.id)).length,
    bookmarks: file.bookmarks.filter((b) => !bookmarks.has(b.id)).length,
    notes: file.notes.filter((n) => !notes.has(n.id)).length,
    notesJoined: file.notes.filter((n) => {
      const mine = notes.get(n.id);
      return !!mine && joinNotes(mine, n) !== mine;
    }).length,
    history: file.history.filter((r) => !read.has(readingKey(r))).length,
    plans: plansChanged(file.plans),
    highlights: file.highlights.filter((h) => !highlights.has(h.id)).length,
  };
}
/** How many plans an import starts or moves on (a plan's progress merged: plans.ts). */
function plansChanged(theirs: PlanProgress[]) {
  const mine = planSlot.get();
  const before = new Map(mine.map((p) => [p.id, JSON.stringify(p)]));
  return mergePlans(mine, theirs).filter((p) => before.get(p.id) !== JSON.stringify(p)).length;
}

export type ImportPlan = ReturnType<typeof planImport>;

/** Merges the file into the library; with `useSettings`, its settings replace these. False: not all stored. */
export function applyImport(file: LibraryFile, useSettings: boolean): boolean {
  let ok = true;
  const studies = byId(slots.studies.get());
  const newStudies = file.studies.filter((s) => !studies.has(s.id));
  const sortDesc = <T>(list: T[], at: (r: T) => string) => list.sort((a, b) => (at(a) < at(b) ? 1 : -1));
  ok = slots.studies.set(sortDesc([...slots.studies.get(), ...newStudies], (s) => s.savedAt)) && ok;

  const bookmarks = byId(slots.bookmarks.get());
  const newMarks = file.bookmarks.filter((b) => !bookmarks.has(b.id));
  ok = slots.bookmarks.set(sortDesc([...slots.bookmarks.get(), ...newMarks], (b) => b.createdAt)) && ok;

  const notes = byId(slots.notes.get());
  for (const n of file.notes) {
    const mine = notes.get(n.id);
    notes.set(n.id, mine ? joinNotes(mine, n) : n);
  }
  ok = slots.notes.set(sortDesc([...notes.values()], (n) => n.updatedAt)) && ok;

  const history = new Map<string, Reading>();
  for (const r of [...slots.history.get(), ...file.history]) {
    const old = history.get(readingKey(r));
    if (!old || old.at < r.at) history.set(readingKey(r), r);
  }
  ok = slots.history.set(sortDesc([...history.values()], (r) => r.at).slice(0, HISTORY_CAP)) && ok;

  const colours = byId(slots.highlights.get());
  for (const h of file.highlights) {
    const mine = colours.get(h.id);
    if (!mine || mine.updatedAt < h.updatedAt) colours.set(h.id, h);
  }
  ok = slots.highlights.set(sortDesc([...colours.values()], (h) => h.updatedAt)) && ok;

  if (plansChanged(file.plans) > 0) ok = planSlot.set(mergePlans(planSlot.get(), file.plans)) && ok;

  if (useSettings) ok = slots.settings.set(file.settings) && ok;
  return ok;
}
