/**
 * The user's library, kept in the browser: what each record holds, and the hand checks that every
 * record passes when it is read back (from localStorage or an imported file). No zod here: the
 * reader and the study generator record into the library, and zod would weigh on their chunks.
 * A record is self-contained (a saved study carries the whole study), so it needs no server id;
 * a study the server keeps carries its own (`study.id`), for its link.
 */
import type { PassageVerse, Study } from '../../../shared/api';
import { bookByOsis, isUiLanguage, type UiLanguage } from '../../../shared/books';
import { kjvOf } from '../../../shared/kjv-place';
import { isStudyId } from '../../../shared/study-id';
import { QUOTATION_STATUSES } from '../../../shared/quotations/types';

/** Raised when a record's shape changes; older records are then read and converted. */
export const LIBRARY_VERSION = 1;
/** Reading history keeps this many chapters, newest first (the library page says so). */
export const HISTORY_CAP = 100;

/** Verses in one chapter: `from`–`to` in the translation's numbering, and the same in the KJV's (ADR 009). */
export interface VersePlace {
  book: string;
  chapter: number;
  from: number;
  to: number;
  /** the translation the verses were chosen in */
  translation: string;
  /** the same verses in the KJV's numbering: a note follows them into every translation */
  kjv: { chapter: number; from: number; to: number };
}

export interface Bookmark extends VersePlace {
  /** `John.3.16-16` in the KJV's numbering: one bookmark per passage */
  id: string;
  /** the verses' text when bookmarked, so the list reads without the server */
  text: string;
  createdAt: string;
}

export interface Note extends VersePlace {
  id: string;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** other devices' texts of this note, kept when two edited it at once (ADR 019) until the user chooses */
  conflicts?: { text: string; updatedAt: string }[];
}

/** The five colours a passage can be highlighted in (the reader's selection bar). */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink', 'purple'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

/** Verses coloured in the reader; like a note, shown in every translation through the KJV's numbering. */
export interface Highlight extends VersePlace {
  id: string;
  color: HighlightColor;
  createdAt: string;
  updatedAt: string;
}

export interface Reading {
  book: string;
  chapter: number;
  translation: string | null;
  at: string;
}

export interface SavedStudy {
  id: string;
  savedAt: string;
  study: Study;
}

/** How the reader shows the Hebrew or Greek: not at all, word by word under each verse, or beside it. */
export type OriginalMode = 'off' | 'interlinear' | 'column';
export const ORIGINAL_MODES: readonly OriginalMode[] = ['off', 'interlinear', 'column'];

/** The reader's and the app's choices (the UI language itself stays under `language`, spec §3). */
export interface Settings {
  redLetters: boolean;
  versePerLine: boolean;
  commentary: boolean;
  commentaryWork: string;
  original: OriginalMode;
  /** the default translation of each UI language */
  translations: Partial<Record<UiLanguage, string>>;
}

export const DEFAULT_SETTINGS: Settings = {
  redLetters: true,
  versePerLine: false,
  commentary: false,
  commentaryWork: 'mhcc',
  original: 'off',
  translations: {},
};

/** The id of a passage's bookmark or note: its place in the KJV's numbering. */
export const placeId = (p: Pick<VersePlace, 'book' | 'kjv'>) =>
  `${p.book}.${p.kjv.chapter}.${p.kjv.from}-${p.kjv.to}`;

/** A study's id: the same study saved twice (or imported again) is one record. FNV-1a, 2 × 32 bits. */
export function studyId(s: Study): string {
  const key = `${s.subject.kind}|${s.subject.id}|${s.method.id}|${s.language}|${s.createdAt}|${s.text}`;
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

// ---- hand checks: each answers whether an unknown value is a well-formed record ----

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max = 200_000): v is string => typeof v === 'string' && v.length <= max;
const isInt = (v: unknown, min = 0): v is number => Number.isInteger(v) && (v as number) >= min;
const isDate = (v: unknown): v is string => isStr(v, 40) && !Number.isNaN(Date.parse(v));
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isStrOrNull = (v: unknown) => v === null || isStr(v);
const every = (v: unknown, check: (x: unknown) => boolean) => Array.isArray(v) && v.every(check);

function isPlace(v: Obj): boolean {
  const book = isStr(v.book, 10) ? bookByOsis(v.book) : undefined;
  const k = v.kjv;
  return (
    !!book &&
    isInt(v.chapter, 1) &&
    (v.chapter as number) <= book.chapters + 1 &&
    isInt(v.from, 0) &&
    isInt(v.to, 0) &&
    (v.from as number) <= (v.to as number) &&
    isStr(v.translation, 40) &&
    isObj(k) &&
    isInt(k.chapter, 1) &&
    isInt(k.from, 0) &&
    isInt(k.to, 0) &&
    (k.from as number) <= (k.to as number)
  );
}

export const isBookmark = (v: unknown): v is Bookmark =>
  isObj(v) && isPlace(v) && v.id === placeId(v as never) && isStr(v.text) && isDate(v.createdAt);

const isConflict = (c: unknown) => isObj(c) && isStr(c.text, 100_000) && isDate(c.updatedAt);

export const isNote = (v: unknown): v is Note =>
  isObj(v) &&
  isPlace(v) &&
  v.id === placeId(v as never) &&
  isStr(v.text, 100_000) &&
  isDate(v.createdAt) &&
  isDate(v.updatedAt) &&
  (v.conflicts === undefined || (every(v.conflicts, isConflict) && (v.conflicts as unknown[]).length <= 20));

export const isHighlight = (v: unknown): v is Highlight =>
  isObj(v) &&
  isPlace(v) &&
  v.id === placeId(v as never) &&
  HIGHLIGHT_COLORS.includes(v.color as HighlightColor) &&
  isDate(v.createdAt) &&
  isDate(v.updatedAt);

export const isReading = (v: unknown): v is Reading =>
  isObj(v) &&
  isStr(v.book, 10) &&
  !!bookByOsis(v.book) &&
  isInt(v.chapter, 1) &&
  (v.translation === null || isStr(v.translation, 40)) &&
  isDate(v.at);

const isReference = (v: unknown) =>
  isObj(v) && isStr(v.text, 200) && isStrOrNull(v.osis) && isBool(v.valid) && isInt(v.start) && isInt(v.end);
const QUOTE_STATUS: readonly string[] = QUOTATION_STATUSES;
const isQuotation = (v: unknown) =>
  isObj(v) &&
  isInt(v.start) &&
  isInt(v.end) &&
  isStr(v.quote) &&
  isStrOrNull(v.osis) &&
  QUOTE_STATUS.includes(v.status as string) &&
  isStrOrNull(v.translation) &&
  isStrOrNull(v.expected);
const isHint = (v: unknown) =>
  isObj(v) && isInt(v.start) && isInt(v.end) && isStr(v.osis, 200) && isStr(v.person, 200);
const isVerification = (v: unknown) =>
  isObj(v) &&
  every(v.translations, (x) => isStr(x, 40)) &&
  isObj(v.references) &&
  every(v.quotations, isQuotation) &&
  isObj(v.counts) &&
  every(v.hints, isHint);

/** A study as the API returned it: what the study view, its checks and the Word export read. */
export function isStudy(v: unknown): v is Study {
  if (!isObj(v)) return false;
  const { subject, method } = v;
  return (
    (v.id === undefined || isStudyId(v.id)) &&
    isStr(v.text, 500_000) &&
    (v.driver === 'builtin' || v.driver === 'openai') &&
    isStr(v.model, 200) &&
    isUiLanguage(v.language) &&
    isObj(subject) &&
    (subject.kind === 'character' || subject.kind === 'topic') &&
    isStr(subject.id, 80) &&
    isStr(subject.name, 200) &&
    isObj(method) &&
    isInt(method.id, 1) &&
    isStr(method.studyname, 200) &&
    isStr(method.studydescription, 2000) &&
    isStr(v.translation, 40) &&
    every(v.references, isReference) &&
    (v.verification === undefined || isVerification(v.verification)) &&
    isDate(v.createdAt)
  );
}

export const isSavedStudy = (v: unknown): v is SavedStudy =>
  isObj(v) && isStudy(v.study) && v.id === studyId(v.study) && isDate(v.savedAt);

/** Settings as stored or imported: a missing or malformed field takes its default. */
export function readSettings(v: unknown): Settings {
  const o = isObj(v) ? v : {};
  const translations: Settings['translations'] = {};
  if (isObj(o.translations))
    for (const [lang, id] of Object.entries(o.translations))
      if (isUiLanguage(lang) && isStr(id, 40)) translations[lang] = id;
  return {
    redLetters: isBool(o.redLetters) ? o.redLetters : DEFAULT_SETTINGS.redLetters,
    versePerLine: isBool(o.versePerLine) ? o.versePerLine : DEFAULT_SETTINGS.versePerLine,
    commentary: isBool(o.commentary) ? o.commentary : DEFAULT_SETTINGS.commentary,
    commentaryWork: isStr(o.commentaryWork, 40) ? o.commentaryWork : DEFAULT_SETTINGS.commentaryWork,
    original: ORIGINAL_MODES.find((m) => m === o.original) ?? DEFAULT_SETTINGS.original,
    translations,
  };
}

/** The place of verses selected in the reader (in one chapter of one translation). */
export function placeOf(
  book: string,
  verses: Pick<PassageVerse, 'chapter' | 'verse' | 'kjv'>[],
  translation: string,
): VersePlace {
  const first = verses[0]!;
  const last = verses[verses.length - 1]!;
  const k1 = kjvOf(first);
  const k2 = kjvOf(last);
  return {
    book,
    chapter: first.chapter,
    from: first.verse,
    to: last.verse,
    translation,
    // a selection that crosses a KJV chapter (rare) is kept within the first one
    kjv: { chapter: k1.chapter, from: k1.verse, to: k2.chapter === k1.chapter ? k2.verseEnd : k1.verseEnd },
  };
}

/** Whether a record covers a verse shown in the reader (compared in the KJV's numbering). */
export function covers(
  p: Pick<VersePlace, 'book' | 'kjv'>,
  book: string,
  v: Pick<PassageVerse, 'chapter' | 'verse' | 'kjv'>,
) {
  const k = kjvOf(v);
  return p.book === book && p.kjv.chapter === k.chapter && p.kjv.from <= k.verseEnd && k.verse <= p.kjv.to;
}
