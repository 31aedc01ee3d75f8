/**
 * The checker scored on verification.corpus.ts and the held-out corpus, as issues 26 and 43 ask:
 * precision and recall of every kind of finding — reference read right, invented reference
 * flagged, each quotation status (exact, close, misquoted, misattributed: the right words under a
 * wrong reference, unattributed, overlong: a citation too long to check) and where misplaced words really are — each at least 0.98.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../../test/scripture-db';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { QUOTATION_STATUSES } from '../../shared/quotations';
import { textTranslation, verifyText } from './verification';
import { CORPUS, type CorpusCase } from './__fixtures__/verification.corpus';
import { HELDOUT } from './__fixtures__/verification.heldout.corpus';

let repo: ScriptureRepo;
beforeAll(() => (repo = new ScriptureRepo(scriptureDbPath())));
afterAll(() => repo.close());

class Score {
  tp = 0;
  fp = 0;
  fn = 0;
  readonly misses: string[] = [];
  get precision() {
    return this.tp + this.fp ? this.tp / (this.tp + this.fp) : 1;
  }
  get recall() {
    return this.tp + this.fn ? this.tp / (this.tp + this.fn) : 1;
  }
  add(expected: boolean, got: boolean, what: string) {
    if (expected && got) this.tp++;
    else if (got) {
      this.fp++;
      this.misses.push(`false: ${what}`);
    } else if (expected) {
      this.fn++;
      this.misses.push(`missed: ${what}`);
    }
  }
}

/** Every kind of finding a quotation can get (issue 43: each scored on its own). */
const STATUSES = QUOTATION_STATUSES;

describe('the quotation checker on two corpora of texts in four languages', () => {
  it.each([
    ['written with the checker', CORPUS],
    ['written by another hand, blind to its code (and issue 43’s, before the checker was changed)', HELDOUT],
  ] as [string, CorpusCase[]][])('%s: each kind of finding has P and R ≥ 0.98', (_, corpus) => {
    const scores: Record<string, Score> = {
      referenceRead: new Score(),
      inventedFlagged: new Score(),
      ...Object.fromEntries(STATUSES.map((s) => [s, new Score()])),
      whereFound: new Score(),
    };
    for (const k of corpus) {
      const translation = textTranslation(repo, k.text, k.lang, k.translation);
      const { references, verification } = verifyText(repo, k.text, { translation });
      const label = `${k.text.slice(0, 70)}…`;
      // references, in order
      const n = Math.max(k.refs.length, references.length);
      for (let i = 0; i < n; i++) {
        const want = k.refs[i];
        const got = references[i];
        const wantOsis = want?.replace(/^!/, '');
        scores.referenceRead.add(
          want !== undefined,
          got !== undefined && got.osis === wantOsis,
          `${label} ref ${i} ${got?.osis} for ${want}`,
        );
        scores.inventedFlagged.add(
          want?.startsWith('!') ?? false,
          got !== undefined && !got.valid,
          `${label} ref ${i} invalid`,
        );
      }
      const m = Math.max(k.quotes.length, verification.quotations.length);
      for (let i = 0; i < m; i++) {
        const [status, osis, at] = (k.quotes[i] ?? '').split(' ');
        const q = verification.quotations[i];
        const what = `${label} quote ${i}: ${q?.status} ${q?.osis} for ${k.quotes[i]}`;
        for (const s of STATUSES) scores[s].add(status === s, (q?.status as string) === s, what);
        if (status && status !== 'unattributed')
          scores.referenceRead.add(true, q?.osis === osis, `${what} (its citation)`);
        if (at)
          scores.whereFound.add(true, q?.found?.osis === at.slice(1), `${what} (found ${q?.found?.osis})`);
        else if (q?.found) scores.whereFound.add(false, true, `${what} (found ${q.found.osis})`);
      }
    }
    const table = Object.fromEntries(
      Object.entries(scores).map(([k, s]) => [
        k,
        { P: s.precision.toFixed(3), R: s.recall.toFixed(3), n: s.tp + s.fn, misses: s.misses },
      ]),
    );
    // CORPUS_SCORES=1 prints the table (the figures the issues ask for)
    if (process.env.CORPUS_SCORES)
      console.log(JSON.stringify(table, (k, v) => (k === 'misses' ? undefined : v)));
    for (const [k, s] of Object.entries(scores)) {
      expect
        .soft(s.precision, `${k} precision\n${JSON.stringify(table[k], null, 1)}`)
        .toBeGreaterThanOrEqual(0.98);
      expect.soft(s.recall, `${k} recall\n${JSON.stringify(table[k], null, 1)}`).toBeGreaterThanOrEqual(0.98);
    }
  });
});
