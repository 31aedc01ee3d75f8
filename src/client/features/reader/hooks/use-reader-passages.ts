import { useMemo } from 'react';
import type { Passage } from '../../../../shared/api';
import type { BookInfo } from '../../../../shared/books';
import { kjvOf } from '../../../../shared/kjv-place';
import { downloadedChapter, downloadedKjvRange } from '../../../lib/bible-download/offline-passage';
import { useApi } from '../../../lib/use-api';
import { passageUrl } from '../../../../shared/api/reader-urls';

/**
 * The chapter in the translation read, and the other translation's verses for the same passage,
 * found through the KJV's numbering (ADR 009), never by verse number; `kjvRange` is that passage
 * (the original language is asked for by it too). When the server cannot be reached, each comes
 * from the downloaded Bible if there is one (ADR 017; `fallback` says so).
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
    () => (translation ? downloadedChapter(translation, book, chapter) : Promise.resolve(null)),
  );
  const span = useMemo(() => {
    const verses = main.data?.verses ?? [];
    if (!verses.length) return null;
    const first = kjvOf(verses[0]);
    const last = kjvOf(verses[verses.length - 1]);
    return {
      from: { chapter: first.chapter, verse: Math.max(first.verse, 1) },
      to: { chapter: last.chapter, verse: last.verseEnd },
    };
  }, [main.data]);
  const kjvRange =
    span && `${book.names.en} ${span.from.chapter}:${span.from.verse}-${span.to.chapter}:${span.to.verse}`;
  const second = useApi<Passage>(
    compare && kjvRange
      ? passageUrl(kjvRange, compare, { kjv: true, strongs: strongs.compareStrongs })
      : null,
    () => (compare && span ? downloadedKjvRange(compare, book, span.from, span.to) : Promise.resolve(null)),
  );
  return { main, second, kjvRange };
}
