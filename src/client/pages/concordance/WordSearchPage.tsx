import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { InProgress } from '../InProgress';

/** The word search's route with the query the quick search sent (the search itself: issue 5). */
export function WordSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  return (
    <div className="page">
      <PageHeader title={t('search.wordSearchTitle')} lead={t('search.wordSearchSubtitle')} />
      <div className="field">
        <label htmlFor="word-search-q">{t('search.query')}</label>
        <input id="word-search-q" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <InProgress />
    </div>
  );
}
