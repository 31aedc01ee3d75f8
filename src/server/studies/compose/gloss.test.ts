/**
 * A study's Strong's glosses give the meaning, not the derivation the npm `strongs` package left
 * at the start of some definitions (gloss.ts): read against every entry of the lexicon.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { scriptureDbPath } from '../../../test/scripture-db';
import { studyMethods } from '../../content/methods';
import { StudyCatalog } from '../catalog';
import { composeStudy } from './compose';
import { glossFor } from './gloss';
import { gloss, lexiconRow, type LexiconRow } from './strongs';

const repo = new ScriptureRepo(scriptureDbPath());
afterAll(() => repo.close());

/** Whether every `(` is closed and no `)` closes nothing. */
function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

describe('Strong’s glosses', () => {
  it('give ἄγγελος as a messenger, not the derivation before it', () => {
    const g = gloss(lexiconRow(repo, 'G32')!);
    expect(g).toMatch(/^a messenger; especially an "angel"/);
    expect(g).not.toMatch(/compare|G34|tidings/);
    // the first sense of θεός, left in the derivation field, comes first
    expect(gloss(lexiconRow(repo, 'G2316')!)).toMatch(/^a deity, especially \(with ὁ\) the supreme Divinity/);
    expect(gloss(lexiconRow(repo, 'G26')!)).toMatch(/^love, i\.e\. affection or benevolence/);
    expect(gloss(lexiconRow(repo, 'H3068')!)).toBe('Jehovah, Jewish national name of God');
  });

  it('in a French Verse Mapping study, beside Darby’s word and marked English', () => {
    const catalog = new StudyCatalog(repo);
    const method = studyMethods().find((m) => m.id === 8)!;
    const text = composeStudy(repo, catalog.character('mary-mother-of-jesus', 'fr'), method, 'fr');
    expect(text).toMatch(
      /^- ange — G32 ἄγγελος \(ángelos\): \*a messenger; especially an "angel"; by implication, a pastor\* \(en anglais\)$/m,
    );
  });

  it('in the sense the verse’s word has', () => {
    // פָּלַל rendered "prayed" (Jonah 2:1): not "to judge" first against "prayed"
    expect(glossFor(lexiconRow(repo, 'H6419')!, ['prayed'], 90)).toMatch(
      /^to intercede, pray \(by extension\); to judge/,
    );
    // a narrowing stays after the sense it narrows
    expect(glossFor(lexiconRow(repo, 'G32')!, ['angel'], 90)).toMatch(/^a messenger; especially an "angel"/);
    // the rendering as a word before a word sharing its stem: "God" (Leviticus 25:43), not "gods"
    expect(glossFor(lexiconRow(repo, 'H430')!, ['God'], 90)).toMatch(
      /^specifically used .* of the supreme God …$/,
    );
    expect(glossFor(lexiconRow(repo, 'H430')!, ['gods'], 90)).toMatch(/^gods in the ordinary sense/);
    // "blessed" shares its stem with "bless" (a double s is no plural): not "to kneel" (Job 1:21)
    expect(glossFor(lexiconRow(repo, 'H1288')!, ['blessed'], 90)).toMatch(/^to bless God/);
  });

  it('say where a sense is left out', () => {
    // H430's "gods in the ordinary sense" alone read as its whole meaning
    expect(gloss(lexiconRow(repo, 'H430')!)).toBe('gods in the ordinary sense …');
    expect(gloss(lexiconRow(repo, 'H3068')!)).not.toMatch(/…/);
  });

  it('for every entry of the lexicon: balanced, no derivation note, no Strong’s number', () => {
    const rows = repo
      .prepare('SELECT strongs, lemma, xlit, definition, derivation, kjv_usage FROM lexicon')
      .all() as LexiconRow[];
    expect(rows.length).toBeGreaterThan(14000);
    const bad: string[] = [];
    for (const row of rows)
      for (const max of [90, 140]) {
        const g = gloss(row, max);
        if (
          !g ||
          g.length > max + 2 ||
          !balanced(g) ||
          /[,;:]$/.test(g) ||
          /^(?:compare|probably|perhaps|akin|of uncertain)\b/i.test(g) ||
          /^from\b.*\b(?:[GH]\d+|base|derivative|obsolete|compound)\b/i.test(g) ||
          /\b[GH]\d+\b|\(compare\b/.test(g)
        )
          bad.push(`${row.strongs}: ${g}`);
      }
    expect(bad).toEqual([]);
  });
});
