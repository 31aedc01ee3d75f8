/**
 * The Hebrew and Greek words of a character's chosen trait verses (content/characters: `traits`,
 * each a verse and the KJV's words in it that show the trait): Jairus's "only believe" is
 * πιστεύω, Ruth's "Ruth clave unto her" is דָּבַק, Elijah's "How long halt ye" is פָּסַח. They are
 * what the person is studied for, so Word Study studies them before the words its statistics find
 * (which, alone, chose the things of a story: Elijah's cruse, barrel and juniper).
 */
import { bookByOsis } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { fold } from '../../scripture/fold';
import type { StudyContext } from './context';
import { kjvTotal } from './strongs';
import { chosenTraits } from './traits';

/** A word the KJV renders more often than this (εἴδω, know; אָמַר, say; עֶבֶד, servant) says nothing particular. */
const COMMON = 300;

/**
 * The Strong's numbers tagged on the words of each chosen verse that show its trait, each with the
 * number of chosen verses that have it there; those its trait is named by (Jairus's πιστεύω, for
 * faith); and the chosen verses (KJV numbering).
 */
export function chosenWords(ctx: StudyContext): {
  verses: Map<string, number>;
  ofTrait: Set<string>;
  ranges: RefRange[];
} {
  const { repo } = ctx;
  const kjv = repo.referenceTranslation().id;
  const verses = new Map<string, number>();
  const ofTrait = new Set<string>();
  const ranges: RefRange[] = [];
  for (const [trait, chosen] of chosenTraits(ctx.subject))
    for (const { range, kjv: phrase } of chosen) {
      ranges.push(range);
      const verse = repo.versesByKjv(kjv, range, 1)[0];
      const at = verse?.text ? phraseAt(verse.text, phrase) : undefined;
      if (!at) continue;
      const spans =
        repo.chapterWords(kjv, bookByOsis(range.start.book)!.order, verse.chapter).get(verse.verse) ?? [];
      for (const s of new Set(
        spans.filter((w) => w.end > at[0] && w.start < at[1]).flatMap((w) => w.strongs),
      )) {
        if (kjvTotal(repo, s) > COMMON) continue;
        verses.set(s, (verses.get(s) ?? 0) + 1);
        if (trait.strongs?.includes(s)) ofTrait.add(s);
      }
    }
  return { verses, ofTrait, ranges };
}

/** Where a phrase stands in a verse, as [start, end) offsets: its words in order, folded (a word may start inside the first). */
function phraseAt(text: string, phrase: string): [number, number] | undefined {
  const words = [...text.matchAll(/\p{L}[\p{L}'’]*/gu)].map((m) => ({
    f: fold(m[0]),
    start: m.index!,
    end: m.index! + m[0].length,
  }));
  const wanted = (phrase.match(/\p{L}[\p{L}'’]*/gu) ?? []).map(fold);
  if (!wanted.length) return undefined;
  const i = words.findIndex((_, i) => wanted.every((w, k) => words[i + k]?.f.includes(w)));
  return i < 0 ? undefined : [words[i].start, words[i + wanted.length - 1].end];
}
