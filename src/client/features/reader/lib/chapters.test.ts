import { describe, expect, it } from 'vitest';
import { bookByOsis } from '../../../../shared/books';
import { neighbour } from './chapters';

const at = (osis: string, chapter: number, step: 1 | -1) => {
  const n = neighbour(bookByOsis(osis)!, chapter, step);
  return n && `${n.book.osis} ${n.chapter}`;
};

describe('neighbour', () => {
  it('steps within a book and across books, and stops at either end of the Bible', () => {
    expect(at('John', 3, 1)).toBe('John 4');
    expect(at('John', 3, -1)).toBe('John 2');
    expect(at('Mal', 4, 1)).toBe('Matt 1');
    expect(at('Matt', 1, -1)).toBe('Mal 4');
    expect(at('Gen', 1, -1)).toBeNull();
    expect(at('Rev', 22, 1)).toBeNull();
  });
});
