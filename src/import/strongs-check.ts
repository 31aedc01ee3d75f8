/**
 * Holds each Strong's entry's parts (derivation, definition, KJV usage: what the word study shows
 * under those names) against SWORD's StrongsHebrew / StrongsGreek, which print the same entry whole
 * (`diatheke -b StrongsGreek -k 01537`). What it reports for an entry:
 *
 * - `unbalanced <part>`: a part opens a parenthesis it does not close, or the reverse — the mark of
 *   a part cut in the wrong place (G1537's derivation ended inside "(of place, time, or cause;");
 * - `no definition`: the entry has none (the definition was left in the derivation);
 * - `usage: <ours> / <SWORD's>`: the KJV usage's words differ from SWORD's (H7473 "shipherd" /
 *   "shepherd"): the first words that differ, a few on each side;
 * - `word: <ours> / <SWORD's>`: a word of the derivation or definition found nowhere else — in no
 *   other entry of ours, nowhere in SWORD's dictionaries — where SWORD's entry has one a letter or
 *   two away (H6635 "forwar" / "for war"). The two editions word the Hebrew definitions
 *   differently ("figuratively" / "figurative"), so only a word no one else writes is suspect.
 *
 * Words are compared as lower-case letters: punctuation, scripture references (written "Hos 13:10"
 * in one and "Hosea 13:10,14" in the other), Strong's markers of an idiom or phrase (X, +; npm's
 * "[idiom]", "[phrase]"), hyphens inside words and the two editions' own abbreviations
 * (SWORD's "part." for "participle") set aside. What differs is either corrected by
 * content/strongs-errata.yaml or listed there as kept, with why (src/import/strongs.test.ts).
 */
import type { StrongsParts } from './strongs-source';

/** SWORD's text of an entry, after its headword and pronunciation: all of it, and its KJV usage. */
export function swordText(markup: string): { text: string; usage: string } {
  const text = markup
    .replace(/^[\s\S]*?<pron[^>]*>[^<]*<\/pron>/, '')
    .replace(
      /<orth type="writing">[^<]*<\/orth>|<orth rend="bold" type="trans">[^<]*<\/orth>|<pron[^>]*>[^<]*<\/pron>/g,
      '',
    )
    .replace(/<[^>]+>/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = /:\s?-{1,2}/.exec(text);
  return { text, usage: cut ? text.slice(cut.index + cut[0].length) : '' };
}

/** SWORD's abbreviations, as npm's text spells them out. */
const ABBREVIATIONS: Record<string, string> = {
  part: 'participle',
  includ: 'including',
  incl: 'including',
  comp: 'compare',
  cp: 'compare',
  fig: 'figuratively',
  sing: 'singular',
  chaldee: 'aramaic',
  margin: 'marg',
  etymology: 'etym',
  engl: 'english',
  prob: 'probably',
};

const REFERENCE = /\b(?:[1-3] ?)?[A-Z][a-z]+\.? ?\d+(?:[:.]\d+)?(?:[-,–] ?\d+(?:[:.]\d+)?)*/g;
const MARKERS = new Set(['x', 'idiom', 'phrase']);

/** The words compared: lower-case letters, references and markers out, abbreviations spelled out. */
export function words(s: string): string[] {
  return (
    s
      .normalize('NFC')
      .replace(REFERENCE, ' ')
      .replace(/-/g, ' ')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  )
    .filter((w) => !MARKERS.has(w))
    .map((w) => ABBREVIATIONS[w] ?? w);
}

const balanced = (s: string) => {
  let depth = 0;
  for (const c of s) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
};

/** Edit distance, bounded: more than `max` is `max + 1`. */
function distance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/**
 * A part boundary inside parentheses moves to where they close (and past the `;` after them): the
 * Greek source cuts 108 entries there — G109's derivation "from ἄημι (to breathe unconsciously,
 * i.e. respire;" went on in the definition "by analogy, to blow); "air"…".
 */
export function repairSplit(parts: StrongsParts): StrongsParts {
  const derivation = parts.derivation ?? '';
  const definition = parts.definition ?? '';
  let depth = 0;
  for (const c of derivation) depth += c === '(' ? 1 : c === ')' ? -1 : 0;
  if (depth <= 0 || !definition) return parts;
  let i = 0;
  for (; i < definition.length && depth > 0; i++)
    depth += definition[i] === '(' ? 1 : definition[i] === ')' ? -1 : 0;
  if (depth > 0) return parts;
  const rest = definition.slice(i);
  const sep = /^\s*[;,:]?/.exec(rest)![0];
  const moved = `${derivation} ${definition.slice(0, i)}${sep.trim()}`.replace(/\s+/g, ' ').trim();
  const left = rest.slice(sep.length).trim();
  // the whole definition inside the parenthesis: the cut is elsewhere (an erratum's)
  if (!left) return parts;
  return { ...parts, derivation: moved, definition: left };
}

/** The words written anywhere: in how many of our entries, and whether anywhere in SWORD's. */
export interface Vocabulary {
  ours: Map<string, number>;
  sword: Set<string>;
}

export function vocabulary(ours: Iterable<StrongsParts>, sword: Iterable<string>): Vocabulary {
  const v: Vocabulary = { ours: new Map(), sword: new Set() };
  for (const p of ours)
    for (const w of new Set(words(`${p.derivation ?? ''} ${p.definition ?? ''} ${p.kjvUsage ?? ''}`)))
      v.ours.set(w, (v.ours.get(w) ?? 0) + 1);
  for (const markup of sword) for (const w of words(swordText(markup).text)) v.sword.add(w);
  return v;
}

/** SWORD's markup with its misprints read as the words meant (content/strongs-errata.yaml: swordSlips). */
export function withoutSlips(markup: string, slips: Record<string, string>): string {
  let out = markup;
  for (const [slip, meant] of Object.entries(slips))
    out = out.replace(new RegExp(`(?<![\\p{L}])${slip}(?![\\p{L}])`, 'gu'), meant);
  return out;
}

/** What differs between an entry's parts and SWORD's text of it (see the header); `variants`: spellings read as one. */
export function checkParts(
  parts: StrongsParts,
  markup: string,
  vocab: Vocabulary,
  variants: Record<string, string> = {},
): string[] {
  const same = (list: string[]) => list.map((w) => variants[w] ?? w);
  const found: string[] = [];
  const sword = swordText(markup);
  // a parenthesis Strong's own print leaves open (SWORD's text too: G2858 "(i.e. inhabitant of
  // Colossæ:--") is not a cut of ours
  const printed = {
    before: balanced(sword.text.slice(0, sword.text.length - sword.usage.length)),
    usage: balanced(sword.usage),
  };
  for (const key of ['derivation', 'definition', 'kjvUsage'] as const)
    if (!balanced(parts[key] ?? '') && printed[key === 'kjvUsage' ? 'usage' : 'before'])
      found.push(`unbalanced ${key}`);
  // an entry with no text at all is a number Strong's skipped (G3203–G3302)
  if (!parts.definition?.trim() && (parts.derivation || parts.kjvUsage)) found.push('no definition');
  const ours = same(words(parts.kjvUsage ?? ''));
  const theirs = same(words(sword.usage));
  const n = Math.min(ours.length, theirs.length);
  let i = 0;
  while (i < n && ours[i] === theirs[i]) i++;
  // equal, or one goes on with a note the other leaves out ("Compare names in Abi-")
  if (i < n) found.push(`usage: ${ours.slice(i, i + 3).join(' ')} / ${theirs.slice(i, i + 3).join(' ')}`);
  const known = new Set(same(words(sword.text)));
  const near = [...known].filter((w) => w.length > 2);
  for (const w of new Set(same(words(`${parts.derivation ?? ''} ${parts.definition ?? ''}`)))) {
    if (known.has(w) || w.length < 4 || vocab.sword.has(w) || (vocab.ours.get(w) ?? 0) > 1) continue;
    const like = near.filter((k) => distance(w, k) <= 2);
    // the closest of SWORD's words, or two of them run together ("aflag": "a flag")
    const joined = near.find((k) => w.startsWith(k) && known.has(w.slice(k.length)));
    if (like.length || joined)
      found.push(`word: ${w} / ${joined ? `${joined} ${w.slice(joined.length)}` : like.sort()[0]}`);
  }
  return found;
}
