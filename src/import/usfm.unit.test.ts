import { describe, expect, it } from 'vitest';
import { parseUsfmBook } from './usfm';

const JOHN = String.raw`\id JHN Test Bible
\h Jean
\mt1 Évangile selon Jean
\c 3
\s1 Jésus et Nicodème
\p
\v 16 Car Dieu a tant aimé le monde\f + \fr 3:16 \ft Ou: unique.\f* qu'il a donné son \w Fils|strong="G5207"\w* unique,
\v 17 Dieu, en effet, \add n'a\add* pas envoyé son Fils.
\q1
\v 18 Celui qui croit en lui\x - \xo 3:18 \xt Jn 5:24\x* n'est point jugé.
`;

describe('parseUsfmBook', () => {
  const book = parseUsfmBook(JOHN)!;
  it('reads book, chapter and verses without notes or cross-references', () => {
    expect(book.book).toBe(43);
    expect(book.verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(['3:16', '3:17', '3:18']);
    expect(book.verses[0].text).toBe("Car Dieu a tant aimé le monde qu'il a donné son Fils unique,");
    expect(book.verses[2].text).toBe("Celui qui croit en lui n'est point jugé.");
  });
  it('keeps the text of character markers and the section heading', () => {
    expect(book.verses[1].text).toBe("Dieu, en effet, n'a pas envoyé son Fils.");
    expect(book.verses[0].heading).toBe('Jésus et Nicodème');
    expect(book.verses[0].paragraph).toBe(true);
  });
  it('records Strong’s numbers of \\w words with offsets', () => {
    const v = book.verses[0];
    expect(v.words).toHaveLength(1);
    expect(v.text.slice(v.words[0].start, v.words[0].end)).toBe('Fils');
    expect(v.words[0].strongs).toEqual(['G5207']);
  });
  it('ignores files that are not a known book', () => {
    expect(parseUsfmBook('\\id XXX nothing')).toBeNull();
  });
});

const PSALM = String.raw`\id PSA Test
\mt1 LES PSAUMES
\ip Une introduction moderne, pas du texte biblique: mizmor.
\c 51
\r 2 S 12:1-14.
\q
\v 1 Au chef des chantres. Psaume de David.
\b
\q
\v 2 Lorsque \x + \xo 51:2 \xt 2 S 12:1, etc. \x*Nathan vint à lui.
\q
\v 3 O Dieu! Aie pitié de moi dans ta bonté;
\q2 Selon ta grande miséricorde, efface mes transgressions;
\c 119
\q
\v 114 Tu es mon asile et mon bouclier;
\q
\v 11 5Éloignez-vous de moi, méchants,
\v 116 Soutiens-moi selon ta promesse.
`;

describe('parseUsfmBook: structure, notes and defects', () => {
  const defects: { file: string; line: number; message: string }[] = [];
  const book = parseUsfmBook(PSALM, '19-PSA.usfm', defects)!;
  const verse = (c: number, v: number) => book.verses.find((x) => x.chapter === c && x.verse === v)!;
  it('leaves the introduction out and keeps notes apart with their offsets', () => {
    expect(book.verses.map((v) => v.text).join(' ')).not.toContain('mizmor');
    expect(verse(51, 2).text).toBe('Lorsque Nathan vint à lui.');
    expect(verse(51, 2).notes).toEqual([{ kind: 'x', offset: 8, label: '51:2', text: '2 S 12:1, etc.' }]);
    expect(verse(51, 1).notes).toEqual([{ kind: 'r', offset: 0, label: null, text: '2 S 12:1-14.' }]);
  });
  it('marks poetry lines with their level', () => {
    const v = verse(51, 3);
    expect(v.text).toBe(
      'O Dieu! Aie pitié de moi dans ta bonté; Selon ta grande miséricorde, efface mes transgressions;',
    );
    expect(v.marks).toEqual([
      { kind: 'q', start: 0, end: 40, level: 1 },
      { kind: 'q', start: 40, end: v.text.length, level: 2 },
    ]);
  });
  it('reports a repeated verse number with file and line, keeps its text and goes on', () => {
    expect(defects).toEqual([
      {
        file: '19-PSA.usfm',
        line: 18,
        message: 'verse 119:11 out of order: its text kept at the end of 119:114',
      },
    ]);
    expect(verse(119, 114).text).toBe('Tu es mon asile et mon bouclier; 5Éloignez-vous de moi, méchants,');
    expect(verse(119, 116).text).toBe('Soutiens-moi selon ta promesse.');
  });
  it('marks the words of Jesus without changing the text', () => {
    const john = parseUsfmBook(String.raw`\id JHN
\c 3
\p
\v 5 Jésus répondit: \wj En vérité,\wj* \x + \xo 3:5 \xt Tit 3:5. \x*\wj si un homme ne naît d’eau.\wj*
`)!;
    const v = john.verses[0];
    expect(v.text).toBe('Jésus répondit: En vérité, si un homme ne naît d’eau.');
    expect(v.marks!.filter((m) => m.kind === 'wj').map((m) => v.text.slice(m.start, m.end))).toEqual([
      'En vérité,',
      'si un homme ne naît d’eau.',
    ]);
  });
});
