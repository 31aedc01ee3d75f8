/** Studies gain related passages from the key passages' cross-references (related-passages.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { scriptureDbPath } from '../../test/scripture-db';
import { parseReference } from '../../shared/reference/parse';
import type { Subject } from './catalog';
import { composeStudy } from './compose/compose';
import { studyMessages } from './prompts';
import { MAX_RELATED, relatedPassages } from './related-passages';
import { studyMethods } from '../content/methods';
import { checkReferences } from './studies.service';

const repo = new ScriptureRepo(scriptureDbPath());
afterAll(() => repo.close());

const creation: Subject = {
  kind: 'topic',
  id: 'x',
  name: 'Creation',
  description: '',
  events: [],
  passages: [parseReference('Gen 1:1')!],
};
// the Topical Study lists related passages (compose.ts)
const method = studyMethods().find((m) => m.id === 7)!;

describe('related passages', () => {
  it('are the cross-references of the key passages, best first, capped with the total said', () => {
    const related = relatedPassages(repo, creation);
    expect(related.shown).toEqual(expect.arrayContaining(['Job.38.4', 'Ps.33.6', 'Heb.11.3']));
    const wide = relatedPassages(repo, { ...creation, passages: [parseReference('John 1:1-18')!] });
    expect(wide.shown).toHaveLength(MAX_RELATED);
    expect(wide.total).toBeGreaterThan(MAX_RELATED);
    // a target inside the key passages is not "related"
    expect(wide.shown.some((o) => o.startsWith('John.1.'))).toBe(false);
  });

  it("the built-in study lists them with their text, in the language's Bible", () => {
    const fr = composeStudy(repo, creation, method, 'fr');
    expect(fr).toContain('# Passages parallèles (renvois des passages clés)');
    expect(fr).toMatch(/- Job 38:4: “Où étais-tu quand je fondais la terre/);
    for (const r of checkReferences(repo, fr, 'LSG')) expect(r.valid, r.text).toBe(true);
    const wide = composeStudy(
      repo,
      { ...creation, passages: [parseReference('John 1:1-18')!] },
      method,
      'en',
    );
    expect(wide).toMatch(/\d+ more related passages are listed/);
  });

  it('the AI is told to use them', () => {
    const prompt = studyMessages(repo, creation, method, 'en')[1].content;
    expect(prompt).toMatch(/Related passages \(cross-references of the key passages.*\): use them/);
    expect(prompt).toContain('- Job 38:4');
  });
});
