/** Field schemas the content kinds share: a line of text, a text in each UI language, a reference. */
import { z } from 'zod';
import { BOOKS } from '../../shared/books';
import { ONE_LINE } from './files';

/** Non-empty, one paragraph (YAML folds long lines; a blank line would break the study's layout). */
export const line = z.string().min(1).regex(ONE_LINE, 'one paragraph expected: remove the blank line');

/** The same field in each UI language (en, es, fr, te), all required. */
export const texts = <S extends z.ZodType>(field: S) =>
  z.strictObject({ en: field, es: field, fr: field, te: field });

const BOOK_BY_NAME = new Map(BOOKS.flatMap((b) => [[b.names.en, b] as const, [b.sword, b] as const]));
BOOK_BY_NAME.set('Psalm', BOOK_BY_NAME.get('Psalms')!); // Psalm 51:1-17
const REFERENCE = /^(.+) (\d{1,3}):(\d{1,3})(?:-(?:(\d{1,3}):)?(\d{1,3}))?$/;

/**
 * Where an English reference (`Exodus 3:1-6`, `Genesis 37:36-38:2`) starts in the canon, as one
 * sortable number; null unless the book is named as in shared/books.ts (English or SWORD name,
 * or `Psalm`) and its chapters exist.
 * Cheap on purpose: the full reference parser takes most of a second to build, and start-up
 * should not wait for it to read a few hundred plain references (their verses are checked
 * against scripture.db by the content's tests).
 */
export function referencePlace(text: string): number | null {
  const m = REFERENCE.exec(text);
  const book = m && BOOK_BY_NAME.get(m[1]);
  if (!m || !book) return null;
  const [chapter, verse] = [Number(m[2]), Number(m[3])];
  const endChapter = m[4] ? Number(m[4]) : chapter;
  if (!chapter || !verse || chapter > book.chapters || endChapter < chapter || endChapter > book.chapters)
    return null;
  return book.order * 1e6 + chapter * 1e3 + verse;
}

/** An English reference in the KJV's numbering, within one book (`Exodus 3:1-6`). */
export const reference = z.string().refine((text) => referencePlace(text) !== null, {
  error: 'not a reference: write the English book name, chapter and verses, e.g. Exodus 3:1-6',
});
