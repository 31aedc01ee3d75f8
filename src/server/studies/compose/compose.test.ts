/**
 * Every character, in every language, composes into a study whose references the reference
 * check finds and verifies — the composer writes only real references, and the finder reads
 * the book names of all four languages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../../shared/books';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { scriptureDbPath } from '../../../test/scripture-db';
import { characterSeeds } from '../../content/characters';
import { studyMethods } from '../../content/methods';
import { StudyCatalog } from '../catalog';
import { composeStudy } from './compose';
import { checkReferences } from '../studies.service';

const repo = new ScriptureRepo(scriptureDbPath());
const catalog = new StudyCatalog(repo);
afterAll(() => repo.close());
const methods = studyMethods().filter((m) => m.scopes.includes('character'));

describe('built-in composer', () => {
  it.each(UI_LANGUAGES)('writes only real, findable references for every character (%s)', (lang) => {
    for (const [i, c] of characterSeeds().entries()) {
      const subject = catalog.character(c.id, lang);
      const method = methods[i % methods.length];
      const text = composeStudy(repo, subject, method, lang);
      expect(text).toBe(composeStudy(repo, subject, method, lang)); // deterministic
      const refs = checkReferences(repo, text);
      expect(refs.length, c.id).toBeGreaterThanOrEqual(subject.passages.length);
      for (const r of refs) expect(r.valid, `${c.id} (${lang}): ${r.text} → ${r.osis}`).toBe(true);
      // every key passage and life-event reference made it into the text as a link
      const found = new Set(refs.map((f) => f.osis));
      for (const p of subject.passages)
        expect(found.has(p.osis) || p.osis.includes(','), `${c.id} (${lang}) lost ${p.osis}`).toBe(true);
      if (lang === 'te') expect(text).toMatch(/\p{Script=Telugu}/u);
    }
  });
});

describe('the language decides the Bible the composer quotes', () => {
  const method = methods[0];
  it('quotes the Louis Segond in French, aligned through the KJV numbering', () => {
    const text = composeStudy(repo, catalog.character('peter', 'fr'), method, 'fr');
    expect(text).toContain('Passages clés (Louis Segond 1910)');
    expect(text).not.toMatch(/\b(the LORD|unto|thee|hath)\b/);
  });
  it('quotes the KJV in Telugu and says that no Telugu translation is installed', () => {
    const text = composeStudy(repo, catalog.character('peter', 'te'), method, 'te');
    expect(text).toContain('(King James Version)');
    expect(text).toContain('తెలుగు బైబిలు అనువాదం ఏదీ ఇన్‌స్టాల్ చేయబడలేదు');
  });
});
