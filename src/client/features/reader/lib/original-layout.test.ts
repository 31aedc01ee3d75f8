import { describe, expect, it } from 'vitest';
import type { Interlinear, PassageVerse } from '../../../../shared/api';
import { chapterVerse, pairOriginal, type OriginalVerse } from './original-layout';

const v = (verse: number, extra: Partial<PassageVerse> = {}): PassageVerse => ({
  osis: `Ps.51.${verse}`,
  book: 'Ps',
  chapter: 51,
  verse,
  text: `verse ${verse}`,
  heading: null,
  paragraph: false,
  ...extra,
});
const o = (osis: string, extra: Partial<OriginalVerse> = {}): OriginalVerse => ({
  osis,
  language: 'hebrew',
  words: [],
  ...extra,
});
const interlinear = (verses: OriginalVerse[], absent: string[] = []): Interlinear => ({
  osis: 'Ps.51',
  glossLanguage: 'en',
  verses,
  absent,
  attribution: [],
});
const pairs = (rows: ReturnType<typeof pairOriginal>) =>
  rows.map((r) => ({
    verse: r.verse.verse,
    title: r.title.map((x) => x.osis),
    original: r.original.map((x) => x.osis),
    absent: r.absent,
  }));

describe('pairOriginal', () => {
  const ps51 = interlinear([
    o('Ps.51.1', { title: true, source: 'Ps.51.1' }),
    o('Ps.51.1', { source: 'Ps.51.3' }),
    o('Ps.51.2', { source: 'Ps.51.4' }),
  ]);

  it('puts a psalm’s title before verse 1 where the translation heads verse 1 with it (KJV)', () => {
    const kjv = [v(1, { heading: 'To the chief Musician' }), v(2)];
    expect(pairs(pairOriginal(kjv, ps51))).toEqual([
      { verse: 1, title: ['Ps.51.1'], original: ['Ps.51.1'], absent: [] },
      { verse: 2, title: [], original: ['Ps.51.2'], absent: [] },
    ]);
  });

  it('pairs through the KJV’s numbering: the title with the Segond’s title verse, 51:3 with 51:1', () => {
    const lsg = [
      v(1, { title: true, kjv: { chapter: 51, verse: 0, verseEnd: 0 } }),
      v(2, { title: true, kjv: { chapter: 51, verse: 0, verseEnd: 0 } }),
      v(3, { kjv: { chapter: 51, verse: 1, verseEnd: 1 } }),
      v(4, { kjv: { chapter: 51, verse: 2, verseEnd: 2 } }),
    ];
    const rows = pairOriginal(lsg, ps51);
    expect(pairs(rows)).toEqual([
      { verse: 1, title: [], original: ['Ps.51.1'], absent: [] },
      { verse: 2, title: [], original: [], absent: [] },
      { verse: 3, title: [], original: ['Ps.51.1'], absent: [] },
      { verse: 4, title: [], original: ['Ps.51.2'], absent: [] },
    ]);
    expect(rows[0]!.original[0]!.title).toBe(true);
  });

  it('gives a verse covering two of the KJV’s both originals, and names what the source lacks', () => {
    const acts = [
      v(36, { osis: 'Acts.8.36', chapter: 8 }),
      v(37, { osis: 'Acts.8.37', chapter: 8 }),
      v(38, { osis: 'Acts.8.38', chapter: 8, kjv: { chapter: 8, verse: 38, verseEnd: 39 } }),
    ];
    const greek = interlinear([o('Acts.8.36'), o('Acts.8.38'), o('Acts.8.39')], ['Acts.8.37']);
    expect(pairs(pairOriginal(acts, greek))).toEqual([
      { verse: 36, title: [], original: ['Acts.8.36'], absent: [] },
      { verse: 37, title: [], original: [], absent: ['Acts.8.37'] },
      { verse: 38, title: [], original: ['Acts.8.38', 'Acts.8.39'], absent: [] },
    ]);
  });

  it('never drops an original verse the translation has no verse for', () => {
    const rows = pairOriginal(
      [v(1), v(3)],
      interlinear([o('Ps.51.1'), o('Ps.51.2'), o('Ps.51.3'), o('Ps.51.4')]),
    );
    expect(pairs(rows).map((r) => r.original)).toEqual([['Ps.51.1'], ['Ps.51.2', 'Ps.51.3', 'Ps.51.4']]);
  });
});

describe('chapterVerse', () => {
  it('writes an OSIS id as chapter:verse', () => {
    expect(chapterVerse('Ps.51.3')).toBe('51:3');
  });
});
