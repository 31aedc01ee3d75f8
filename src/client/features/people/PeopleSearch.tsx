import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../../shared/routes';
import { SearchForm } from '../../components/ui/SearchForm';
import { errorKey } from '../../lib/api';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** A name box and the people it finds (GET /api/people?q=), namesakes each with their title. */
export function PeopleSearch({ query, onQuery }: { query: string; onQuery: (q: string) => void }) {
  const { t, i18n } = useTranslation();
  const result = useEndpoint(ENDPOINTS.people, query ? { query: { q: query, lang: i18n.language } } : null);
  const data = result.data;
  return (
    <section className="people-search">
      <SearchForm
        id="people-q"
        label={t('people.searchLabel')}
        placeholder={t('people.placeholder')}
        query={query}
        onQuery={onQuery}
        button={t('people.search')}
      />
      {query && result.loading && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      {query && !!result.error && (
        <p className="error" role="alert">
          {t(errorKey(result.error))}{' '}
          <button type="button" className="button" onClick={result.retry}>
            {t('app.retry')}
          </button>
        </p>
      )}
      {query && data && !result.error && (
        <>
          <p className={data.total ? 'muted' : 'card notice'} role="status">
            {data.total ? t('people.found', { count: data.total }) : t('people.none')}
            {data.total > data.items.length && <> {t('people.shownOf', { shown: data.items.length })}</>}
          </p>
          <ul className="matches">
            {data.items.map((p) => (
              <li key={p.id}>
                <Link to={pagePath('person', { id: p.id })} className="card">
                  <strong>{p.title}</strong>
                  <span className="muted">{t('people.verses', { count: p.verseCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
          {data.items.length > 0 && <p className="attribution muted">{t('people.attribution')}</p>}
        </>
      )}
    </section>
  );
}
