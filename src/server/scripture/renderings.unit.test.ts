import { describe, expect, it } from 'vitest';
import { markRenderings } from './renderings';

const minor = (r: { word: string; minor?: true }[]) => r.filter((x) => x.minor).map((x) => x.word);

describe('markRenderings', () => {
  it('folds a function word the tagging swept along, unless Strong’s usage lists it', () => {
    const agape = [
      { word: 'love', count: 81 },
      { word: 'charity', count: 28 },
      { word: 'charitably', count: 1 },
      { word: 'the', count: 1 },
    ];
    expect(minor(markRenderings(agape, '(feast of) charity(-ably), dear, love', 'en'))).toEqual(['the']);
    const lo = [
      { word: 'not', count: 80 },
      { word: 'by', count: 1 },
    ];
    expect(minor(markRenderings(lo, 'not, no, neither', 'en'))).toEqual(['by']);
  });

  it('keeps a function word that is the meaning (2% or more of the renderings)', () => {
    const article = [
      { word: 'the', count: 50 },
      { word: 'which', count: 40 },
      { word: 'of', count: 1 },
    ];
    expect(minor(markRenderings(article, null, 'en'))).toEqual(['of']);
  });

  it('folds a rare English word Strong’s usage does not list; keeps stems of listed ones', () => {
    const autos = [
      { word: 'him', count: 900 },
      { word: 'jesus', count: 4 },
      { word: 'himself', count: 5 },
    ];
    expect(minor(markRenderings(autos, 'him, (him-, my-)self, she', 'en'))).toEqual(['jesus']);
    const elohim = [
      { word: 'god', count: 2368 },
      { word: 'goddess', count: 2 },
    ];
    expect(minor(markRenderings(elohim, 'God (gods) (-dess, -ly)', 'en'))).toEqual([]);
  });

  it('in Spanish keeps a rare word of its own and folds a rare phrase around a word already shown', () => {
    const pistis = [
      { word: 'fe', count: 154 },
      { word: 'la fe', count: 34 },
      { word: 'fidelidad', count: 1 },
      { word: 'de vuestra fe', count: 1 },
      { word: 'á', count: 1 },
    ];
    expect(minor(markRenderings(pistis, 'faith', 'es'))).toEqual(['de vuestra fe', 'á']);
  });
});
