/**
 * Nave's topics named in the study's language (content/topic-names.yaml for the most-studied,
 * content/topic-names/<lang>.yaml for every other topic): each name is a real Nave's topic, named
 * once, and a study of a topic beyond the most-studied is titled in its reader's language.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../../test/scripture-db';
import { studyMethods } from '../content/methods';
import { findContentDir } from '../content/files';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { StudyCatalog } from '../studies/catalog';
import { composeStudy } from '../studies/compose/compose';
import { NavesRepo } from './naves.repo';
import { loadTopicNames, topicName, topicNameInText } from './topic-names';

const repo = new ScriptureRepo(scriptureDbPath());
const naves = new NavesRepo(repo);
afterAll(() => repo.close());

describe('topic names', () => {
  it('names only topics Nave’s has, each in one file', () => {
    const { studied, more } = loadTopicNames(findContentDir());
    expect(more.size).toBe(3);
    for (const [lang, names] of more)
      for (const name of names.keys()) {
        expect(naves.byName(name), `${lang}: ${name}`).toBeDefined();
        expect(studied.has(name), `${lang}: ${name}`).toBe(false);
      }
  });

  it('refuses a topic named both among the most-studied and in a language’s file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'topic-names-'));
    writeFileSync(join(dir, 'topic-names.yaml'), 'FAITH: { en: Faith, es: Fe, fr: Foi, te: విశ్వాసం }\n');
    mkdirSync(join(dir, 'topic-names'));
    writeFileSync(join(dir, 'topic-names', 'fr.yaml'), 'FAITH: { name: Foi, inText: la foi }\n');
    expect(() => loadTopicNames(dir)).toThrow('topic-names/fr.yaml: FAITH is named in topic-names.yaml');
  });

  it('titles a study of a topic beyond the most-studied in the reader’s language', () => {
    expect(topicNameInText('BLACKNESS', 'fr')).toMatch(/^la \p{Ll}/u);
    const catalog = new StudyCatalog(repo);
    const soap = studyMethods().find((m) => m.id === 6)!;
    const id = naves.byName('BLACKNESS')!.id;
    for (const lang of ['es', 'fr', 'te'] as const) {
      const name = topicNameInText('BLACKNESS', lang) ?? topicName('BLACKNESS', lang)!;
      expect(name, lang).not.toMatch(/blackness/i);
      const subject = catalog.topic(id, lang);
      expect(subject.title ?? subject.name, lang).toBe(topicName('BLACKNESS', lang));
      expect(subject.englishName, lang).toBeUndefined();
      const text = composeStudy(repo, catalog.topic(id, lang), soap, lang);
      expect(text, lang).toContain(name);
      expect(text, lang).not.toContain('Blackness');
    }
  });
});
