import { useSearchParams } from 'react-router';
import type { Lookup, SearchResponse } from '../../../shared/api';
import { useLanguageBible } from '../../hooks/use-language-bible';
import { useResettableState } from '../../hooks/use-resettable-state';
import { lookupUrl, mayBeReference } from '../../lib/lookup';
import { useApi } from '../../lib/use-api';
import { scopeOf, scopeParams } from './scope';

export const PAGE_SIZE = 25;
export type Filter = 'translation' | 'mode';

/**
 * The word search held in the URL (?q=, ?translation=, ?mode=, the scope, ?page=) and its answers
 * (GET /api/search). Without ?translation= it searches the UI language's Bible; a search that finds
 * nothing there also asks every Bible, to offer those that have matches; a query that may be a
 * reference or a Strong's number is looked up (GET /api/lookup) to point to the reader or the entry.
 */
export function useWordSearch() {
  const [params, setParams] = useSearchParams();
  const bibles = useLanguageBible();
  const q = params.get('q')?.trim() ?? '';
  // the box shows the URL's query again when the query changes (the back button), not when a filter does
  const [text, setText] = useResettableState(params.get('q') ?? '', params.get('q'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const chosen = params.get('translation');
  // wait for the list to know the language's Bible; if it cannot load, the server's default
  const translation = chosen ?? bibles.bible?.id ?? (bibles.request.error ? 'KJV' : null);
  const scope = scopeOf(params);

  const query = new URLSearchParams({ q });
  if (params.get('mode')) query.set('mode', params.get('mode')!);
  for (const [k, v] of Object.entries(scopeParams(scope))) if (v) query.set(k, v);
  const url = (tr: string, p: number, size: number) =>
    `/api/search?${query}&${new URLSearchParams({ translation: tr, page: String(p), pageSize: String(size) })}`;
  const result = useApi<SearchResponse>(q && translation ? url(translation, page, PAGE_SIZE) : null);
  const data = q ? result.data : null;
  const empty = !result.loading && data?.total === 0 && translation !== 'all';
  const elsewhere = useApi<SearchResponse>(empty && translation ? url('all', 1, 1) : null);
  const found = useApi<Lookup>(q && mayBeReference(q) ? lookupUrl(q, bibles.lang) : null);

  /** Changes the URL's parameters (null: removes one); any change but the page's goes back to page 1. */
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  /** A filter changed: search again with it and with what the box holds now (typing is not lost). */
  const refine = (changes: Record<string, string | null>) => update({ q: text.trim() || null, ...changes });

  return {
    text,
    setText,
    q,
    page,
    translation,
    /** the language has no Bible of its own and its stand-in is searched: the page says so */
    fallback: bibles.fallback && translation === bibles.bible?.id,
    bibles: bibles.list,
    filter: (name: Filter) => (name === 'translation' ? (translation ?? '') : (params.get(name) ?? '')),
    scope,
    setScope: (value: string) => refine(scopeParams(value)),
    result,
    data,
    /** when nothing is found: the other Bibles with their counts (only those with matches) */
    elsewhere:
      empty && !elsewhere.loading ? (elsewhere.data?.byTranslation.filter((b) => b.count > 0) ?? []) : [],
    /** the query is a reference or a Strong's number */
    lookup: mayBeReference(q) && !found.loading && found.data?.kind !== 'words' ? found.data : null,
    update,
    refine,
  };
}

export type WordSearchState = ReturnType<typeof useWordSearch>;
