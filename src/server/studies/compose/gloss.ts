/**
 * A Strong's entry's meaning, for a study's word lines (strongs.ts gloss). The lexicon's
 * `definition` and `derivation` come from the npm `strongs` package, which splits an entry at its
 * first `;` even inside parentheses: where the derivation is left with an open parenthesis, the
 * definition starts with the rest of it (G32: `compare G34 (ἀγέλη)) (to bring tidings); a
 * messenger; …`), and where the derivation holds the first sense, the definition starts with a
 * later one (G2316: `figuratively, a magistrate`). The meaning here is the definition without
 * that derivation matter, with the derivation's own sense before it when the definition opens
 * with a secondary one; its parentheses always balanced.
 */

export interface GlossSource {
  definition: string | null;
  derivation: string | null;
  kjv_usage: string | null;
}

/** Parenthesis depth after `s`, from `depth`; a `)` that closes nothing is passed over. */
function depthAfter(s: string, depth = 0): number {
  for (const c of s) {
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
  }
  return depth;
}

/** `s` without the `)` that close nothing, and with the `(` left open closed at its end. */
function balanced(s: string): string {
  let depth = 0;
  let out = '';
  for (const c of s) {
    if (c === ')') {
      if (!depth) continue;
      depth--;
    } else if (c === '(') depth++;
    out += c;
  }
  return out + ')'.repeat(depth);
}

/** Top-level `;` clauses (a `;` inside parentheses does not end one). */
function clauses(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of s) {
    if (c === ';' && !depth) {
      out.push(cur);
      cur = '';
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    cur += c;
  }
  out.push(cur);
  // a clause keeps no stray separator of its own (`an utterance (…),; by implication …`)
  return out.map((c) => c.replace(/[\s,:]+$/, '').trim()).filter(Boolean);
}

const HEDGE = /^(?:(?:or|and|also|but)\s+)?(?:(?:probably|perhaps|apparently|rather|properly|prop),?\s+)*/i;

/** A clause about where the word comes from, not what it means. */
const DERIVATION = new RegExp(
  HEDGE.source +
    '(?:' +
    [
      String.raw`from\b.*(?:\b[GH]?\d{2,}\b|\b(?:base|derivative|obsolete|compound|primary|presumed|root|same|enclitic|derivation|origin|prolonged)\b)`,
      String.raw`compare\b`,
      String.raw`akin\b`,
      String.raw`mean(?:ing)?\b`,
      String.raw`of (?:uncertain|foreign|doubtful|latin|hebrew|chaldee|aramaic|egyptian|persian|immediate|the same)\b`,
      String.raw`corresponding\b`,
      String.raw`the same as\b`,
      String.raw`an? (?:primitive|primary|prolonged|presumed|collateral|alternate|simpler|strengthened|derivative|variation|intensive)\b`,
      String.raw`(?:prolong|contract|strengthened|neuter|feminine|masculine|plural|redupl|denominative|similar to|through the idea|which uses|in the sense of)`,
      String.raw`with (?:the )?(?:\w+ )?enclitic`,
      String.raw`both used\b`,
      String.raw`.*\b[a-z]+-[a-z]+'(?:\s|$)`, // a form and its pronunciation (G1163: `also deon deh-on'`)
      String.raw`\(`, // a parenthesis of its own: the root's sense (`(to bring tidings)`)
    ].join('|') +
    ')',
  'i',
);
const isDerivation = (clause: string) => DERIVATION.test(clause);

/** A definition that opens with a later sense: the first one stayed in the derivation (G2316). */
const SECONDARY =
  /^(?:figuratively|by (?:implication|extension|analogy|hebraism)|hence|specially|specifically)\b/i;

/** The definition without the derivation's spill-over at its start (see the module note). */
function ownDefinition(definition: string, derivation: string): string {
  let depth = depthAfter(derivation);
  if (!depth) return definition;
  let i = 0;
  for (; i < definition.length && depth; i++) depth = depthAfter(definition[i], depth);
  const rest = definition.slice(i).trim();
  const next = clauses(rest);
  // the spill-over runs on to the clause's end (`… (ἀγέλη)) (to bring tidings); a messenger`)
  if (!rest.startsWith(';') && next.length > 1) return next.slice(1).join('; ');
  return rest.replace(/^[\s,;.]+/, '');
}

/** The meaning's clauses, derivation matter dropped. */
function meaning(row: GlossSource): string[] {
  const derivation = row.derivation ?? '';
  const definition = ownDefinition((row.definition ?? '').replace(/[{}]/g, ''), derivation);
  let out = clauses(definition);
  while (out.length > 1 && isDerivation(out[0])) out.shift();
  if (out.length === 1 && isDerivation(out[0]) && /\b[GH]\d+\b/.test(out[0])) out = [];
  if (out.length && SECONDARY.test(out[0]) && !depthAfter(derivation)) {
    const first = clauses(derivation).filter((c) => !isDerivation(c) && !/\b[GH]\d+\b/.test(c.split(',')[0]));
    out = [...first, ...out];
  }
  return out
    .map((c) =>
      balanced(c)
        .replace(/^(?:i\.e\.|,)\s*/, '')
        // a cross-reference is no part of the meaning: `Satan (compare H07854)` → `Satan`
        .replace(/\s*\((?:also )?compare\b[^()]*(?:\([^()]*\)[^()]*)*\)/gi, '')
        .replace(/;\s*compare\b[^();]*(?:\([^()]*\)[^();]*)*(?=\))/gi, '')
        // `(with G3588 (ὁ))` → `(with ὁ)`: the word, not its number
        .replace(/\b[GH]\d+ \(([^()]+)\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** A hedge moved after the sense it hedges (`probably a pearl` → `a pearl (probably)`). */
function hedgedLast(clause: string): string {
  const m = /^(probably|perhaps|apparently),?\s+(.+)$/i.exec(clause);
  return m ? `${m[2]} (${m[1].toLowerCase()})` : clause;
}

/** `s` cut at a word before `max` characters, outside any parenthesis, with ` …`. */
function shortened(s: string, max: number): string {
  let cut = s.slice(0, max).replace(/\s+\S*$/, '');
  let depth = 0;
  let open = -1;
  for (const [i, c] of [...cut].entries()) {
    if (c === '(' && !depth++) open = i;
    else if (c === ')' && depth) depth--;
  }
  if (depth && open > 0) cut = [...cut].slice(0, open).join('');
  return `${balanced(cut.replace(/[\s,;:]+$/, ''))} …`;
}

/**
 * KJV renderings as words (`X exceeding, God` → `exceeding, God`): when an entry defines nothing
 * else. A closing cross-reference is no rendering (G5177, as SWORD has it: `… special. Compare
 * G5180 (τύπτω)`).
 */
const kjvWords = (usage: string | null) =>
  (usage ?? '')
    .replace(/[.;,]?\s*compare\s+[GH]\d[^]*$/i, '')
    .replace(/\[idiom\]|\bX\s|\+\s/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Strong's meaning of the word, as many whole clauses as fit in `max` characters. */
export function glossOf(row: GlossSource, max: number): string {
  const parts = meaning(row);
  if (!parts.length) {
    const kjv = kjvWords(row.kjv_usage);
    return kjv.length > max ? shortened(kjv, max) : kjv;
  }
  parts[0] = hedgedLast(parts[0]);
  return joined(parts[0], parts.slice(1), max);
}

/**
 * `first`, then as many of `rest` as fit in `max` characters; ` …` where a sense is left out, so
 * that a cut is never silent (H430's "gods in the ordinary sense" without "but specifically … of
 * the supreme God" read as the whole meaning).
 */
function joined(first: string, rest: string[], max: number): string {
  let out = first;
  for (const p of rest) {
    if (out.length + 2 + p.length > max) return out.length > max ? shortened(out, max) : `${out} …`;
    out += `; ${p}`;
  }
  return out.length > max ? shortened(out, max) : out;
}

/** A word's stem for matching a definition's words: its first letters, endings of tense and number off. */
const stem = (word: string) => {
  // a double s is the word's own ("bless", "witness"), not a plural's
  const w = word.toLowerCase().replace(/(?:eth|est|ed|ing|es|(?<!s)s)$/, '');
  return w.slice(0, Math.max(3, Math.min(5, w.length)));
};

/**
 * Strong's meaning of the word as the verse's words render it: the sense whose words the KJV's
 * rendering there shares first (פָּלַל rendered "prayed" in Jonah 2:1 reads "to intercede, pray
 * (by extension); to judge (officially or mentally)", not "to judge" against "prayed"), the
 * others after it; where no sense has the rendering's words, the definition as `glossOf` gives it.
 */
export function glossFor(row: GlossSource, rendered: string[], max: number): string {
  const parts = meaning(row);
  const stems = rendered
    .flatMap((r) => r.split(/[^\p{L}]+/u))
    .filter((w) => w.length >= 3)
    .map(stem);
  const has = (clause: string) =>
    clause
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((w) => w.length >= 3 && stems.includes(stem(w)));
  const plain = glossOf(row, max);
  // the rendering itself, as a word, before a word that only shares its stem: "God" is H430's
  // "of the supreme God", not its "gods in the ordinary sense"
  const words = new Set(rendered.flatMap((r) => r.split(/[^\p{L}]+/u)).filter((w) => w.length >= 3));
  const says = (clause: string) => clause.split(/[^\p{L}]+/u).some((w) => words.has(w));
  const exact = parts.findIndex(says);
  if (!stems.length || !parts.length || exact === 0 || (exact < 0 && has(parts[0]))) return plain;
  const i = exact > 0 ? exact : parts.findIndex(has);
  // a narrowing of the first sense stays after it (`a messenger; especially an "angel"`)
  if (i < 0 || (/^(?:especially|specially|specifically)\b/i.test(parts[i]) && plain.includes(parts[i])))
    return plain;
  const hedge =
    /^(by (?:extension|implication|analogy)|figuratively|specially|specifically|hence),?\s+/i.exec(parts[i]);
  const sense = hedge ? `${parts[i].slice(hedge[0].length)} (${hedge[1].toLowerCase()})` : parts[i];
  return joined(
    sense.replace(/^but\s+/i, ''),
    parts.filter((_, k) => k !== i),
    max,
  );
}
