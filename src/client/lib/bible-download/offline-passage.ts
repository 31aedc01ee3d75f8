/**
 * The reader's passages from a downloaded Bible when the server cannot be reached (ADR 017): the
 * same `Passage` /api/passages gives, so the chapter is laid out as online (without Strong's
 * words: the download leaves them out).
 */
import type { Passage, PassageVerse } from '../../../shared/api';
import type { BookInfo } from '../../../shared/books';
import { kjvOf } from '../../../shared/kjv-place';
import { storedChapter } from './store';

/** A chapter of a downloaded Bible, or null when it is not downloaded. */
export async function downloadedChapter(
  id: string,
  book: BookInfo,
  chapter: number,
): Promise<Passage | null> {
  const verses = await storedChapter(id, book.osis, chapter).catch(() => null);
  if (!verses) return null;
  return {
    reference: `${book.names.en} ${chapter}`,
    osis: `${book.osis}.${chapter}`,
    translation: id,
    verses,
  };
}

export interface KjvPlace {
  chapter: number;
  verse: number;
}

const place = (chapter: number, verse: number) => chapter * 1000 + verse;

/**
 * A downloaded Bible's verses standing at the KJV's places `from`–`to` in a book (what
 * /api/passages?scheme=kjv gives): the chapters around them are read, as numberings differ
 * by a chapter at most at a chapter's edge (Mal 4 is the Segond's Mal 3:19–24).
 */
export async function downloadedKjvRange(
  id: string,
  book: BookInfo,
  from: KjvPlace,
  to: KjvPlace,
): Promise<Passage | null> {
  const verses: PassageVerse[] = [];
  let found = false;
  for (let c = Math.max(1, from.chapter - 1); c <= to.chapter + 1; c++) {
    const chapter = await storedChapter(id, book.osis, c).catch(() => null);
    if (!chapter) continue;
    found = true;
    for (const v of chapter) {
      const k = kjvOf(v);
      if (
        place(k.chapter, k.verseEnd) >= place(from.chapter, from.verse) &&
        place(k.chapter, k.verse) <= place(to.chapter, to.verse)
      )
        verses.push(v);
    }
  }
  if (!found || !verses.length) return null;
  return { reference: book.names.en, osis: book.osis, translation: id, verses };
}
