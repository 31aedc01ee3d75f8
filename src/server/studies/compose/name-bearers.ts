/**
 * A Word Study of a name (RAPHA, ABINADAB) quotes where Scripture gives it and keeps its bearers
 * apart: Nave's lines on the name, each a namesake or a part of one ("Son of Jesse", "A Levite, in
 * whose house the ark of God rested"), with a verse each cites quoted from the study's Bible (the
 * first that says the name: not Ishui's 1 Samuel 14:49 for "Also called ISHUI"), and how many
 * different people the people data has of that name in those verses. Strong's definition alone
 * ("the name of two Israelites") quoted no verse and told no one apart.
 */
import type { RefRange } from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import { joinAdjacent, markedRanges } from '../../naves/ref-list';
import { navesNote, navesPrinter } from './naves-text';
import { literal, quoteRange, ref, section, verseRange, type StudyContext } from './context';

/** Words of a verse quoted for a line, at most (a longer one is cut visibly: …). */
const MAX_WORDS = 60;
/** Lines quoted, at most (BABYLON has dozens): how many more is said (… +n). */
const MAX_LINES = 12;

export function nameBearersSection(ctx: StudyContext) {
  const { subject, t, lang, repo, bible } = ctx;
  if (subject.kind !== 'topic' || !subject.properName) return;
  const entry = subject.naves?.entry ?? subject.name;
  const naves = navesPrinter(entry, lang);
  const kjv = repo.referenceTranslation().id;
  const says = new RegExp(`\\b${literal(entry)}\\b`, 'i');
  const firstVerse = (r: RefRange) => verseRange(r.start.book, r.start.chapter, r.start.verse ?? 1);
  const lines: string[] = [];
  const events = subject.events.filter((e) => !e.isHeading && e.text && e.refs.length);
  for (const e of events.slice(0, MAX_LINES)) {
    const ranges = markedRanges(e.refs).map((m) => m.range);
    const verse =
      ranges.map(firstVerse).find((v) =>
        says.test(
          repo
            .versesByKjv(kjv, v, 1)
            .map((x) => x.text)
            .join(' '),
        ),
      ) ?? firstVerse(ranges[0]);
    const cited = joinAdjacent(markedRanges(e.refs))
      .map((r) => ref(ctx, r.range))
      .join('; ');
    lines.push(`- ${naves(e.text)} (${cited}): ${ref(ctx, verse)}, ${quoteRange(ctx, verse, MAX_WORDS, 1)}`);
  }
  if (!lines.length) return;
  if (events.length > MAX_LINES) lines.push(`- … +${events.length - MAX_LINES}`);
  section(
    ctx,
    fill(t.nameBearers, { name: subject.name }),
    ...(subject.bearers ? [fill(t.nameBearersPeople, { n: subject.bearers })] : []),
    ...navesNote(entry, lang, naves),
    fill(t.nameBearersLines, { translation: bible.name }),
    ...lines,
  );
}
