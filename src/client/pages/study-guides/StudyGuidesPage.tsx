import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BookMarked,
  BookOpen,
  CalendarDays,
  Columns2,
  Languages,
  Link2,
  MessageSquareText,
  ScrollText,
} from 'lucide-react';
import { BOOKS, bookByOsis, type UiLanguage } from '../../../shared/books';
import { PAGES } from '../../../shared/routes';
import { PageHeader } from '../../components/ui/PageHeader';
import { DeuteroGroup } from '../../features/deuterocanon/DeuteroBooks';
import { readerPath } from '../../lib/paths';

const count = (testament: 'OT' | 'NT') => BOOKS.filter((b) => b.testament === testament).length;

/** The way in: the whole Bible, each testament, and what the chapter reader offers, each tried on a chapter. */
export function StudyGuidesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const chapter = (osis: string, n: number) =>
    t('reader.chapterTitle', { book: bookByOsis(osis)!.names[lang], chapter: n });
  // beside the language's Bible, a second one (English readers: the World English Bible)
  const compare = lang === 'en' || lang === 'te' ? 'WEB' : 'KJV';
  const tools = [
    { key: 'parallel', icon: Columns2, to: readerPath('John', 3, { compare }), ref: chapter('John', 3) },
    { key: 'commentary', icon: MessageSquareText, to: readerPath('Ps', 23), ref: chapter('Ps', 23) },
    { key: 'crossReferences', icon: Link2, to: readerPath('Rom', 8), ref: chapter('Rom', 8) },
    {
      key: 'strongs',
      icon: Languages,
      to: `${readerPath('John', 1, { translation: 'KJV' })}&strongs=1`,
      ref: chapter('John', 1),
    },
  ];
  return (
    <div className="page">
      <PageHeader title={t('nav.studyGuides')} lead={t('studyGuides.subtitle')} />
      <ul className="card-grid three">
        <li>
          <Link to={PAGES.bookByBook} className="card link-card">
            <BookOpen size={28} aria-hidden className="card-icon" />
            <h2>{t('studyGuides.bookByBookTitle')}</h2>
            <p>{t('studyGuides.bookByBookText')}</p>
            <span className="badge">{t('studyGuides.bookCount', { count: BOOKS.length })}</span>
          </Link>
        </li>
        <li>
          <Link to={PAGES.oldTestament} className="card link-card">
            <ScrollText size={28} aria-hidden className="card-icon" />
            <h2>{t('studyGuides.testament.OT')}</h2>
            <p>{t('studyGuides.oldTestamentSubtitle')}</p>
            <span className="badge">{t('studyGuides.bookCount', { count: count('OT') })}</span>
          </Link>
        </li>
        <li>
          <Link to={PAGES.newTestament} className="card link-card">
            <BookMarked size={28} aria-hidden className="card-icon" />
            <h2>{t('studyGuides.testament.NT')}</h2>
            <p>{t('studyGuides.newTestamentSubtitle')}</p>
            <span className="badge">{t('studyGuides.bookCount', { count: count('NT') })}</span>
          </Link>
        </li>
        <li>
          <Link to={PAGES.readingPlans} className="card link-card">
            <CalendarDays size={28} aria-hidden className="card-icon" />
            <h2>{t('plans.title')}</h2>
            <p>{t('plans.cardText')}</p>
          </Link>
        </li>
      </ul>
      <DeuteroGroup />

      <section className="reader-offers" aria-labelledby="reader-offers-title">
        <h2 id="reader-offers-title">{t('studyGuidesLanding.readerTitle')}</h2>
        <p className="muted">{t('studyGuidesLanding.readerLead')}</p>
        <ul className="card-grid">
          {tools.map(({ key, icon: Icon, to, ref }) => (
            <li key={key}>
              <Link to={to} className="card link-card">
                <Icon size={24} aria-hidden className="card-icon" />
                <h3>{t(`studyGuidesLanding.${key}Title`)}</h3>
                <p>{t(`studyGuidesLanding.${key}Text`)}</p>
                <span className="more">{t('studyGuidesLanding.tryIn', { reference: ref })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
