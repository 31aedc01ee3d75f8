import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readerPath } from '../../lib/paths';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** The visitor's local date as YYYY-MM-DD: the verse changes at their midnight. */
const localDate = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Verse of the day: reference, text in the best translation for the language, reflection. In the
 * sidebar, and on the home page where the sidebar is a drawer (`onPage`: a section of the page).
 */
export function VerseOfTheDay({ onPage = false }: { onPage?: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId(); // the drawer's copy and the home page's can be open together
  const { data, error, retry } = useEndpoint(ENDPOINTS.verseOfTheDay, {
    query: { lang: i18n.language, date: localDate() },
  });

  return (
    <section className={onPage ? 'votd votd-page' : 'votd'} aria-labelledby={titleId}>
      <h2 id={titleId} className={onPage ? undefined : 'sidebar-heading'}>
        {t('sidebar.verseOfTheDay')}
      </h2>
      {error ? (
        <p className="muted">
          {t('votd.unavailable')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('app.retry')}
          </button>
        </p>
      ) : !data ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : (
        <>
          {/* the reference is the quotation's caption, not a paragraph styled as a heading */}
          <figure className="votd-verse">
            <blockquote lang={data.translation.language}>
              <p>{data.text}</p>
            </blockquote>
            <figcaption className="votd-ref">
              <Link
                to={readerPath(data.book, data.chapter, {
                  highlight: data.verse,
                  translation: data.translation.id,
                })}
              >
                {data.reference}
              </Link>
              <span className="muted"> · {data.translation.id}</span>
            </figcaption>
          </figure>
          {data.translation.fallback && (
            <p className="muted votd-note">{t('reader.noLanguageBible', { name: data.translation.name })}</p>
          )}
          <p className="votd-reflection">
            <span className="visually-hidden">{t('votd.reflection')}: </span>
            {data.reflection}
          </p>
        </>
      )}
    </section>
  );
}
