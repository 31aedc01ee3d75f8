import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorKey } from '../../lib/api';
import { lookup, lookupTarget, mayBeReference } from '../../lib/lookup';
import { SearchFilters } from './SearchFilters';
import { LookupHint, OtherBibles } from './SearchPointers';
import { SearchResults } from './SearchResults';
import { useWordSearch } from './use-word-search';

/**
 * Word search across the translations (GET /api/search); the URL holds the whole search. A
 * reference typed here (John 3:16, Rom 8:28-30) opens the reader, a Strong's number (G26) its
 * word study, as in the quick search (lib/lookup.ts).
 */
export function WordSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const search = useWordSearch();
  const { q, result, data, translation } = search;
  const [busy, setBusy] = useState(false);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const text = search.text.trim();
    if (text && mayBeReference(text)) {
      setBusy(true);
      const target = lookupTarget(await lookup(text, i18n.language), i18n.language);
      setBusy(false);
      if (target) return void navigate(target);
    }
    search.update({ q: text || null });
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
          />
        </div>
        <button type="submit" className="button primary" disabled={busy}>
          {t('search.submit')}
        </button>
        <SearchFilters translations={search.bibles} search={search} />
      </form>

      {search.fallback && (
        <p className="notice" role="note">
          {t('reader.noLanguageBible', { name: search.bibles.find((b) => b.id === translation)?.name })}
        </p>
      )}
      {!q && <p className="muted">{t('search.empty')}</p>}
      {search.lookup && <LookupHint query={q} found={search.lookup} />}
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
      {/* "John 99:99" finds no verses: the note above says why, not "try another word" */}
      {data && !result.error && !(search.lookup?.kind === 'outOfRange' && data.total === 0) && (
        <SearchResults
          data={data}
          page={search.page}
          translations={search.bibles}
          onPage={(page) => search.update({ page: String(page) })}
        >
          {translation && (
            <OtherBibles
              searched={translation}
              counts={search.elsewhere}
              translations={search.bibles}
              onChoose={(id) => search.refine({ translation: id })}
            />
          )}
        </SearchResults>
      )}
    </>
  );
}
