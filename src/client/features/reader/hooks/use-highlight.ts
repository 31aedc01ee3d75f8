import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Passage } from '../../../../shared/api';
import { kjvOf } from '../../../../shared/kjv-place';

/**
 * The verse to highlight: #v16, ?highlight=16 (the translation's numbering), or ?kv=16 (the
 * KJV's, found in the translation shown). It is scrolled to the middle of the screen once shown.
 */
export function useHighlight(passage: Passage | null, chapter: number): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const hashVerse = /^#v(\d+)$/.exec(location.hash)?.[1];
  const kjvVerse = Number(params.get('kv')) || null;
  const highlight = useMemo(() => {
    if (hashVerse) return Number(hashVerse);
    const h = Number(params.get('highlight'));
    if (h) return h;
    if (kjvVerse && passage) {
      const found = passage.verses.find((v) => {
        const k = kjvOf(v);
        return k.chapter === chapter && k.verse <= kjvVerse && kjvVerse <= k.verseEnd;
      });
      return found?.verse ?? kjvVerse;
    }
    return null;
  }, [hashVerse, params, kjvVerse, passage, chapter]);

  useEffect(() => {
    if (highlight && passage) document.getElementById(`v${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, passage]);
  return highlight;
}
