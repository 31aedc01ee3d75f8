/** Commentary modules read into sections of clean text with resolved references (commentaries.ts). */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../test/scripture-db';
import { markupToText, resolveOsisRef, treasurySections } from './commentaries';

describe('commentary markup', () => {
  it('strips markup to clean text and keeps references as offsets resolved to OSIS', () => {
    const { text, refs } = markupToText(
      '<hi type="bold">perish</hi> <div eID="g1" type="x-p"/> <div sID="g2" type="x-p"/> "lost," <reference osisRef="mt 10:6">Matthew 10:6</reference>; <reference osisRef="lu 15:4 lu 15:6">Luke 15:4,6</reference>. &amp; more',
    );
    expect(text).toBe('perish\n"lost," Matthew 10:6; Luke 15:4,6. & more');
    expect(refs).toEqual([
      [15, 27, 'Matt.10.6'],
      [29, 40, 'Luke.15.4,Luke.15.6'],
    ]);
    expect(text.slice(refs[0][0], refs[0][1])).toBe('Matthew 10:6');
  });

  it("resolves the modules' osisRef forms", () => {
    expect(resolveOsisRef('Ps.23.4')).toBe('Ps.23.4');
    expect(resolveOsisRef('joh 3:16')).toBe('John.3.16');
    expect(resolveOsisRef('Scofield:Mt 4:8')).toBe('Matt.4.8');
    expect(resolveOsisRef('de 4:1')).toBe('Deut.4.1');
    expect(resolveOsisRef('2co 1:10')).toBe('2Cor.1.10');
    expect(resolveOsisRef('ec 25:1')).toBeNull(); // no such chapter: kept as text, reported
  });

  it('cuts a Treasury of David psalm at its parts and verse labels', () => {
    const parts = treasurySections(
      '<title type="x-s">Psalm 23 OVERVIEW</title><div sID="a" type="x-p"/>Intro<div eID="a" type="x-p"/>' +
        '<title type="x-s">EXPOSITION</title><div sID="b" type="x-p"/><hi type="bold">Verse 1.</hi> One<div eID="b" type="x-p"/><div sID="c" type="x-p"/>More on one<div eID="c" type="x-p"/>' +
        '<div sID="d" type="x-p"/><hi type="bold">Verses 1-4.</hi> Four<div eID="d" type="x-p"/>',
    );
    expect(parts.map((p) => [p.heading, p.verse, p.verseEnd])).toEqual([
      ['Overview', null, null],
      ['Exposition', 1, 1],
      ['Exposition', 1, 4],
    ]);
    expect(markupToText(parts[1].markup).text).toBe('Verse 1. One\nMore on one');
  });
});

describe('the commentary tables', () => {
  let db: Database.Database;
  beforeAll(() => {
    db = new Database(scriptureDbPath(), { readonly: true });
  });
  afterAll(() => db?.close());

  it('lists the three works with the books they cover', () => {
    const works = db.prepare('SELECT id, books FROM commentary_works ORDER BY sort').all() as {
      id: string;
      books: string;
    }[];
    expect(works.map((w) => w.id)).toEqual(['mhcc', 'scofield', 'tdavid']);
    expect(JSON.parse(works[2].books)).toEqual(['Ps']);
    expect(JSON.parse(works[1].books)).toHaveLength(66);
  });

  it('has Scofield\'s note on "perish" at John 3:16 and Spurgeon on each verse of Psalm 23', () => {
    const scofield = db
      .prepare(
        "SELECT text FROM commentary WHERE work = 'scofield' AND book = 43 AND chapter = 3 AND verse <= 16 AND verse_end >= 16",
      )
      .all() as { text: string }[];
    expect(scofield.map((s) => s.text).join('\n')).toMatch(
      /^perish\n.*In no N\.T\. instance does it signify cessation of existence/m,
    );
    const spurgeon = db
      .prepare(
        "SELECT verse, verse_end, heading, text FROM commentary WHERE work = 'tdavid' AND book = 19 AND chapter = 23 ORDER BY id",
      )
      .all() as { verse: number; verse_end: number; heading: string; text: string }[];
    expect(spurgeon[0]).toMatchObject({ verse: 1, verse_end: 6, heading: 'Overview' });
    expect(spurgeon.find((s) => s.heading === 'Exposition' && s.verse === 1)!.text).toMatch(
      /^Verse 1\. "The Lord is my shepherd\."/,
    );
    for (let v = 1; v <= 6; v++)
      expect(spurgeon.some((s) => s.heading === 'Exposition' && s.verse === v)).toBe(true);
  });

  it('runs an MHCC section to the verse before the next one', () => {
    const rows = db
      .prepare(
        "SELECT verse, verse_end FROM commentary WHERE work = 'mhcc' AND book = 43 AND chapter = 3 ORDER BY verse",
      )
      .all();
    expect(rows).toEqual([
      { verse: 1, verse_end: 21 },
      { verse: 22, verse_end: 36 },
    ]);
  });
});
