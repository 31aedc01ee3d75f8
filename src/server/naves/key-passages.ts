/**
 * A topic's key passages, chosen among its Nave's references for being about the topic: a passage
 * whose verses use the topic's own word (`forgive` for Forgiveness) before one that does not, one
 * from each heading in turn, a line's parallels after other lines', central passages first.
 */
import {
  osisOfRange,
  osisRange,
  type ParsedReference,
  rangesOverlap,
  type RefRange,
} from '../../shared/reference/osis';
import { bookByOsis } from '../../shared/books';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { NavesEvent } from './naves-parts';
import { Centrality } from './centrality';
import { NavesTextRepo } from './naves-text.repo';
import { joinAdjacent, markedRanges } from './ref-list';
import { topicWords } from './topic-words';

/** Key passages a topic study quotes. */
export const TOPIC_PASSAGES = 4;
/** A key passage is at most this long (as a character's are: content/README.md). */
const MAX_VERSES = 40;
/** A Nave's subject that turns to a passage adds this much to its score (at most 20 of them count). */
const WEIGHT = 0.05;
/** Candidate passages read per heading when choosing key passages. */
const CANDIDATES = 60;

interface Candidate {
  range: RefRange;
  osis: string;
  score: number;
  /** the line it is a reference of: a parable's parallels (Matthew 21:33-44, Mark 12:1-12) share one */
  line: number;
}

/**
 * A line's verse references (not whole chapters, not doubtful ones), consecutive verses of one
 * chapter joined (`Matt.6.14`, `Matt.6.15` → Matthew 6:14-15).
 */
function joinedRanges(refs: string[], doubtful: string[] = []): { osis: string; range: RefRange }[] {
  const verses = markedRanges(refs.filter((osis) => /\.\d+\.\d+/.test(osis) && !doubtful.includes(osis)));
  return joinAdjacent(verses.filter(({ range }) => range.start.chapter === range.end.chapter)).map(
    ({ range }) => ({ osis: osisOfRange(range), range }),
  );
}

/** Verses between two of a topic's references that are read as one passage, at most. */
const NEAR = 3;
/** A passage so joined is at most this long. */
const NEAR_VERSES = 15;

/**
 * A line's references read with another of the topic's that follows within NEAR verses, as one
 * passage (GROUND: "Man made from" Genesis 2:7 and "Vegetables come from" 2:9 as Genesis 2:7-9):
 * single verses of one story, each a line's, outranked the verse the story turns on.
 */
function nearby(
  mine: { osis: string; range: RefRange }[],
  all: { osis: string; range: RefRange }[],
): { osis: string; range: RefRange }[] {
  const out: { osis: string; range: RefRange }[] = [];
  for (const { range: a } of mine) {
    const from = a.start.verse;
    const to = a.end.verse ?? from;
    if (from === null || to === null) continue;
    for (const { range: b } of all) {
      const bFrom = b.start.verse;
      const bTo = b.end.verse ?? bFrom;
      if (
        b.start.book !== a.start.book ||
        b.start.chapter !== a.end.chapter ||
        bFrom === null ||
        bTo === null
      )
        continue;
      if (bFrom <= to || bFrom - to > NEAR || bTo - from + 1 > NEAR_VERSES) continue;
      const range: RefRange = { start: a.start, end: { ...a.end, verse: bTo } };
      const osis = osisOfRange(range);
      if (!out.some((o) => o.osis === osis)) out.push({ osis, range });
    }
  }
  return out;
}

/** Paragraphs of a whole chapter a line gives that are read as candidates, at most. */
const PARAGRAPHS = 3;

/**
 * A line's whole chapters (CORNELIUS: "A Roman centurion Ac 10") and passages too long to quote
 * (ELISABETH: Luke 1:5-60), as the paragraphs in them that use the topic's word (Acts 10:1-8), up to MAX_VERSES each: left out, a topic given only by those had no key passage at all.
 */
function longParagraphs(repo: ScriptureRepo, refs: string[], stems: string[]) {
  const out: { osis: string; range: RefRange }[] = [];
  const kjv = repo.referenceTranslation().id;
  const text = repo.repository(NavesTextRepo);
  for (const osis of refs) {
    const range = osisRange(osis);
    if (!range || range.start.book !== range.end.book || range.start.chapter !== range.end.chapter) continue;
    const { start, end } = range;
    if (start.verse !== null && (end.verse ?? start.verse) - start.verse < MAX_VERSES) continue;
    const verses = repo.verses(kjv, range, 200).filter((v) => !v.title);
    // where any Bible starts a paragraph (the KJV's ¶ are few: Luke 1 has one, at verse 5)
    const breaks = new Set(text.paragraphStarts(bookByOsis(start.book)!.order, start.chapter));
    const paragraphs: (typeof verses)[] = [];
    for (const v of verses)
      if (breaks.has(v.verse) || !paragraphs.length) paragraphs.push([v]);
      else paragraphs.at(-1)!.push(v);
    for (const p of paragraphs
      .filter((p) => p.length <= MAX_VERSES && p.some((v) => topicWords(v.text, stems) > 0))
      .slice(0, PARAGRAPHS)) {
      const part: RefRange = {
        start: { ...start, verse: p[0].verse },
        end: { ...start, verse: p.at(-1)!.verse },
      };
      out.push({ osis: osisOfRange(part), range: part });
    }
  }
  return out;
}

/**
 * The key passages: for each heading in the entry's order, its best passage about the topic,
 * round after round until there are enough, the best of a round first. A passage about the topic
 * has the topic's word in at least one verse; among those, one of a few verses that mostly use it,
 * and that the Segond's notes cite often, ranks first.
 */
export function keyPassages(repo: ScriptureRepo, events: NavesEvent[], stems: string[]): ParsedReference[] {
  const groups = new Map<string, Candidate[]>();
  const translation = repo.referenceTranslation().id;
  const centrality = repo.repository(Centrality);
  const incoming = centrality.cited();
  const topical = centrality.topical();
  const own = events.map((e) => joinedRanges(e.refs, e.doubtful));
  const all = own.flat();
  for (const [line, e] of events.entries()) {
    const key = e.heading ?? '';
    const list = groups.get(key) ?? [];
    groups.set(key, list);
    for (const { osis, range } of [
      ...own[line],
      ...nearby(own[line], all),
      ...longParagraphs(repo, e.refs, stems),
    ]) {
      if (list.length >= CANDIDATES) break;
      const verses = repo.versesByKjv(translation, range, MAX_VERSES + 1);
      if (!verses.length || verses.length > MAX_VERSES) continue;
      const hits = verses.filter((v) => topicWords(v.text, stems) > 0).length;
      const n = verses.length;
      // about the topic first; then how many verses use its word, and a passage before a verse
      // how often the Segond's notes cite its verses: central passages first (Joel 2:28-29 and
      // John 1:32-33 for the Holy Spirit, not 1 Chronicles 28:12's "by the spirit")
      const cited = verses.reduce(
        (sum, v) => sum + (incoming.get(`${range.start.book}.${v.chapter}.${v.verse}`) ?? 0),
        0,
      );
      // and how many of Nave's subjects turn to its verses (the most of them): passages a class reads
      const turned = Math.max(
        ...verses.map((v) => topical.get(`${range.start.book}.${v.chapter}.${v.verse}`) ?? 0),
      );
      const length = n >= 2 && n <= 15 ? 1 : n > 15 && n <= 30 ? 0.3 : 0;
      const score = hits
        ? 1 + Math.min(hits, 3) * 0.3 + length + Math.min(cited, 10) * 0.1 + Math.min(turned, 20) * WEIGHT
        : 0;
      list.push({ range, osis, score, line });
    }
  }
  const ranked = [...groups.values()].map((list) => [...list].sort((a, b) => b.score - a.score));
  const chosen: Candidate[] = [];
  // first what is about the topic, a heading at a time, the best of each round first, a line's
  // parallels after other lines; then, if that is too little, the rest
  for (const [about, apart] of [
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ])
    for (let round = 0; chosen.length < TOPIC_PASSAGES && round < CANDIDATES; round++) {
      const picks: Candidate[] = [];
      const taken = [...chosen];
      for (const list of ranked) {
        const next = list.find(
          (c) =>
            c.score > 0 === about &&
            !taken.some((x) => rangesOverlap(x.range, c.range) || (apart && x.line === c.line)),
        );
        if (!next) continue;
        picks.push(next);
        taken.push(next);
      }
      picks.sort((a, b) => b.score - a.score);
      chosen.push(...picks.slice(0, TOPIC_PASSAGES - chosen.length));
    }
  return chosen.map((c) => {
    const range = withSpeech(repo, c.range);
    return { osis: range === c.range ? c.osis : osisOfRange(range), ranges: [range] };
  });
}

/** The most verses a speech a key passage opens is read to (Job's friends speak a chapter each). */
const MAX_SPEECH = 30;

/**
 * A passage of one verse that only opens a speech ("Then answered Bildad the Shuhite, and said,",
 * Job 8:1) is the speech: read on to the chapter's end, if that is not far. Bildad's study quoted
 * the same opening three times, and none of what he said.
 */
function withSpeech(repo: ScriptureRepo, range: RefRange): RefRange {
  const { start, end } = range;
  if (start.verse === null || end.chapter !== start.chapter || end.verse !== start.verse) return range;
  const chapter = repo.verses(
    repo.referenceTranslation().id,
    { start: { ...start, verse: null }, end: { ...end, verse: null } },
    200,
  );
  const verse = chapter.find((v) => v.verse === start.verse);
  const last = chapter.at(-1)?.verse ?? start.verse;
  if (!verse || !/\b(?:said|saying|spake|answered)[,:]?$/i.test(verse.text.trim()) || last === start.verse)
    return range;
  if (last - start.verse + 1 > MAX_SPEECH) return range;
  return { start, end: { ...end, verse: last } };
}
