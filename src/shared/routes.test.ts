import { describe, expect, it } from 'vitest';
import { matchPage, pageExists, pagePath } from './routes';

describe('the client pages, known to both sides', () => {
  it.each([
    '/',
    '/study-guides',
    '/study-guides/',
    '/Study-Guides/book-by-book',
    '/study-guides/book/John',
    '/study-guides/book/John/3',
    '/study-guides/book/john/21',
    '/study-guides/book/Obad/1',
    '/research-tools/check',
    '/concordance/word-search',
    '/contact',
    '/studies/AbCd-_0123456789',
    '/study-guides/deuterocanon',
    '/study-guides/deuterocanon/Tob/1',
    '/study-guides/deuterocanon/1macc/16',
    '/study-guides/deuterocanon/Dan/13',
    '/study-guides/deuterocanon/Esth/10',
  ])('%s exists', (path) => expect(pageExists(path)).toBe(true));

  it.each([
    '/no-such-page',
    '/study-guides/nope',
    '/study-guides/book/John/99',
    '/study-guides/book/john/0',
    '/study-guides/book/John/3.5',
    '/study-guides/book/John/03x',
    '/study-guides/book/Obad/2',
    '/study-guides/book/Jhn',
    '/study-guides/book/John/3/16',
    '/contact/more',
    '/favicon.ico',
    '/%E0%A4%A',
    '/studies/short',
    '/studies/AbCd-_012345678!',
    '/studies/AbCd-_0123456789x',
    '/study-guides/deuterocanon/Tob/15',
    '/study-guides/deuterocanon/Tob/0',
    '/study-guides/deuterocanon/Dan/4',
    '/study-guides/deuterocanon/Esth/1',
    '/study-guides/deuterocanon/Gen/1',
    '/study-guides/deuterocanon/Tob',
    '/study-guides/book/Tob/1',
  ])('%s does not', (path) => expect(pageExists(path)).toBe(false));

  it('names the page and its parameters', () => {
    expect(matchPage('/study-guides/book/1Cor/13')).toEqual({
      name: 'chapter',
      params: { book: '1Cor', chapter: '13' },
    });
    expect(pagePath('chapter', { book: 'John', chapter: 3 })).toBe('/study-guides/book/John/3');
    expect(matchPage('/study-guides/deuterocanon/Sir/24')).toEqual({
      name: 'deuteroChapter',
      params: { book: 'Sir', chapter: '24' },
    });
  });
});
