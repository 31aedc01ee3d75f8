import { describe, expect, it } from 'vitest';
import { readerPath } from '../../../lib/paths';
import { parseSpan } from './use-highlight';

describe('reader links with a range', () => {
  it('writes a range within the chapter as highlight=28-30 and reads it back', () => {
    const path = readerPath('Rom', 8, { highlight: 28, highlightEnd: 30 });
    expect(path).toBe('/study-guides/book/Rom/8?highlight=28-30');
    expect(parseSpan(new URLSearchParams(path.split('?')[1]).get('highlight'))).toEqual({ from: 28, to: 30 });
    expect(readerPath('John', 3, { kjvVerse: 16, kjvVerseEnd: 16 })).toBe('/study-guides/book/John/3?kv=16');
  });
  it('reads one verse, and refuses what is not a verse', () => {
    expect(parseSpan('16')).toEqual({ from: 16, to: 16 });
    expect(parseSpan('30-28')).toEqual({ from: 30, to: 30 });
    expect(parseSpan('0')).toBeNull();
    expect(parseSpan('x')).toBeNull();
    expect(parseSpan(null)).toBeNull();
  });
});
