/** Finding references in running text (generated studies), in the four languages. */
import { describe, expect, it } from 'vitest';
import { findReferences } from './scan';

const find = (text: string) => findReferences(text).map((f) => [text.slice(f.start, f.end), f.osis]);

describe('findReferences', () => {
  it('reads the usual forms and keeps unchecked chapters and verses', () => {
    expect(find('# Moses\nRead Ex 3:1-6 and John 22:5, then Psalm 23; also 1 Corinthians 13:4-7.')).toEqual([
      ['Ex 3:1-6', 'Exod.3.1-Exod.3.6'],
      ['John 22:5', 'John.22.5'],
      ['Psalm 23', 'Ps.23'],
      ['1 Corinthians 13:4-7', '1Cor.13.4-1Cor.13.7'],
    ]);
  });

  it('ends a reference at its line: a bullet that starts with a numbered book is a reference of its own', () => {
    expect(find('# Cross-references of 1 Corintios 16:12\n- 1 Corintios 1:12: “Quiero decir”')).toEqual([
      ['1 Corintios 16:12', '1Cor.16.12'],
      ['1 Corintios 1:12', '1Cor.1.12'],
    ]);
  });

  it('reads sequences: verses after a comma, chapters after a semicolon, cross-chapter ranges', () => {
    expect(find('(Romans 8:28, 31-39; 12:1; 5) and Genesis 6:14-22; Genesis 7 and Acts 17:22-18:4')).toEqual([
      ['Romans 8:28', 'Rom.8.28'],
      ['31-39', 'Rom.8.31-Rom.8.39'],
      ['12:1', 'Rom.12.1'],
      ['5', 'Rom.5'],
      ['Genesis 6:14-22', 'Gen.6.14-Gen.6.22'],
      ['Genesis 7', 'Gen.7'],
      ['Acts 17:22-18:4', 'Acts.17.22-Acts.18.4'],
    ]);
  });

  it('reads one-chapter books, Spanish, French and Telugu names', () => {
    expect(
      find(
        'Jude 3; Juan 3:16; Hechos 7:20; Jean 3.16; Apocalipsis 21:1-4; యోహాను 3:16; అపొస్తలుల కార్యములు 2:1-4; 1 యోహాను 4:8',
      ),
    ).toEqual([
      ['Jude 3', 'Jude.1.3'],
      ['Juan 3:16', 'John.3.16'],
      ['Hechos 7:20', 'Acts.7.20'],
      ['Jean 3.16', 'John.3.16'],
      ['Apocalipsis 21:1-4', 'Rev.21.1-Rev.21.4'],
      ['యోహాను 3:16', 'John.3.16'],
      ['అపొస్తలుల కార్యములు 2:1-4', 'Acts.2.1-Acts.2.4'],
      ['1 యోహాను 4:8', '1John.4.8'],
    ]);
  });

  it('leaves numbers that are not references alone', () => {
    expect(
      find('He lived 120 years; chapter 3 says; H430 and G26; in 1998, verse 16. Acts 17:22-34: “Then Paul”'),
    ).toEqual([['Acts 17:22-34', 'Acts.17.22-Acts.17.34']]);
  });
});

describe('findReferences: reading like a careful reader', () => {
  it('reads es/fr commas, v, f/ff and Telugu short forms', () => {
    expect(
      find(
        'Jean 3,16; 1 Jean 2,19; Mt 27,3-5; Luke 22 v 3; 26:14ff; Matthew 26:14ff; John 14:10f; యోహా 3:16; మత్త 5:3',
      ),
    ).toEqual([
      ['Jean 3,16', 'John.3.16'],
      ['1 Jean 2,19', '1John.2.19'],
      ['Mt 27,3-5', 'Matt.27.3-Matt.27.5'],
      ['Luke 22 v 3', 'Luke.22.3'],
      ['Matthew 26:14ff', 'Matt.26.14-Matt.26.75'],
      ['John 14:10f', 'John.14.10-John.14.11'],
      ['యోహా 3:16', 'John.3.16'],
      ['మత్త 5:3', 'Matt.5.3'],
    ]);
  });

  it('leaves ages and counts after names alone and reports unknown books', () => {
    expect(
      find('They paid Judas 30 pieces of silver. I am 40 years old. He is 12 times. Hezekiah 3:16 says.'),
    ).toEqual([['Hezekiah 3:16', null]]);
  });

  it('reads abbreviations as the text’s language does (issue 26: `Jc 1.5` in French is James)', () => {
    const osis = (text: string, lang?: 'en' | 'es' | 'fr') => findReferences(text, lang).map((f) => f.osis);
    expect(osis('Jc 1.5 et Es 40.31', 'fr')).toEqual(['Jas.1.5', 'Isa.40.31']);
    expect(osis('Jc 1.5 and Es 4.14')).toEqual(['Judg.1.5', 'Esth.4.14']);
    // full names read the same in every language
    expect(osis('Jean 3:16, Juan 3:16, John 3:16', 'fr')).toEqual(['John.3.16', 'John.3.16', 'John.3.16']);
  });
});
