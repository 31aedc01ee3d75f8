import { useRef, useState } from 'react';
import type { VerifyResponse } from '../../../shared/api';
import { VERIFY_MAX_CHARS } from '../../../shared/limits';
import { splitText } from '../../../shared/text-parts';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { postEndpoint } from '../../lib/api-client';

/** What was left unchecked when a request failed: from where (to the end), and why. */
export interface Unchecked {
  start: number;
  error: unknown;
}

export type CheckState =
  | { kind: 'idle' }
  /** `done` of `total` characters checked so far */
  | { kind: 'checking'; done: number; total: number }
  /** `requests`: how many checks the text took (one for a short text) */
  | { kind: 'done'; text: string; result: VerifyResponse; requests: number; left?: Unchecked }
  | { kind: 'failed'; error: unknown };

const NOTHING: VerifyResponse = { translations: [], unchecked: 0, capped: 0, references: [], quotations: [] };

/** A part's answer laid over the whole text: its offsets moved by where the part starts. */
function merge(into: VerifyResponse, part: VerifyResponse, at: number): VerifyResponse {
  const shift = <T extends { start: number; end: number }>(x: T): T => ({
    ...x,
    start: x.start + at,
    end: x.end + at,
  });
  return {
    translations: into.translations.length ? into.translations : part.translations,
    unchecked: into.unchecked + part.unchecked,
    capped: into.capped + part.capped,
    references: [...into.references, ...part.references.map(shift)],
    quotations: [...into.quotations, ...part.quotations.map(shift)],
  };
}

/**
 * POST /api/verify for a pasted text: its references and quotations, checked. A text is checked
 * whole, in as many requests as it takes: each sends at most VERIFY_MAX_CHARS characters (cut where
 * splitText says), and goes on where the one before stopped — the end of its part, or earlier
 * when the server's time for one request ran out (`checkedTo`). Every part after the first is
 * checked against the translation the first was. A request that fails leaves the results before it
 * and says what was not checked (`left`), which `resume` checks.
 */
export function useCheckText() {
  const [state, setState] = useState<CheckState>({ kind: 'idle' });
  const run = useRef(0);

  async function checkFrom(
    text: string,
    translation: string,
    from: number,
    before: VerifyResponse,
    sent: number,
  ) {
    const id = ++run.current;
    let result = before;
    let requests = sent;
    let chosen = translation || before.translations[0] || '';
    let pos = from;
    while (text.slice(pos).trim()) {
      setState({ kind: 'checking', done: pos, total: text.length });
      const part = splitText(text.slice(pos), VERIFY_MAX_CHARS)[0];
      const start = pos + part.start;
      const chunk = text.slice(start, pos + part.end);
      try {
        const answer = await postEndpoint(ENDPOINTS.verify, {
          text: chunk,
          ...(chosen ? { translation: chosen } : {}),
        });
        if (id !== run.current) return; // a newer check started
        requests++;
        result = merge(result, answer, start);
        chosen ||= answer.translations[0] ?? '';
        // the server always moves on (its first quotation is always checked): guard all the same
        pos =
          answer.checkedTo !== undefined && answer.checkedTo > 0
            ? start + answer.checkedTo
            : start + chunk.length;
      } catch (error) {
        if (id !== run.current) return;
        if (requests === 0) return setState({ kind: 'failed', error });
        return setState({ kind: 'done', text, result, requests, left: { start, error } });
      }
    }
    setState({ kind: 'done', text, result, requests });
  }

  async function check(text: string, translation: string) {
    await checkFrom(text, translation, 0, NOTHING, 0);
  }

  /** After a request failed: check what was left, keeping what was checked. */
  async function resume() {
    if (state.kind !== 'done' || !state.left) return;
    await checkFrom(state.text, '', state.left.start, state.result, state.requests);
  }
  return { state, check, resume };
}
