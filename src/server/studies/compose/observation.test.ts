/**
 * Observation that fits (issue 42, section 3): who the passages name are people — not the lands,
 * peoples and tribes named after them (Moab, Israel, Dan, Ephraim), nor a title ("the Lord of
 * sabaoth" is no verse of Jesus); no place the verses do not name (1 Samuel 25:2 has no rock);
 * repeated words that are not grammar or speech in any language; names in the study's language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../../shared/books';
import { scriptureDbPath } from '../../../test/scripture-db';
import { ENGLISH_MARK } from '../../../shared/english-mark';
import { characterSeeds } from '../../content/characters';
import { studyMethods } from '../../content/methods';
import { NavesRepo } from '../../naves/naves.repo';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { StudyCatalog } from '../catalog';
import { composeStudy } from './compose';
import { studyContext } from './context';
import { observationSection } from './observation';

const repo = new ScriptureRepo(scriptureDbPath());
const naves = new NavesRepo(repo);
const catalog = new StudyCatalog(repo, naves);
afterAll(() => repo.close());
const inductive = studyMethods().find((m) => m.id === 5)!;

/** The observation line that starts with `label` in a study of the character or topic. */
function line(subject: string, lang: UiLanguage, label: string): string {
  const topic = naves.byName(subject);
  const s = topic ? catalog.topic(topic.id, lang) : catalog.character(subject, lang);
  const found = composeStudy(repo, s, inductive, lang)
    .split('\n')
    .find((l) => l.startsWith(`- ${label}`));
  if (!found) throw new Error(`no "${label}" line in ${subject} (${lang})`);
  return found;
}
/** The names of a who/where line, without their counts. */
const names = (l: string) => [...l.matchAll(/([^:,]+?) \(\d+\)/g)].map((m) => m[1].trim());

describe('observation aids', () => {
  it('lists people, not the lands, peoples and tribes named after them', () => {
    // Deuteronomy 34: "the plains of Moab", "the children of Israel", "all the land of Ephraim"
    const moses = names(line('moses', 'es', 'Quiénes'));
    expect(moses).toContain('Moisés');
    for (const land of ['Moab', 'Dan', 'Ephraim', 'Efraín', 'Israel']) expect(moses).not.toContain(land);
    expect(names(line('moses', 'es', 'Dónde'))).toContain('Moab');
    // Ruth 1: "the country of Moab"; Numbers 22-24: Moab, Midian and Israel are peoples
    expect(names(line('naomi', 'es', 'Quiénes'))).not.toContain('Moab');
    const balak = names(line('balak', 'en', 'Who'));
    for (const people of ['Moab', 'Israel', 'Midian', 'Asshur', 'Amalek', 'Baal'])
      expect(balak).not.toContain(people);
    // but the man where the verse speaks of him: "therefore called she his name Dan" (Genesis 30:6),
    // and Jacob, whom the data calls Israel, by the name his verses give him
    expect(names(line('rachel', 'en', 'Who'))).toEqual(expect.arrayContaining(['Dan', 'Jacob']));
  });

  it('counts a person where the verse names them, not a title: the Lord of sabaoth is not Jesus', () => {
    // Patience: James 5:7-11 (5:4 is not among them), Hebrews 12:1-3 "Looking unto Jesus"
    expect(line('PATIENCE', 'en', 'Who')).toContain('Jesus (1)');
  });

  it('lists no place the verses do not name', () => {
    // the data puts a "Rock" in 1 Samuel 25:2 ("a man in Maon, whose possessions were in Carmel")
    const where = names(line('abigail', 'fr', 'Où'));
    expect(where).toEqual(expect.arrayContaining(['Carmel', 'Maon']));
    expect(where).not.toContain('Rocher');
    expect(names(line('abigail', 'en', 'Where'))).not.toContain('Rock');
  });

  it('writes every name the characters’ key passages give in the study’s language', () => {
    // Telugu from content/names/te.yaml (no Telugu Bible is installed); Spanish and French from the
    // quoted Bible, its Strong's numbers, or content/names: none left English (marked so)
    for (const lang of ['te', 'es', 'fr'] as const)
      for (const c of characterSeeds()) {
        const ctx = studyContext(repo, catalog.character(c.id, lang), lang);
        observationSection(ctx);
        const lines = ctx.out.filter((l) => /^- (?:ఎవరు|ఎక్కడ|Quiénes|Dónde|Qui|Où) ?:/.test(l));
        for (const l of lines) expect(l, `${c.id} (${lang})`).not.toContain(ENGLISH_MARK[lang]);
      }
    // «Jesus (5), Job (1), పరిశుద్ధాత్మ (1)» was half English
    expect(line('PATIENCE', 'te', 'ఎవరు')).toBe('- ఎవరు: పరిశుద్ధాత్మ (1), యేసు (1), యోబు (1).');
    expect(line('peter', 'fr', 'Où')).toContain('Césarée de Philippe (1)');
  }, 120_000);

  it('points out no word of grammar or speech as a repeated word, in any language', () => {
    const words = (subject: string, lang: UiLanguage, label: string) => names(line(subject, lang, label));
    const filler = [
      'soit',
      'aura',
      'auprès',
      'rien',
      'sais',
      'fois',
      'disant',
      'autres',
      'qu’elle',
      'dirent',
    ];
    for (const [subject, label] of [
      ['peter', 'Mots'],
      ['melchizedek', 'Mots'],
      ['judah', 'Mots'],
      ['balak', 'Mots'],
    ] as const)
      for (const w of filler) expect(words(subject, 'fr', label), `${subject}: ${w}`).not.toContain(w);
    // Pierre the apostle is not "pierre", a stone, said sixteen times
    expect(words('peter', 'fr', 'Mots')).not.toContain('pierre');
    for (const subject of ['ezra', 'esther', 'lazarus', 'benjamin'])
      for (const w of ['been', 'themselves']) expect(words(subject, 'en', 'Words'), subject).not.toContain(w);
    for (const w of ['tomó', 'podré', 'cosa']) expect(words('balak', 'es', 'Palabras')).not.toContain(w);
    // a word of the subject stays: patience, in James 5:7-11
    expect(words('PATIENCE', 'en', 'Words')).toContain('patience');
  });
});
