/**
 * Corrections to Nave's Topical Bible, kept as data (content/naves-errata.yaml) rather than in
 * code: a wrong reference replaced or removed, a wrong word corrected, a line about a namesake
 * left out or moved to the namesake's part, a line taken from under a parent it is not an item of.
 * Each says why. Read once and checked against its schema when the server starts (NavesRepo).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { parseReference } from '../../shared/reference/parse';
import { line } from '../content/fields';
import { findContentDir, readContentFile } from '../content/files';
import type { NavesEvent } from './naves-parts';

/** An OSIS id as the module wrote it, for a reference to no verse (CORINTH's `Col.8.16`, 2 Co 8:16 misread). */
const MODULE_OSIS = /^[1-4]?[A-Z][A-Za-z]+\.\d+(?:\.\d+)?$/;

const ref = z.string().refine((t) => parseReference(t) !== null || MODULE_OSIS.test(t), {
  error: 'not a reference: write the English book name and chapter (and verses), e.g. Matthew 4:1-11',
});

const ErratumSchema = z.strictObject({
  /** the entry's name as in Nave's (`JESUS, THE CHRIST`) */
  entry: z.string().min(1),
  /** the numbered part, for entries about several namesakes */
  part: z.number().int().positive().optional(),
  /** how the line's text starts (its parent line's words not included) */
  line,
  /** `line` is the line's whole text: "by" names "by", not "by Ezekiel" */
  exact: z.literal(true).optional(),
  /** the line's corrected text */
  text: line.optional(),
  /**
   * the line's right parent line, or `false` where it is not an item of the one the module gives it
   * (`Of David — in Babylon …`, Ezra's fast): then `text` gives its own words as a line of their own
   */
  parent: z.union([line, z.literal(false)]).optional(),
  /** references replaced: the module's → the right one */
  replace: z.record(ref, ref).optional(),
  /** references that do not belong to the line (one to no verse as the module's OSIS id: `Col.8.16`) */
  remove: z.array(ref).optional(),
  /** references the module lost from the line (run into its text: `REVERENCEGe 35:5`), put last */
  add: z.array(ref).optional(),
  /** the line is about someone or something else: left out */
  omit: z.literal(true).optional(),
  /** the line belongs to another numbered part of the entry (another namesake) */
  moveTo: z.number().int().positive().optional(),
  /** why: what the verse says, so that a reader can check the correction */
  why: line,
});

export const ErrataSchema = z.array(ErratumSchema);
export type Erratum = z.output<typeof ErratumSchema>;

let loaded: Erratum[] | undefined;

export function loadErrata(contentDir: string): Erratum[] {
  return readContentFile(join(contentDir, 'naves-errata.yaml'), ErrataSchema, contentDir);
}

/** The errata, read once. */
export const navesErrata = (): Erratum[] => (loaded ??= loadErrata(findContentDir()));

/** A reference's OSIS id; an OSIS id the module wrote for no verse as it is. */
export const osisOf = (text: string) => parseReference(text)?.osis ?? text;

/** Whether the erratum names this line: its own text (after any parent) starts with `line`, or is it. */
export const namesLine = (e: Erratum, event: NavesEvent) => {
  const own = ownText(event).toLowerCase();
  return e.exact ? own === e.line.toLowerCase() : own.startsWith(e.line.toLowerCase());
};

/** The line's own words, without its parent line's. */
const ownText = (event: NavesEvent) =>
  event.parent ? event.text.slice(event.text.indexOf(' — ') + 3) : event.text;

/**
 * An entry's parts with its errata applied. Lines the errata name are corrected in place;
 * moved lines go to the end of their new part.
 */
export function applyErrata(
  entry: string,
  parts: Map<number, NavesEvent[]>,
  errata: Erratum[] = navesErrata(),
): Map<number, NavesEvent[]> {
  const mine = errata.filter((e) => e.entry === entry);
  if (!mine.length) return parts;
  const out = new Map([...parts].map(([n, events]) => [n, [...events]]));
  const moved: [number, NavesEvent][] = [];
  for (const [n, events] of out) {
    const kept: NavesEvent[] = [];
    for (let event of events) {
      const e = mine.find((x) => (x.part ?? 0) === n && namesLine(x, event));
      if (!e) {
        kept.push(event);
        continue;
      }
      if (e.omit) continue;
      const replace = new Map(Object.entries(e.replace ?? {}).map(([a, b]) => [osisOf(a), osisOf(b)]));
      const remove = new Set((e.remove ?? []).map(osisOf));
      const refs = [
        ...event.refs.filter((r) => !remove.has(r)).map((r) => replace.get(r) ?? r),
        ...(e.add ?? []).map(osisOf),
      ];
      const cut = event.parent ? event.text.indexOf(' — ') + 3 : 0;
      const own = e.text ?? event.text.slice(cut);
      // a line set under its right parent, or standing alone (`parent: false`)
      const parent = e.parent === undefined ? event.parent : e.parent || undefined;
      const text =
        e.parent === undefined ? event.text.slice(0, cut) + own : parent ? `${parent} — ${own}` : own;
      event = { ...event, text, refs: [...new Set(refs)] };
      if (parent) event.parent = parent;
      else delete event.parent;
      // a moved line leaves its parent (`An apostle`) behind: it was this part's heading
      if (e.moveTo) moved.push([e.moveTo, { ...event, parent: undefined, text: own }]);
      else kept.push(event);
    }
    out.set(n, kept);
  }
  for (const [n, event] of moved) out.set(n, [...(out.get(n) ?? []), event]);
  return out;
}
