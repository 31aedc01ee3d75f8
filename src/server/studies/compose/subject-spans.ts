/** The verses a Word Study rests on, as spans of one chapter each. */
import { bookByOsis } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { markedRanges } from '../../naves/ref-list';
import type { StudyContext } from './context';

/** A topic's reference longer than this (a whole chapter) is not read for its words. */
const MAX_RANGE = 40;

/** The spans of verses the subject rests on: a character's key passages; a topic's references (no whole chapters). */
export function subjectSpans(ctx: StudyContext, chosen: RefRange[] = []): [number, number, number, number][] {
  const { subject } = ctx;
  const ranges =
    subject.kind === 'topic'
      ? markedRanges(subject.events.flatMap((e) => e.refs)).map((m) => m.range)
      : [...subject.passages.flatMap((p) => p.ranges), ...chosen];
  const spans: [number, number, number, number][] = [];
  for (const r of ranges) {
    if (r.start.book !== r.end.book) continue;
    const book = bookByOsis(r.start.book)!.order;
    for (let c = r.start.chapter; c <= r.end.chapter; c++) {
      const from = c === r.start.chapter ? (r.start.verse ?? 1) : 1;
      const to = c === r.end.chapter ? (r.end.verse ?? 999) : 999;
      if (subject.kind === 'topic' && (r.start.chapter !== r.end.chapter || to - from >= MAX_RANGE)) continue;
      spans.push([book, c, from, to]);
    }
  }
  return spans;
}
