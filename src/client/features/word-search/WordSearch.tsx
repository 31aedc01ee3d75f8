import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';
import { errorKey } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { useWordSearch } from './use-word-search';

/** Word search across the translations (GET /api/search); the URL holds the whole search. */
export function WordSearch() {
  const { t } = useTranslation();
  const search = useWordSearch();
  const { q, result, data } = search;
  const translations = useApi<Translation[]>('/api/translations');
  const list = translations.data ?? [];

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    search.update({ q: search.text.trim() || null });
  }

  return (
    <>
      <form role="search" className="search-form" onSubmit={handleSubmit}>
        <div className="field grow">
          <label htmlFor="word-search-q">{t('search.query')}</label>
          <input
            id="word-search-q"
            type="search"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            maxLength={200}
          />
        </div>
        <button type="submit" className="button primary">
          {t('search.submit')}
        </button>
        <SearchFilters
          translations={list}
          value={search.filter}
          onChange={(name, value) => search.update({ [name]: value })}
        />
      </form>

      {!q && <p className="muted">{t('search.empty')}</p>}
      {q && result.loading && (
        <p className="status" role="status">
          {t('search.searching')}
        </p>
      )}
      {q && !!result.error && (
        <p className="error" role="alert">
          {t(errorKey(result.error))}
        </p>
      )}
      {data && !result.error && (
        <SearchResults
          data={data}
          page={search.page}
          translations={list}
          onPage={(page) => search.update({ page: String(page) })}
        />
      )}
    </>
  );
}
