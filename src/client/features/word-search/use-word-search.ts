import { useSearchParams } from 'react-router';
import type { SearchResponse } from '../../../shared/api';
import { useResettableState } from '../../hooks/use-resettable-state';
import { useApi } from '../../lib/use-api';

export const PAGE_SIZE = 25;
export const FILTERS = ['translation', 'mode', 'testament', 'group', 'book'] as const;
export type Filter = (typeof FILTERS)[number];

/** The word search held in the URL (?q=, the filters, ?page=) and its answer (GET /api/search). */
export function useWordSearch() {
  const [params, setParams] = useSearchParams();
  // the box shows the URL's query again whenever the URL changes (a filter, the back button)
  const [text, setText] = useResettableState(params.get('q') ?? '', params.toString());
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apiParams = new URLSearchParams({ q, page: String(page), pageSize: String(PAGE_SIZE) });
  for (const f of FILTERS) if (params.get(f)) apiParams.set(f, params.get(f)!);
  const result = useApi<SearchResponse>(q ? `/api/search?${apiParams}` : null);

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
  return {
    text,
    setText,
    q,
    page,
    filter: (name: Filter) => params.get(name) ?? '',
    result,
    data: q ? result.data : null,
    update,
  };
}
