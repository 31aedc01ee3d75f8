/**
 * The team's translations of Nave's lines (content/naves-lines/, issue 42): every file names its
 * entry and source and translates lines the studies print (a line an erratum or a new import
 * changed is found here, as the errata test finds a stale erratum); every line the 157
 * characters' studies print has its translation in Spanish, French and Telugu.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../../test/scripture-db';
import { characterSeeds } from '../content/characters';
import { findContentDir } from '../content/files';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { StudyCatalog } from '../studies/catalog';
import { printedNavesLines, printedTopicLines } from '../studies/compose/naves-text';
import { loadNavesLines, navesLine, navesSource, TRANSLATED } from './naves-translations';
import { NavesRepo } from './naves.repo';

const repo = new ScriptureRepo(scriptureDbPath());
const naves = new NavesRepo(repo);
const catalog = new StudyCatalog(repo, naves);
afterAll(() => repo.close());

const characterLines = characterSeeds().flatMap((c) => printedNavesLines(catalog.character(c.id, 'en')));

describe("Nave's lines in the study's language", () => {
  const files = loadNavesLines(findContentDir());

  it('has a file per language for each entry the characters study, naming its source', () => {
    const entries = new Set(characterLines.map((l) => l.entry));
    for (const lang of TRANSLATED) {
      expect([...entries].filter((e) => !files.get(lang)!.has(e))).toEqual([]);
      for (const [entry] of files.get(lang)!) expect(navesSource(entry)).toContain(entry);
    }
  });

  it('translates only lines a study prints (a line an erratum changed is no longer one)', () => {
    const printed = new Set(characterLines.map((l) => `${l.entry}\u0000${l.line}`));
    // a topic's study prints its own outline and lines of other entries (its pointers, the
    // namesakes of a name: ZERI prints JESAIAH's '2. Son of Jeduthun'): every topic, once
    for (const { id } of naves.names())
      for (const l of printedTopicLines(catalog, id)) printed.add(`${l.entry}\u0000${l.line}`);
    const stale: string[] = [];
    for (const lang of TRANSLATED)
      for (const [entry, lines] of files.get(lang)!)
        for (const line of lines.keys())
          if (!printed.has(`${entry}\u0000${line}`)) stale.push(`${lang}/${entry}: ${line}`);
    expect(stale).toEqual([]);
  }, 600_000); // every topic's study outlined: about a minute of one core

  it('has every line of the 157 characters’ studies in Spanish, French and Telugu', () => {
    for (const lang of TRANSLATED)
      expect(characterLines.filter((l) => navesLine(l.entry, l.line, lang) === undefined)).toEqual([]);
  });

  it('writes the names as the study’s Bible does', () => {
    const line = (entry: string, english: string) =>
      TRANSLATED.map((lang) => navesLine(entry, english, lang));
    expect(line('ESTHER', 'Cousin of Mordecai')).toEqual([
      'Prima de Mardoqueo',
      'Cousine de Mardochée',
      expect.stringContaining('మొర్దెకై'),
    ]);
    expect(line('JESUS, THE CHRIST', 'Is seen by Peter (near Jerusalem)')).toEqual([
      expect.stringContaining('Pedro'),
      expect.stringContaining('Pierre'),
      expect.stringContaining('పేతురు'),
    ]);
  });
});
