import { useResettableState } from '../../../hooks/use-resettable-state';

export type VerseRange = [number, number];

/**
 * The verses selected for copy and share. A click selects a verse (again: clears it), a
 * shift-click extends the selection to it; another chapter or translation starts with none.
 */
export function useVerseSelection(resetKey: string) {
  const [selection, setSelection] = useResettableState<VerseRange | null>(null, resetKey);
  return {
    selection,
    isSelected: (n: number) => !!selection && n >= selection[0] && n <= selection[1],
    select: (verse: number, extend: boolean) =>
      setSelection((s) =>
        extend && s
          ? [Math.min(s[0], verse), Math.max(s[1], verse)]
          : s && s[0] === verse && s[1] === verse
            ? null
            : [verse, verse],
      ),
    clear: () => setSelection(null),
  };
}
