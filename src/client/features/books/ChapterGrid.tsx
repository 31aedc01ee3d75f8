import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookInfo } from '../../../shared/books';
import { readerPath } from '../../lib/paths';

/** A link to every chapter of a book, into the reader. */
export function ChapterGrid({ book }: { book: BookInfo }) {
  const { t } = useTranslation();
  return (
    <ol className="chapter-grid">
      {Array.from({ length: book.chapters }, (_, i) => i + 1).map((n) => (
        <li key={n}>
          <Link to={readerPath(book.osis, n)} aria-label={t('studyGuides.chapterN', { n })}>
            {n}
          </Link>
        </li>
      ))}
    </ol>
  );
}
