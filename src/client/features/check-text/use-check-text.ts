import { useState } from 'react';
import type { VerifyResponse } from '../../../shared/api';
import { postJson } from '../../lib/api';

export type CheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; text: string; result: VerifyResponse }
  | { kind: 'failed'; error: unknown };

/** POST /api/verify for a pasted text: its references and quotations, checked. */
export function useCheckText() {
  const [state, setState] = useState<CheckState>({ kind: 'idle' });
  async function check(text: string, translation: string) {
    setState({ kind: 'checking' });
    try {
      const result = await postJson<VerifyResponse>('/api/verify', {
        text,
        ...(translation ? { translation } : {}),
      });
      setState({ kind: 'done', text, result });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }
  return { state, check };
}
