import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';
import { InProgress } from '../InProgress';

/** The word search's route with the query the quick search sent (the search itself: issue 5). */
export function WordSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  usePageTitle(t('search.wordSearchTitle'));
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('search.wordSearchTitle')}</h1>
        <p className="lead">{t('search.wordSearchSubtitle')}</p>
      </header>
      <div className="field">
        <label htmlFor="word-search-q">{t('search.query')}</label>
        <input id="word-search-q" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <InProgress />
    </div>
  );
}
