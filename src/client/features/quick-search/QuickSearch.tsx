import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { lookup, lookupTarget } from '../../lib/lookup';

/**
 * Quick search: a reference in any of the four languages opens the reader there (a range
 * highlighted whole), a Strong's number (G26) its word study, anything else the word search with
 * the query — which searches the language's Bible.
 */
export function QuickSearch({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const q = query.trim();
    if (!q || busy) return;
    setBusy(true);
    try {
      const target = lookupTarget(await lookup(q, i18n.language), i18n.language);
      void navigate(target ?? `/concordance/word-search?${new URLSearchParams({ q })}`);
    } finally {
      setBusy(false);
      onNavigate?.();
    }
  }

  return (
    <form role="search" className="quick-search" onSubmit={handleSubmit}>
      <label htmlFor="quick-search-input" className="sidebar-heading">
        {t('sidebar.quickSearch')}
      </label>
      <div className="input-with-button">
        <input
          id="quick-search-input"
          type="search"
          value={query}
          placeholder={t('sidebar.quickSearchPlaceholder')}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="icon-button" aria-label={t('sidebar.search')} disabled={busy}>
          <Search size={18} aria-hidden />
        </button>
      </div>
    </form>
  );
}
