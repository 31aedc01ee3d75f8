/**
 * The reflection of a Devotional or Biographical study is composed in the study's language;
 * Matthew Henry's English note is further reading there, labelled, never the reflection (issue 42).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../../../test/scripture-db';
import { studyMethods } from '../../content/methods';
import { NavesRepo } from '../../naves/naves.repo';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { StudyCatalog } from '../catalog';
import { composeStudy } from './compose';

const repo = new ScriptureRepo(scriptureDbPath());
const naves = new NavesRepo(repo);
const catalog = new StudyCatalog(repo, naves);
afterAll(() => repo.close());
const method = (id: number) => studyMethods().find((m) => m.id === id)!;

describe('the reflection', () => {
  it('is in the study’s language, Henry’s note only as labelled further reading', () => {
    const hannah = composeStudy(repo, catalog.character('hannah', 'te'), method(4), 'te');
    expect(hannah).toMatch(/^# .* పై ధ్యానం$/m);
    expect(hannah).not.toMatch(/^# .*పై మాథ్యూ హెన్రీ$/m);
    expect(hannah).toMatch(/^మరింత చదవడానికి, ఆంగ్లంలో: .* అది ఇలా మొదలవుతుంది: \*[^*]+\* \(ఆంగ్లంలో\)$/m);
    const marriage = composeStudy(repo, catalog.topic(naves.byName('MARRIAGE')!.id, 'es'), method(4), 'es');
    expect(marriage).toMatch(/^# Reflexión sobre /m);
    expect(marriage).not.toMatch(/^# Matthew Henry sobre/m);
    expect(marriage).toMatch(/^Para leer más, en inglés: .*Comienza así: \*[^*]+\* \(en inglés\)$/m);
    const esther = composeStudy(repo, catalog.character('esther', 'fr'), method(1), 'fr');
    expect(esther).toMatch(/^# Méditation sur Esther /m);
  });

  it('stays Matthew Henry’s note in English', () => {
    const ruth = composeStudy(repo, catalog.character('ruth', 'en'), method(4), 'en');
    expect(ruth).toMatch(/^# Matthew Henry on Ruth 1:15-18$/m);
  });
});
