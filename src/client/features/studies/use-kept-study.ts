/**
 * A study the server keeps (GET /api/studies/:id), for the page /studies/:id: loading, missing (no
 * such study, or an address that is no study id: the page says so and helps on), failed (another
 * problem: said, with Try again) or done.
 */
import type { Study } from '../../../shared/api';
import { isStudyId } from '../../../shared/study-id';
import { ApiRequestError } from '../../lib/api';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

export type KeptStudyState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'done'; study: Study };

export function useKeptStudy(id: string): KeptStudyState {
  const valid = isStudyId(id);
  const answer = useEndpoint(ENDPOINTS.keptStudy, valid ? { params: { id } } : null);
  if (!valid || (answer.error instanceof ApiRequestError && answer.error.status === 404))
    return { state: 'missing' };
  if (answer.error) return { state: 'failed', error: answer.error, retry: answer.retry };
  if (answer.loading || !answer.data) return { state: 'loading' };
  return { state: 'done', study: answer.data.study };
}
