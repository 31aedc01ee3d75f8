import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { BOOKS } from '../../../shared/books';
import { PageHeader } from '../../components/ui/PageHeader';

export function StudyGuidesPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('nav.studyGuides')} lead={t('studyGuides.subtitle')} />
      <ul className="card-grid">
        <li>
          <Link to="/study-guides/book-by-book" className="card link-card">
            <BookOpen size={28} aria-hidden className="card-icon" />
            <h2>{t('studyGuides.bookByBookTitle')}</h2>
            <p>{t('studyGuides.bookByBookText')}</p>
            <span className="badge">{t('studyGuides.bookCount', { count: BOOKS.length })}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
