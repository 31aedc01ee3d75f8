import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Passage } from '../../../../shared/api';
import { kjvOf } from '../../../../shared/kjv-place';

/** The verses highlighted, first and last (one verse: the same). */
export interface HighlightRange {
  from: number;
  to: number;
}

/** `16` or `28-30` → its first and last verse; anything else → null. */
export function parseSpan(raw: string | null): HighlightRange | null {
  const m = /^(\d+)(?:-(\d+))?$/.exec(raw ?? '');
  if (!m || !Number(m[1])) return null;
  const from = Number(m[1]);
  return { from, to: Math.max(from, Number(m[2] ?? from)) };
}

/**
 * The verses to highlight: #v16, ?highlight=16 or 28-30 (the translation's numbering), or ?kv=16
 * or 28-30 (the KJV's, found in the translation shown). The first is scrolled to the middle of
 * the screen once shown.
 */
export function useHighlight(passage: Passage | null, chapter: number): HighlightRange | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const hashVerse = /^#v(\d+)$/.exec(location.hash)?.[1];
  const highlightParam = params.get('highlight');
  const kjvParam = params.get('kv');
  const highlight = useMemo(() => {
    if (hashVerse) return parseSpan(hashVerse);
    const own = parseSpan(highlightParam);
    if (own) return own;
    const kjv = parseSpan(kjvParam);
    if (kjv && passage) {
      // the translation's verses that hold the KJV's first and last verse
      const find = (n: number) =>
        passage.verses.find((v) => {
          const k = kjvOf(v);
          return k.chapter === chapter && k.verse <= n && n <= k.verseEnd;
        })?.verse ?? n;
      return { from: find(kjv.from), to: find(kjv.to) };
    }
    return kjv;
  }, [hashVerse, highlightParam, kjvParam, passage, chapter]);

  const first = highlight?.from;
  useEffect(() => {
    if (first && passage) document.getElementById(`v${first}`)?.scrollIntoView({ block: 'center' });
  }, [first, passage]);
  return highlight;
}
