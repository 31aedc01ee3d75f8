import { BOOKS, type BookInfo } from '../../../../shared/books';

/** The chapter before or after, across book boundaries (Malachi 4 → Matthew 1); null at either end of the Bible. */
export function neighbour(
  book: BookInfo,
  chapter: number,
  step: 1 | -1,
): { book: BookInfo; chapter: number } | null {
  if (step === -1 && chapter > 1) return { book, chapter: chapter - 1 };
  if (step === 1 && chapter < book.chapters) return { book, chapter: chapter + 1 };
  const other = BOOKS[book.order - 1 + step];
  if (!other) return null;
  return { book: other, chapter: step === 1 ? 1 : other.chapters };
}
