import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { bookByOsis, type UiLanguage } from '../../../shared/books';
import { usePageTitle } from '../../hooks/use-page-title';
import { readerPath } from '../../lib/paths';
import { NotFoundPage } from '../NotFoundPage';
import { difficultyOf } from './difficulty';

/** A book's page: its facts and a link to every chapter. */
export function BookPage() {
  const { t, i18n } = useTranslation();
  const { book: osis = '' } = useParams();
  const book = bookByOsis(osis);
  usePageTitle(book?.names[i18n.language as UiLanguage]);
  if (!book) return <NotFoundPage message={t('studyGuides.unknownBook', { book: osis })} />;
  const level = difficultyOf(book.osis);
  return (
    <div className="page">
      <header className="page-header">
        <h1>{book.names[i18n.language as UiLanguage]}</h1>
        <p className="lead">
          {t(`studyGuides.testament.${book.testament}`)} · {t('studyGuides.chapters', { count: book.chapters })} ·{' '}
          <span className={`badge level-${level}`}>{t(`studyGuides.difficulty.${level}`)}</span>
        </p>
      </header>
      <h2>{t('studyGuides.chooseChapter')}</h2>
      <ol className="chapter-grid">
        {Array.from({ length: book.chapters }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link to={readerPath(book.osis, n)} aria-label={t('studyGuides.chapterN', { n })}>{n}</Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
