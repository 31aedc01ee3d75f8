import { describe, expect, it } from 'vitest';
import {
  joinedOsis,
  osisBook,
  osisOfRange,
  osisRange,
  splitOsisId,
  splitOsisList,
  splitOsisRange,
} from './osis';

describe('OSIS helpers: the one place OSIS ids are split', () => {
  it('splits an id, a range and a list', () => {
    expect(splitOsisId('John.3.16')).toEqual({ book: 'John', chapter: 3, verse: 16 });
    expect(splitOsisId('Ps.23')).toEqual({ book: 'Ps', chapter: 23, verse: null });
    expect(splitOsisId('Obad')).toEqual({ book: 'Obad', chapter: null, verse: null });
    expect(splitOsisRange('Exod.3.1-Exod.3.6')).toEqual(['Exod.3.1', 'Exod.3.6']);
    expect(splitOsisRange('John.3.16')).toEqual(['John.3.16', 'John.3.16']);
    expect(splitOsisList('John.3.16-John.3.18,Rom.8.28')).toEqual(['John.3.16-John.3.18', 'Rom.8.28']);
    expect(osisBook('Exod.3.1-Exod.3.6')).toBe('Exod');
  });

  it('reads a range, a whole chapter running to its end', () => {
    expect(osisRange('Ps.23')).toEqual({
      start: { book: 'Ps', chapter: 23, verse: null },
      end: { book: 'Ps', chapter: 23, verse: null },
    });
    expect(osisRange('Obad')?.end).toEqual({ book: 'Obad', chapter: 1, verse: null });
    expect(osisRange('Nope.1.1')).toBeNull();
  });

  it('writes a range back as OSIS, one id when it starts where it ends', () => {
    for (const osis of ['John.3.16', 'Exod.3.1-Exod.3.6', 'Matt.6.14-Matt.7.2', 'Ps.23'])
      expect(osisOfRange(osisRange(osis)!)).toBe(osis);
  });
});

describe('joinedOsis', () => {
  it('joins consecutive verses of a chapter, not across chapters or gaps', () => {
    expect(
      joinedOsis([
        [40, 1, 18],
        [40, 1, 19],
        [40, 1, 20],
        [40, 1, 22],
        [40, 2, 1],
        [43, 6, 71],
        [43, 7, 1],
      ]),
    ).toEqual(['Matt.1.18-Matt.1.20', 'Matt.1.22', 'Matt.2.1', 'John.6.71', 'John.7.1']);
    expect(joinedOsis([])).toEqual([]);
  });
});
