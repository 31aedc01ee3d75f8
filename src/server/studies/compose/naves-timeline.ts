/**
 * Chronological without the people data's dates (a topic; a person whose dated events miss the key
 * passages): Nave's events in the order of the books of the Bible, as the section's note says, each
 * at its earliest reference, consecutive verses joined (naves/ref-list.ts); the key passages no
 * event touches take their place among them. timeline.ts chooses between this and the dated events.
 */
import { canonPlace, osisOfRange, rangeWithin, type RefRange } from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import { joinAdjacent, markedRanges } from '../../naves/ref-list';
import { quoteRange, ref, section, type StudyContext } from './context';
import { navesNote, navesPrinter } from './naves-text';

/** Words quoted from each event's first verse. */
export const QUOTED_WORDS = 14;

const place = (r: RefRange) => canonPlace(r.start);

export const firstVerse = (r: RefRange): RefRange => ({ start: r.start, end: { ...r.start } });

/** Two ranges share a verse. */
const overlap = (a: RefRange, b: RefRange) =>
  canonPlace(a.start) <= canonPlace(b.end, true) && canonPlace(b.start) <= canonPlace(a.end, true);

export function navesTimeline(ctx: StudyContext) {
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
