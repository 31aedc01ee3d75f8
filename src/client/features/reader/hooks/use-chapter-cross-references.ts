import { useMemo } from 'react';
import type { CrossReferences } from '../../../../shared/api';
import type { BookInfo } from '../../../../shared/books';
import { splitOsisId } from '../../../../shared/reference/osis';
import { useApi } from '../../../lib/use-api';
import { crossReferencesUrl } from '../api/passages';

/** The chapter's cross-references, by verse number (one request for the whole chapter). */
export function useChapterCrossReferences(
  book: BookInfo,
  chapter: number,
  translation: string | null,
): Map<number, string[]> {
  const answer = useApi<CrossReferences>(
    translation ? crossReferencesUrl(`${book.names.en} ${chapter}`, translation) : null,
  );
  return useMemo(() => {
    const map = new Map<number, string[]>();
    for (const item of answer.data?.items ?? []) {
      const { chapter: c, verse } = splitOsisId(item.osis);
      if (c === chapter && verse !== null) map.set(verse, item.targets);
    }
    return map;
  }, [answer.data, chapter]);
}
