import { useMemo, useState } from 'react';
import type { Interlinear, Passage } from '../../../../shared/api';
import type { OriginalMode } from '../../../lib/library/records';
import type { ApiState } from '../../../lib/use-api';
import type { ChapterCrossReferences } from './use-chapter-cross-references';

/** What the reader lays out: the chapter, the passage beside it and the cross-references by verse. */
export interface ChapterView {
  main: Passage | null;
  second: Passage | null;
  /** the translation beside the text when this view was complete */
  compare: string | null;
  crossRefs: Map<number, string[]>;
  /** how the original language is shown, and its words (null when off, or when they failed) */
  originalMode: OriginalMode;
  original: Interlinear | null;
}

interface Parts {
  /** the list of translations: the controls above the text take their size from it */
  translations: Pick<ApiState<unknown>, 'loading'>;
  main: ApiState<Passage>;
  second: ApiState<Passage>;
  compare: string | null;
  crossRefs: ChapterCrossReferences;
  original: ApiState<Interlinear>;
  originalMode: OriginalMode;
}

/**
 * The chapter as last seen complete, so it is laid out once. Each answer used to arrive on its
 * own and move what was on the screen (issue 26: CLS 0.2–0.7 on John 3): the text pushed the
 * chapter navigation down, the cross-reference markers re-wrapped its lines, the list of
 * translations added a row of controls above it, the compared text grew its rows; the original
 * language, shown under or beside the text, comes with it (and its font). Null until
 * the first chapter is complete; while another chapter or translation loads, the last stays.
 */
export function useChapterView({
  translations,
  main,
  second,
  compare,
  crossRefs,
  original,
  originalMode,
}: Parts): ChapterView | null {
  const settled =
    !translations.loading && !main.loading && !second.loading && !crossRefs.loading && !original.loading;
  // the last answer stays in `original.data` once the original is turned off: not shown then
  const words = originalMode === 'off' ? null : original.data;
  const view = useMemo(
    () => ({
      main: main.data,
      second: second.data,
      compare,
      crossRefs: crossRefs.byVerse,
      originalMode,
      original: words,
    }),
    [main.data, second.data, compare, crossRefs.byVerse, originalMode, words],
  );
  const [held, setHeld] = useState<ChapterView | null>(null);
  // adjusted while rendering (as useResettableState does), so no paint shows a partial chapter
  if (settled && held !== view) setHeld(view);
  return settled ? view : held;
}
