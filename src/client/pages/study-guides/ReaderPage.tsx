import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bookByOsis } from '../../../shared/books';
import { Reader } from '../../features/reader/components/Reader';
import { NotFoundPage } from '../NotFoundPage';

/** /study-guides/book/:book/:chapter: the reader, for a book and chapter that exist. */
export function ReaderPage() {
  const { t } = useTranslation();
  const { book: osis = '', chapter: chapterParam = '' } = useParams();
  const book = bookByOsis(osis);
  const chapter = Number(chapterParam);
  if (!book) return <NotFoundPage message={t('studyGuides.unknownBook', { book: osis })} />;
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) return <NotFoundPage />;
  return <Reader book={book} chapter={chapter} />;
}
