import { useMemo } from 'react';
import type { Passage } from '../../../../shared/api';
import type { BookInfo } from '../../../../shared/books';
import { kjvOf } from '../../../../shared/kjv-place';
import { useApi } from '../../../lib/use-api';
import { passageUrl } from '../api/passages';

/**
 * The chapter in the translation read, and the other translation's verses for the same passage,
 * found through the KJV's numbering (ADR 009), never by verse number; `kjvRange` is that passage
 * (the original language is asked for by it too).
 */
export function useReaderPassages(
  book: BookInfo,
  chapter: number,
  translation: string | null,
  compare: string | null,
  strongs: { showStrongs: boolean; compareStrongs: boolean },
) {
  const main = useApi<Passage>(
    translation
      ? passageUrl(`${book.names.en} ${chapter}`, translation, { strongs: strongs.showStrongs })
      : null,
  );
  const kjvRange = useMemo(() => {
    const verses = main.data?.verses ?? [];
    if (!verses.length) return null;
    const first = kjvOf(verses[0]);
    const last = kjvOf(verses[verses.length - 1]);
    return `${book.names.en} ${first.chapter}:${Math.max(first.verse, 1)}-${last.chapter}:${last.verseEnd}`;
  }, [main.data, book]);
  const second = useApi<Passage>(
    compare && kjvRange
      ? passageUrl(kjvRange, compare, { kjv: true, strongs: strongs.compareStrongs })
      : null,
  );
  return { main, second, kjvRange };
}
