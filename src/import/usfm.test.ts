import { describe, expect, it } from 'vitest';
import { parseUsfmBook } from './usfm';

const JOHN = String.raw`\id JHN Test Bible
\h Jean
\mt1 Évangile selon Jean
\c 3
\s1 Jésus et Nicodème
\p
\v 16 Car Dieu a tant aimé le monde\f + \fr 3:16 \ft Ou: unique.\f* qu'il a donné son \w Fils|strong="G5207"\w* unique,
\v 17 Dieu, en effet, \add n'a\add* pas envoyé son Fils.
\q1
\v 18 Celui qui croit en lui\x - \xo 3:18 \xt Jn 5:24\x* n'est point jugé.
`;

describe('parseUsfmBook', () => {
  const book = parseUsfmBook(JOHN)!;
  it('reads book, chapter and verses without notes or cross-references', () => {
    expect(book.book).toBe(43);
    expect(book.verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(['3:16', '3:17', '3:18']);
    expect(book.verses[0].text).toBe("Car Dieu a tant aimé le monde qu'il a donné son Fils unique,");
    expect(book.verses[2].text).toBe("Celui qui croit en lui n'est point jugé.");
  });
  it('keeps the text of character markers and the section heading', () => {
    expect(book.verses[1].text).toBe("Dieu, en effet, n'a pas envoyé son Fils.");
    expect(book.verses[0].heading).toBe('Jésus et Nicodème');
    expect(book.verses[0].paragraph).toBe(true);
  });
  it('records Strong’s numbers of \\w words with offsets', () => {
    const v = book.verses[0];
    expect(v.words).toHaveLength(1);
    expect(v.text.slice(v.words[0].start, v.words[0].end)).toBe('Fils');
    expect(v.words[0].strongs).toEqual(['G5207']);
  });
  it('ignores files that are not a known book', () => {
    expect(parseUsfmBook('\\id XXX nothing')).toBeNull();
  });
});
