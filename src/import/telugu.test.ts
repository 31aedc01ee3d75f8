/**
 * How an operator adds a Telugu Bible (docs/data.md, "Adding a translation"), on a small test
 * fixture (src/test/fixtures/telugu-usfm: a few verses, not a published translation): once
 * imported, Telugu reads in Telugu — the reader's default, the verse of the day, the studies —
 * aligned to the KJV's numbering, and nothing says a Telugu Bible is missing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptureRepo } from '../server/scripture/scripture.repo';
import { parseReference } from '../shared/reference/parse';
import { runImport } from './import';

const fixture = join(import.meta.dirname, '../test/fixtures/telugu-usfm');
const db = join(mkdtempSync(join(tmpdir(), 'telugu-test-')), 'scripture.db');
let repo: ScriptureRepo;
beforeAll(async () => {
  const result = await runImport({
    db,
    force: true,
    oshbDir: join(db, '..', 'no-oshb'), // the Hebrew's transliteration is the real import's (original.test.ts)
    bibles: [
      { kind: 'sword', module: 'engKJV2006eb' },
      {
        kind: 'usfm',
        dir: fixture,
        id: 'TEFIX',
        name: 'Telugu test fixture',
        language: 'te',
        licence: 'test fixture',
      },
    ],
  });
  expect(result.translations).toEqual([
    { id: 'KJV', verses: 31102 },
    { id: 'TEFIX', verses: 9 },
  ]);
  expect(result.defects).toEqual([]);
  repo = new ScriptureRepo(db);
}, 120_000);
afterAll(() => repo?.close());

describe('a Telugu translation added from USFM', () => {
  it('is the Telugu Bible, with no fallback note', () => {
    const te = repo.bestTranslationFor('te');
    expect(te).toMatchObject({ id: 'TEFIX', language: 'te' });
    expect(te.fallback).toBeUndefined();
  });
  it('is aligned to the KJV numbering: its title verse goes with the KJV title, its 23:2 is the KJV 23:1', () => {
    const kjv23 = (ref: string) =>
      repo.versesByKjv('TEFIX', parseReference(ref)!.ranges[0], 10).map((v) => v.verse);
    expect(kjv23('Ps 23:2')).toEqual([3]);
    expect(kjv23('Ps 23:1')).toEqual([1, 2]);
    const [title, first] = repo.verses('TEFIX', parseReference('Ps 23:1-2')!.ranges[0], 5);
    expect(title).toMatchObject({ title: true, kjv: { chapter: 23, verse: 0, verseEnd: 0 } });
    expect(first.text).toBe('యెహోవా నా కాపరి; నాకు లేమి కలుగదు.');
    const second = first.text.indexOf('నాకు');
    expect(first.marks).toEqual([
      { kind: 'q', start: 0, end: second, level: 1 },
      { kind: 'q', start: second, end: first.text.length, level: 2 },
    ]);
  });
  it('keeps the words of Jesus and the section heading', () => {
    const [v] = repo.verses('TEFIX', parseReference('John 3:16')!.ranges[0], 1);
    expect(v.heading).toBe('నీకొదేము');
    expect(v.marks).toEqual([{ kind: 'wj', start: 0, end: v.text.length }]);
  });
});
