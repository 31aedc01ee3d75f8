/**
 * The Open Scriptures Hebrew Bible (the Westminster Leningrad Codex with lemma and morphology for
 * every word), as Debian's `bibledit-data` ships it: one OSIS file per book. Read with patterns,
 * not a general XML parser: the files are regular (one `<verse>` per verse, `<w>` words, the
 * qere in `<note type="variant">`), and the import reads 30 MB of them.
 *
 * Versification: the files say where a verse stands in the KJV (`<note>KJV:Ps.51.1</note>`);
 * a verse without it keeps its number, except a psalm's title verses (WLC Ps 51:1-2 stand before
 * the verse mapped to KJV 51:1), which are the title (verse 0, the KJV's superscription). Seven
 * verses split across KJV verses ("partial" in VerseMap.xml) are kept whole with the KJV verse
 * they start in: the words are not lost, they are shown one verse early.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bookByOsis } from '../shared/books';

export const DEFAULT_OSHB_DIR = '/usr/share/bibledit/sources/morphhb';

export interface SourceWord {
  /** as printed: pointed and accented (Hebrew: morpheme slashes removed) */
  text: string;
  /** plain Strong's number, `H7225`; null for a word without one */
  strongs: string | null;
  /** the source's own number where it refines Strong's (OSHB `1254 a` → `H1254a`) */
  strongsAug: string | null;
  /** the whole code in the source's notation (`HC/Td/Ncbsa`, `V-PAI-3S`) */
  morph: string;
  /** the word's own code: OSHB without the language letter and prefixed particles (`Ncbsa`) */
  own: string;
  /** another analysis the source gives the word (a few Greek words) */
  alt: string | null;
  /** K: written (ketiv), Q: read (qere), null: the text */
  variant: 'K' | 'Q' | null;
}

export interface SourceVerse {
  book: number;
  /** KJV numbering; verse 0 = the psalm's title */
  chapter: number;
  verse: number;
  /** where the source has it (`Ps.51.3`) */
  source: string;
  words: SourceWord[];
}

// a word may hold a large, small or suspended letter: <w …>אֹ֖רֶ<seg type="x-small">ן</seg></w>
const WORD = /<w ([^>]*)>(.*?)<\/w>|<note type="variant">(.*?)<\/note>/gs;
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';

/** One `<w>`: lemma `c/d/776` → H776; morph `HC/Td/Ncbsa` → own `Ncbsa`. */
export function oshbWord(attrs: string, text: string, variant: SourceWord['variant']): SourceWord {
  const lemma = attr(attrs, 'lemma').split('/');
  const main = lemma.findIndex((l) => /^\d/.test(l));
  const m = main >= 0 ? /^(\d+)\s*([a-z])?/.exec(lemma[main]!) : null;
  const morph = attr(attrs, 'morph');
  const segments = morph.slice(1).split('/');
  return {
    text: text.replace(/<[^>]*>|\//g, ''),
    strongs: m ? `H${Number(m[1])}` : null,
    strongsAug: m?.[2] ? `H${Number(m[1])}${m[2]}` : null,
    morph,
    own: segments.slice(Math.max(main, 0)).join('/'),
    alt: null,
    variant,
  };
}

/** The words of a verse's content, the ketiv marked K and its qere Q after it. */
function verseWords(content: string): SourceWord[] {
  const words: SourceWord[] = [];
  for (const m of content.matchAll(WORD)) {
    if (m[1] !== undefined) {
      words.push(oshbWord(m[1], m[2]!, null));
      continue;
    }
    const qere = [...m[3]!.matchAll(/<rdg type="x-qere">(.*?)<\/rdg>/gs)].flatMap((r) =>
      [...r[1]!.matchAll(/<w ([^>]*)>(.*?)<\/w>/g)].map((w) => oshbWord(w[1]!, w[2]!, 'Q')),
    );
    if (!qere.length) continue;
    const last = words.at(-1);
    if (last) last.variant = 'K';
    words.push(...qere);
  }
  return words;
}

/**
 * The KJV place a verse's note gives (`<note>KJV:Ps.51.1</note>`). One note names another chapter
 * (WLC Ps 44:2 says `KJV:Ps.42.1`; VerseMap.xml has Ps 44:1): a note naming another book or a
 * chapter more than one away is reported and read as that verse's VerseMap place, the one before.
 */
function kjvPlace(osis: string, content: string, defects: string[]): [number, number] | null {
  const note = /<note>KJV:([^.]+)\.(\d+)\.(\d+)/.exec(content);
  if (!note) return null;
  const [book, chapter, verse] = osis.split('.');
  if (note[1] === book && Math.abs(Number(note[2]) - Number(chapter)) <= 1)
    return [Number(note[2]), Number(note[3])];
  defects.push(
    `${osis}: its note says KJV ${note[1]}.${note[2]}.${note[3]}; read as ${book}.${chapter}.${Number(verse) - 1}`,
  );
  return [Number(chapter), Number(verse) - 1];
}

export interface OshbRead {
  verses: SourceVerse[];
  /** notes of the source read otherwise than they say */
  defects: string[];
  /** `<w>` elements read (text, ketiv and qere) and verses, per the files */
  words: number;
  files: number;
}

export function readOshb(dir: string): OshbRead {
  const verses: SourceVerse[] = [];
  const defects: string[] = [];
  let files = 0;
  for (const file of readdirSync(dir).sort()) {
    const osis = file.replace(/\.xml$/, '');
    const book = bookByOsis(osis);
    if (!book || !file.endsWith('.xml')) continue;
    files++;
    const xml = readFileSync(join(dir, file), 'utf8');
    const chapterVerses: SourceVerse[] = [];
    let chapter = 0;
    const flush = () => {
      titleVerses(chapterVerses);
      verses.push(...chapterVerses);
      chapterVerses.length = 0;
    };
    for (const m of xml.matchAll(/<verse osisID="([^"]+)">(.*?)<\/verse>/gs)) {
      const [, c, v] = m[1]!.split('.');
      if (Number(c) !== chapter) flush();
      chapter = Number(c);
      const kjv = kjvPlace(m[1]!, m[2]!, defects);
      chapterVerses.push({
        book: book.order,
        chapter: kjv ? kjv[0] : chapter,
        verse: kjv ? kjv[1] : Number(v),
        source: m[1]!,
        words: verseWords(m[2]!),
      });
    }
    flush();
  }
  return { verses, defects, words: verses.reduce((n, v) => n + v.words.length, 0), files };
}

/**
 * A psalm whose verse 1 in the KJV is a later verse in the WLC: the verses before it are the
 * title (WLC Ps 51:1-2 → KJV 51 title), though the files leave them their own numbers.
 */
function titleVerses(chapter: SourceVerse[]) {
  const first = chapter[0];
  if (!first || first.book !== 19) return;
  const one = chapter.findIndex((v) => v.verse === 1 && v.source !== `Ps.${v.chapter}.1`);
  for (let i = 0; i < one; i++) chapter[i]!.verse = 0;
}

export const oshbPresent = (dir: string) => existsSync(join(dir, 'Gen.xml'));
