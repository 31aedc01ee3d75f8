import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pagePath } from '../../../shared/routes';
import { PageHeader } from '../../components/ui/PageHeader';
import { NotFoundHelp } from '../../features/not-found/NotFoundHelp';
import { PersonView } from '../../features/people/PersonView';
import { useLanguageBible } from '../../hooks/use-language-bible';
import { ApiRequestError, errorKey } from '../../lib/api';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** The name an address seems to carry (`abraham_58`, `king-david`: "abraham", "king david"), to search for. */
const nameIn = (id: string) =>
  id
    .replace(/_\d+$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/[^\p{L}\p{M} ]/gu, '')
    .trim();

/** One person of the Bible: family, events, places and verses, read in the reader's Bible. */
export function PersonPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const person = useEndpoint(ENDPOINTS.person, { params: { id }, query: { lang: i18n.language } });
  const { bible } = useLanguageBible();
  const data = person.data?.id === id ? person.data : null;
  // an unknown person (the server answered the page with a 404 too): say so, and offer ways on
  if (person.error instanceof ApiRequestError && person.error.status === 404) {
    const name = nameIn(id);
    return (
      <div className="page person-page">
        <PageHeader title={t('people.notFoundTitle')} lead={t('apiErrors.person_not_found')} />
        <p>
          <Link to={name ? `${pagePath('people')}?${new URLSearchParams({ q: name })}` : pagePath('people')}>
            {name ? t('people.searchFor', { name }) : t('people.back')}
          </Link>
        </p>
        <NotFoundHelp />
      </div>
    );
  }
  return (
    <div className="page person-page">
      <PageHeader title={data?.title ?? t('people.title')}>
        <p>
          <Link to={pagePath('people')}>← {t('people.back')}</Link>
        </p>
      </PageHeader>
      {person.loading && !data && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      {!!person.error && (
        <p className="error" role="alert">
          {t(errorKey(person.error))}{' '}
          <button type="button" className="button" onClick={person.retry}>
            {t('app.retry')}
          </button>
        </p>
      )}
      {data && <PersonView person={data} translation={bible?.id} bibleName={bible?.name} />}
    </div>
  );
}
