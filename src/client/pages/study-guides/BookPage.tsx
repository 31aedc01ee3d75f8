import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { UiLanguage } from '../../../shared/books';
import { bookFromParam, pagePath } from '../../../shared/routes';
import { PageHeader } from '../../components/ui/PageHeader';
import { ChapterGrid } from '../../features/books/ChapterGrid';
import { DifficultyBadge } from '../../features/books/DifficultyBadge';
import { NotFoundPage } from '../NotFoundPage';

/** A book's page: its facts and a link to every chapter. */
export function BookPage() {
  const { t, i18n } = useTranslation();
  const { book: osis = '' } = useParams();
  const book = bookFromParam(osis);
  if (!book) return <NotFoundPage message={t('studyGuides.unknownBook', { book: osis })} />;
  if (book.osis !== osis) return <Navigate replace to={pagePath('book', { book: book.osis })} />;
  return (
    <div className="page">
      <PageHeader
        title={book.names[i18n.language as UiLanguage]}
        lead={
          <>
            {t(`studyGuides.testament.${book.testament}`)} ·{' '}
            {t('studyGuides.chapters', { count: book.chapters })} · <DifficultyBadge osis={book.osis} />
          </>
        }
      />
      <h2>{t('studyGuides.chooseChapter')}</h2>
      <ChapterGrid book={book} />
    </div>
  );
}
