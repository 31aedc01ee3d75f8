/**
 * Character Trait: the traits the character's content file names, each on its verses, quoted
 * (chosen by hand: Barnabas vouching for Saul, Acts 9:27). A file without them (a character just
 * added) gets what can be found: the traits the key passages name — content/traits.yaml's Hebrew
 * and Greek words (KJV Strong's tags) in a verse that names the person — then those it finds in
 * the person's Nave's events, each with its verses and the first one quoted. With the people data,
 * a trait stands only on verses about the person (aboutPerson); the references left out are
 * counted in the study.
 */
import { bookByOsis } from '../../../shared/books';
import { characterTraits, type Trait } from '../../content/lessons';
import { fill } from '../../content/phrases';
import { personVerseIds } from '../../people/person-events';
import { fold } from '../../scripture/fold';
import { literal, quoteRange, quoteWords, ref, section, wordsOf, type StudyContext } from './context';
import { joinAdjacent, markedRanges, type MarkedRange } from '../../naves/ref-list';
import type { RefRange } from '../../../shared/reference/osis';

const QUOTED_WORDS = 18;
/** words quoted of each verse of a trait chosen by hand, which quotes them all: most verses whole */
const EACH_QUOTED_WORDS = 30;
/** words quoted before those that show the trait, when the verse is longer */
const LEAD_WORDS = 10;
const MAX_REFS = 6;

const patterns = new WeakMap<Trait, RegExp>();
const pattern = (trait: Trait) => {
  let re = patterns.get(trait);
  if (!re) {
    const words = trait.words.map(literal).join('|');
    re = new RegExp(`\\b(?:${words})\\w*(?!\\w*\\s+by\\b)`, 'i');
    patterns.set(trait, re);
  }
  return re;
};

/**
 * The traits an event heading names as the person's own: not what the person receives ("Receives
 * …", "Is … by"), nor another's, named in the possessive ("Saul's jealousy of", under David; but
 * "Nabal's wife — Her wisdom" is Abigail's). `names`: the person's own names, in small letters.
 */
export function traitsOf(text: string, names: readonly string[] = []): Trait[] {
  if (/^\s*(receives?|is\s+\w+ed\s+by)\b/i.test(text)) return [];
  const owner = /^\s*(\p{Lu}[\p{L}-]*)['’]s\b/u.exec(text.split(' — ').at(-1)!)?.[1].toLowerCase();
  if (owner && !names.includes(owner)) return [];
  return characterTraits().filter((trait) => pattern(trait).test(text));
}

/** Traits whose Strong's numbers are tagged in the key passages, with the verses that have them. */
function traitsInPassages(ctx: StudyContext): Map<Trait, MarkedRange[]> {
  const found = new Map<Trait, MarkedRange[]>();
  const wanted = characterTraits().filter((tr) => tr.strongs?.length);
  const kjv = ctx.repo.referenceTranslation().id;
  for (const p of ctx.subject.passages)
    for (const r of p.ranges) {
      if (r.start.book !== r.end.book) continue;
      const book = bookByOsis(r.start.book)!.order;
      for (let c = r.start.chapter; c <= r.end.chapter; c++) {
        const words = ctx.repo.chapterWords(kjv, book, c);
        const from = c === r.start.chapter ? (r.start.verse ?? 1) : 1;
        const to = c === r.end.chapter ? (r.end.verse ?? 999) : 999;
        for (const [verse, spans] of words) {
          if (verse < from || verse > to) continue;
          const tags = new Set(spans.flatMap((s) => s.strongs));
          for (const tr of wanted)
            if (tr.strongs!.some((s) => tags.has(s))) {
              const list = found.get(tr) ?? [];
              const v = { book: r.start.book, chapter: c, verse };
              list.push({ range: { start: v, end: { ...v } }, doubtful: false });
              found.set(tr, list);
            }
        }
      }
    }
  return found;
}

/** A verse of a trait chosen by hand and the KJV's words in it that show the trait. */
export type ChosenVerse = { range: RefRange; kjv: string };

/**
 * The traits the character's content file names (`traits`), in its order, each with its verses
 * (the built-in study quotes them; the AI's fact sheet lists them: prompts.ts).
 */
export function chosenTraits(subject: StudyContext['subject']): Map<Trait, ChosenVerse[]> {
  const byId = new Map(characterTraits().map((tr) => [tr.id, tr]));
  const chosen = new Map<Trait, ChosenVerse[]>();
  for (const { trait: id, verse, kjv } of subject.traits ?? []) {
    const trait = byId.get(id);
    if (!trait) continue; // compose/traits.test.ts names the unknown id
    chosen.set(trait, [...(chosen.get(trait) ?? []), ...verse.ranges.map((range) => ({ range, kjv }))]);
  }
  return chosen;
}

/**
 * A chosen verse quoted in the language's Bible around the words that show the trait: where they
 * stand in the KJV (Esther 4:16's "if I perish, I perish" closes a long verse), the same share of
 * the way into the language's verse; the whole verse when it is short, cuts marked (…).
 */
function quoteAround(ctx: StudyContext, { range, kjv }: ChosenVerse): string {
  const text = (id: string) =>
    ctx.repo
      .versesByKjv(id, range, 4)
      .filter((v) => v.text && !v.title)
      .map((v) => v.text)
      .join(' ');
  const words = wordsOf(text(ctx.bible.id));
  if (!words.length) return ''; // a verse the language's Bible does not have: the reference alone
  if (words.length <= EACH_QUOTED_WORDS) return quoteWords(words, 0, words.length);
  // the KJV's words, read again only when the study quotes another Bible
  const reference = ctx.repo.referenceTranslation().id;
  const english = ctx.bible.id === reference ? words : wordsOf(text(reference));
  const anchor = wordsOf(kjv).map(fold);
  // where the words stand (as the test finds them: a word may start inside the first one)
  const at = english.findIndex((_, i) => anchor.every((w, k) => fold(english[i + k] ?? '').includes(w)));
  const centre = at < 0 ? 0 : Math.round((at / english.length) * words.length);
  const start = Math.min(Math.max(centre - LEAD_WORDS, 0), words.length - EACH_QUOTED_WORDS);
  return quoteWords(words, start, start + EACH_QUOTED_WORDS);
}

/** How far from a verse that names the person a verse may stand and still be about them ("she", "he"). */
const NEAR = 2;

/**
 * Whether a reference is about the person: one of its verses names them (the people data), or
 * stands within NEAR verses of one that does in the same chapter. Without the people data, every
 * reference stands (Nave's check, naves-check.ts, still marks the doubtful ones).
 */
function aboutPerson(ctx: StudyContext, near = NEAR): (r: MarkedRange) => boolean {
  if (!ctx.subject.person) return () => true;
  // the verses that name the person, by chapter
  const byChapter = new Map<string, number[]>();
  for (const id of personVerseIds(ctx.repo, ctx.subject.person)) {
    const [book, chapter, verse] = id.split('.');
    const key = `${book}.${chapter}`;
    if (!byChapter.has(key)) byChapter.set(key, []);
    byChapter.get(key)!.push(Number(verse));
  }
  return ({ range: { start, end } }) => {
    if (start.book !== end.book) return true; // a range across books: Nave's check judges it
    for (let c = start.chapter; c <= end.chapter; c++) {
      const from = c === start.chapter ? (start.verse ?? 1) : 1;
      const to = c === end.chapter ? (end.verse ?? Infinity) : Infinity;
      if (byChapter.get(`${start.book}.${c}`)?.some((v) => v >= from - near && v <= to + near)) return true;
    }
    return false;
  };
}

export function traitsSection(ctx: StudyContext) {
  const { t, subject, lang } = ctx;
  const kindOf = (trait: Trait) => (trait.kind === 'strength' ? t.strength : t.failing);
  /** A trait, its references and the first one quoted. */
  const line = (trait: Trait, marked: MarkedRange[]) => {
    // consecutive verses as one reference (`Mark 14:10-11`), in the events' order
    const ranges = joinAdjacent(marked).map((r) => r.range);
    const shown = ranges.slice(0, MAX_REFS);
    const more = ranges.length > MAX_REFS ? ` ${fill(t.moreRefs, { n: ranges.length - MAX_REFS })}` : '';
    const first = shown[0];
    const quoted =
      first.start.verse === null ? '' : ` ${ref(ctx, first)}: ${quoteRange(ctx, first, QUOTED_WORDS, 2)}`;
    return `- ${trait.name[lang]} (${kindOf(trait)}): ${shown.map((r) => ref(ctx, r)).join('; ')}.${more}${quoted}`;
  };
  /** A trait chosen by hand: each of its verses quoted. */
  const chosenLine = (trait: Trait, verses: ChosenVerse[]) => {
    const quoted = verses.map((v) => [ref(ctx, v.range), quoteAround(ctx, v)].filter(Boolean).join(': '));
    return `- ${trait.name[lang]} (${kindOf(trait)}): ${quoted.join('; ')}`;
  };

  // the traits the content file names (Barnabas vouching for Saul, Acts 9:27); without them,
  // those the key passages name in a verse that names the person (the son of consolation, Acts
  // 4:36): not beside one — the faith of John 20:8 is the other disciple's, not Mary Magdalene's.
  // Not both: a Hebrew or Greek word in a verse that names the person can still be another's
  // (Deuteronomy 34:9 names Moses; the wisdom is Joshua's)
  const chosen = chosenTraits(subject);
  if (chosen.size) {
    // and only those: Nave's lines name what others did to the person too ("Beheaded by Herod")
    section(
      ctx,
      fill(t.traitsShown, { name: subject.name }),
      ...[...chosen].map(([tr, v]) => chosenLine(tr, v)),
    );
    return;
  }
  const own = aboutPerson(ctx, 0);
  const inPassages = [...traitsInPassages(ctx)]
    .map(([tr, ranges]) => [tr, ranges.filter(own)] as const)
    .filter(([, ranges]) => ranges.length);
  if (inPassages.length) section(ctx, t.traitsFromPassages, ...inPassages.map(([tr, r]) => line(tr, r)));

  // then the traits Nave's events name, on verses about the person
  const shown = new Set(inPassages.map(([tr]) => tr));
  const byTrait = new Map<Trait, MarkedRange[]>();
  const about = aboutPerson(ctx);
  const names = `${subject.name} ${subject.naves?.entry ?? ''}`.toLowerCase().match(/\p{L}+/gu) ?? [];
  let dropped = 0;
  for (const e of subject.events)
    for (const trait of traitsOf(e.text, names)) {
      if (shown.has(trait)) continue;
      const list = byTrait.get(trait) ?? [];
      for (const r of markedRanges(e.refs, e.doubtful)) {
        // a trait stands only on verses about the person: James son of Zebedee is not the James of
        // 1 Corinthians 15:7
        if (about(r)) list.push(r);
        else dropped++;
      }
      if (list.length) byTrait.set(trait, list);
    }
  const named = [...byTrait].map(([tr, ranges]) => line(tr, ranges));
  if (!named.length && inPassages.length && !dropped) return;
  section(
    ctx,
    fill(t.traits, { name: subject.name }),
    ...(named.length ? named : [fill(t.noTraits, { name: subject.name })]),
    ...(dropped ? [fill(t.traitsDropped, { n: dropped, name: subject.name })] : []),
  );
}
