import { describe, expect, it } from 'vitest';
import { BOOKS } from '../books';
import { formatReference } from './format';
import { parseReference, parseWithLibrary } from './parse';

const osis = (s: string) => parseReference(s)?.osis ?? null;

describe('parseReference', () => {
  it.each([
    ['John 3:16', 'John.3.16'],
    ['Jn 3:16', 'John.3.16'],
    ['Juan 3:16', 'John.3.16'],
    ['Jean 3:16', 'John.3.16'],
    ['Gen 1', 'Gen.1'],
    ['Rom 8:28-30', 'Rom.8.28-Rom.8.30'],
    ['1 Corintios 13:4-7', '1Cor.13.4-1Cor.13.7'],
    ['Apocalipsis 22', 'Rev.22'],
    ['Cantique des Cantiques 2:1', 'Song.2.1'],
    ['యోహాను 3:16', 'John.3.16'],
    ['యోహాను సువార్త 3:16', 'John.3.16'],
    ['1 యోహాను 4:8', '1John.4.8'],
    ['ఆదికాండము 1:1', 'Gen.1.1'],
    ['కీర్తనల గ్రంథము 23', 'Ps.23'],
  ])('%s → %s', (input, expected) => {
    expect(osis(input)).toBe(expected);
  });

  it.each(['faith', 'hello John 3:16', '', 'John 30', 'x'.repeat(300)])('rejects %j', (input) => {
    expect(parseReference(input)).toBeNull();
  });

  it('gives ranges with open verses for whole chapters', () => {
    expect(parseReference('Gen 1')!.ranges).toEqual([
      { start: { book: 'Gen', chapter: 1, verse: null }, end: { book: 'Gen', chapter: 1, verse: null } },
    ]);
  });
});

describe('formatReference', () => {
  it('writes references in the UI language', () => {
    expect(formatReference(parseReference('Jn 3:16-18')!)).toBe('John 3:16-18');
    expect(formatReference(parseReference('John 3:16')!, 'es')).toBe('Juan 3:16');
    expect(formatReference(parseReference('John 3:16')!, 'te')).toBe('యోహాను సువార్త 3:16');
    expect(formatReference(parseReference('John 3:36-4:2')!)).toBe('John 3:36-4:2');
    expect(formatReference(parseReference('Mt 5-7')!)).toBe('Matthew 5-7');
  });
});

describe('the fast path agrees with the full parser', () => {
  it('on every book, in every language, with valid, edge and invalid numbers', () => {
    const names = BOOKS.flatMap((b) => [
      b.names.en,
      b.names.es,
      b.names.fr,
      b.names.te,
      b.osis,
      b.names.en.slice(0, 3),
      b.names.en.toUpperCase(),
      `${b.names.en.slice(0, 2)}.`,
    ]);
    const numbers = [
      '1',
      '2',
      '3',
      '1:1',
      '1:2-5',
      '2:3',
      '3:16-18',
      '1-2',
      '2-1',
      '1:0',
      '1:999',
      '1:5-3',
      '1:1-999',
      '150',
      '151',
      '12.3',
      '1 : 2',
      '1:1–4',
      '0',
    ];
    const differences: string[] = [];
    let checked = 0;
    for (const name of names) {
      for (const n of numbers) {
        const input = `${name} ${n}`;
        const fast = parseReference(input);
        const full = parseWithLibrary(input.normalize('NFC').trim());
        checked++;
        if (JSON.stringify(fast) !== JSON.stringify(full))
          differences.push(`${input}: fast ${fast?.osis ?? null}, full ${full?.osis ?? null}`);
      }
    }
    expect(checked).toBeGreaterThan(9000);
    expect(differences).toEqual([]);
  });
});

describe('a range that names its book twice (issue 41: `Gen 1-Gen 50` was read as Genesis 50)', () => {
  it('covers the whole range, as the same range without the second name does', () => {
    const ranges = (s: string) => JSON.stringify(parseReference(s)?.ranges);
    expect(ranges('Gen 1-Gen 50')).toBe(ranges('Gen 1-50'));
    expect(ranges('Genesis 1 - Genesis 50')).toBe(ranges('Gen 1-50'));
    expect(ranges('Gen 1:1-Gen 50:26')).toBe(ranges('Gen 1-50'));
    expect(ranges('Gen 2-Gen 5')).toBe(ranges('Gen 2-5'));
    expect(ranges('Jn 3:16-Jn 3:18')).toBe(ranges('Jn 3:16-18'));
    expect(ranges('Juan 3:16-Juan 4:2')).toBe(ranges('Juan 3:16-4:2'));
    expect(parseReference('Gen 1-Gen 50')?.ranges[0]).toEqual({
      start: { book: 'Gen', chapter: 1, verse: null },
      end: { book: 'Gen', chapter: 50, verse: null },
    });
  });

  it('agrees with the full parser on every book named twice', () => {
    const differences: string[] = [];
    for (const b of BOOKS) {
      for (const name of [b.names.en, b.osis, b.names.fr]) {
        for (const input of [`${name} 1-${name} 2`, `${name} 1:1-${name} 2:3`, `${name} 2-${name} 1`]) {
          const fast = JSON.stringify(parseReference(input));
          const full = JSON.stringify(parseWithLibrary(input));
          if (fast !== full) differences.push(`${input}: fast ${fast}, full ${full}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('parseReference: the es/fr comma between chapter and verse (issue 15)', () => {
  it('reads `Jean 3,16` as John 3:16, and leaves a comma after a colon as a verse list', () => {
    const osis = (s: string) => parseReference(s)?.osis;
    expect(osis('Jean 3,16')).toBe('John.3.16');
    expect(osis('1 Jean 2,19')).toBe('1John.2.19');
    expect(osis('Mt 27,3-5')).toBe('Matt.27.3-Matt.27.5');
    expect(osis('Juan 3,16-18')).toBe('John.3.16-John.3.18');
    expect(osis('Romans 8:28,31')).toBe('Rom.8.28,Rom.8.31');
  });
});
