/** Verification on the real scripture.db: each quotation status in English and Spanish, and the person hint. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../../test/scripture-db';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { characterSeeds } from '../content/characters';
import { osisRange } from '../../shared/reference/osis';
import { personNames } from './person-hints';
import { verifyText } from './verification';

let repo: ScriptureRepo;
beforeAll(() => (repo = new ScriptureRepo(scriptureDbPath())));
afterAll(() => repo.close());

const statuses = (text: string, translation: string) =>
  verifyText(repo, text, { translation }).verification.quotations.map((q) => [
    q.status,
    q.translation,
    q.osis,
  ]);

describe('verifyText', () => {
  it('English: exact, close, misquoted (the issue’s two) and unattributed', () => {
    const text = [
      '- "Neither do I condemn thee: go, and sin no more." (John 8:11)',
      '- "For God so loved the world, that he gave his only Son" (John 3:16)',
      '- "For God so loved the world that he sent his only son to condemn it" (John 3:16)',
      '- "Go, and sin no more" (John 13:27)',
      '- As they say, "God helps those who help themselves."',
    ].join('\n');
    const { verification } = verifyText(repo, text, { translation: 'KJV' });
    expect(verification.quotations.map((q) => [q.status, q.osis])).toEqual([
      ['exact', 'John.8.11'],
      ['close', 'John.3.16'],
      ['misquoted', 'John.3.16'],
      // the right words, John 8:11's, under a wrong reference (issue 43)
      ['misattributed', 'John.13.27'],
      ['unattributed', null],
    ]);
    expect(verification.quotations[2].expected).toContain('he gave his only begotten Son');
    expect(verification.quotations[3].found).toMatchObject({ osis: 'John.8.11', translation: 'KJV' });
    expect(verification.counts).toEqual({
      exact: 1,
      close: 1,
      misquoted: 1,
      misattributed: 1,
      unattributed: 1,
      overlong: 0,
    });
    expect(verification.translations).toEqual(['KJV', 'WEB', 'ASV', 'DARBY', 'YLT', 'BBE']);
  });

  it('exact words under a wrong reference are their own finding, saying where they are (issue 43)', () => {
    const { verification } = verifyText(repo, '"The LORD is my shepherd; I shall not want" (Psalm 24:1)', {
      translation: 'KJV',
    });
    expect(verification.quotations.map((q) => [q.status, q.osis, q.found?.osis])).toEqual([
      ['misattributed', 'Ps.24.1', 'Ps.23.1'],
    ]);
    expect(verification.quotations[0].reason).toBeUndefined();
    expect(verification.counts).toMatchObject({ misquoted: 0, misattributed: 1 });
  });

  it('says where the words are for every misattributed quotation of a study, the 21st and after too (issue 43)', () => {
    // a study is checked without the route's limits: it used to locate its first 20 lost quotations only
    const text = Array.from(
      { length: 25 },
      () => '"The LORD is my shepherd; I shall not want" (Psalm 24:1)',
    ).join('\n\n');
    const { verification } = verifyText(repo, text, { translation: 'KJV' });
    expect(verification.quotations).toHaveLength(25);
    for (const q of verification.quotations)
      expect([q.status, q.found?.osis]).toEqual(['misattributed', 'Ps.23.1']);
  });

  it('English: a quotation the KJV lacks is exact in the WEB, the other English Bible', () => {
    expect(
      statuses(
        '"For God so loved the world, that he gave his only born Son, that whoever believes in him" (John 3:16)',
        'KJV',
      ),
    ).toEqual([['exact', 'WEB', 'John.3.16']]);
  });

  it('Spanish, comma-style references: exact, close, misquoted and unattributed in the RV1909', () => {
    const text = [
      '- «Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito» (Juan 3,16).',
      '- «Porque de tal manera amó Dios al mundo, que ha dado a su Hijo unigénito» (Juan 3,16).',
      '- «Porque Dios amó tanto al mundo que envió a su Hijo para condenarlo» (Juan 3,16).',
      '- Como dice el refrán, «a Dios rogando y con el mazo dando».',
    ].join('\n');
    const { verification } = verifyText(repo, text, { translation: 'RV1909' });
    expect(verification.quotations.map((q) => [q.status, q.translation])).toEqual([
      ['exact', 'RV1909'],
      ['exact', 'RV1909'],
      ['misquoted', 'RV1909'],
      ['unattributed', null],
    ]);
    // "a su Hijo" for the RV1909's "á su Hijo": the same words in a modern spelling (issue 26)
    expect(verification.quotations.map((q) => q.spelling ?? false)).toEqual([false, true, false, false]);
    expect(verification.quotations[1].diff?.filter((d) => d.op !== 'same')).toEqual([
      { op: 'spelling', quote: 'a', verse: 'á' },
    ]);
    expect(verification.quotations[2].expected).toContain('Hijo unigénito');
    expect(verification.quotations[2].reason).toBe('words');
  });

  it('French, in the Louis Segond and its numbers: Jean 3,16; Psaume 51:3 and 51:12 are the KJV’s 51:1 and 51:10', () => {
    const text = [
      '- « Car Dieu a tant aimé le monde qu’il a donné son Fils unique » (Jean 3,16).',
      '- « O Dieu! Aie pitié de moi dans ta bonté » (Psaume 51:3).',
      '- « Car Dieu a tant aimé le monde qu’il a envoyé son Fils pour le juger » (Jean 3,16).',
      '- « O Dieu! Crée en moi un cœur pur » (Psaume 51:12).',
      // the psalm's title is its first verses in the Segond: a "verse 1" still finds the psalm's start
      '- « O Dieu! Aie pitié de moi dans ta bonté » (Psaume 51:1).',
    ].join('\n');
    const { references, verification } = verifyText(repo, text, { translation: 'LSG' });
    expect(references.map((r) => [r.text, r.osis])).toContainEqual(['Psaume 51:12', 'Ps.51.10']);
    expect(verification.quotations.map((q) => [q.status, q.translation, q.osis])).toEqual([
      ['exact', 'LSG', 'John.3.16'],
      ['exact', 'LSG', 'Ps.51.1'],
      ['misquoted', 'LSG', 'John.3.16'],
      ['exact', 'LSG', 'Ps.51.10'],
      ['exact', 'LSG', 'Ps.51.1'],
    ]);
    expect(verification.quotations[2].expected).toContain('qu’il a donné son Fils unique');
  });

  it('compares a quotation in another language with that language’s Bible, and leaves a Telugu one unchecked', () => {
    const text = [
      '- «Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito» (John 3:16)',
      '- "దేవుడు లోకమును ఎంతో ప్రేమించెను గనుక ఆయన తన అద్వితీయ కుమారుని అనుగ్రహించెను" (John 3:16)',
    ].join('\n');
    const { verification } = verifyText(repo, text, { translation: 'KJV' });
    expect(verification.quotations.map((q) => [q.status, q.translation])).toEqual([['exact', 'RV1909']]);
    expect(verification.unchecked).toBe(1); // no Telugu Bible is installed: not called a misquotation
  });

  it('checks a quotation the language guess misreads in the text’s own Bible too (issue 26: “tu allais” read as Spanish)', () => {
    expect(
      statuses(
        'Jean 21:18: “… te ceignais toi-même, et tu allais où tu voulais; mais quand tu seras vieux …”.',
        'LSG',
      ),
    ).toEqual([['exact', 'LSG', 'John.21.18']]);
  });

  it('finds a quotation anywhere in a whole cited chapter (Psalm 119, 176 verses), exact or close', () => {
    expect(
      statuses('"Thy word is a lamp unto my feet, and a light unto my path." (Psalm 119)', 'KJV'),
    ).toEqual([['exact', 'KJV', 'Ps.119']]);
    expect(
      statuses('"Thy word is a lamp unto my feet, and a light upon my path." (Psalm 119)', 'KJV'),
    ).toEqual([['close', 'KJV', 'Ps.119']]);
  });

  it('says a citation over 200 verses was too long to check when its words are not in the verses read (docs/limits.md)', () => {
    // Isaiah 40–66 is 27 chapters: 53:5 is past its first 200 verses. A word changed: not
    // compared with 53:5, so not called misquoted, nor "wrong reference"
    const check = (quote: string) =>
      verifyText(repo, `"${quote}" (Isaiah 40–66)`, { translation: 'KJV' }).verification;
    const changed = check('But he was wounded for our sins, he was bruised for our iniquities');
    expect(changed.quotations.map((q) => [q.status, q.osis, q.expected, q.found])).toEqual([
      ['overlong', 'Isa.40-Isa.66', null, undefined],
    ]);
    expect(changed.counts).toMatchObject({ misquoted: 0, misattributed: 0, overlong: 1 });
    // words found elsewhere: still unchecked (they may be in the passage too), saying where they are
    expect(
      check('The LORD is my shepherd; I shall not want').quotations.map((q) => [q.status, q.found?.osis]),
    ).toEqual([['overlong', 'Ps.23.1']]);
    // words found further on in the passage cited are its words; those read are checked as any
    expect(
      check('But he was wounded for our transgressions, he was bruised for our iniquities').quotations.map(
        (q) => [q.status, q.found?.osis],
      ),
    ).toEqual([['exact', 'Isa.53.5']]);
    expect(statuses('"Comfort ye, comfort ye my people, saith your God." (Isaiah 40–66)', 'KJV')).toEqual([
      ['exact', 'KJV', 'Isa.40-Isa.66'],
    ]);
  });

  it('hints "does not name {person}" on references whose verses never name the person', () => {
    const peter = characterSeeds().find((c) => c.id === 'peter')!;
    const names = personNames(peter);
    expect(names).toEqual(expect.arrayContaining(['peter', 'pedro', 'simon', 'cephas']));
    const text = 'Peter: Matthew 16:16; John 1:42; Genesis 1:1.';
    const { verification } = verifyText(repo, text, { translation: 'KJV', person: { name: 'Peter', names } });
    expect(verification.hints.map((h) => h.osis)).toEqual(['Gen.1.1']);
  });

  it('no hint where the psalm’s title names the person, or inside the study’s own key passages', () => {
    const david = characterSeeds().find((c) => c.id === 'david')!;
    const names = personNames(david);
    // Psalm 51's title is "A Psalm of David" (the Segond's 51:1-2); 2 Samuel 7:15-16, the promise
    // to David, do not name him (nor do the five verses before): his study's key passage holds them
    const text = 'David: Psaumes 51:12; 2 Samuel 7:15; 2 Samuel 7:16; Psaumes 104:1.';
    const hinted = (passages?: string) =>
      verifyText(repo, text, {
        translation: 'LSG',
        person: { name: 'David', names, passages: passages ? [osisRange(passages)!] : [] },
      }).verification.hints.map((h) => h.osis);
    expect(hinted()).toEqual(['2Sam.7.15', '2Sam.7.16', 'Ps.104.1']);
    expect(hinted('2Sam.7.8-2Sam.7.17')).toEqual(['Ps.104.1']);
  });
});
