/**
 * Key passages are quoted whole, and each character's seeded passages reach the verses their
 * description names (issue 16: the climax is in the study). A character's file ties a phrase of
 * its English description to the verse that tells it (`namedVerses` in content/characters/*.yaml),
 * and the verse is checked against the KJV's text, so a wrong verse number fails here as surely as
 * a passage that stops short.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseReference } from '../../../shared/reference/parse';
import { rangeWithin } from '../../../shared/reference/osis';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { scriptureDbPath } from '../../../test/scripture-db';
import { characterSeeds } from '../../content/characters';
import { studyMethods } from '../../content/methods';
import { StudyCatalog } from '../catalog';
import { composeStudy } from './compose';
import { quote } from './passages';

const repo = new ScriptureRepo(scriptureDbPath());
const catalog = new StudyCatalog(repo);
afterAll(() => repo.close());

/** [character, words of its English description, the verse that tells it, words of that verse (KJV)] */
const NAMED = characterSeeds().flatMap((c) =>
  (c.namedVerses ?? []).map(({ says, verse, kjv }) => [c.id, says, verse, kjv] as const),
);

describe("each character's key passages reach the climax its description names", () => {
  const seeds = new Map(characterSeeds().map((c) => [c.id, c]));
  it('checks the verses named in the characters’ files (`namedVerses`)', () => {
    expect(NAMED.length).toBeGreaterThanOrEqual(79);
  });
  it.each(NAMED)('%s: "%s" (%s)', (id, says, verse, word) => {
    const seed = seeds.get(id)!;
    expect(seed.description.en.replace(/\s+/g, ' ')).toContain(says);
    const range = parseReference(verse)!.ranges[0];
    const text = repo.verses('KJV', range, 2).map((v) => v.text);
    expect(text.join(' ').toLowerCase(), `${verse} in the KJV`).toContain(word.toLowerCase());
    const passages = seed.passages.flatMap((p) => parseReference(p)!.ranges);
    expect(
      passages.some((p) => rangeWithin(range, p)),
      `${id}: ${verse} is in none of ${seed.passages.join('; ')}`,
    ).toBe(true);
  });
});

describe('key passages are quoted whole', () => {
  const method = studyMethods().find((m) => m.scopes.includes('character'))!;
  it('Ruth’s study quotes Ruth 1:16-17 (issue 16, "Done when")', () => {
    const en = composeStudy(repo, catalog.character('ruth', 'en'), method, 'en');
    expect(en).toContain('whither thou goest, I will go');
    expect(en).toContain('if ought but death part thee and me');
    const fr = composeStudy(repo, catalog.character('ruth', 'fr'), method, 'fr');
    expect(fr).toContain('Où tu iras j’irai, où tu demeureras je demeurerai');
  });
  it('quotes every verse of a 40-verse passage and marks a longer one as cut', () => {
    const full = parseReference('Luke 1:41-80')!; // 40 verses
    const text = quote(repo, 'KJV', full);
    expect(text).toContain('Elisabeth'); // 1:41
    expect(text).toContain('till the day of his shewing unto Israel'); // 1:80
    expect(text.endsWith(' …”')).toBe(false);
    const long = quote(repo, 'KJV', parseReference('Luke 1:1-80')!);
    expect(long.endsWith(' …”')).toBe(true);
  });
  it('marks the verses left out between the ranges of one passage', () => {
    const text = quote(repo, 'KJV', parseReference('Esther 4:14, 16')!);
    expect(text).toMatch(/this\? … Go, gather/);
  });
});
