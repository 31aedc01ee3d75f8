import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import type { BookInfo, UiLanguage } from '../../../shared/books';
import { bookFromParam, chapterFromParam, pagePath } from '../../../shared/routes';
import { useLiveReader } from '../../features/live-reading/LiveBar';
import { Reader } from '../../features/reader/components/Reader';
import { NotFoundPage } from '../NotFoundPage';

/** /study-guides/book/:book/:chapter: the reader, for a book and chapter that exist (shared/routes.ts). */
export function ReaderPage() {
  const { t, i18n } = useTranslation();
  const { search, hash } = useLocation();
  const { book: osis = '', chapter: chapterParam = '' } = useParams();
  const book = bookFromParam(osis);
  if (!book) return <NotFoundPage message={t('studyGuides.unknownBook', { book: osis })} />;
  const chapter = chapterFromParam(book, chapterParam);
  if (chapter === null)
    return (
      <NotFoundPage
        message={t('notFound.noChapter', {
          book: book.names[i18n.language as UiLanguage],
          count: book.chapters,
          chapter: chapterParam,
        })}
      />
    );
  // /study-guides/book/john/3 is John 3, at its one address
  if (book.osis !== osis || String(chapter) !== chapterParam)
    return <Navigate replace to={`${pagePath('chapter', { book: book.osis, chapter })}${search}${hash}`} />;
  return <LiveReader book={book} chapter={chapter} />;
}

/** The reader, with the live reading's bar while this tab is in one (features/live-reading). */
function LiveReader({ book, chapter }: { book: BookInfo; chapter: number }) {
  const live = useLiveReader(book, chapter);
  return (
    <>
      {live.bar}
      <Reader book={book} chapter={chapter} onVerseSelect={live.select} />
    </>
  );
}
