import { useEffect, useState } from 'react';
import type { Interlinear } from '../../../../shared/api';
import type { BookInfo } from '../../../../shared/books';
import { useApi, type ApiState } from '../../../lib/use-api';
import type { OriginalMode } from '../../../lib/library/records';
import { interlinearUrl } from '../../../../shared/api/reader-urls';

/** Longest wait for the Hebrew font before the chapter is shown anyway (in the system's font). */
const FONT_WAIT_MS = 3000;

/**
 * Whether the Hebrew font (styles/hebrew.css) is in, once it is needed: text laid out before it
 * would move when it swaps in, and the reader lays a chapter out once (use-chapter-view.ts).
 */
function useHebrewFont(needed: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    const loaded = document.fonts?.load('1em "Scripture Hebrew"', 'בָּרָא') ?? Promise.resolve();
    const late = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
    void Promise.race([loaded, late])
      .catch(() => {})
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return !needed || ready;
}

/**
 * The passage read, word by word in the original language, when the reader shows it (`mode`):
 * asked for by the passage's place in the KJV's numbering (`kjvRange`, null until the text has
 * come). Loading until the answer and, for the Old Testament, the Hebrew font are in.
 */
export function useInterlinear(
  book: BookInfo,
  kjvRange: string | null,
  mode: OriginalMode,
  lang: string,
): ApiState<Interlinear> {
  const url = mode !== 'off' && kjvRange ? interlinearUrl(kjvRange, lang) : null;
  const answer = useApi<Interlinear>(url);
  const font = useHebrewFont(url !== null && book.testament === 'OT');
  return { ...answer, loading: answer.loading || (answer.data !== null && !font) };
}
