import type { ReactNode } from 'react';
import type { PassageVerse } from '../../../../shared/api';

/** What the reader puts around each verse, the same in the single and the side-by-side layout. */
export interface VerseDecor {
  /** the verse number, which selects the verse */
  number: (v: PassageVerse) => ReactNode;
  /** the cross-reference marker, when the verse has any */
  marker: (v: PassageVerse) => ReactNode;
  /** ' highlight' and/or ' selected', for the verse's class */
  classes: (n: number) => string;
  highlight: number | null;
}
