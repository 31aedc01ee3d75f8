/**
 * Chronological. With the people data (a character linked to its person): the dated events the
 * person takes part in, in the order they happened (import/write-people.ts: the source's chains of
 * events, then the year), each once with its whole passage and its opening words from the
 * language's Bible; events whose verses only name the person are marked. Without it (a topic, a
 * person with no dated event): Nave's events in the order of the books of the Bible, as that
 * section's note says, each at its earliest reference; consecutive verses joined (naves/ref-list.ts).
 */
import { bookByOsis } from '../../../shared/books';
import {
  canonPlace,
  osisOfRange,
  osisRange,
  rangeWithin,
  type RefRange,
} from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import { personEvents, personVerseIds, versesWithin } from '../../people/person-events';
import { quoteRange, ref, section, type StudyContext } from './context';
import { joinAdjacent, markedRanges } from '../../naves/ref-list';
import { navesNote, navesPrinter } from './naves-text';

/** Words quoted from each event's first verse. */
const QUOTED_WORDS = 14;
/** The most events a study lists; the rest are counted and pointed to (the person page has them all). */
export const MAX_DATED_EVENTS = 60;

const place = (r: RefRange) => canonPlace(r.start);

/** How much of the key passages the dated events must cover for the study to follow them. */
const MIN_COVERAGE = 0.5;

export function timelineSection(ctx: StudyContext) {
  const events = ctx.subject.person ? personEvents(ctx.repo, ctx.subject.person) : [];
  if (events.length && coverage(ctx, events) >= MIN_COVERAGE) datedTimeline(ctx, events);
  else navesTimeline(ctx);
}

/** The KJV verse ids a list of OSIS verses and ranges holds. */
function verseIds(ctx: StudyContext, ranges: RefRange[]): Set<string> {
  const ids = new Set<string>();
  for (const r of ranges) {
    const { start, end } = r;
    // the events' verses are joined within a chapter: counted, not read
    if (
      start.book === end.book &&
      start.chapter === end.chapter &&
      start.verse !== null &&
      end.verse !== null
    )
      for (let v = start.verse; v <= end.verse; v++) ids.add(`${start.book}.${start.chapter}.${v}`);
    else for (const v of ctx.repo.verses('KJV', r, 500)) ids.add(v.osis);
  }
  return ids;
}

/**
 * The share of the key passages' verses that the person's dated events hold. The source dates few
 * events of the Passion (none holds Matthew 26-27): Judas's key passages are not among his events,
 * and his study keeps Nave's events, in the order of the books, as it says.
 */
export function coverage(ctx: StudyContext, events: ReturnType<typeof personEvents>): number {
  const covered = verseIds(
    ctx,
    events.flatMap((e) => e.verses.map((v) => osisRange(v)!)),
  );
  const key = verseIds(
    ctx,
    ctx.subject.passages.flatMap((p) => p.ranges),
  );
  return key.size ? [...key].filter((v) => covered.has(v)).length / key.size : 0;
}

/** The most references the "named again later" line lists before it counts the rest. */
const MAX_LATER_REFS = 12;

type Item =
  | {
      kind: 'event';
      event: ReturnType<typeof personEvents>[number];
      /** the titles of the events told by the same passage the same year, this one's first */
      titles: string[];
      ranges: RefRange[];
      more: number;
    }
  | { kind: 'passage'; ranges: RefRange[] };

/**
 * Events of one year that the same passage tells are one line, titled by both (the source has
 * "First missionary journey begins" and "First Missionary Journey", both at Acts 12:24-25).
 */
function oneLinePerPassage(items: Extract<Item, { kind: 'event' }>[]): Item[] {
  const out: Extract<Item, { kind: 'event' }>[] = [];
  for (const item of items) {
    const same = out.find(
      (i) => i.event.start === item.event.start && osisOfRange(i.ranges[0]) === osisOfRange(item.ranges[0]),
    );
    if (!same) {
      out.push(item);
      continue;
    }
    same.titles.push(...item.titles);
    const have = new Set(same.ranges.map(osisOfRange));
    same.ranges.push(...item.ranges.filter((r) => !have.has(osisOfRange(r))));
    same.more += item.more;
  }
  return out;
}

function datedTimeline(ctx: StudyContext, events: ReturnType<typeof personEvents>) {
  const { t, subject } = ctx;
  const year = (y: number) =>
    y < 0 ? fill(t.yearBC, { year: -y }) : fill(t.yearAD, { year: Math.max(y, 1) });
  const naming = personVerseIds(ctx.repo, subject.person!);
  // events after the last one the person takes part in only mention them (Isaiah's prophecies
  // name Abraham): not their life, but listed after it, by the verses that name them
  const last = events.findLastIndex((e) => e.role === 'participant');
  const later = last >= 0 ? events.slice(last + 1) : [];
  const life = (last >= 0 ? events.slice(0, last + 1) : events).slice(0, MAX_DATED_EVENTS);
  const told: Extract<Item, { kind: 'event' }>[] = life.map((e) => {
    // an event that only names the person is cited by the verses that name them (John 6:42 in
    // the Bread of Life sermon: "Jesus, the son of Joseph"), an event they take part in whole
    const cited = e.role === 'named' ? versesWithin(e.verses, naming) : e.verses;
    const capped = e.role === 'named' ? cited.slice(0, MAX_NAMED_REFS) : cited;
    return {
      kind: 'event',
      event: e,
      titles: [e.title],
      ranges: (capped.length ? capped : e.verses).map((v) => osisRange(v)!),
      more: cited.length - capped.length,
    };
  });
  const items = oneLinePerPassage(told);
  // a key passage no event holds takes its place in the narrative: after the events its book tells
  // before it, and as late as it can before the first event its book tells after it, or the first
  // event of a later book (the burning bush between Moses' flight and the plagues; Peter's denial,
  // Luke 22, before Acts 1); with neither, at the end
  // held: every verse of an event, even one cited only by the verses that name the person (the
  // birth of Jesus holds Luke 2:1-20 though Joseph's study cites it by 2:4 and 2:16)
  const covered = verseIds(
    ctx,
    life.flatMap((e) => e.verses.map((v) => osisRange(v)!)),
  );
  for (const p of subject.passages) {
    const own = verseIds(ctx, p.ranges);
    if ([...own].filter((v) => covered.has(v)).length * 2 >= own.size) continue;
    const start = p.ranges[0];
    const at = place(start);
    const book = narrative(bookByOsis(start.start.book)!.order);
    const sameBook = (i: Item) => i.ranges.filter((r) => r.start.book === start.start.book);
    const after = items.findLastIndex((i) => sameBook(i).some((r) => place(r) <= at));
    const before = items.findIndex(
      (i, n) =>
        n > after &&
        i.kind === 'event' &&
        (sameBook(i).some((r) => place(r) > at) ||
          Math.min(...i.ranges.map((r) => narrative(bookByOsis(r.start.book)!.order))) > book),
    );
    items.splice(before >= 0 ? before : items.length, 0, { kind: 'passage', ranges: p.ranges });
  }
  const lines = items.map((item) => {
    const [first, ...rest] = wholeChapters(ctx, item.ranges);
    const quoted = `${ref(ctx, first)}: ${quoteRange(ctx, firstVerse(first), QUOTED_WORDS, 1)}`;
    const also = rest.length ? ` ${fill(t.also, { refs: rest.map((r) => ref(ctx, r)).join('; ') })}` : '';
    if (item.kind === 'passage') return `- ${quoted} — ${t.keyPassagePlaced}.${also}`;
    const e = item.event;
    const named = e.role === 'named' ? ` (${t.namedHere})` : '';
    const more = item.more > 0 ? ` ${fill(t.andMore, { n: item.more })}` : '';
    return `- ${year(e.start)} — ${quoted} — ${item.titles.map((title) => `*${title}*`).join('; ')}${named}.${also}${more}`;
  });
  const left = (last >= 0 ? last + 1 : events.length) - life.length;
  const laterRefs = [
    ...new Set(later.flatMap((e) => versesWithin(e.verses, naming)).map((v) => ref(ctx, osisRange(v)!))),
  ];
  const laterShown = laterRefs.slice(0, MAX_LATER_REFS).join('; ');
  const laterMore = laterRefs.length - MAX_LATER_REFS;
  section(
    ctx,
    fill(t.timelineDated, { name: subject.name }),
    fill(t.timelineDatedNote, { name: subject.name }) + (ctx.lang === 'en' ? '' : ` ${t.eventTitlesEnglish}`),
    ...lines,
    ...(left > 0 ? [fill(t.moreEvents, { n: left, name: subject.name })] : []),
    ...(laterRefs.length
      ? [
          fill(t.namedLater, {
            name: subject.name,
            refs: laterMore > 0 ? `${laterShown} ${fill(t.andMore, { n: laterMore })}` : laterShown,
          }),
        ]
      : []),
    t.peopleSource,
  );
}

/**
 * Books that tell one story side by side count as one: Samuel, Kings and Chronicles (9-14), the
 * four Gospels (40-43). A passage of Luke is not "before" an event John tells.
 */
const narrative = (order: number) =>
  order >= 9 && order <= 14 ? 14 : order >= 40 && order <= 43 ? 43 : order;

/** The most references an event that only names the person is cited by (Saul's reign names David 90 times). */
const MAX_NAMED_REFS = 8;

/** Consecutive whole chapters of one book joined into one range (`2 Samuel 2:1-24:25`). */
function wholeChapters(ctx: StudyContext, ranges: RefRange[]): RefRange[] {
  const lastVerse = (book: string, chapter: number) =>
    ctx.repo
      .verses('KJV', { start: { book, chapter, verse: null }, end: { book, chapter, verse: null } }, 200)
      .at(-1)?.verse ?? 0;
  const whole = (r: RefRange) =>
    r.start.chapter === r.end.chapter &&
    r.start.verse === 1 &&
    r.end.verse === lastVerse(r.end.book, r.end.chapter);
  const out: RefRange[] = [];
  for (const r of ranges) {
    const prev = out.at(-1);
    if (
      prev &&
      whole(r) &&
      prev.start.verse === 1 &&
      prev.end.book === r.start.book &&
      prev.end.chapter + 1 === r.start.chapter &&
      prev.end.verse === lastVerse(prev.end.book, prev.end.chapter)
    )
      out[out.length - 1] = { start: prev.start, end: r.end };
    else out.push(r);
  }
  return out;
}

/** Two ranges share a verse. */
const overlap = (a: RefRange, b: RefRange) =>
  canonPlace(a.start) <= canonPlace(b.end, true) && canonPlace(b.start) <= canonPlace(a.end, true);

function navesTimeline(ctx: StudyContext) {
  const { t, subject } = ctx;
  const events = subject.events
    .filter((e) => e.text && e.refs.length)
    .map((e) => {
      const sorted = markedRanges(e.refs, e.doubtful).sort((a, b) => place(a.range) - place(b.range));
      return { texts: [e.text], ranges: joinAdjacent(sorted).map((r) => r.range) };
    })
    .filter((e) => e.ranges.length);
  if (!events.length) return;
  // a key passage no event's reference touches takes its place among them, in the same order (the
  // key passages are the ones a class reads: Adonijah's feast, 1 Kings 1:5-14, is inside Nave's
  // "1 Kings 1", and read from there)
  const held = events.flatMap((e) => e.ranges);
  const passages = subject.passages
    .filter((p) => !p.ranges.some((r) => held.some((h) => overlap(r, h))))
    .map((p) => ({ texts: [] as string[], ranges: p.ranges }));
  const sorted = [...events, ...passages].sort((a, b) => place(a.ranges[0]) - place(b.ranges[0]));
  // events first cited by the same verses are one line (Eli, 1 Samuel 4:18: "Judge of Israel; Death of")
  const items: typeof sorted = [];
  const same = (a: RefRange, b: RefRange) => osisOfRange(a) === osisOfRange(b);
  for (const item of sorted) {
    const prev = items.at(-1);
    if (prev?.texts.length && item.texts.length && same(prev.ranges[0], item.ranges[0]))
      items[items.length - 1] = {
        texts: [...prev.texts, ...item.texts],
        ranges: [...prev.ranges, ...item.ranges.slice(1).filter((r) => !prev.ranges.some((p) => same(p, r)))],
      };
    else items.push(item);
  }
  const keyRanges = subject.passages.flatMap((p) => p.ranges);
  const quoted = (r: RefRange) => `${ref(ctx, r)}: ${quoteRange(ctx, firstVerse(r), QUOTED_WORDS, 1)}`;
  // Nave's words in the study's language where translated, else in English, marked (naves-text.ts)
  const naves = navesPrinter(subject.naves?.entry ?? subject.name, ctx.lang);
  const lines = items.map(({ texts, ranges }) => {
    const [first, ...rest] = ranges;
    const also = rest.length ? ` ${fill(t.also, { refs: rest.map((r) => ref(ctx, r)).join('; ') })}` : '';
    if (!texts.length) return `- ${quoted(first)} — ${t.keyPassage}.${also}`;
    // the quotation right after its reference; the other references after a sentence break, so
    // that the quotation check attributes the words to the verse they come from. A whole chapter
    // is not quoted from its first verse (1 Kings 1:1 is David's old age, not Adonijah): the key
    // passages inside the event's chapters are, as the places to read
    const title = texts.map((text) => naves(text, true)).join('; ');
    const inside = keyRanges.filter((k) => ranges.some((r) => r.start.verse === null && rangeWithin(k, r)));
    const especially = inside.length
      ? ` ${fill(t.readEspecially, { passages: inside.map(quoted).join('; ') })}`
      : '';
    const head = first.start.verse === null ? ref(ctx, first) : quoted(first);
    return `- ${head} — ${title}.${especially}${also}`;
  });
  section(
    ctx,
    fill(t.timeline, { name: subject.name }),
    [t.timelineNote, ...navesNote(subject.naves?.entry ?? subject.name, ctx.lang, naves)].join(' '),
    ...lines,
  );
}

const firstVerse = (r: RefRange): RefRange => ({ start: r.start, end: { ...r.start } });
