/**
 * Reading an entry's lines out of Nave's Topical Bible as it is stored: one line per subtopic,
 * the references of each line in naves_refs (with the line, "section", they stand in). The
 * module's nesting (`<list><item>`) is not stored, so it is read back from the lines themselves:
 *
 * - numbered parts (`1. An apostle…`, `2. …`) hold the namesakes of one name;
 * - a line in capitals (`HISTORY OF`, `OF ENEMIES`, `DEATH OF Ge 3:15…`) is a heading: the lines
 *   below stand under it until the next one;
 * - a line without references (`His presumption`, `Present`) is the parent of the lines below
 *   it while they continue it: the first, then those that start as a sub-item does (`In…`,
 *   `At…`, `When…`, or the first one's first word), but not one that starts with the parent's own
 *   preposition (`Of Ahab…` after `Of David`); `Seeks the interpretation -Of the parable…` is a
 *   parent and its first item on one line;
 * - `See SIN, FORGIVENESS OF` lines point to other entries.
 */
import { osisRange, rangesOverlap, type RefRange } from '../../shared/reference/osis';

export interface NavesEvent {
  /**
   * What the line says, without its references: its parent line's words first when it has one
   * (`His presumption — in rebuking Jesus`). English, as Nave's is.
   */
  text: string;
  /** OSIS references in the KJV's numbering, in the entry's order */
  refs: string[];
  /** the capitals heading the line stands under (`HISTORY OF`, `OF ENEMIES`) */
  heading?: string;
  /** the line without references this one is an item of (`His presumption`) */
  parent?: string;
  /** the line is the heading itself, with references of its own (`OF ENEMIES Ex 23:4,5…`) */
  isHeading?: true;
  /** references whose verses share no word with the line (naves-check.ts): shown as doubtful */
  doubtful?: string[];
}

/** A `See …` pointer: the entry it names, and the heading it stands under. */
export interface NavesSee {
  target: string;
  heading?: string;
  /**
   * the line without references right above it, which it is the pointer of (OFFERINGS' `SPECIAL
   * SACRIFICES`, `For leprosy`, `See LEPROSY`: leprosy's offerings, not the heading's lines)
   */
  parent?: string;
}

export interface NavesPart {
  events: NavesEvent[];
  see: NavesSee[];
}

const PART = /^(\d+)\.\s*(?=\p{Lu})/u;
/** What is left of stripped references at a section's end: ` ; with 22:6-19`, ` ; ; :1`, ` ,; with`. */
const LEFTOVER = /(?:\s*[,;:]+\s*(?:with\b)?[\s\d:,;-]*)+$/;
/** A heading in capitals at the line's start: two capital letters at least, then capitals words. */
const CAPS = /^[A-Z][A-Z'’-]+(?:[ ,]+(?:[A-Z][A-Z'’-]*|\d+))*(?=\s|$|,)/;
const SEE = /^See\s+(?:also\s+)?(.+)$/;
/** A sub-item's first words written in lower case after its parent's (`His presumption — in rebuking Jesus`). */
const LOWER_FIRST = new Set(
  `in at when of by for to with as from on against before after upon through under into among concerning
   during while because where being the a an`.split(/\s+/),
);
/** Words a sub-item starts with (`In rebuking Jesus`, `At the transfiguration`). */
const ITEM_WORDS = new Set([...LOWER_FIRST, 'not', 'his', 'her', 'their', 'its']);

/** A parent's first word that its siblings share (`Of David`, `Of Ahab`; `By Jacob`, `By Moses`). */
const PREPOSITIONS = new Set('in at of by for to with from on upon against among concerning'.split(' '));

const firstWord = (s: string) => /^[\p{L}']+/u.exec(s)?.[0] ?? '';

/** The item's words after its parent's, its first word in lower case where that reads right. */
const joined = (parent: string, item: string) => {
  const w = firstWord(item);
  const lower = LOWER_FIRST.has(w.toLowerCase()) ? w.toLowerCase() + item.slice(w.length) : item;
  return `${parent.replace(/^\((.*)\)$/, '$1')} — ${lower}`;
};

/** The entry's lines by part number (0 = lines before any numbered part). */
/** The module writes a possessive with a space in 163 entries (`Naomi' s instructions`): read as written. */
const tidy = (text: string) => text.replace(/(\p{L})' s\b/gu, "$1's");

export function navesOutline(
  text: string,
  rows: { section: string; osis: string }[],
): Map<number, NavesPart> {
  // the reference rows, one group per line they stand in
  const groups: { clean: string; refs: string[] }[] = [];
  let last: string | null = null;
  for (const row of rows) {
    if (row.section === last) groups[groups.length - 1].refs.push(row.osis);
    else groups.push({ clean: row.section.replace(LEFTOVER, ''), refs: [row.osis] });
    last = row.section;
  }
  const parts = new Map<number, NavesPart>();
  let part = 0;
  let heading: string | undefined;
  let parent: { text: string; first?: string } | undefined;
  const current = () => {
    let p = parts.get(part);
    if (!p) parts.set(part, (p = { events: [], see: [] }));
    return p;
  };
  let g = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const group = g < groups.length && line.startsWith(groups[g].clean) ? groups[g++] : null;
    // (the module's LOVE has "0F MAN FOR JESUS", a zero for the O of OF)
    let body = (group ? group.clean : line).replace(/^\.+\s*/, '').replace(/^0F (?=[A-Z]{2})/, 'OF ');
    const numbered = PART.exec(body);
    if (numbered) {
      part = Number(numbered[1]);
      heading = parent = undefined;
      body = body.replace(PART, '');
    }
    const caps = CAPS.exec(body);
    if (caps && /[A-Z]{2}/.test(caps[0])) {
      heading = caps[0].replace(/[ ,]+$/, '');
      parent = undefined;
      body = body.slice(caps[0].length).replace(/^[\s,.]+/, '');
      if (!body && group)
        current().events.push({ text: heading, refs: group.refs, heading, isHeading: true });
      if (!body) continue;
    }
    const see = SEE.exec(body);
    if (see && !group) {
      current().see.push({
        target: see[1].replace(/[.;]+$/, ''),
        ...(heading ? { heading } : {}),
        // (under a heading: WRATH's `(Anger, judgment, punishment)` above its pointers is a note)
        ...(heading && parent && parent.first === undefined ? { parent: tidy(parent.text) } : {}),
      });
      continue;
    }
    if (!group) {
      // `Also called HADASSAH` (or in brackets, Timothy's) names the person; any other line
      // without references is a parent
      parent = /^\(?(?:also\s+)?called\b/i.test(body) ? undefined : { text: body };
      continue;
    }
    // `Seeks the interpretation -Of the parable of the steward`: a parent and its first item
    const inline = /^(.*?\S)\s+-(?=\p{Lu})(.+)$/u.exec(body);
    if (inline) {
      parent = { text: inline[1] };
      body = inline[2];
    }
    // the parent this line is an item of, if any
    let of: typeof parent;
    if (parent) {
      const w = firstWord(body);
      // a line starting with the preposition its parent starts with, unlike the parent's items, is
      // the parent's sibling, and the items after it may still be the parent's (FASTING's `Of Ahab,
      // when Elijah prophesied…` after `Of David` and its `Upon…`, `In…`; FORTY's `Of probation,
      // given to the Ninevites` between `Of fasting`'s `By Elijah` and `By Jesus`); after `The
      // Israelites`, `The death of the ten spies` is still an item
      const sibling =
        parent.first !== undefined &&
        w !== parent.first &&
        w === firstWord(parent.text) &&
        PREPOSITIONS.has(w.toLowerCase()) &&
        // not a compound preposition: `On account of David's sin` is still an item of `On the Israelites`
        !/^(?:on account|on behalf|in order|in spite|by reason|by means|for the sake)\b/i.test(body);
      const continues = parent.first === undefined || ITEM_WORDS.has(w.toLowerCase()) || w === parent.first;
      if (sibling) of = undefined;
      else if (continues) {
        parent.first ??= w;
        of = parent;
      } else parent = undefined;
    }
    if (!body) continue;
    current().events.push({
      text: tidy(of ? joined(of.text, body) : body),
      refs: group.refs,
      ...(heading ? { heading } : {}),
      ...(of ? { parent: tidy(of.text) } : {}),
    });
  }
  return parts;
}

/** The referenced lines of an entry by part number (0 = lines before any numbered part). */
export function navesParts(
  text: string,
  rows: { section: string; osis: string }[],
): Map<number, NavesEvent[]> {
  return new Map([...navesOutline(text, rows)].map(([n, p]) => [n, p.events]));
}

/**
 * The numbered part (namesake) every key passage of an entry of namesakes is about, with its
 * references; none when the passages come from more than one part or from none. AMASA's key
 * passages are all David's nephew's (part 1), not Hadlai's son's.
 */
export function partOfPassages(
  parts: Map<number, NavesEvent[]>,
  passages: { ranges: RefRange[] }[],
): { part: number; refs: string[] } | undefined {
  if (parts.size < 2) return undefined;
  const keys = passages.flatMap((p) => p.ranges);
  const found = [...parts]
    .map(([part, events]) => ({ part, refs: events.flatMap((e) => e.refs) }))
    .filter(({ refs }) =>
      refs.some((osis) => {
        const r = osisRange(osis);
        return r !== null && keys.some((k) => rangesOverlap(k, r));
      }),
    );
  return found.length === 1 ? found[0] : undefined;
}
