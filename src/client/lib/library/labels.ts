import { bookByOsis, type UiLanguage } from '../../../shared/books';
import { readerPath } from '../paths';
import type { Reading, VersePlace } from './records';

const bookName = (osis: string, lang: UiLanguage) => bookByOsis(osis)?.names[lang] ?? osis;

/** "Juan 3:16-17": a place in its translation's own numbering, in the UI language. */
export const placeLabel = (p: VersePlace, lang: UiLanguage) =>
  `${bookName(p.book, lang)} ${p.chapter}:${p.from}${p.to > p.from ? `-${p.to}` : ''}`;

/** "Juan 3" */
export const readingLabel = (r: Reading, lang: UiLanguage) => `${bookName(r.book, lang)} ${r.chapter}`;

/** The reader at a bookmark or a note, in the translation it was made in, its first verse highlighted. */
export const placePath = (p: VersePlace) =>
  readerPath(p.book, p.chapter, { translation: p.translation, highlight: p.from });

export const readingPath = (r: Reading) =>
  readerPath(r.book, r.chapter, { translation: r.translation ?? undefined });
