/**
 * Verse Mapping's words (issue 42): each Strong's number beside the word the language's
 * Strong's-tagged Bible renders it by (the Reina-Valera 1909's, Darby's French for the untagged
 * Segond, the KJV's marked English in Telugu), labelled; never against a helper word the number
 * does not stand for; the definition in the sense the verse's word has, marked as English.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../../shared/books';
import { scriptureDbPath } from '../../../test/scripture-db';
import { studyMethods } from '../../content/methods';
import { NavesRepo } from '../../naves/naves.repo';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { StudyCatalog } from '../catalog';
import { studyContext } from './context';
import { verseWordsSection } from './verse-words';

const repo = new ScriptureRepo(scriptureDbPath());
const naves = new NavesRepo(repo);
const catalog = new StudyCatalog(repo, naves);
afterAll(() => repo.close());
expect(studyMethods().some((m) => m.id === 8)).toBe(true);

/** The verse-words section of a character's or a topic's study. */
function words(subject: string, lang: UiLanguage): string[] {
  const topic = naves.byName(subject);
  const ctx = studyContext(
    repo,
    topic ? catalog.topic(topic.id, lang) : catalog.character(subject, lang),
    lang,
  );
  verseWordsSection(ctx);
  return ctx.out;
}
const lineOf = (out: string[], strongs: string) => out.find((l) => l.includes(` ${strongs} `)) ?? '';

describe('the key verse’s words', () => {
  it('in French, beside the word Darby’s tagged text gives, said so', () => {
    const out = words('mary-mother-of-jesus', 'fr');
    expect(out).toContain(
      'La Louis Segond 1910 n’est pas étiquetée avec les numéros Strong : voici les mots du verset dans la Bible J.N. Darby (1885), qui l’est, avec leur hébreu ou leur grec.',
    );
    expect(lineOf(out, 'G32')).toBe(
      '- ange — G32 ἄγγελος (ángelos): *a messenger; especially an "angel"; by implication, a pastor* (en anglais)',
    );
    // the word without the mark Darby sets on the Lord who is Jehovah
    expect(lineOf(out, 'G2962')).toMatch(/^- Seigneur — G2962 /);
  });

  it('in Spanish, beside the Reina-Valera 1909’s own word', () => {
    const out = words('ruth', 'es');
    expect(out.some((l) => /^- \p{L}+.* — [HG]\d+ /u.test(l))).toBe(true);
    expect(out.join('\n')).not.toMatch(/no está etiquetada/);
    expect(out.filter((l) => /^- /.test(l)).every((l) => l.endsWith('(en inglés)'))).toBe(true);
    // without the conjunction the tagged span opens with: Jonah 4:2 "Y oró á Jehová"
    expect(lineOf(words('jonah', 'es'), 'H6419')).toMatch(
      /^- oró — H6419 .*: \*to intercede, pray \(by extension\)/,
    );
    // nor the pronouns, possessives and "mas" it opens with (Leviticus 25:43, EMPLOYER's key verse)
    const employer = words('EMPLOYER', 'es');
    expect(lineOf(employer, 'H6531')).toMatch(/^- dureza — H6531 /);
    expect(lineOf(employer, 'H430')).toMatch(
      /^- Dios — H430 .*: \*specifically used .* of the supreme God …\*/,
    );
    expect(lineOf(employer, 'H3372')).toMatch(/^- tendrás temor — H3372 /);
  });

  it('in Telugu, beside the KJV’s word marked as English', () => {
    const out = words('ruth', 'te');
    const w = out.filter((l) => /^- /.test(l));
    expect(w.length).toBeGreaterThan(3);
    for (const l of w) expect(l).toMatch(/^- \*[^*]+\* \(ఆంగ్లంలో\) — [HG]\d+ .*\(ఆంగ్లంలో\)$/);
  });

  it('against the word the number stands for, not a helper word tagged with it', () => {
    // 1 Timothy 6:17 "be not highminded": ὑψηλοφρονέω is "highminded", not "be"
    expect(lineOf(words('RICHES', 'en'), 'G5309')).toMatch(/^- highminded — G5309 /);
  });
});
