/**
 * Strong's entries' parts — derivation, definition, KJV usage — read from the sources the npm
 * package `strongs` ships beside its JSON (Ulrik Petersen's XML of the Greek dictionary, the Open
 * Scriptures' OSIS of the Hebrew), not from the JSON, whose conversion loses text:
 *
 * - a Greek word Strong cites without a number is an empty element (`<greek unicode="ἄημι"/>`):
 *   the JSON prints nothing, so G109's derivation read "from (to breathe unconsciously…" (549
 *   entries); here the word is printed;
 * - what Strong writes after the Greek KJV usage ("Often used in composition…", "Compare G5594")
 *   is left out of the JSON; here it follows the usage, as printed;
 * - adjacent italics in the Hebrew run together ("as a</hi><hi>flag": "as aflag", 142 places);
 * - the Hebrew editors' notes (`<note type="x-typo">lemma אי missing vowel…`) are not Strong's
 *   text; the JSON prints them inside the derivation.
 *
 * A number cited is printed as the JSON prints it, with its word: `G25 (ἀγαπάω)`, `H225 (אוּת)`.
 * The slips of the text itself are corrected afterwards by content/strongs-errata.yaml.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeEntities } from './osis-text';

export interface StrongsParts {
  derivation: string | null;
  definition: string | null;
  kjvUsage: string | null;
}

const tidy = (s: string) => decodeEntities(s).replace(/\s+/g, ' ').trim();
const orNull = (s: string) => s || null;

/** The package's files, found through its package.json. */
export function strongsSourceFiles(): { greek: string; hebrew: string } {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('strongs/package.json');
  const dir = pkg.slice(0, -'package.json'.length);
  return {
    greek: `${dir}greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml`,
    hebrew: `${dir}hebrew/StrongHebrewG.xml`,
  };
}

type LemmaOf = (strongs: string) => string | null | undefined;

const cite = (strongs: string, lemmaOf: LemmaOf) => {
  const lemma = lemmaOf(strongs);
  return lemma ? `${strongs} (${lemma})` : strongs;
};

/** Greek: `<entry strongs="01537">` holding `<strongs_derivation>`, `<strongs_def>`, `<kjv_def>` and a note after it. */
export function readGreekSource(xml: string, lemmaOf: LemmaOf): Map<string, StrongsParts> {
  const text = (markup: string) =>
    tidy(
      markup
        .replace(/<greek\b[^>]*\bunicode="([^"]*)"[^>]*\/>/g, '$1')
        .replace(
          /<strongsref\b[^>]*\blanguage="(\w+)"[^>]*\bstrongs="0*(\d+)"[^>]*\/>/g,
          (_, lang: string, n: string) => cite(`${lang === 'HEBREW' ? 'H' : 'G'}${n}`, lemmaOf),
        )
        .replace(/<see\b[^>]*\/>|<pronunciation\b[^>]*\/>/g, '')
        .replace(/<[^>]+>/g, ''),
    );
  const out = new Map<string, StrongsParts>();
  for (const [, n, body] of xml.matchAll(/<entry strongs="0*(\d+)">([\s\S]*?)<\/entry>/g)) {
    const part = (tag: string) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(body)?.[1];
    const kjv = part('kjv_def');
    const after = kjv === undefined ? '' : text(body.slice(body.indexOf('</kjv_def>') + '</kjv_def>'.length));
    const usage =
      kjv === undefined
        ? ''
        : text(kjv)
            .replace(/^:--\s*/, '')
            .replace(/\.$/, '');
    out.set(`G${n}`, {
      derivation: orNull(text(part('strongs_derivation') ?? '')),
      definition: orNull(text(part('strongs_def') ?? '')),
      kjvUsage: orNull([usage, after.replace(/\.$/, '')].filter(Boolean).join('. ')),
    });
  }
  return out;
}

/** Hebrew: `<div type="entry">` with notes of type exegesis (derivation), explanation, translation. */
export function readHebrewSource(xml: string): Map<string, StrongsParts> {
  const text = (markup: string) =>
    tidy(
      markup
        .replace(/<note type="x-typo">[\s\S]*?<\/note>/g, '')
        // italics written one against the other: "as a</hi><hi>flag"
        .replace(/(\p{L})<\/hi><hi>(?=\p{L})/gu, '$1 ')
        // a word cited: by its number (`src`) with its word, or the word alone
        .replace(/<w\b([^>]*)\/>/g, (_, attrs: string) => {
          const lemma = /\blemma="([^"]*)"/.exec(attrs)?.[1] ?? '';
          const n = /\bsrc="(\d+)"/.exec(attrs)?.[1];
          return n ? (lemma ? `H${Number(n)} (${lemma})` : `H${Number(n)}`) : lemma;
        })
        .replace(/<[^>]+>/g, ''),
    );
  const out = new Map<string, StrongsParts>();
  for (const [, body] of xml.matchAll(/<div type="entry" n="\d+">([\s\S]*?)<\/div>/g)) {
    const id = /\bID="(H\d+)"/.exec(body)?.[1];
    if (!id) continue;
    // a note holds an editors' note of its own: the outer note ends at its last </note> before the next
    const note = (type: string) => {
      const start = body.indexOf(`<note type="${type}">`);
      if (start < 0) return '';
      const from = start + `<note type="${type}">`.length;
      let depth = 1;
      const tags = /<note\b[^>]*>|<\/note>/g;
      tags.lastIndex = from;
      for (let m = tags.exec(body); m; m = tags.exec(body)) {
        depth += m[0] === '</note>' ? -1 : 1;
        if (depth === 0) return text(body.slice(from, m.index));
      }
      return text(body.slice(from));
    };
    out.set(`H${Number(id.slice(1))}`, {
      derivation: orNull(note('exegesis')),
      definition: orNull(note('explanation')),
      kjvUsage: orNull(note('translation').replace(/\.$/, '')),
    });
  }
  return out;
}

/** Both dictionaries' parts, numbers cited with their words (`lemmaOf`: the package's lemmas). */
export function readStrongsSources(lemmaOf: LemmaOf): Map<string, StrongsParts> {
  const files = strongsSourceFiles();
  return new Map([
    ...readGreekSource(readFileSync(files.greek, 'utf8'), lemmaOf),
    ...readHebrewSource(readFileSync(files.hebrew, 'utf8')),
  ]);
}
