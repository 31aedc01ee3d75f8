/** The server's phrases (content/locales): every key in every language, with the same placeholders. */
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../shared/books';
import { fill, phrases, type Phrases } from './phrases';

type Tree = { [key: string]: string | string[] | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string' || Array.isArray(v)) out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string | string[]) =>
  [...String(s).matchAll(/\{(?:(?:de|à|del) )?(\w+)(?::[^{}|]*\|[^{}]*)?\}/g)].map((m) => m[1]).sort();
const flat = (p: Phrases) => flatten(p as unknown as Tree);

const english = flat(phrases('en'));
describe.each(UI_LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
  const other = flat(phrases(lang)); // loading checks every key against the schema

  it('has every key English has, and no others', () => {
    expect([...other.keys()]).toEqual([...english.keys()]);
  });

  it('has the same placeholders, and its own words', () => {
    for (const [key, value] of other) {
      expect(placeholders(value), key).toEqual(placeholders(english.get(key)!));
      if (key !== 'firstNames' && !/^\{\w+\}$/.test(String(value)))
        expect(value, `${key} is not translated`).not.toEqual(english.get(key));
    }
  });

  if (lang === 'te')
    it('is written in Telugu script, but for the language name the English prompt uses', () => {
      for (const [key, value] of other)
        // a phrase of placeholders and punctuation alone (“{name}”) has no words to write
        if (key !== 'languageName' && /\p{L}/u.test(String(value).replace(/\{[^}]*\}/g, '')))
          expect(String(value), key).toMatch(/[\u0C00-\u0C7F]/);
    });
});

describe('fill', () => {
  it('fills placeholders, and elides French "de" before a vowel or a mute h ({de name})', () => {
    expect(fill('la vie {de name}', { name: 'Moïse' })).toBe('la vie de Moïse');
    expect(fill('la vie {de name}', { name: 'Hérode Antipas' })).toBe('la vie d’Hérode Antipas');
    expect(fill('l’histoire {de name}', { name: 'Élie' })).toBe('l’histoire d’Élie');
    expect(fill('{n} of {name}', { n: 2 })).toBe('2 of {name}');
    // and contracts an article: a topic said with its own (la joie, le pardon, el gozo)
    expect(fill('l’étude {de name}', { name: 'la joie' })).toBe('l’étude de la joie');
    expect(fill('l’étude {de name}', { name: 'le pardon' })).toBe('l’étude du pardon');
    expect(fill('l’étude {de name}', { name: 'l’amour' })).toBe('l’étude de l’amour');
    expect(fill('lié {à name}', { name: 'le pardon' })).toBe('lié au pardon');
    expect(fill('el estudio {del name}', { name: 'el gozo' })).toBe('el estudio del gozo');
    expect(fill('el estudio {del name}', { name: 'Abraham' })).toBe('el estudio de Abraham');
  });

  it('closes a name’s apposition where the sentence goes on', () => {
    const james = { name: 'James, son of Zebedee' };
    expect(fill('What does the study of {name} reveal?', james)).toBe(
      'What does the study of James, son of Zebedee, reveal?',
    );
    expect(fill('Prayers of {name}.', james)).toBe('Prayers of James, son of Zebedee.');
    expect(fill('{name}: {n}', { ...james, n: 1 })).toBe('James, son of Zebedee: 1');
    expect(fill('l’étude {de name} sur', { name: 'Zacharie, père de Jean-Baptiste' })).toBe(
      'l’étude de Zacharie, père de Jean-Baptiste, sur',
    );
    // a quoted Nave's name is not an apposition
    expect(fill('sobre {name} le', { name: '«Fortune, Changes Of»' })).toBe('sobre «Fortune, Changes Of» le');
  });

  it('gives a count its noun, singular for 1 ({books:livre|livres})', () => {
    expect(fill('tirées de {books:livre|livres}', { books: 1 })).toBe('tirées de 1 livre');
    expect(fill('tirées de {books:livre|livres}', { books: 3 })).toBe('tirées de 3 livres');
    expect(fill('{n:వచనంలో|వచనాలలో} ఉంది', { n: 1 })).toBe('1 వచనంలో ఉంది');
    expect(fill('{n:verse|verses}', {})).toBe('{n:verse|verses}');
    // every count in the study phrases of every language agrees with 1
    for (const lang of UI_LANGUAGES) {
      const overview = fill(phrases(lang).composer.topicOverview, { refs: 1, books: 1, name: 'X' });
      expect(overview, lang).not.toMatch(/\b1 (references|referencias|références|livres|libros|books)\b/);
    }
  });
});
