import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOOKS, type Testament, type UiLanguage } from '../../../shared/books';
import { PAGES } from '../../../shared/routes';
import { PageHeader } from '../../components/ui/PageHeader';
import { BookGrid } from '../../features/books/BookGrid';
import { filterBooks } from '../../features/books/book-filter';
import { BookFilterForm, useBookFilter } from '../../features/books/BookFilterForm';

/** Book by book (all 66) or one testament's books, with a filter by testament, section and name. */
export function BookListPage({ testament }: { testament: Testament | null }) {
  const { t, i18n } = useTranslation();
  const { filter, update, clear } = useBookFilter(testament);
  const books = filterBooks(filter, i18n.language as UiLanguage);
  const total = testament ? BOOKS.filter((b) => b.testament === testament).length : BOOKS.length;
  const title = testament ? t(`studyGuides.testament.${testament}`) : t('studyGuides.bookByBookTitle');
  const subtitle =
    testament === 'OT'
      ? t('studyGuides.oldTestamentSubtitle')
      : testament === 'NT'
        ? t('studyGuides.newTestamentSubtitle')
        : t('studyGuides.bookByBookSubtitle');
  return (
    <div className="page">
      <PageHeader title={title} lead={subtitle} />
      <BookFilterForm filter={filter} fixedTestament={testament} update={update} />
      <p className="muted small book-count" role="status">
        {t('bookFilter.shown', { shown: books.length, total })}
      </p>
      {books.length ? (
        <BookGrid books={books} />
      ) : (
        <p>
          {t('bookFilter.none')}{' '}
          <button type="button" className="link-button" onClick={clear}>
            {t('bookFilter.clear')}
          </button>
        </p>
      )}
      {testament !== 'NT' && (
        <p className="muted deutero-elsewhere">
          {t('deuterocanon.elsewhere')} <Link to={PAGES.deuterocanon}>{t('deuterocanon.title')}</Link>.
        </p>
      )}
    </div>
  );
}
