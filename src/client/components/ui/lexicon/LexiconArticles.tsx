import type { LexiconArticles as Articles } from '../../../../shared/api';
import { AbbottSmithSection } from './AbbottSmithSection';
import { BdbSection } from './BdbSection';
import type { FoldSize } from './fold';
import type { LinkFor } from './LexPieces';

/** The reader's word details fold at a third of the word study's size. */
export const COMPACT_FOLD: FoldSize = { over: 500, to: 250 };

/**
 * What the dictionaries beyond Strong's say of a word: Brown-Driver-Briggs for Hebrew and Aramaic,
 * Abbott-Smith for Greek (a number has one or the other) — in the word study, the reader's word
 * details and the original-language concordance alike.
 */
export function LexiconArticles({
  articles,
  linkFor,
  fold,
}: {
  articles: Pick<Articles, 'bdb' | 'abbottSmith'>;
  linkFor: LinkFor;
  fold?: FoldSize;
}) {
  return (
    <>
      <BdbSection entries={articles.bdb} linkFor={linkFor} fold={fold} />
      <AbbottSmithSection entries={articles.abbottSmith} linkFor={linkFor} fold={fold} />
    </>
  );
}
