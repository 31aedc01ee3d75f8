import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { bookByOsis, type UiLanguage } from '../../../shared/books';
import { PageHeader } from '../../components/ui/PageHeader';
import { readerPath } from '../../lib/paths';
import { NotFoundPage } from '../NotFoundPage';
import { difficultyOf } from '../../features/books/difficulty';

/** A book's page: its facts and a link to every chapter. */
export function BookPage() {
  const { t, i18n } = useTranslation();
  const { book: osis = '' } = useParams();
  const book = bookByOsis(osis);
  if (!book) return <NotFoundPage message={t('studyGuides.unknownBook', { book: osis })} />;
  const level = difficultyOf(book.osis);
  return (
    <div className="page">
      <PageHeader
        title={book.names[i18n.language as UiLanguage]}
        lead={
          <>
            {t(`studyGuides.testament.${book.testament}`)} ·{' '}
            {t('studyGuides.chapters', { count: book.chapters })} ·{' '}
            <span className={`badge level-${level}`}>{t(`studyGuides.difficulty.${level}`)}</span>
          </>
        }
      />
      <h2>{t('studyGuides.chooseChapter')}</h2>
      <ol className="chapter-grid">
        {Array.from({ length: book.chapters }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link to={readerPath(book.osis, n)} aria-label={t('studyGuides.chapterN', { n })}>
              {n}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
