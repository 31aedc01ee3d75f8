import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LexSense, LexText } from '../../../../shared/api';
import { foldSenses, type FoldSize } from './fold';
import { Pieces, Senses, type PieceLinks } from './LexPieces';

/**
 * One lexicon entry as BDB and Abbott-Smith are shown: its head (each lexicon's own), its intro and
 * senses in English, a long one folded behind "Show all".
 */
export function LexEntry({
  entry,
  head,
  links,
  fold,
}: {
  entry: { intro: LexText[]; senses: LexSense[] };
  head: ReactNode;
  links: PieceLinks;
  fold?: FoldSize;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [all, setAll] = useState(false);
  const folded = foldSenses(entry, fold);
  const senses = folded && !all ? folded.senses : entry.senses;
  return (
    <article className="lex-entry" aria-labelledby={`${id}-head`}>
      <h4 id={`${id}-head`} className="lex-head">
        {head}
      </h4>
      <div id={`${id}-body`} lang="en">
        {entry.intro.length > 0 && (
          <p className="lex-intro">
            <Pieces parts={entry.intro} links={links} />
          </p>
        )}
        <Senses senses={senses} links={links} />
      </div>
      {folded && (
        <button
          type="button"
          className="link-button lex-toggle"
          aria-expanded={all}
          aria-controls={`${id}-body`}
          onClick={() => setAll(!all)}
        >
          {all ? t('wordStudy.bdbShowLess') : t('wordStudy.bdbShowAll', { count: folded.hidden })}
        </button>
      )}
    </article>
  );
}
