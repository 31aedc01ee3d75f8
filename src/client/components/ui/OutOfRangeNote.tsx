import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReferenceOutOfRange } from '../../../shared/api';
import { bookByOsis, type UiLanguage } from '../../../shared/books';
import { pagePath } from '../../../shared/routes';
import { readerPath } from '../../lib/paths';

/**
 * A reference typed past the end of its book or chapter (GET /api/lookup's `outOfRange`): what
 * exists, as the "not found" page says it ("John has 21 chapters: there is no chapter 99."), and a
 * link to it: the book's chapters, or the chapter in the reader. Issue 43.
 */
export function OutOfRangeNote({ found, onFollow }: { found: ReferenceOutOfRange; onFollow?: () => void }) {
  const { t, i18n } = useTranslation();
  const book = bookByOsis(found.book)?.names[i18n.language as UiLanguage] ?? found.book;
  if (found.verses === null)
    return (
      <>
        {t('notFound.noChapter', { book, count: found.chapters, chapter: found.chapter })}{' '}
        <Link to={pagePath('book', { book: found.book })} onClick={onFollow}>
          {t('reader.backToBook', { book })}
        </Link>
      </>
    );
  // a one-chapter book's verses are the book's: "Jude has 25 verses"
  const chapter = found.chapters === 1 ? book : t('reader.chapterTitle', { book, chapter: found.chapter });
  return (
    <>
      {t('notFound.noVerse', { chapter, count: found.verses, verse: found.verse })}{' '}
      <Link to={readerPath(found.book, found.chapter)} onClick={onFollow}>
        {t('searchNav.openReference', { reference: chapter })}
      </Link>
    </>
  );
}
