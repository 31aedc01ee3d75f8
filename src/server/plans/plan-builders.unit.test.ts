/** Days of about equal length, and a day's chapters as OSIS readings. */
import { describe, expect, it } from 'vitest';
import { chaptersOfReading } from '../../shared/plan-readings';
import { readingsOf, splitByWeight } from './plan-builders';

const ch = (book: string, chapter: number) => ({ book, chapter });

describe('splitByWeight', () => {
  it('balances days by weight, not by count, keeping the order', () => {
    const days = splitByWeight([5, 1, 1, 1, 1, 1, 5, 5], 4, (w) => w);
    expect(days).toEqual([[5], [1, 1, 1, 1, 1], [5], [5]]);
  });

  it('gives a heavy item a day of its own and never leaves a day empty', () => {
    const items = [1, 1, 100, 1, 1, 1];
    const days = splitByWeight(items, 5, (w) => w);
    expect(days).toHaveLength(5);
    expect(days.every((d) => d.length > 0)).toBe(true);
    expect(days.flat()).toEqual(items);
    expect(days).toContainEqual([100]);
  });

  it('puts every item in exactly one day, one a day when there are as many days as items', () => {
    expect(splitByWeight([3, 1, 2], 3, (w) => w)).toEqual([[3], [1], [2]]);
    const items = Array.from({ length: 1189 }, (_, i) => 1 + ((i * 7919) % 97));
    const days = splitByWeight(items, 365, (w) => w);
    expect(days).toHaveLength(365);
    expect(days.flat()).toEqual(items);
    expect(Math.min(...days.map((d) => d.length))).toBeGreaterThan(0);
  });

  it('refuses more days than items', () => {
    expect(() => splitByWeight([1, 2], 3, (w) => w)).toThrow();
  });
});

describe('readings', () => {
  it('joins consecutive chapters of one book, and only those', () => {
    expect(readingsOf([ch('Gen', 1), ch('Gen', 2), ch('Gen', 3), ch('Matt', 1), ch('Gen', 5)])).toEqual([
      'Gen.1-Gen.3',
      'Matt.1',
      'Gen.5',
    ]);
    expect(readingsOf([ch('2Kgs', 5), ch('2Kgs', 3)])).toEqual(['2Kgs.5', '2Kgs.3']);
  });

  it('reads back into its chapters', () => {
    expect(chaptersOfReading('Gen.1-Gen.3')).toEqual([ch('Gen', 1), ch('Gen', 2), ch('Gen', 3)]);
    expect(chaptersOfReading('Obad.1')).toEqual([ch('Obad', 1)]);
  });
});
