/**
 * For a study of a person: the references whose verses never name them (ADR 010), and the words
 * that name a character. Verification (verification.ts) adds these hints to a study's check.
 */
import type { StudyReference } from '../../shared/api';
import { bookByOsis } from '../../shared/books';
import { words, type VerseText } from '../../shared/quotations';
import { osisRange, rangeWithin, splitOsisRange, type RefRange } from '../../shared/reference/osis';
import type { CharacterSeed } from '../content/characters';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { Steps } from '../steps';
import { QuotesRepo } from './quotes.repo';

/** A passage's verses in a translation, read by its KJV reference (verification.ts's verseLookup). */
export type VerseLookup = (translation: string, osis: string) => VerseText[] | null;

/** Titles and words in characters' names that are not names. */
const NOT_NAMES = new Set(
  'the of son daughter wife mother father sister brother king queen prophet prophetess apostle evangelist baptist priest high judge ' +
    'hijo hija esposa madre padre hermana hermano rey reina profeta profetisa apóstol evangelista bautista sacerdote juez el la de del ' +
    'fils fille femme mère père sœur frère roi reine prophète prophétesse apôtre évangéliste baptiste prêtre juge le les du des d l'.split(
      ' ',
    ),
);

/** The words naming a character in any installed translation: its names in the four languages, Nave's entry and other names (`otherNames` in its content file). */
export function personNames(c: CharacterSeed): string[] {
  const raw = [...Object.values(c.name), c.naves.entry, ...(c.otherNames ?? [])].join(' ');
  const names = new Set<string>();
  for (const w of words(raw))
    if (w.length > 2 && !NOT_NAMES.has(w) && /\p{Script=Latin}/u.test(w)) names.add(w);
  return [...names];
}

export interface PersonHint {
  start: number;
  end: number;
  osis: string;
  person: string;
}

/** Verses before a cited passage read for who "he" or "she" is (same chapter). */
const CONTEXT_VERSES = 5;

/** A psalm's title in every installed translation (the KJV's heading, the Segond's title verses). */
function chapterTitles(repo: ScriptureRepo, book: string, chapter: number): string[] {
  if (book !== 'Ps') return [];
  return repo.repository(QuotesRepo).titles(bookByOsis(book)!.order, chapter);
}

export interface HintedPerson {
  name: string;
  names: string[];
  /** the study's own key passages (KJV numbering): chosen as about the person, never hinted */
  passages?: RefRange[];
}

/**
 * References whose verses never name the person in any installed translation — neither in the
 * cited verses, nor in the CONTEXT_VERSES before them in the chapter (where "he" was named), nor in
 * the psalm's title ("A Psalm of David") — outside the study's own key passages. A name matches
 * any word starting with its first max(4, length − 2) letters (Timothy: Timotheus). A step a
 * reference read (a cold one reads its passage in up to twelve Bibles).
 */
export function* personHintSteps(
  repo: ScriptureRepo,
  refs: StudyReference[],
  person: HintedPerson,
  lookup: VerseLookup,
): Steps<PersonHint[]> {
  const stems = person.names.map((n) => n.slice(0, Math.max(4, n.length - 2)));
  const namesIt = (w: string) => person.names.includes(w) || stems.some((s) => w.startsWith(s));
  // a verse can name the person only if its text, folded as words() folds it, contains a name or a
  // stem: that test rules out most verses without splitting them into words
  const keys = [...person.names, ...stems];
  const names = (text: string) => {
    const folded = text
      .normalize('NFC')
      .toLowerCase()
      .replace(/['’ʼ‘]/g, '');
    return keys.some((k) => folded.includes(k)) && words(text).some(namesIt);
  };
  const out: PersonHint[] = [];
  const inPassages = (r: RefRange) => (person.passages ?? []).some((k) => rangeWithin(r, k));
  for (const r of refs) {
    if (!r.valid || !r.osis) continue;
    const range = osisRange(r.osis)!;
    if (inPassages(range) || chapterTitles(repo, range.start.book, range.start.chapter).some(names)) continue;
    const from = range.start.verse === null ? null : Math.max(1, range.start.verse - CONTEXT_VERSES);
    const widened =
      from === null
        ? r.osis
        : `${range.start.book}.${range.start.chapter}.${from}-${splitOsisRange(r.osis)[1]}`;
    const named = repo.translations().some((t) => (lookup(t.id, widened) ?? []).some((v) => names(v.text)));
    if (!named) out.push({ start: r.start, end: r.end, osis: r.osis, person: person.name });
    yield;
  }
  return out;
}
