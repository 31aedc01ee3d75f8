import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookInfo, UiLanguage } from '../../../shared/books';
import { DifficultyBadge } from './DifficultyBadge';

/** Books as cards: name, testament, chapters and difficulty, each linking to the book's page. */
export function BookGrid({ books }: { books: readonly BookInfo[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  return (
    <ul className="book-grid">
      {books.map((b) => (
        <li key={b.osis}>
          <Link to={`/study-guides/book/${b.osis}`} className="card book-card">
            <h2>{b.names[lang]}</h2>
            <p className="muted">{t(`studyGuides.testament.${b.testament}`)}</p>
            <p>{t('studyGuides.chapters', { count: b.chapters })}</p>
            <DifficultyBadge osis={b.osis} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
