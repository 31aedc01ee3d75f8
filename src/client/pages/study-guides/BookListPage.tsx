import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOOKS, type Testament, type UiLanguage } from '../../../shared/books';
import { PageHeader } from '../../components/ui/PageHeader';
import { difficultyOf } from '../../features/books/difficulty';

/** Book by book (all 66) or one testament's books: name, testament, chapters, difficulty. */
export function BookListPage({ testament }: { testament: Testament | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
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
      <ul className="book-grid">
        {books.map((b) => {
          const level = difficultyOf(b.osis);
          return (
            <li key={b.osis}>
              <Link to={`/study-guides/book/${b.osis}`} className="card book-card">
                <h2>{b.names[lang]}</h2>
                <p className="muted">{t(`studyGuides.testament.${b.testament}`)}</p>
                <p>{t('studyGuides.chapters', { count: b.chapters })}</p>
                <span className={`badge level-${level}`}>{t(`studyGuides.difficulty.${level}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
