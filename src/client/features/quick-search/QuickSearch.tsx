import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import type { ReferenceOutOfRange } from '../../../shared/api';
import { lookup, lookupTarget } from '../../lib/lookup';

/**
 * Loaded when first needed, as LazyVerseOfTheDay is and for the same reason: imported statically,
 * a module the entry shares with the word search's chunk made the bundler split the entry.
 */
const OutOfRangeNote = lazy(() =>
  import('../../components/ui/OutOfRangeNote').then((m) => ({ default: m.OutOfRangeNote })),
);

/**
 * Quick search: a reference in any of the four languages opens the reader there (a range
 * highlighted whole), a Strong's number (G26) its word study, anything else the word search with
 * the query — which searches the language's Bible. A reference past the end of its book or chapter
 * ("John 99:99") is answered under the box, with a link to what exists (issue 43).
 */
export function QuickSearch({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [pastEnd, setPastEnd] = useState<ReferenceOutOfRange | null>(null);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const q = query.trim();
    if (!q || busy) return;
    setBusy(true);
    const found = await lookup(q, i18n.language); // never throws: words when in doubt
    setBusy(false);
    if (found.kind === 'outOfRange') return setPastEnd(found);
    setPastEnd(null);
    void navigate(
      lookupTarget(found, i18n.language) ?? `/concordance/word-search?${new URLSearchParams({ q })}`,
    );
    onNavigate?.();
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
          onChange={(e) => {
            setQuery(e.target.value);
            setPastEnd(null);
          }}
          autoComplete="off"
        />
        <button type="submit" className="icon-button" aria-label={t('sidebar.search')} disabled={busy}>
          <Search size={18} aria-hidden />
        </button>
      </div>
      <div role="status" className="quick-search-status">
        {pastEnd && (
          <p>
            <Suspense>
              <OutOfRangeNote found={pastEnd} onFollow={() => setPastEnd(null)} />
            </Suspense>
          </p>
        )}
      </div>
    </form>
  );
}
