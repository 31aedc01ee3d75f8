import { useMemo } from 'react';
import type { CrossReferences } from '../../../../shared/api';
import type { BookInfo } from '../../../../shared/books';
import { splitOsisId } from '../../../../shared/reference/osis';
import { useApi } from '../../../lib/use-api';
import { crossReferencesUrl } from '../../../../shared/api/reader-urls';

export interface ChapterCrossReferences {
  /** the targets of each verse that has cross-references */
  byVerse: Map<number, string[]>;
  /** the chapter's answer is still coming (its markers would re-wrap the text's lines) */
  loading: boolean;
}

/** The chapter's cross-references, by verse number (one request for the whole chapter). */
export function useChapterCrossReferences(
  book: BookInfo,
  chapter: number,
  translation: string | null,
): ChapterCrossReferences {
  const answer = useApi<CrossReferences>(
    translation ? crossReferencesUrl(`${book.names.en} ${chapter}`, translation) : null,
  );
  const byVerse = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const item of answer.data?.items ?? []) {
      const { chapter: c, verse } = splitOsisId(item.osis);
      if (c === chapter && verse !== null) map.set(verse, item.targets);
    }
    return map;
  }, [answer.data, chapter]);
  return { byVerse, loading: answer.loading };
}
