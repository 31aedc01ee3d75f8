import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import type { UiLanguage } from '../../../shared/books';
import { deuteroBookFromParam, deuteroChapterFromParam } from '../../../shared/deuterocanon';
import { pagePath } from '../../../shared/routes';
import { DeuteroReader, useDeuteroBibles } from '../../features/deuterocanon/DeuteroReader';
import { NotFoundPage } from '../NotFoundPage';

/** /study-guides/deuterocanon/:book/:chapter, for a book and chapter that exist (shared/deuterocanon.ts). */
export function DeuteroChapterPage() {
  const { t, i18n } = useTranslation();
  const { search, hash } = useLocation();
  const { book: osis = '', chapter: chapterParam = '' } = useParams();
  const book = deuteroBookFromParam(osis);
  const bibles = useDeuteroBibles(i18n.language as UiLanguage);
  if (!book) return <NotFoundPage message={t('deuterocanon.unknownBook', { book: osis })} />;
  const chapter = deuteroChapterFromParam(book, chapterParam);
  if (chapter === null)
    return (
      <NotFoundPage
        message={t('deuterocanon.noChapter', {
          book: book.names[i18n.language as UiLanguage],
          chapter: chapterParam,
        })}
      />
    );
  // /study-guides/deuterocanon/tob/01 is Tobit 1, at its one address
  if (book.osis !== osis || String(chapter) !== chapterParam)
    return (
      <Navigate replace to={`${pagePath('deuteroChapter', { book: book.osis, chapter })}${search}${hash}`} />
    );
  // a new chapter is a new reader: no state (the chapter's text, the loading) carries over but the
  // list of Bibles, which the arrow keys need at once
  return <DeuteroReader key={`${book.osis}.${chapter}`} book={book} chapter={chapter} bibles={bibles} />;
}
