/** Consecutive verses are joined, across the list only where both are sound or both doubtful. */
import { describe, expect, it } from 'vitest';
import { formatRange } from '../../shared/reference/format';
import { joinAdjacent, markedRanges } from './ref-list';

const shown = (refs: string[], doubtful: string[] = [], lang: 'en' | 'fr' = 'en') =>
  joinAdjacent(markedRanges(refs, doubtful))
    .map((r) => `${formatRange(r.range, lang)}${r.doubtful ? ' (?)' : ''}`)
    .join('; ');

describe('joinAdjacent', () => {
  it('joins consecutive verses of one chapter, ranges included, in the order given', () => {
    expect(shown(['Mark.14.10', 'Mark.14.11'])).toBe('Mark 14:10-11');
    expect(shown(['Mark.14.10', 'Mark.14.11'], [], 'fr')).toBe('Marc 14:10-11');
    expect(shown(['Mark.14.10-Mark.14.11', 'Mark.14.12', 'Luke.22.3-Luke.22.6'])).toBe(
      'Mark 14:10-12; Luke 22:3-6',
    );
    expect(shown(['Mark.14.11', 'Mark.14.10'])).toBe('Mark 14:11; Mark 14:10');
  });
  it('leaves apart other chapters, gaps, whole chapters', () => {
    expect(shown(['Mark.14.72', 'Mark.15.1'])).toBe('Mark 14:72; Mark 15:1');
    expect(shown(['Mark.14.10', 'Mark.14.12'])).toBe('Mark 14:10; Mark 14:12');
    expect(shown(['Mark.13', 'Mark.14.1'])).toBe('Mark 13; Mark 14:1');
    expect(shown(['Mark.14.1', 'Mark.14.2-Mark.15.3'])).toBe('Mark 14:1; Mark 14:2-15:3');
  });
  it('keeps a doubtful reference apart from a sound one, its (?) on it alone', () => {
    expect(shown(['Mark.14.10', 'Mark.14.11'], ['Mark.14.11'])).toBe('Mark 14:10; Mark 14:11 (?)');
    expect(shown(['Mark.14.10', 'Mark.14.11', 'Mark.14.12'], ['Mark.14.10'])).toBe(
      'Mark 14:10 (?); Mark 14:11-12',
    );
    expect(shown(['Mark.14.10', 'Mark.14.11'], ['Mark.14.10', 'Mark.14.11'])).toBe('Mark 14:10-11 (?)');
  });
});
