/**
 * The built-in study's life events (a topic's subjects): Nave's lines under their headings, every
 * reference given (compose.ts). Nave's lines are quoted in italics; outside English, under a note
 * that says they are English. A reference whose verses share nothing with its line (naves-check.ts) is
 * marked `(?)`, with a note. Lines the catalogue left out (naves-bound.ts: only Jesus' entry is
 * longer than a study holds) are counted, and where they are is said.
 */
import type { UiLanguage } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { fill, phrases } from '../../content/phrases';
import { titleCase } from '../../naves/topics.service';
import type { Subject } from '../catalog';
import { joinAdjacent, markedRanges } from '../../naves/ref-list';

/** Names Nave's headings hold most, written in capitals like the rest of the heading (`KNOWN TO GOD`). */
const NAMES =
  /\b(?:god|jesus|christ|lord|holy (?:spirit|ghost)|israel|israelites|jews|gentiles|christians?|satan|jerusalem|egypt|babylon|moses|david)\b/g;

/** `HISTORY OF` → `History of Jesus, the Christ`; `OF ENEMIES` → `Forgiveness of enemies`; `KNOWN TO GOD` → `Known to God`. */
export function headingText(heading: string, entry: string): string {
  // a heading this topic takes from another entry is already in words (Parables of Jesus)
  if (/\p{Ll}/u.test(heading)) return heading;
  const name = titleCase(entry);
  const h = (heading.charAt(0) + heading.slice(1).toLowerCase()).replace(NAMES, (n) =>
    n.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()),
  );
  if (/^(?:of|to|by|in|for|with|against|concerning)\b/i.test(heading)) return `${name} ${h.toLowerCase()}`;
  if (/\b(?:of|to|by|in|for|with|concerning)$/i.test(heading)) return `${h} ${name}`;
  return h;
}

/**
 * The events as lines: `## ` headings and `- text: references`, each reference printed by `ref`
 * (the language's book names and its Bible's numbers: context.ts).
 */
export function eventLines(subject: Subject, lang: UiLanguage, ref: (r: RefRange) => string): string[] {
  const t = phrases(lang).naves;
  const entry = subject.naves?.entry ?? subject.name;
  // Nave's words in italics, as quoted words (and so that `40 Days mourning for` after a line
  // ending in `Genesis 50:2` is not read as `Genesis 50:2-40`)
  const english = (s: string) => `*${s}*`;
  const events = subject.events.filter((e) => e.text || e.refs.length);
  const out: string[] = [];
  let heading: string | undefined;
  let doubtful = false;
  for (const e of events) {
    if (e.heading !== heading && e.heading) out.push(`## ${english(headingText(e.heading, entry))}`);
    heading = e.heading;
    const refs = joinAdjacent(markedRanges(e.refs, e.doubtful)).map(
      (r) => `${ref(r.range)}${r.doubtful ? ' (?)' : ''}`,
    );
    doubtful ||= Boolean(e.doubtful?.length);
    // a heading's own references (`OF ENEMIES Ex 23:4,5; …`) stand under it without a label
    out.push(e.isHeading ? `- ${refs.join('; ')}` : `- ${english(e.text)}: ${refs.join('; ')}`);
  }
  if (!out.length) return out;
  if (subject.eventsLeft) out.push(fill(t.more, { n: subject.eventsLeft, entry }));
  if (subject.seeAlso?.length)
    out.push(fill(t.seeAlso, { topics: subject.seeAlso.map((s) => english(titleCase(s))).join('; ') }));
  if (subject.citedWith?.length) {
    const cited = subject.citedWith.map(
      (c) => `${english(titleCase(c.name))}${c.line ? ` (${english(c.line)})` : ''}`,
    );
    if (subject.citedWithLeft) cited.push(`… +${subject.citedWithLeft}`);
    out.push(fill(t.citedWith, { topics: cited.join('; ') }));
  }
  if (doubtful) out.push(fill(t.doubtful, { name: subject.name }));
  return lang === 'en' ? out : [t.englishLines, ...out];
}
