import { describe, expect, it } from 'vitest';
import { booksLike, suggestionsFor } from './suggestions';

const targets = (path: string, lang: 'en' | 'es' = 'en') => suggestionsFor(path, lang).map((s) => s.to);

describe('where a visitor probably wanted to go', () => {
  it('offers the chapters of a book that exists when the chapter does not', () => {
    expect(targets('/study-guides/book/john/99')).toEqual([
      '/study-guides/book/John/21',
      '/study-guides/book/John/1',
      '/study-guides/book/John',
    ]);
    expect(targets('/study-guides/book/Obad/2')).toEqual([
      '/study-guides/book/Obad/1',
      '/study-guides/book/Obad',
    ]);
  });

  it('offers books whose name looks like the one typed, in any language', () => {
    expect(booksLike('Jhn').map((b) => b.osis)).toContain('John');
    expect(booksLike('Apocalipsis').map((b) => b.osis)).toEqual(['Rev']);
    expect(targets('/study-guides/book/Genisis/3')).toEqual(['/study-guides/book/Gen/3']);
    expect(booksLike('zzzzzz')).toEqual([]);
  });

  it('offers pages a typo away, or the section an unknown page is under', () => {
    expect(targets('/contcat')).toEqual(['/contact']);
    expect(targets('/study-guide')[0]).toBe('/study-guides');
    expect(targets('/concordance/nothing-here')).toEqual(['/concordance']);
  });

  it('offers the page whose address ends with the word an address starts with', () => {
    expect(targets('/people/abraham')).toEqual(['/research-tools/people']);
    expect(targets('/check')).toEqual(['/research-tools/check']);
    expect(targets('/greek/G26')).toEqual(['/research-tools/greek']);
  });

  it('reads a book named at the start of an address', () => {
    expect(targets('/juan/3')).toEqual(['/study-guides/book/John/3']);
  });

  it('offers nothing rather than nonsense', () => {
    expect(targets('/no-such-page')).toEqual([]);
  });
});
