import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BookInfo, UiLanguage } from '../../../../shared/books';

interface Props {
  prev: { book: BookInfo; chapter: number } | null;
  next: { book: BookInfo; chapter: number } | null;
  /** the link to a chapter, keeping the reader's translations */
  pathOf: (to: { book: BookInfo; chapter: number }) => string;
}

/** Previous and next chapter (also the arrow keys), with the chapter each leads to. */
export function ChapterNav({ prev, next, pathOf }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  return (
    <>
      <nav className="chapter-nav" aria-label={t('studyGuides.chooseChapter')}>
        {prev ? (
          <Link className="button" to={pathOf(prev)} rel="prev" aria-keyshortcuts="ArrowLeft">
            <ChevronLeft size={18} aria-hidden /> {t('reader.previousChapter')}
            <span className="muted">
              {' '}
              ({prev.book.names[lang]} {prev.chapter})
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
              ({next.book.names[lang]} {next.chapter})
            </span>{' '}
            <ChevronRight size={18} aria-hidden />
          </Link>
        )}
      </nav>
      <p className="muted keys-hint">{t('reader.keysHint')}</p>
    </>
  );
}
