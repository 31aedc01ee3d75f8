/** Pairing a translation's tagged words with the original's (gloss-align.ts), on made-up verses. */
import { describe, expect, it } from 'vitest';
import { assign, formEquivalents, GlossModel, type Spans, type Tagged } from './gloss-align';
import type { SourceVerse, SourceWord } from './oshb';

const word = (strongs: string, morph: string): SourceWord => ({
  text: morph,
  strongs,
  strongsAug: null,
  morph: `H${morph}`,
  own: morph.split('/').pop()!,
  alt: null,
  variant: null,
});
let n = 0;
const verse = (...words: SourceWord[]): SourceVerse => ({
  book: 8,
  chapter: 1,
  verse: ++n,
  source: '',
  words,
});
const tags = (...words: [string, string][]): Map<string, Tagged[]> => {
  const m = new Map<string, Tagged[]>();
  words.forEach(([strongs, w], start) => m.set(strongs, [...(m.get(strongs) ?? []), { word: w, start }]));
  return m;
};

describe('assign', () => {
  // "the judges" is the participle with the article, "judge" the infinitive, in the verses where
  // H8199 stands once; Ruth 1:1 has both, in the other order than the KJV's "the judges ruled"
  const once: (readonly [SourceVerse, Map<string, Tagged[]>])[] = [
    ...Array.from(
      { length: 6 },
      () => [verse(word('H8199', 'Td/Vqrmpa')), tags(['H8199', 'judges'])] as const,
    ),
    ...Array.from({ length: 4 }, () => [verse(word('H8199', 'Vqc')), tags(['H8199', 'judge'])] as const),
  ];
  const spans = new Map(once.map(([v, t]) => [v, t]));
  const model = new GlossModel(
    once.map(([v]) => v),
    (v) => spans.get(v) ?? new Map(),
  );
  const ruth = [word('H8199', 'Vqc'), word('H8199', 'Td/Vqrmpa')];

  it('gives each form the word the translation gives that form, whatever the order', () => {
    expect(assign(model, 'H8199', ruth, tags(['H8199', 'judges'], ['H8199', 'ruled']).get('H8199')!)).toEqual(
      ['ruled', 'judges'],
    );
  });

  it('keeps the source’s order where nothing tells the words apart', () => {
    const same = [word('H8199', 'Vqc'), word('H8199', 'Vqc')];
    expect(assign(model, 'H8199', same, tags(['H8199', 'a'], ['H8199', 'b']).get('H8199')!)).toEqual([
      'a',
      'b',
    ]);
  });

  it('gives a word left over its likeliest, and one word to all when there is one', () => {
    const three = [word('H8199', 'Td/Vqrmpa'), word('H8199', 'Vqc'), word('H8199', 'Td/Vqrmpa')];
    expect(
      assign(model, 'H8199', three, tags(['H8199', 'judge'], ['H8199', 'judges']).get('H8199')!),
    ).toEqual(['judges', 'judge', 'judges']);
    expect(assign(model, 'H8199', ruth, [{ word: 'judges', start: 0 }])).toEqual(['judges', 'judges']);
  });
});

describe('formEquivalents', () => {
  it('reads a number the original never uses as the one it stands for in the same verses', () => {
    const verses: SourceVerse[] = [];
    const spans: Spans = new Map();
    // the KJV tags ἦν G2258, the Greek gives G1510; the article G3588, listed first, is untagged
    // in these verses and in many others: it explains little of them
    for (let i = 0; i < 16; i++) {
      const was = i < 6;
      const v = verse(
        word('G3588', 'T-NSM'),
        ...(was ? [word('G1510', 'V-IAI-3S')] : []),
        word('G3056', 'N-NSM'),
      );
      verses.push(v);
      spans.set(
        `${v.book}.${v.chapter}.${v.verse}`,
        tags(...(was ? [['G2258', 'was'] as [string, string]] : []), ['G3056', 'Word']),
      );
    }
    expect(formEquivalents(verses, spans)).toEqual(new Map([['G2258', 'G1510']]));
  });
});
