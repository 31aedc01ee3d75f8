/**
 * content/ as a newcomer meets it: adding a file adds a character, and a bad file is refused with
 * its path and the field at fault, before the server starts.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupFailureText } from '../startup';
import { loadCharacters } from './characters';
import { ContentError, findContentDir } from './files';
import { loadContent } from './index';
import { loadMethods } from './methods';
import { loadPhrases } from './phrases';
import { loadVersesOfTheDay } from './verse-of-the-day';

const real = findContentDir();
const ruth = readFileSync(join(real, 'characters', 'ruth.yaml'), 'utf8');

/** A content/ folder of our own, holding only the given character files. */
function contentWith(characters: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
  mkdirSync(join(dir, 'characters'), { recursive: true });
  for (const [name, text] of Object.entries(characters)) writeFileSync(join(dir, 'characters', name), text);
  return dir;
}
const errorOf = (load: () => unknown) => {
  try {
    load();
  } catch (err) {
    expect(err).toBeInstanceOf(ContentError);
    return (err as Error).message;
  }
  throw new Error('loaded');
};

describe('content/', () => {
  it('is found by walking up from the module, as it is from dist/server when bundled', () => {
    expect(readFileSync(join(real, 'verse-of-the-day.yaml'), 'utf8')).toContain('John 3:16');
    const deep = join(real, '..', 'dist', 'server');
    expect(findContentDir(deep)).toBe(real);
    expect(errorOf(() => findContentDir(mkdtempSync(join(tmpdir(), 'nowhere-'))))).toMatch(
      /^content\/ not found in any folder above /,
    );
  });

  it('loads all of it, once, and says how much and how fast', () => {
    expect(loadContent()).toMatch(
      /^\d{3} characters, 9 methods, \d+ verses of the day, 4 languages in \d+ ms$/,
    );
  });

  it('adds a character for each file, its id the file name', () => {
    const boaz = ruth.replace(/en: Ruth\n/, 'en: Boaz\n');
    const seeds = loadCharacters(
      contentWith({ 'ruth.yaml': ruth, 'boaz.yaml': boaz, 'README.md': '# notes' }),
    );
    expect(seeds.map((c) => [c.id, c.name.en])).toEqual([
      ['boaz', 'Boaz'],
      ['ruth', 'Ruth'],
    ]);
  });
});

describe('a bad content file', () => {
  const broken = (text: string) => errorOf(() => loadCharacters(contentWith({ 'ruth.yaml': text })));

  it('is named with the field at fault', () => {
    expect(broken(ruth.replace(/\n {2}te: .*\n( {4}.*\n)*/, '\n  te: 7\n').replace('naves:', 'navs:'))).toBe(
      [
        'content/characters/ruth.yaml: name.te: Invalid input: expected string, received number',
        'content/characters/ruth.yaml: naves: Invalid input: expected object, received undefined',
        'content/characters/ruth.yaml: Unrecognized key: "navs"',
      ].join('\n'),
    );
  });

  it('names a missing translation, a reference that is not one, a blank line, a bad named verse and a YAML mistake', () => {
    expect(broken(ruth.replace(/\n {2}te: .*\n( {4}.*\n)*(?=naves)/, '\n'))).toBe(
      'content/characters/ruth.yaml: description.te: Invalid input: expected string, received undefined',
    );
    expect(broken(ruth.replace(/- Ruth 1:/, '- Ruht 1:'))).toMatch(
      /^content\/characters\/ruth\.yaml: passages\[0\]: not a reference: write the English book name/,
    );
    expect(broken(ruth.replace(/(description:\n {2}en: >-\n.*\n)/, '$1\n    More.\n'))).toBe(
      'content/characters/ruth.yaml: description.en: one paragraph expected: remove the blank line',
    );
    expect(
      broken(ruth.replace('verse: Ruth 1:16', 'verse: Ruht 1:16').replace('kjv: thy people', 'word: x')),
    ).toBe(
      [
        'content/characters/ruth.yaml: namedVerses[0].verse: not a reference: write the English book name, chapter and verses, e.g. Exodus 3:1-6',
        'content/characters/ruth.yaml: namedVerses[0].kjv: Invalid input: expected string, received undefined',
        'content/characters/ruth.yaml: namedVerses[0]: Unrecognized key: "word"',
      ].join('\n'),
    );
    expect(broken(`${ruth}passages: []\n`)).toMatch(
      /^content\/characters\/ruth\.yaml: Map keys must be unique/,
    );
  });

  it('is refused for a file name that cannot be an id, or a .yml file', () => {
    expect(errorOf(() => loadCharacters(contentWith({ 'Ruth.yaml': ruth })))).toBe(
      "content/characters/Ruth.yaml: the file name is the character's id: lower-case words joined by hyphens",
    );
    expect(errorOf(() => loadCharacters(contentWith({ 'ruth.yml': ruth })))).toBe(
      'content/characters/ruth.yml: content files end in .yaml',
    );
  });

  it('is refused in every kind: two methods with one id, a locale missing a phrase, a bad verse of the day', () => {
    const dir = contentWith({});
    cpSync(join(real, 'methods'), join(dir, 'methods'), { recursive: true });
    cpSync(join(dir, 'methods', '1-biographical-study.yaml'), join(dir, 'methods', '1-copy.yaml'));
    expect(errorOf(() => loadMethods(dir))).toBe(
      'content/methods/1-copy.yaml: id: 1 is already the id of content/methods/1-biographical-study.yaml',
    );
    cpSync(join(real, 'locales'), join(dir, 'locales'), { recursive: true });
    const fr = readFileSync(join(dir, 'locales', 'fr.yaml'), 'utf8');
    writeFileSync(join(dir, 'locales', 'fr.yaml'), fr.replace(/\n {2}prayer: .*/, ''));
    expect(errorOf(() => loadPhrases(dir))).toBe(
      'content/locales/fr.yaml: composer.prayer: Invalid input: expected string, received undefined',
    );
    writeFileSync(join(dir, 'verse-of-the-day.yaml'), '- ref: John 3:16\n  reflection: { en: Love }\n');
    expect(errorOf(() => loadVersesOfTheDay(dir)).split('\n')[0]).toBe(
      'content/verse-of-the-day.yaml: [0].reflection.es: Invalid input: expected string, received undefined',
    );
  });

  it('refuses a method whose plan the composer does not know, or that names none', () => {
    const dir = contentWith({});
    mkdirSync(join(dir, 'methods'));
    const method = readFileSync(join(real, 'methods', '7-topical-study.yaml'), 'utf8');
    expect(method).toMatch(/\nplan: topical\n/);
    writeFileSync(
      join(dir, 'methods', '7-topical-study.yaml'),
      method.replace('plan: topical', 'plan: topicl'),
    );
    expect(errorOf(() => loadMethods(dir))).toMatch(
      /^content\/methods\/7-topical-study\.yaml: plan: Invalid option: expected one of "biographical"\|.*"topical"/,
    );
    writeFileSync(join(dir, 'methods', '7-topical-study.yaml'), method.replace(/\nplan: topical\n/, '\n'));
    expect(errorOf(() => loadMethods(dir))).toMatch(/^content\/methods\/7-topical-study\.yaml: plan: /);
  });

  it('stops start-up with those lines and no stack trace', () => {
    const message = broken('name: Ruth\n');
    expect(startupFailureText(new ContentError(message))).toBe(message);
  });
});
