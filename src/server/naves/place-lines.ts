/**
 * Whether a place's Nave's lines tell something that happened there (MEDEBA: "David defeats an
 * army and the Ammonites at"), or only say what the place is (BEON: "A place east of the Jordan
 * River, probably same as BAAL-MEON"; "A city of Moab", "Allotted to Reuben", "Called LEBAOTH").
 * A place of the second kind is asked what its verses say of it, not what God did there.
 */
import type { NavesEvent } from './naves-parts';

/** The kinds of place a describing line names after its article ("A city of Moab", "An island west of Smyrna"). */
const KINDS =
  'city|cities|town|towns|village|villages|place|mountain|mount|hill|river|stream|brook|valley|plain|country|region|district|province|island|station|encampment|camp|land|desert|wilderness|sea|lake|pool|pools|well|fortress|stronghold|territory|seaport|port|harbor|tower|gate|rock|cave|name|kingdom|tribe|people|nation|field|forest|wood|spring|fountain|ford|landmark|boundary|district|tower|suburb';

/** A line that only says what, where or whose the place is. */
const DESCRIBES = new RegExp(
  String.raw`^(?:\(|(?:A|An|The|One|Another)\s+(?:[\w'-]+\s+){0,4}?(?:${KINDS})\b(?!.*\b(?:is|was|are|were)\s+\w+ed\b)|(?:Also\s+)?called\b|Same\s+as\b|Probably\b|Perhaps\b|Possibly\b|And\b|Or\b|Allotted\b|Assigned\b|Given\s+to\b|Belong|Inhabited\s+by\b|Located\b|Situated\b|Mentioned\b|Named\b|(?:City|Cities|Place|Valley|Sea|Wilderness|Land|Mount|Plain|Desert|Pools?|River|Well|Hill)\s+(?:of|near|in)\b|(?:Mountain|Region|Town|Within|Home\s+of|Location\s+of|Son\s+of|Daughter\s+of|King\s+of|Descendants)\b)`,
  'i',
);

/** Something done there, in a line that starts as a description ("A hill in Judah where David … hid"). */
const DONE = /\bwhere\b|\b(?:upon|in|at) which\b|\b\w+(?:ed|en)\s+by\b/i;

export function tellsEvent(events: NavesEvent[]): boolean {
  return events.some((e) => {
    // an item's own words, after its parent's ("A city of Cyprus — Paul blinds a sorcerer in")
    const text = e.text.split(' — ').pop()!.trim();
    return e.refs.length > 0 && !e.isHeading && (!DESCRIBES.test(text) || DONE.test(text));
  });
}
