/**
 * Questions that fit (issue 42, section 3): they speak of what the app chose — the key verse and
 * the key words are the study's, not the reader's choice — and an English topic's name reads as a
 * word in their sentences ("emerges from studying humility?"), keeping its capital in headings.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../../shared/books';
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

describe('questions', () => {
  it('do not ask about a verse or a word the reader chose when the study chose it', () => {
    const chose =
      /verse you chose|que eligió|que vous avez choisi|మీరు ఎంచుకున్న|did you study|estudió en relación|avez-vous étudié|మీరు ఏ ముఖ్య పదాన్ని/;
    for (const lang of UI_LANGUAGES)
      for (const id of [8, 9]) {
        const study = composeStudy(repo, catalog.character('ruth', lang), method(id), lang);
        expect(study, `${lang}, method ${id}`).not.toMatch(chose);
      }
  });

  it('say an English topic’s name as a word of the sentence, and title it in headings', () => {
    const topic = (name: string, id: number) =>
      composeStudy(repo, catalog.topic(naves.byName(name)!.id, 'en'), method(id), 'en');
    const humility = topic('HUMILITY', 5);
    expect(humility).toContain('What timeless truth about God emerges from studying humility?');
    expect(humility).not.toMatch(/studying Humility/);
    expect(topic('HUMILITY', 1)).toMatch(/^# Overview: Humility$/m);
    expect(topic('GRACE OF GOD', 5)).toContain('studying grace of God?');
    // the title the app shows keeps Nave's words
    expect(catalog.topic(naves.byName('HUMILITY')!.id, 'en')).toMatchObject({ title: 'Humility' });
  });
});
