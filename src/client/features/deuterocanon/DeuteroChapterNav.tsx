import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Place } from './deutero-bible';

interface Props {
  prev: Place | null;
  next: Place | null;
  pathOf: (to: Place) => string;
}

/** Previous and next chapter across the Bible's deuterocanonical books (also the arrow keys). */
export function DeuteroChapterNav({ prev, next, pathOf }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <nav className="chapter-nav" aria-label={t('studyGuides.chooseChapter')}>
        {prev ? (
          <Link className="button" to={pathOf(prev)} rel="prev" aria-keyshortcuts="ArrowLeft">
            <ChevronLeft size={18} aria-hidden /> {t('reader.previousChapter')}
            <span className="muted">
              {' '}
              ({prev.name} {prev.chapter})
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link className="button" to={pathOf(next)} rel="next" aria-keyshortcuts="ArrowRight">
            {t('reader.nextChapter')}
            <span className="muted">
              {' '}
              ({next.name} {next.chapter})
            </span>{' '}
            <ChevronRight size={18} aria-hidden />
          </Link>
        )}
      </nav>
      <p className="muted keys-hint">{t('deuterocanon.keysHint')}</p>
    </>
  );
}
