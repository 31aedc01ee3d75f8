/** The chronological order on made-up events: what dates a chapter, and where undated ones go. */
import { describe, expect, it } from 'vitest';
import { chronologicalOrder, consistentEvents } from './chronology';

const canon = [
  ['A', 4],
  ['B', 3],
  ['C', 2],
  ['D', 2],
].flatMap(([book, n]) =>
  Array.from({ length: n as number }, (_, i) => ({
    book: book as string,
    chapter: i + 1,
    verses: 20,
    words: 500,
  })),
);
const order = (events: Parameters<typeof chronologicalOrder>[1], anchors = {}) =>
  chronologicalOrder(canon, events, anchors).map((c) => `${c.book}.${c.chapter}`);

describe('chronologicalOrder', () => {
  it('reads each chapter at the earliest event that tells a quarter of it, each chapter once', () => {
    const got = order([
      { seq: 0, start: -100, verses: ['B.2.1-B.2.10'] },
      { seq: 1, start: -50, verses: ['A.1.1-A.1.20'] },
      // one verse of A.2 (under a quarter) does not date it
      { seq: 2, start: -40, verses: ['A.2.3', 'A.3.1-A.4.20'] },
    ]);
    expect(got.indexOf('B.2')).toBeLessThan(got.indexOf('A.1'));
    // A.2 is not dated by its one verse of the later event: it stays between A.1 and A.3
    expect(got.slice(got.indexOf('A.1'), got.indexOf('A.1') + 4)).toEqual(['A.1', 'A.2', 'A.3', 'A.4']);
    expect(new Set(got).size).toBe(canon.length);
    expect(got).toHaveLength(canon.length);
  });

  it('keeps undated chapters with their neighbours: before the first dated one, after the others', () => {
    const got = order([
      { seq: 0, start: -100, verses: ['B.2.1-B.2.20'] },
      { seq: 1, start: -50, verses: ['A.1.1-A.1.20', 'A.3.1-A.3.20'] },
    ]);
    // B.1 just before B.2; B.3 just after it; A.2 after A.1, A.4 after A.3
    expect(got.slice(0, 3)).toEqual(['B.1', 'B.2', 'B.3']);
    // undated books follow the book before them in the canon, wherever it is read
    expect(got.slice(3, 7)).toEqual(['C.1', 'C.2', 'D.1', 'D.2']);
    expect(got.slice(7)).toEqual(['A.1', 'A.2', 'A.3', 'A.4']);
  });

  it('places an undated book after its anchor', () => {
    const got = order(
      [
        { seq: 0, start: -100, verses: ['A.1.1-A.1.20'] },
        { seq: 1, start: -50, verses: ['B.1.1-B.1.20'] },
      ],
      { C: { after: 'A.1' } },
    );
    // after the anchor and the undated chapters that follow it in its book
    expect(got.slice(0, 6)).toEqual(['A.1', 'A.2', 'A.3', 'A.4', 'C.1', 'C.2']);
    expect(() => order([{ seq: 0, start: 0, verses: ['A.1.1-A.1.20'] }], { C: { after: 'Z.1' } })).toThrow();
  });

  it('lets no event whose year goes back against time order date a chapter', () => {
    const events = [
      { seq: 0, start: -100, verses: ['A.1.1-A.1.20'] },
      { seq: 1, start: 60, verses: ['D.1.1-D.1.20'] },
      { seq: 2, start: -90, verses: ['B.1.1-B.1.20'] },
      { seq: 3, start: -80, verses: ['C.1.1-C.1.20'] },
    ];
    expect(consistentEvents(events).map((e) => e.seq)).toEqual([0, 2, 3]);
    const got = order(events);
    expect(got.indexOf('B.1')).toBeLessThan(got.indexOf('C.1'));
    expect(got.indexOf('C.1')).toBeLessThan(got.indexOf('D.1'));
  });
});
