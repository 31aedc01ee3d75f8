/** The built-in study's life events (a topic's subjects): Nave's lines with their references (compose.ts). */
import type { UiLanguage } from '../../../shared/books';
import { formatRange } from '../../../shared/reference/format';
import { osisRange } from '../../../shared/reference/osis';
import type { Subject } from '../catalog';

/** At most this many life events, and references per event. */
const MAX_EVENTS = 14;
const MAX_EVENT_REFS = 3;

/** The events as bullet lines (`- text: references`), in the language's book names. */
export function eventLines(subject: Subject, lang: UiLanguage): string[] {
  return subject.events
    .filter((e) => e.text)
    .slice(0, MAX_EVENTS)
    .map((e) => {
      const refs = e.refs.slice(0, MAX_EVENT_REFS).map((osis) => formatRange(osisRange(osis)!, lang));
      return `- ${e.text}: ${refs.join('; ')}`;
    });
}
