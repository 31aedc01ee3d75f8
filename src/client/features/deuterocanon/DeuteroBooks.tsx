import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UiLanguage } from '../../../shared/books';
import { DEUTERO_BOOKS } from '../../../shared/deuterocanon';
import { pagePath } from '../../../shared/routes';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** What a Greek part holds (Esther's additions; Daniel's three parts), said under its name. */
const PARTS: Record<string, string> = { Esth: 'deuterocanon.part.Esth', Dan: 'deuterocanon.part.Dan' };

/**
 * Every deuterocanonical book with a link to each of its chapters, and the Bibles that have it
 * (once /api/deuterocanon answers: the list itself needs no request).
 */
export function DeuteroBooks() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const bibles = useEndpoint(ENDPOINTS.deuterocanon, { query: { lang } });
  return (
    <ul className="deutero-books">
      {DEUTERO_BOOKS.map((book) => {
        const names = bibles.data
          ?.filter((b) => b.books.some((x) => x.osis === book.osis))
          .map((b) => b.name)
          .join(', ');
        return (
          <li key={book.osis} className="card" aria-labelledby={`deutero-${book.osis}`}>
            <h2 id={`deutero-${book.osis}`}>{book.names[lang]}</h2>
            {PARTS[book.osis] && <p>{t(PARTS[book.osis])}</p>}
            {names && <p className="muted small">{t('deuterocanon.inBibles', { names })}</p>}
            <ol className="chapter-grid">
              {book.chapters.map((n) => (
                <li key={n}>
                  <Link
                    to={pagePath('deuteroChapter', { book: book.osis, chapter: n })}
                    aria-label={`${book.names[lang]} ${n}`}
                  >
                    {n}
                  </Link>
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}

/** The group on the study guides: what these books are, each one's first chapter, and all their chapters. */
export function DeuteroGroup() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  return (
    <section className="deutero-group" aria-labelledby="deutero-group-title">
      <h2 id="deutero-group-title">{t('deuterocanon.title')}</h2>
      <p className="muted">{t('deuterocanon.lead')}</p>
      <ul className="deutero-links">
        {DEUTERO_BOOKS.map((book) => (
          <li key={book.osis}>
            <Link
              className="badge"
              to={pagePath('deuteroChapter', { book: book.osis, chapter: book.chapters[0] })}
            >
              {book.names[lang]}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={pagePath('deuterocanon')} className="more">
        {t('deuterocanon.allChapters')}
      </Link>
    </section>
  );
}
