import { describe, expect, it } from 'vitest';
import type { PassageVerse } from '../../../../shared/api';
import { pairByKjv, readingBlocks, splitMarks } from './reader-layout';

const v = (verse: number, text: string, extra: Partial<PassageVerse> = {}): PassageVerse => ({
  osis: `Ps.51.${verse}`,
  book: 'Ps',
  chapter: 51,
  verse,
  text,
  heading: null,
  paragraph: false,
  ...extra,
});

describe('readingBlocks', () => {
  it('shows title verses as the title, poetry as lines, a section heading apart', () => {
    const verses = [
      v(1, 'Au chef des chantres.', { title: true, kjv: { chapter: 51, verse: 0, verseEnd: 0 } }),
      v(2, 'Lorsque Nathan vint.', { title: true, kjv: { chapter: 51, verse: 0, verseEnd: 0 } }),
      v(3, 'O Dieu! Aie pitié; Selon ta bonté;', {
        heading: 'Prière',
        kjv: { chapter: 51, verse: 1, verseEnd: 1 },
        marks: [
          { kind: 'q', start: 0, end: 19, level: 1 },
          { kind: 'q', start: 19, end: 34, level: 2 },
        ],
      }),
    ];
    const blocks = readingBlocks(verses, { versePerLine: false, psalms: true });
    expect(blocks.map((b) => b.kind)).toEqual(['title', 'heading', 'line', 'line']);
    expect(blocks[0].parts.map((p) => p.verse.verse)).toEqual([1, 2]);
    expect(blocks[3]).toMatchObject({ level: 2, parts: [{ start: 19, end: 34, first: false }] });
    expect(readingBlocks(verses, { versePerLine: true, psalms: true }).map((b) => b.kind)).toEqual([
      'title',
      'heading',
      'prose',
    ]);
  });
  it('shows a title held as verse 1’s first line as the title (LSG Ps 23:1)', () => {
    const verse = v(1, 'Cantique de David. L’Éternel est mon berger', {
      marks: [
        { kind: 'q', start: 0, end: 19, level: 1 },
        { kind: 't', start: 0, end: 19 },
        { kind: 'q', start: 19, end: 43, level: 1 },
      ],
    });
    const blocks = readingBlocks([verse], { versePerLine: false, psalms: true });
    expect(blocks.map((b) => [b.kind, b.parts[0].start, b.parts[0].first])).toEqual([
      ['title', 0, true],
      ['line', 19, false],
    ]);
  });
  it('puts a heading that stands inside a verse where it stands (LSG Gen 29:14)', () => {
    const verse = v(14, 'Et Laban lui dit: chair. Jacob demeura un mois', {
      heading: 'Léa et Rachel',
      headingAt: 25,
      marks: [{ kind: 'p', start: 25, end: 25 }],
    });
    const blocks = readingBlocks([v(13, 'Avant.'), verse, v(15, 'Puis Laban dit')], {
      versePerLine: false,
      psalms: false,
    });
    expect(
      blocks.map((b) => [b.kind, b.text ?? b.parts.map((p) => `${p.verse.verse}@${p.start}`).join(' ')]),
    ).toEqual([
      ['prose', '13@0 14@0'],
      ['heading', 'Léa et Rachel'],
      ['prose', '14@25 15@0'],
    ]);
  });
  it('runs prose on until a paragraph mark, and gives poetic books without lines a verse per line', () => {
    const prose = [v(1, 'a'), v(2, 'b'), v(3, 'c', { paragraph: true })];
    expect(readingBlocks(prose, { versePerLine: false, psalms: false }).map((b) => b.parts.length)).toEqual([
      2, 1,
    ]);
    expect(
      readingBlocks(prose, { versePerLine: false, psalms: false, poetic: true }).map((b) => b.parts.length),
    ).toEqual([1, 1, 1]);
  });
});

describe('splitMarks', () => {
  it('cuts the words of Jesus out of the text, within a line', () => {
    const verse = v(5, 'Jésus répondit: En vérité, si un homme', {
      marks: [{ kind: 'wj', start: 16, end: 38 }],
    });
    expect(splitMarks(verse)).toEqual([
      { text: 'Jésus répondit: ', wj: false },
      { text: 'En vérité, si un homme', wj: true },
    ]);
    expect(splitMarks(verse, 27)).toEqual([{ text: 'si un homme', wj: true }]);
  });
});

describe('pairByKjv', () => {
  it('pairs KJV Psalm 51:1 with LSG 51:3 and the LSG title verses with the KJV verse 1 (its title)', () => {
    const kjv = [
      v(1, 'Have mercy upon me, O God', { heading: 'To the chief Musician' }),
      v(2, 'Wash me throughly'),
    ];
    const lsg = [
      v(1, 'Au chef des chantres.', { title: true, kjv: { chapter: 51, verse: 0, verseEnd: 0 } }),
      v(2, 'Lorsque Nathan vint.', { title: true, kjv: { chapter: 51, verse: 0, verseEnd: 0 } }),
      v(3, 'O Dieu! Aie pitié de moi', { kjv: { chapter: 51, verse: 1, verseEnd: 1 } }),
      v(4, 'Lave-moi', { kjv: { chapter: 51, verse: 2, verseEnd: 2 } }),
    ];
    const rows = pairByKjv(kjv, lsg);
    expect(rows.map((r) => r.others.map((o) => o.verse))).toEqual([[1, 2, 3], [4]]);
    const reverse = pairByKjv(lsg, kjv);
    expect(reverse.map((r) => r.others.map((o) => o.text))).toEqual([
      [],
      [],
      ['Have mercy upon me, O God'],
      ['Wash me throughly'],
    ]);
    // the KJV's title stands beside the Segond's title verses, not beside 51:3
    expect(reverse.map((r) => r.titles)).toEqual([['To the chief Musician'], [], [], []]);
    expect(reverse[2].others[0].heading).toBeNull();
  });
});
