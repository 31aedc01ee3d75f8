import { useTranslation } from 'react-i18next';
import { BOOKS, type Testament } from '../../../shared/books';
import { PageHeader } from '../../components/ui/PageHeader';
import { BookGrid } from '../../features/books/BookGrid';

/** Book by book (all 66) or one testament's books. */
export function BookListPage({ testament }: { testament: Testament | null }) {
  const { t } = useTranslation();
  const books = testament ? BOOKS.filter((b) => b.testament === testament) : BOOKS;
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
      <BookGrid books={books} />
    </div>
  );
}
