/**
 * The built-in study's life events (a topic's subjects): Nave's lines under their headings, every
 * reference given (compose.ts). Nave's lines are quoted in italics; outside English, in the team's
 * translation (content/naves-lines/), a line not yet translated in English and marked so. A reference whose verses share nothing with its line (naves-check.ts) is
 * marked `(?)`, with a note. Lines the catalogue left out (naves-bound.ts: only Jesus' entry is
 * longer than a study holds) are counted, and where they are is said.
 */
import type { UiLanguage } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { markedEnglish } from '../../../shared/english-mark';
import { fill, phrases } from '../../content/phrases';
import { topicName } from '../../naves/topic-names';
import { titleCase } from '../../naves/topic-names';
import { headingText, navesNote, navesPrinter } from './naves-text';
import type { Subject } from '../catalog';
import { joinAdjacent, markedRanges } from '../../naves/ref-list';

/** Another entry's line, in brackets after its name, is cut to this many characters (with "…"). */
const CITED_LINE = 60;

/**
 * The events as lines: `## ` headings and `- text: references`, each reference printed by `ref`
 * (the language's book names and its Bible's numbers: context.ts); Nave's words in the team's
 * translation, or in English marked so (naves-text.ts), under a note saying which.
 */
export function eventLines(subject: Subject, lang: UiLanguage, ref: (r: RefRange) => string): string[] {
  const t = phrases(lang).naves;
  const entry = subject.naves?.entry ?? subject.name;
  // Nave's words in italics, as quoted words (and so that `40 Days mourning for` after a line
  // ending in `Genesis 50:2` is not read as `Genesis 50:2-40`)
  const naves = navesPrinter(entry, lang);
  const events = subject.events.filter((e) => e.text || e.refs.length);
  const out: string[] = [];
  let heading: string | undefined;
  let doubtful = false;
  for (const e of events) {
    if (e.heading !== heading && e.heading) out.push(`## ${naves(headingText(e.heading, entry))}`);
    heading = e.heading;
    const refs = joinAdjacent(markedRanges(e.refs, e.doubtful)).map(
      (r) => `${ref(r.range)}${r.doubtful ? ' (?)' : ''}`,
    );
    doubtful ||= Boolean(e.doubtful?.length);
    // a heading's own references (`OF ENEMIES Ex 23:4,5; …`) stand under it without a label
    out.push(e.isHeading ? `- ${refs.join('; ')}` : `- ${naves(e.text)}: ${refs.join('; ')}`);
  }
  if (!out.length) return out;
  if (subject.eventsLeft) out.push(fill(t.more, { n: subject.eventsLeft, entry }));
  // another topic by its name in the language where content/ has one, else Nave's, marked English
  const topic = (name: string) => {
    const own = topicName(name, lang);
    return own ? `*${own}*` : markedEnglish(titleCase(name), lang);
  };
  if (subject.seeAlso?.length) out.push(fill(t.seeAlso, { topics: subject.seeAlso.map(topic).join('; ') }));
  if (subject.citedWith?.length) {
    const cited = subject.citedWith.map(
      (c) => `${topic(c.name)}${c.line ? ` (${navesPrinter(c.name, lang)(c.line, false, CITED_LINE)})` : ''}`,
    );
    if (subject.citedWithLeft) cited.push(`… +${subject.citedWithLeft}`);
    out.push(fill(t.citedWith, { topics: cited.join('; ') }));
  }
  if (doubtful) out.push(fill(t.doubtful, { name: subject.name }));
  return [...navesNote(entry, lang, naves), ...out];
}
