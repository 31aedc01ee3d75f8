import { useSearchParams } from 'react-router';
import type { MorphologyResult } from '../../../shared/api';
import type { MorphologySearch } from '../../lib/paths';
import { useApi } from '../../lib/use-api';

export const PAGE_SIZE = 20;
const KEYS = ['strongs', 'lemma', 'morph', 'book'] as const;

/**
 * The morphology search held in the page's address (?strongs=H1254&morph=Vq&book=Gen&page=2), so
 * a link (the reader's "every occurrence of this form") or a shared address opens its results;
 * the other searches of the page keep their own parameters.
 */
export function useMorphology() {
  const [params, setParams] = useSearchParams();
  const query: MorphologySearch = {
    ...Object.fromEntries(KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const asked = !!(query.strongs || query.lemma);
  const api = new URLSearchParams();
  for (const k of KEYS) if (query[k]) api.set(k, query[k]);
  api.set('page', String(query.page));
  api.set('pageSize', String(PAGE_SIZE));
  const result = useApi<MorphologyResult>(asked ? `/api/morphology?${api}` : null);

  /** Shows another search (a new one starts on page 1 of every book). */
  const show = (next: MorphologySearch) => {
    const p = new URLSearchParams(params);
    for (const k of KEYS) {
      if (next[k]) p.set(k, next[k]);
      else p.delete(k);
    }
    if (next.page && next.page > 1) p.set('page', String(next.page));
    else p.delete('page');
    setParams(p);
  };
  return { query, asked, result, show };
}
