/** What "Listen" says: verse text and psalm titles, never numbers or section headings; long verses in pieces. */
import { describe, expect, it } from 'vitest';
import type { PassageVerse } from '../../../../shared/api';
import { MAX_PIECE, pieceOfVerse, speechScript, splitForSpeech } from './speech-script';

const verse = (n: number, text: string, extra: Partial<PassageVerse> = {}): PassageVerse => ({
  osis: `Ps.51.${n}`,
  book: 'Ps',
  chapter: 51,
  verse: n,
  text,
  heading: null,
  paragraph: false,
  ...extra,
});

describe('speechScript', () => {
  it('says each verse once, in order, without its number', () => {
    const script = speechScript([verse(1, 'In the beginning.'), verse(2, 'And the earth.')], {
      psalms: false,
    });
    expect(script).toEqual([
      { verse: 1, text: 'In the beginning.' },
      { verse: 2, text: 'And the earth.' },
    ]);
  });

  it("says the KJV's psalm title before verse 1, on verse 1", () => {
    const script = speechScript(
      [
        verse(1, 'Have mercy upon me, O God.', { heading: 'To the chief Musician, A Psalm of David.' }),
        verse(2, 'Wash me.'),
      ],
      { psalms: true },
    );
    expect(script.map((p) => [p.verse, p.text])).toEqual([
      [1, 'To the chief Musician, A Psalm of David.'],
      [1, 'Have mercy upon me, O God.'],
      [2, 'Wash me.'],
    ]);
  });

  it("says the Segond's title verses as verses, and skips section headings", () => {
    const script = speechScript(
      [
        verse(1, 'Au chef des chantres. Psaume de David.', { title: true, heading: 'LIVRE DEUXIÈME' }),
        verse(2, 'Lorsque Nathan, le prophète, vint à lui.', { title: true }),
        verse(3, 'O Dieu! Aie pitié de moi.', { marks: [{ kind: 'q', start: 0, end: 10, level: 1 }] }),
      ],
      { psalms: true },
    );
    expect(script.map((p) => p.text)).toEqual([
      'Au chef des chantres. Psaume de David.',
      'Lorsque Nathan, le prophète, vint à lui.',
      'O Dieu! Aie pitié de moi.',
    ]);
  });

  it('skips an editorial heading outside the Psalms, even inside a verse', () => {
    const script = speechScript(
      [
        verse(1, 'Paul, serviteur.', { heading: 'Salutation' }),
        verse(2, 'Avant. Après.', { heading: 'Léa et Rachel', headingAt: 7 }),
      ],
      { psalms: false },
    );
    expect(script.map((p) => p.text)).toEqual(['Paul, serviteur.', 'Avant. Après.']);
  });

  it('cuts a long verse into pieces that all belong to it', () => {
    const long = Array.from(
      { length: 8 },
      (_, i) => `This is clause number ${i} of a long verse; it goes on`,
    ).join(', ');
    const script = speechScript([verse(9, `${long}.`), verse(10, 'Short.')], { psalms: false });
    const nine = script.filter((p) => p.verse === 9);
    expect(nine.length).toBeGreaterThan(1);
    expect(nine.every((p) => p.text.length <= MAX_PIECE)).toBe(true);
    expect(nine.map((p) => p.text).join(' ')).toBe(`${long}.`);
    expect(script.at(-1)).toEqual({ verse: 10, text: 'Short.' });
  });

  it('finds where to start from a verse', () => {
    const script = [
      { verse: 1, text: 'a' },
      { verse: 2, text: 'b' },
      { verse: 2, text: 'c' },
      { verse: 4, text: 'd' },
    ];
    expect(pieceOfVerse(script, 2)).toBe(1);
    expect(pieceOfVerse(script, 3)).toBe(3);
    expect(pieceOfVerse(script, 99)).toBe(0);
  });
});

describe('splitForSpeech', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(splitForSpeech('  Jesus  wept. ')).toEqual(['Jesus wept.']);
    expect(splitForSpeech('')).toEqual([]);
  });

  it('cuts at sentence ends first, then commas, then words', () => {
    expect(splitForSpeech('One two. Three four. Five six.', 12)).toEqual([
      'One two.',
      'Three four.',
      'Five six.',
    ]);
    expect(splitForSpeech('aaa bbb, ccc ddd, eee', 9)).toEqual(['aaa bbb,', 'ccc ddd,', 'eee']);
    expect(splitForSpeech('aaa bbb ccc ddd', 8)).toEqual(['aaa bbb', 'ccc ddd']);
  });
});
