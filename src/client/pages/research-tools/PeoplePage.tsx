import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { PeopleSearch } from '../../features/people/PeopleSearch';

/** People of the Bible: find a person by name (issue 25). */
export function PeoplePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <div className="page people">
      <PageHeader title={t('people.title')} lead={t('people.subtitle')} />
      <PeopleSearch query={params.get('q') ?? ''} onQuery={(q) => setParams(q ? { q } : {})} />
    </div>
  );
}
