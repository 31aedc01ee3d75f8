/**
 * The reader's chapter from a downloaded Bible: the stored verses as a Passage, and the compared
 * text found through the KJV's numbering across a chapter's edge (the Segond's Mal 3:19–24 is the
 * KJV's Mal 4), never by its own verse numbers.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PassageVerse } from '../../../shared/api';
import { bookByOsis } from '../../../shared/books';
import { downloadedChapter, downloadedKjvRange } from './offline-passage';

const v = (chapter: number, verse: number, kjv?: PassageVerse['kjv']): PassageVerse => ({
  osis: `Mal.${chapter}.${verse}`,
  book: 'Mal',
  chapter,
  verse,
  text: `${chapter}:${verse}`,
  heading: null,
  paragraph: false,
  ...(kjv ? { kjv } : {}),
});

// the Segond's Malachi: three chapters, its 3:19–24 the KJV's 4:1–6
const LSG: Record<number, PassageVerse[]> = {
  2: [v(2, 17)],
  3: [
    v(3, 18),
    ...[19, 20, 21, 22, 23, 24].map((n) => v(3, n, { chapter: 4, verse: n - 18, verseEnd: n - 18 })),
  ],
};
vi.mock('./store', () => ({
  storedChapter: async (id: string, _book: string, chapter: number) =>
    id === 'LSG' ? (LSG[chapter] ?? null) : null,
}));

const mal = bookByOsis('Mal')!;

describe('downloaded passages', () => {
  it('gives a stored chapter as the reader takes it, and null for one not downloaded', async () => {
    const p = await downloadedChapter('LSG', mal, 3);
    expect(p).toMatchObject({ osis: 'Mal.3', translation: 'LSG' });
    expect(p!.verses.map((x) => x.verse)).toEqual([18, 19, 20, 21, 22, 23, 24]);
    expect(await downloadedChapter('KJV', mal, 3)).toBeNull();
    expect(await downloadedChapter('LSG', mal, 4)).toBeNull();
  });

  it('finds the verses at KJV places in the chapter before theirs', async () => {
    const p = await downloadedKjvRange('LSG', mal, { chapter: 4, verse: 1 }, { chapter: 4, verse: 6 });
    expect(p!.verses.map((x) => `${x.chapter}:${x.verse}`)).toEqual([
      '3:19',
      '3:20',
      '3:21',
      '3:22',
      '3:23',
      '3:24',
    ]);
    const two = await downloadedKjvRange('LSG', mal, { chapter: 4, verse: 2 }, { chapter: 4, verse: 3 });
    expect(two!.verses.map((x) => x.verse)).toEqual([20, 21]);
    expect(
      await downloadedKjvRange('KJV', mal, { chapter: 4, verse: 1 }, { chapter: 4, verse: 6 }),
    ).toBeNull();
  });
});
