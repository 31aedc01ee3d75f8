import { describe, expect, it } from 'vitest';
import { outOfRange } from './out-of-range';
import { parseReference } from './parse';

describe('outOfRange', () => {
  it.each([
    // [text, lang, book, chapter, verse, chapters, verses]
    ['John 99:99', 'en', 'John', 99, 99, 21, null],
    ['John 99', 'en', 'John', 99, null, 21, null],
    ['John 3:99', 'en', 'John', 3, 99, 21, 36],
    ['Jn 3:37', 'en', 'John', 3, 37, 21, 36],
    ['John 3:0', 'en', 'John', 3, 0, 21, 36],
    ['John 0', 'en', 'John', 0, null, 21, null],
    ['Juan 22:1', 'es', 'John', 22, 1, 21, null],
    ['Jean 3,40', 'fr', 'John', 3, 40, 21, 36],
    ['Gen 51', 'en', 'Gen', 51, null, 50, null],
    ['Obadiah 2:1', 'en', 'Obad', 2, 1, 1, null],
    ['Jude 30', 'en', 'Jude', 1, 30, 1, 25],
    ['Jude 1:26', 'en', 'Jude', 1, 26, 1, 25],
    ['Ps 151', 'en', 'Ps', 151, null, 150, null],
    ['Ps 117:3', 'en', 'Ps', 117, 3, 150, 2],
    ['యోహాను 22:1', 'te', 'John', 22, 1, 21, null],
    ['John 3:99-100', 'en', 'John', 3, 99, 21, 36],
  ] as const)('%s (%s): %s %s:%s past the end', (text, lang, book, chapter, verse, chapters, verses) => {
    expect(parseReference(text, lang)).toBeNull();
    expect(outOfRange(text, lang)).toEqual({ book, chapter, verse, chapters, verses });
  });

  it.each(['John 3:16', 'John 21', 'Jude 25', 'faith 3', 'Hezekiah 3:16', 'love', '', 'John 3:16 and more'])(
    'nothing past the end in %j',
    (text) => {
      expect(outOfRange(text, 'en')).toBeNull();
    },
  );
});
