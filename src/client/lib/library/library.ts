/**
 * The user's library in this browser: saved studies, bookmarks, notes, reading history and
 * settings, each in its own key (slot.ts). The reader and the study generator record into it
 * through these functions; the library page reads it with useLibrary (use-library.ts).
 */
import type { Study } from '../../../shared/api';
import { UI_LANGUAGES, type UiLanguage } from '../../../shared/books';
import {
  DEFAULT_SETTINGS,
  HISTORY_CAP,
  isBookmark,
  isHighlight,
  isNote,
  isReading,
  isSavedStudy,
  placeId,
  readSettings,
  studyId,
  type Bookmark,
  type Highlight,
  type HighlightColor,
  type Note,
  type Reading,
  type SavedStudy,
  type Settings,
  type VersePlace,
} from './records';
import { createSlot, listParser } from './slot';

const now = () => new Date().toISOString();

export const slots = {
  studies: createSlot<SavedStudy[]>({ key: 'library.studies', empty: [], parse: listParser(isSavedStudy) }),
  bookmarks: createSlot<Bookmark[]>({ key: 'library.bookmarks', empty: [], parse: listParser(isBookmark) }),
  notes: createSlot<Note[]>({ key: 'library.notes', empty: [], parse: listParser(isNote) }),
  highlights: createSlot<Highlight[]>({
    key: 'library.highlights',
    empty: [],
    parse: listParser(isHighlight),
  }),
  history: createSlot<Reading[]>({ key: 'library.history', empty: [], parse: listParser(isReading) }),
  settings: createSlot<Settings>({
    key: 'settings',
    empty: DEFAULT_SETTINGS,
    parse: (data) => ({ value: readSettings(data), dropped: 0 }),
    migrate: migrateReaderPrefs,
  }),
};
export type LibraryPart = keyof typeof slots;

/**
 * The reader kept its choices in keys of their own (reader.redLetters = '1', …) before the
 * settings store: they become its first value, and the old keys go once it is written.
 */
const OLD_KEYS = ['reader.redLetters', 'reader.versePerLine', 'reader.commentary', 'reader.commentaryWork'];
function migrateReaderPrefs(): Settings | null {
  try {
    const flag = (k: string, d: boolean) => {
      const v = localStorage.getItem(k);
      return v === null ? d : v === '1';
    };
    const translations: Settings['translations'] = {};
    for (const lang of UI_LANGUAGES) {
      const id = localStorage.getItem(`reader.translation.${lang}`);
      if (id) translations[lang] = id;
    }
    const old = [...OLD_KEYS, ...UI_LANGUAGES.map((l) => `reader.translation.${l}`)];
    if (old.every((k) => localStorage.getItem(k) === null)) return null;
    const settings: Settings = {
      redLetters: flag('reader.redLetters', DEFAULT_SETTINGS.redLetters),
      versePerLine: flag('reader.versePerLine', DEFAULT_SETTINGS.versePerLine),
      commentary: flag('reader.commentary', DEFAULT_SETTINGS.commentary),
      commentaryWork: localStorage.getItem('reader.commentaryWork') ?? DEFAULT_SETTINGS.commentaryWork,
      original: DEFAULT_SETTINGS.original,
      translations,
    };
    localStorage.setItem('settings', JSON.stringify({ v: 1, data: settings }));
    old.forEach((k) => localStorage.removeItem(k));
    return settings;
  } catch {
    return null;
  }
}

/** Saves a generated study (newest first); the same study again is not a second record. */
export function recordStudy(study: Study): boolean {
  const id = studyId(study);
  const list = slots.studies.get();
  if (list.some((s) => s.id === id)) return true;
  return slots.studies.set([{ id, savedAt: now(), study }, ...list]);
}
export const removeStudy = (id: string) => slots.studies.set(slots.studies.get().filter((s) => s.id !== id));

/** Bookmarks or removes the passage; true when it is bookmarked afterwards. */
export function toggleBookmark(place: VersePlace, text: string): boolean {
  const id = placeId(place);
  const list = slots.bookmarks.get();
  if (list.some((b) => b.id === id)) {
    slots.bookmarks.set(list.filter((b) => b.id !== id));
    return false;
  }
  return slots.bookmarks.set([{ ...place, id, text, createdAt: now() }, ...list]);
}
export const removeBookmark = (id: string) =>
  slots.bookmarks.set(slots.bookmarks.get().filter((b) => b.id !== id));

export const noteAt = (place: Pick<VersePlace, 'book' | 'kjv'>) =>
  slots.notes.get().find((n) => n.id === placeId(place));

/** Writes a note's text (called on every change: nothing typed is lost); false when not stored. */
export function saveNote(place: VersePlace, text: string): boolean {
  const id = placeId(place);
  const list = slots.notes.get();
  const old = list.find((n) => n.id === id);
  const note: Note = old
    ? { ...old, text, updatedAt: now() }
    : { ...place, id, text, createdAt: now(), updatedAt: now() };
  return slots.notes.set([note, ...list.filter((n) => n.id !== id)]);
}
export const removeNote = (id: string) => slots.notes.set(slots.notes.get().filter((n) => n.id !== id));

/** Keeps one text of a note edited on two devices at once (ADR 019): `text`, the others dropped. */
export function resolveNote(id: string, text: string) {
  const list = slots.notes.get();
  return slots.notes.set(
    list.map((n) => {
      if (n.id !== id) return n;
      const { conflicts: _, ...rest } = n;
      return { ...rest, text, updatedAt: now() };
    }),
  );
}

/** Colours the verses, or clears their colour (`null`); one highlight per passage. */
export function setHighlight(place: VersePlace, color: HighlightColor | null): boolean {
  const id = placeId(place);
  const list = slots.highlights.get();
  const old = list.find((h) => h.id === id);
  const rest = list.filter((h) => h.id !== id);
  if (!color) return slots.highlights.set(rest);
  const stamp = now();
  return slots.highlights.set([
    { ...place, id, color, createdAt: old?.createdAt ?? stamp, updatedAt: stamp },
    ...rest,
  ]);
}
export const removeHighlight = (id: string) =>
  slots.highlights.set(slots.highlights.get().filter((h) => h.id !== id));

/** Puts back a record removed a moment ago (the library's Undo). */
export function restore(part: 'studies' | 'bookmarks' | 'notes', record: SavedStudy | Bookmark | Note) {
  const slot = slots[part] as unknown as { get(): { id: string }[]; set(v: { id: string }[]): boolean };
  const list = slot.get();
  if (!list.some((r) => r.id === record.id)) slot.set([record, ...list]);
}

/** A chapter opened in the reader: first in the history, once, at most HISTORY_CAP kept. */
export function recordReading(book: string, chapter: number, translation: string | null) {
  const list = slots.history.get();
  if (list[0]?.book === book && list[0].chapter === chapter && list[0].translation === translation) return;
  const rest = list.filter((r) => r.book !== book || r.chapter !== chapter);
  slots.history.set([{ book, chapter, translation, at: now() }, ...rest].slice(0, HISTORY_CAP));
}
export const clearHistory = () => slots.history.set([]);

export const updateSettings = (patch: Partial<Settings>) =>
  slots.settings.set({ ...slots.settings.get(), ...patch });

/** The translation the reader opens in this UI language (chosen in the reader or the library). */
export function setDefaultTranslation(lang: UiLanguage, id: string | null) {
  const translations = { ...slots.settings.get().translations };
  if (id) translations[lang] = id;
  else delete translations[lang];
  return updateSettings({ translations });
}
