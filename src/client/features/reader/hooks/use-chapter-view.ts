import { useMemo, useState } from 'react';
import type { Passage } from '../../../../shared/api';
import type { ApiState } from '../../../lib/use-api';
import type { ChapterCrossReferences } from './use-chapter-cross-references';

/** What the reader lays out: the chapter, the passage beside it and the cross-references by verse. */
export interface ChapterView {
  main: Passage | null;
  second: Passage | null;
  /** the translation beside the text when this view was complete */
  compare: string | null;
  crossRefs: Map<number, string[]>;
}

interface Parts {
  /** the list of translations: the controls above the text take their size from it */
  translations: Pick<ApiState<unknown>, 'loading'>;
  main: ApiState<Passage>;
  second: ApiState<Passage>;
  compare: string | null;
  crossRefs: ChapterCrossReferences;
}

/**
 * The chapter as last seen complete, so it is laid out once. Each answer used to arrive on its
 * own and move what was on the screen (issue 26: CLS 0.2–0.7 on John 3): the text pushed the
 * chapter navigation down, the cross-reference markers re-wrapped its lines, the list of
 * translations added a row of controls above it, the compared text grew its rows. Null until
 * the first chapter is complete; while another chapter or translation loads, the last stays.
 */
export function useChapterView({
  translations,
  main,
  second,
  compare,
  crossRefs,
}: Parts): ChapterView | null {
  const settled = !translations.loading && !main.loading && !second.loading && !crossRefs.loading;
  const view = useMemo(
    () => ({ main: main.data, second: second.data, compare, crossRefs: crossRefs.byVerse }),
    [main.data, second.data, compare, crossRefs.byVerse],
  );
  const [held, setHeld] = useState<ChapterView | null>(null);
  // adjusted while rendering (as useResettableState does), so no paint shows a partial chapter
  if (settled && held !== view) setHeld(view);
  return settled ? view : held;
}
