/**
 * content/strongs-errata.yaml: the corrections of Strong's text as the word study shows it, each
 * read against SWORD's StrongsHebrew / StrongsGreek (strongs-check.ts), with why. A correction whose
 * text the source no longer has stops the import, so none goes stale silently.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { StrongsParts } from './strongs-source';

export const STRONGS_ERRATA_FILE = join(import.meta.dirname, '../../content/strongs-errata.yaml');

type Part = keyof StrongsParts;
const PARTS: Part[] = ['derivation', 'definition', 'kjvUsage'];

/** A part set whole (a string), or pieces of it replaced: `[wrong, right]` or a list of them. */
type Change = string | [string, string] | [string, string][];

export interface StrongsErrata {
  /** one word, two spellings (labour, labor): the check reads them as the same word */
  variants: Record<string, string>;
  /** SWORD's misprints: the check reads SWORD's word as the one meant */
  swordSlips: Record<string, string>;
  /**
   * corrections of one entry, with why: `split`, the words the derivation ends with (the rest of
   * derivation and definition is the definition), then parts set whole or pieces replaced
   */
  entries: Record<string, Partial<Record<Part, Change>> & { split?: string; why: string }>;
  /** differences from SWORD read and left as the package has them, with why */
  kept: Record<string, { differs: string | string[]; why: string }>;
}

export function readStrongsErrata(file = STRONGS_ERRATA_FILE): StrongsErrata {
  const doc = existsSync(file)
    ? (parseYaml(readFileSync(file, 'utf8')) as Partial<StrongsErrata> | null)
    : null;
  return {
    variants: doc?.variants ?? {},
    swordSlips: doc?.swordSlips ?? {},
    entries: doc?.entries ?? {},
    kept: doc?.kept ?? {},
  };
}

/** Applies the corrections to the entries' parts (in place) and says how many entries it changed; throws on one that no longer applies. */
export function applyStrongsErrata(all: Map<string, StrongsParts>, errata: StrongsErrata): number {
  const stale = (what: string): never => {
    throw new Error(`content/strongs-errata.yaml: ${what}`);
  };
  let changed = 0;
  for (const [strongs, e] of Object.entries(errata.entries)) {
    const parts = all.get(strongs) ?? stale(`no entry ${strongs}`);
    if (!e.why?.trim()) stale(`${strongs} says no why`);
    if (e.split !== undefined) {
      const whole = [parts.derivation, parts.definition].filter(Boolean).join(' ').normalize('NFC');
      const at = whole.indexOf(e.split.normalize('NFC'));
      if (at < 0) stale(`${strongs} has no "${e.split}" to end its derivation`);
      parts.derivation = whole.slice(0, at + e.split.length).trim() || null;
      parts.definition = whole.slice(at + e.split.length).trim() || null;
    }
    for (const part of PARTS) {
      const change = e[part];
      if (change === undefined) continue;
      if (typeof change === 'string') {
        parts[part] = change || null;
        continue;
      }
      const pairs = (Array.isArray(change[0]) ? change : [change]) as [string, string][];
      // compared as NFC: pointed Hebrew typed here may order its marks otherwise than the source
      let text = (parts[part] ?? '').normalize('NFC');
      for (const [wrong, right] of pairs) {
        if (!text.includes(wrong.normalize('NFC'))) stale(`${strongs} ${part} has no "${wrong}"`);
        text = text.replace(wrong.normalize('NFC'), right);
      }
      parts[part] = text.trim() || null;
    }
    changed++;
  }
  return changed;
}
