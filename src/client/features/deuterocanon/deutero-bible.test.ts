import { describe, expect, it } from 'vitest';
import type { DeuteroBible, DeuteroVerse } from '../../../shared/api';
import { chooseBible, neighbours, paragraphs } from './deutero-bible';

const web: DeuteroBible = {
  id: 'WEB',
  name: 'World English Bible',
  language: 'en',
  licence: 'Public Domain',
  books: [
    { osis: 'Tob', name: 'Tobit', chapters: [1, 2, 3] },
    { osis: 'Jdt', name: 'Judith', chapters: [1, 2] },
  ],
};
const crampon: DeuteroBible = {
  id: 'CRAMPON',
  name: 'Bible Augustin Crampon (1923)',
  language: 'fr',
  licence: 'Public Domain',
  books: [
    { osis: 'Tob', name: 'Tobit', chapters: [1, 2, 3] },
    { osis: 'Esth', name: 'Esther (Greek additions)', chapters: [10, 11] },
    { osis: 'Dan', name: 'Daniel (Greek additions)', chapters: [3, 13, 14] },
  ],
};
const bibles = [web, crampon];

describe('chooseBible', () => {
  it('reads a book in the UI language’s Bible', () => {
    expect(chooseBible(bibles, 'Tob', 'fr', null)).toEqual({ bible: crampon, fallback: false });
    expect(chooseBible(bibles, 'Tob', 'en', null)).toEqual({ bible: web, fallback: false });
  });
  it('falls back to another Bible, and says so, when the language has none with the book', () => {
    expect(chooseBible(bibles, 'Tob', 'te', null)).toEqual({ bible: web, fallback: true });
    expect(chooseBible(bibles, 'Esth', 'en', null)).toEqual({ bible: crampon, fallback: true });
  });
  it('keeps the Bible the address asks for when it has the book, in any case', () => {
    expect(chooseBible(bibles, 'Tob', 'fr', 'web')).toEqual({ bible: web, fallback: false });
    expect(chooseBible(bibles, 'Esth', 'en', 'WEB')).toEqual({ bible: crampon, fallback: true });
  });
  it('has no Bible for a book none has', () => {
    expect(chooseBible(bibles, 'Gen', 'en', null)).toBeNull();
  });
});

describe('neighbours', () => {
  it('goes from book to book, and skips the chapters a Greek part lacks', () => {
    expect(neighbours(web, 'Tob', 3)).toEqual({
      prev: { osis: 'Tob', name: 'Tobit', chapter: 2 },
      next: { osis: 'Jdt', name: 'Judith', chapter: 1 },
    });
    expect(neighbours(crampon, 'Dan', 3).next).toEqual({
      osis: 'Dan',
      name: 'Daniel (Greek additions)',
      chapter: 13,
    });
    expect(neighbours(crampon, 'Esth', 10).prev?.chapter).toBe(3);
  });
  it('stops at either end', () => {
    expect(neighbours(web, 'Tob', 1).prev).toBeNull();
    expect(neighbours(web, 'Jdt', 2).next).toBeNull();
  });
});

const verse = (n: number, extra: Partial<DeuteroVerse> = {}): DeuteroVerse => ({
  verse: n,
  text: `verse ${n}`,
  heading: null,
  paragraph: false,
  ...extra,
});

describe('paragraphs', () => {
  it('starts a paragraph at each mark and heading', () => {
    const { blocks, perLine } = paragraphs([
      verse(1, { paragraph: true }),
      verse(2),
      verse(3, { heading: 'Susanna' }),
      verse(4, { paragraph: true }),
    ]);
    expect(perLine).toBe(false);
    expect(blocks.map((b) => [b.heading, b.verses.map((v) => v.verse)])).toEqual([
      [null, [1, 2]],
      ['Susanna', [3]],
      [null, [4]],
    ]);
  });
  it('lays a chapter with no marks out a verse a line', () => {
    const { blocks, perLine } = paragraphs([verse(24), verse(25)]);
    expect(perLine).toBe(true);
    expect(blocks.map((b) => b.verses.map((v) => v.verse))).toEqual([[24], [25]]);
  });
});
