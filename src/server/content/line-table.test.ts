/**
 * The compact table of translated lines (issue 41: memory) answers as the files' Maps did: a line
 * from its own group's file, else the one translation the other groups agree on, else none — for
 * small cases and for every line of content/naves-lines/ in each language.
 */
import { describe, expect, it } from 'vitest';
import { loadNavesLines, TRANSLATED } from '../naves/naves-translations';
import { findContentDir } from './files';
import { LineTable, type LineFiles } from './line-table';

type Files = Map<string, Map<string, Map<string, string>>>;

/** What the files' Maps answered before (naves-translations.ts until issue 41's memory pass). */
function mapsAnswers(files: Files) {
  const anyGroup = new Map<string, Map<string, string | null>>();
  for (const [lang, groups] of files) {
    const index = new Map<string, string | null>();
    for (const lines of groups.values())
      for (const [en, t] of lines) index.set(en, index.has(en) && index.get(en) !== t ? null : t);
    anyGroup.set(lang, index);
  }
  return (group: string, english: string, lang: string): string | undefined =>
    files.get(lang)?.get(group)?.get(english) ?? anyGroup.get(lang)?.get(english) ?? undefined;
}

const files: Files = new Map([
  [
    'es',
    new Map([
      ['ESTHER', new Map([['Cousin of Mordecai', 'Prima de Mardoqueo']])],
      [
        'JESUS, THE CHRIST',
        new Map([
          ['Parables of', 'Sus parábolas'],
          ['Miracles of', 'Sus milagros'],
        ]),
      ],
      ['PARABLES', new Map([['Parables of', 'Sus parábolas']])],
      ['MIRACLES', new Map([['Miracles of', 'Los milagros']])],
    ]),
  ],
  ['fr', new Map([['ESTHER', new Map([['Cousin of Mordecai', 'Cousine de Mardochée']])]])],
]);

describe('LineTable', () => {
  const table = new LineTable(files as LineFiles<'es' | 'fr'>);

  it('answers a line from its own group’s file, in the language asked', () => {
    expect(table.get('ESTHER', 'Cousin of Mordecai', 'es')).toBe('Prima de Mardoqueo');
    expect(table.get('ESTHER', 'Cousin of Mordecai', 'fr')).toBe('Cousine de Mardochée');
    expect(table.get('MIRACLES', 'Miracles of', 'es')).toBe('Los milagros');
  });

  it('takes a line another group translates where the others agree, and none where they differ', () => {
    expect(table.get('TEACHING', 'Parables of', 'es')).toBe('Sus parábolas');
    expect(table.get('TEACHING', 'Miracles of', 'es')).toBeUndefined();
    expect(table.get('ESTHER', 'Parables of', 'fr')).toBeUndefined();
    expect(table.get('ESTHER', 'Not a line', 'es')).toBeUndefined();
  });

  it('counts a language’s lines', () => {
    expect([table.count('es'), table.count('fr')]).toEqual([5, 1]);
  });

  it('answers every line of content/naves-lines/ as the files’ Maps do', () => {
    const naves = loadNavesLines(findContentDir()) as Files;
    const all = new LineTable(naves as LineFiles<(typeof TRANSLATED)[number]>);
    const entries = [...naves.get('es')!.keys()];
    const before = mapsAnswers(naves);
    let asked = 0;
    for (const lang of TRANSLATED)
      for (const [entry, lines] of naves.get(lang)!)
        for (const english of lines.keys()) {
          // its own entry, and another entry that may take it (the next one by name)
          const other = entries[(entries.indexOf(entry) + 1) % entries.length];
          for (const group of [entry, other]) {
            expect(all.get(group, english, lang)).toBe(before(group, english, lang));
            asked++;
          }
        }
    expect(asked).toBeGreaterThan(100_000);
    for (const lang of TRANSLATED)
      expect(all.count(lang)).toBe([...naves.get(lang)!.values()].reduce((n, l) => n + l.size, 0));
  }, 120_000);
});
