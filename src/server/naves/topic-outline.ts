/**
 * A Nave's topic as a study reads it: its lines under their headings, a heading that only points
 * elsewhere (`OF SINS` → `See SIN, FORGIVENESS OF`) filled from the entry it points to, and key
 * passages chosen, among the references the check (naves-check.ts) finds sound, for being about
 * the topic: a passage whose verses use the topic's own word (`forgive` for Forgiveness) before
 * one that does not, one from each heading in turn, so that Forgiveness quotes God forgiving sin
 * and people forgiving one another rather than the first reference in the entry.
 */
import { osisRange, rangesOverlap, type ParsedReference } from '../../shared/reference/osis';
import { parseReference } from '../../shared/reference/parse';
import { topicPassages } from '../content/topic-passages';
import { bookByOsis } from '../../shared/books';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { NavesChecker } from './naves-check';
import type { NavesEntry, NavesRepo } from './naves.repo';
import type { NavesEvent } from './naves-parts';
import { bounded } from './naves-bound';
import { keyPassages, TOPIC_PASSAGES } from './key-passages';
import { topicStems, topicWords } from './topic-words';
import { titleCase } from './topic-names';

/** Pointers followed into the study at most (each fills a heading that has no lines of its own). */
const MAX_FOLLOWED = 3;
/** A pointer to a whole entry is followed only if the entry has at most this many lines. */
const WHOLE_ENTRY = 40;

export interface TopicOutline {
  events: NavesEvent[];
  /** lines past `events` (naves-bound.ts) */
  left: number;
  passages: ParsedReference[];
  /** `See …` pointers not followed: other topics, by their Nave's names */
  seeAlso: string[];
  /** a topic of one or two verses: the other entries that cite them, with their lines (HORSE, "Color of") */
  citedWith?: { name: string; line?: string }[];
  /** entries past `citedWith` */
  citedWithLeft?: number;
}

/** A topic of at most this many references is shown where else Nave's cites them. */
export const THIN = 2;
/** Entries named that cite a thin topic's verses, at most (how many more is said). */
const CITED_WITH = 8;

export function topicOutline(
  repo: ScriptureRepo,
  naves: NavesRepo,
  checker: NavesChecker,
  entry: NavesEntry,
): TopicOutline {
  const events = [...naves.parts(entry).values()].flat();
  const pointers = [...naves.see(entry).values()].flat();
  const withLines = new Set(events.map((e) => e.heading));
  // (lines that cite nothing, like CANDLE's "(Revised version … substitute "lamp")", are not the topic's own)
  const ownRefs = events.some((e) => e.refs.length > 0);
  const seeAlso: string[] = [];
  let followed = 0;
  const stems = topicStems(entry.name);
  for (const p of pointers) {
    const found = followed < MAX_FOLLOWED ? naves.seeTarget(p.target) : undefined;
    // a heading with no lines of its own is filled from where it points; so is a pointer below
    // the lines to a heading of another entry that is this topic (PARABLES: `See JESUS, PARABLES
    // OF`, Jesus' parables, under their own heading)
    const own =
      !p.heading && found?.heading && found.entry.id !== entry.id && topicWords(found.heading, stems) > 0
        ? headingOf(p.target, found.heading)
        : undefined;
    // a topic with no references of its own is filled from where its pointers lead, each under the
    // name of what it points to (WRATH: `See ANGER`, `See GOD, ANGER OF`: "Anger", "Anger of God")
    const named =
      !p.heading && !own && !ownRefs && found && found.entry.id !== entry.id
        ? found.heading
          ? headingOf(p.target, found.heading)
          : titleCase(p.target)
        : undefined;
    const heading = p.heading ?? own ?? named;
    // (a whole entry only if it is short, or if the topic has no lines of its own: LOVE's `OF
    // CHILDREN FOR PARENTS See CHILDREN` filled Love with weaning and nurses; REPETITION is
    // `IN PRAYERS See PRAYERS` and nothing else)
    const open = found && heading && !withLines.has(heading) ? found : undefined;
    const all = open ? [...naves.parts(open.entry).values()].flat() : [];
    const target = open && (open.heading || all.length <= WHOLE_ENTRY || !ownRefs) ? open : undefined;
    const under = target ? all.filter((e) => !target.heading || e.heading === target.heading) : [];
    // (a heading the entry lacks, `JUBILEE, YEAR OF`, is the whole of a short entry, for a topic
    // with no references of its own: RELEASE; not GOD's hundreds of lines for WRATH's `GOD, ANGER OF`)
    const pointed = under.length || ownRefs || all.length > WHOLE_ENTRY ? under : all;
    // of a whole entry, the lines that name the topic, if any (CURES `See MIRACLES`: "Cures Naaman",
    // not the creation and the flood; VESTMENTS `See PRIESTS`: "Vestments of", not Melchizedek)
    // (of a pointer under a line of the heading, only those: OFFERINGS' `For leprosy See LEPROSY`
    // is leprosy's offerings, and none of LEPROSY's lines is one)
    const naming =
      (named || p.parent) && !target?.heading ? pointed.filter((e) => topicWords(e.text, stems) > 0) : [];
    // (a topic with no references of its own takes the whole of where it points: RELEASE's `YEAR OF
    // See JUBILEE, YEAR OF`, OBLIQUITY's `(Moral) See DEPRAVITY`)
    const lines = naming.length || (p.parent && ownRefs && !target?.heading) ? naming : pointed;
    if (!target || target.entry.id === entry.id || !lines.length) {
      if (!seeAlso.includes(p.target) && !/\b(?:above|below)\b/.test(p.target)) seeAlso.push(p.target);
      continue;
    }
    followed++;
    withLines.add(heading);
    // the pointed-to lines, under the heading that pointed to them (`OF SINS`); under the name of a
    // whole entry, its own headings name their lines (WRATH's Anger: "Anger of God", not "Anger")
    for (const e of lines) {
      const text = e.isHeading ? titleCase(named && !target.heading ? e.text : p.target) : e.text;
      events.push({ text, refs: e.refs, heading, ...(e.parent ? { parent: e.parent } : {}) });
    }
  }
  const shown = bounded(events);
  return {
    events: shown,
    left: events.length - shown.length,
    // the most-studied topics' passages are chosen by hand (content/topic-passages.yaml)
    passages:
      topicPassages()[entry.name]?.passages.map((p) => parseReference(p)!) ??
      chosenPassages(repo, checker, entry, shown, stems),
    seeAlso,
    ...citedWith(naves, entry, shown, seeAlso),
  };
}

/** Key passages chosen among the topic's references, the sound ones first (key-passages.ts). */
function chosenPassages(
  repo: ScriptureRepo,
  checker: NavesChecker,
  entry: NavesEntry,
  shown: NavesEvent[],
  stems: string[],
): ParsedReference[] {
  // the check steers the choice of key passages, but no topic reference is marked doubtful: a verse
  // about faith need not say "faith" (Ps 2:12, "put their trust in him"), and half of Faith's
  // references would carry a (?) that means nothing. A person's are marked (catalog.ts): a verse
  // about Peter that names neither him nor anything of its line is worth a doubt
  const checked = checker.check(shown, [entry.name]);
  // where the check doubts every reference, or all but one (EVAPORATION: no verse says the word,
  // Ps 135:7 is "he causeth the vapours to ascend"; CONVERSATION quoted Col 3:8 alone, not Eph 4:29
  // or Col 4:6, whose "communication" and "speech" share nothing with its line), Nave's references
  // are still the topic's: the sound ones first, then the others
  const sound = keyPassages(repo, checked, stems);
  const more =
    sound.length < TOPIC_PASSAGES
      ? keyPassages(repo, shown, stems).filter(
          (p) => !sound.some((s) => rangesOverlap(s.ranges[0], p.ranges[0])),
        )
      : [];
  return [...sound, ...more].slice(0, TOPIC_PASSAGES);
}

/**
 * Where else Nave's cites a topic of a verse or two (SORREL, Zechariah 1:8: HORSE, "Color of";
 * VISION, "Of horses"; MYRTLE): a study of one verse leads on to the subjects it stands in.
 */
function citedWith(naves: NavesRepo, entry: NavesEntry, events: NavesEvent[], seeAlso: string[]) {
  const refs = [...new Set(events.flatMap((e) => e.refs))];
  if (!refs.length || refs.length > THIN) return {};
  const found = new Map<string, string>();
  for (const osis of refs) {
    const start = osisRange(osis)?.start;
    if (!start || start.verse === null) continue;
    for (const { name, line } of naves.citing(
      entry.id,
      bookByOsis(start.book)!.order,
      start.chapter,
      start.verse,
    ))
      if (!seeAlso.includes(name) && !found.has(name)) found.set(name, line);
  }
  if (!found.size) return {};
  // a line in capitals is a heading's own (`OF ENEMIES`): the entry's name says enough (a long
  // line is shortened where it is printed, after its translation: events.ts)
  const cited = [...found].map(([name, line]) =>
    line && line.toUpperCase() !== line ? { name, line } : { name },
  );
  return {
    citedWith: cited.slice(0, CITED_WITH),
    ...(cited.length > CITED_WITH ? { citedWithLeft: cited.length - CITED_WITH } : {}),
  };
}

/**
 * A pointed-to heading as a heading of this topic, in words: `JESUS, PARABLES OF` → "Parables of
 * Jesus", `SIN, FORGIVENESS OF` → "Forgiveness of Sin", `GOD, LOVE OF` → "Love of God".
 */
function headingOf(target: string, heading: string): string {
  const of = /^(.*) (OF|BY|TO|IN|FOR|WITH)$/.exec(heading);
  const name = titleCase(target.slice(0, target.length - heading.length).replace(/,\s*$/, ''));
  const h = (of ? of[1] : heading).charAt(0) + (of ? of[1] : heading).slice(1).toLowerCase();
  return of ? `${h} ${of[2].toLowerCase()} ${name}` : `${name}: ${h.toLowerCase()}`;
}
