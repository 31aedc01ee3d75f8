/**
 * Chronological: the subject's events from Nave's in the order of the books of the Bible (each at
 * its earliest reference), each with its verse's opening words from the language's Bible; its
 * consecutive verses joined (naves/ref-list.ts).
 */
import { bookByOsis } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import { quoteRange, ref, section, type StudyContext } from './context';
import { joinAdjacent, markedRanges } from '../../naves/ref-list';

/** Words quoted from each event's first verse. */
const QUOTED_WORDS = 14;

const place = (r: RefRange) =>
  bookByOsis(r.start.book)!.order * 1e6 + r.start.chapter * 1e3 + (r.start.verse ?? 0);

export function timelineSection(ctx: StudyContext) {
  const { t, subject } = ctx;
  const items = subject.events
    .filter((e) => e.text && e.refs.length)
    .map((e) => {
      const sorted = markedRanges(e.refs, e.doubtful).sort((a, b) => place(a.range) - place(b.range));
      return { text: e.text, ranges: joinAdjacent(sorted).map((r) => r.range) };
    })
    .filter((e) => e.ranges.length)
    .sort((a, b) => place(a.ranges[0]) - place(b.ranges[0]));
  if (!items.length) return;
  const lines = items.map(({ text, ranges }) => {
    const [first, ...rest] = ranges;
    // the quotation right after its reference; the other references after a sentence break, so
    // that the quotation check attributes the words to the verse they come from
    const head = first.start.verse === null ? '' : `: ${quoteRange(ctx, firstVerse(first), QUOTED_WORDS, 1)}`;
    const also = rest.length ? ` ${fill(t.also, { refs: rest.map((r) => ref(ctx, r)).join('; ') })}` : '';
    return `- ${ref(ctx, first)}${head} — ${text.replace(/[.\s]+$/, '')}.${also}`;
  });
  section(
    ctx,
    fill(t.timeline, { name: subject.name }),
    ctx.lang === 'en' ? t.timelineNote : `${t.timelineNote} ${t.navesEnglish}`,
    ...lines,
  );
}

const firstVerse = (r: RefRange): RefRange => ({ start: r.start, end: { ...r.start } });
