import { describe, expect, it } from 'vitest';
import { chapterInReadersBible, firstRequests, wordStudyEntry } from './reader-urls';

describe('what a chapter page asks for first', () => {
  it('in a named translation: the list, the text and its cross-references', () => {
    expect(firstRequests('/study-guides/book/John/3', '?translation=KJV&highlight=16')).toEqual([
      '/api/translations',
      '/api/passages?ref=John+3&translation=KJV',
      '/api/cross-references?ref=John+3&translation=KJV',
    ]);
    expect(chapterInReadersBible('/study-guides/book/John/3', '?translation=KJV')).toBeNull();
  });

  it("in the reader's own Bible: the list, and the chapter to ask for once it is in", () => {
    expect(firstRequests('/study-guides/book/john/3', '')).toEqual(['/api/translations']);
    expect(chapterInReadersBible('/study-guides/book/john/3', '')).toBe('John 3');
    expect(chapterInReadersBible('/study-guides/book/1Sam/17', '?highlight=4')).toBe('1 Samuel 17');
  });

  it("with Strong's numbers or a second translation: the list only (the text's request depends on it)", () => {
    for (const search of ['?translation=KJV&strongs=1', '?compare=LSG', '?translation=KJV&compare=LSG']) {
      expect(firstRequests('/study-guides/book/John/3', search)).toEqual(['/api/translations']);
      expect(chapterInReadersBible('/study-guides/book/John/3', search)).toBeNull();
    }
  });

  it('no chapter, nothing', () => {
    for (const path of ['/', '/study-guides/book/John', '/study-guides/book/John/99', '/contact']) {
      expect(firstRequests(path, '?translation=KJV')).toEqual([]);
      expect(chapterInReadersBible(path, '')).toBeNull();
    }
  });
});

describe("what a word study's entry asks for first (issue 43: the entry waited behind “Loading…”)", () => {
  it('the list, from which its Bible is chosen; then the entry and its verses are asked for at once', () => {
    expect(firstRequests('/research-tools/greek', '?strongs=G3588')).toEqual(['/api/translations']);
    expect(wordStudyEntry('/research-tools/greek', '?strongs=G3588')).toEqual({
      tool: 'greek',
      strongs: 'G3588',
    });
    expect(wordStudyEntry('/research-tools/spanish', '?q=amor&strongs=G26')).toEqual({
      tool: 'spanish',
      strongs: 'G26',
    });
  });

  it('a search, or another page, nothing', () => {
    for (const [path, search] of [
      ['/research-tools/greek', '?q=love'],
      ['/research-tools/hebrew', ''],
      ['/concordance', '?strongs=G3588'],
    ]) {
      expect(firstRequests(path, search)).toEqual([]);
      expect(wordStudyEntry(path, search)).toBeNull();
    }
  });
});
