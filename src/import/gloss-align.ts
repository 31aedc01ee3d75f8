/**
 * Which word of a tagged translation glosses which Hebrew or Greek word (write-original.ts).
 *
 * A verse pairs them by Strong's number. Two things make that more than "the n-th with the n-th":
 *
 * - **Word order.** Ruth 1:1 has H8199 twice — שְׁפֹט (infinitive, "ruled") then הַשֹּׁפְטִים
 *   (participle with the article, "the judges") — where the KJV says "the judges ruled": by order,
 *   each got the other's word. When a number occurs more than once, the words are assigned as a
 *   whole, to the pairing the translation itself makes likeliest: how often it renders the number in
 *   that grammatical form by that word, counted in the verses where the number occurs once on each
 *   side (unambiguous); the source's order only breaks ties.
 * - **Numbers for forms.** The KJV's tagging follows Strong's, which numbers some forms apart (ἦν,
 *   "was", G2258, imperfect of εἰμί G1510; σοί G4671 of σύ G4771); the Byzantine text gives the
 *   lexical number. A translation's number that is missing from a verse's original, where one
 *   missing from the translation is there, is read as that one when they pair so in most verses
 *   (`formEquivalents`).
 */
import type { SourceVerse, SourceWord } from './oshb';

/** A tagged word of a translation: its text and where it starts in the verse. */
export interface Tagged {
  word: string;
  start: number;
}

/** A translation's tagged words: `book.chapter.verse` → number → words, in the verse's order. */
export type Spans = Map<string, Map<string, Tagged[]>>;

const verseKey = (v: SourceVerse) => `${v.book}.${v.chapter}.${v.verse}`;

/** The least pairings before a translation's number is read as another. */
const MIN_PAIRINGS = 5;

/**
 * A translation's numbers that stand for another in the original (`G2258` → `G1510`): numbers the
 * original (almost) never uses, each read as the number missing from the translation in the same
 * verses — the one those verses explain best (its share of that number's untagged verses: the
 * article, untagged nearly everywhere, explains nothing), where it pairs so in at least half of them.
 */
export function formEquivalents(verses: SourceVerse[], spans: Spans): Map<string, string> {
  const pairs = new Map<string, Map<string, number>>();
  const tagged = new Map<string, number>(); // verses a translation number is tagged in
  const inOriginal = new Map<string, number>(); // …and the original has it too
  const untagged = new Map<string, number>(); // verses an original number is not tagged in
  for (const v of verses) {
    const words = spans.get(verseKey(v)) ?? new Map<string, Tagged[]>();
    const original = new Set(v.words.map((w) => w.strongs).filter((s): s is string => !!s));
    const onlyOriginal = [...original].filter((s) => !words.has(s));
    for (const o of onlyOriginal) untagged.set(o, (untagged.get(o) ?? 0) + 1);
    for (const t of words.keys()) {
      tagged.set(t, (tagged.get(t) ?? 0) + 1);
      if (original.has(t)) {
        inOriginal.set(t, (inOriginal.get(t) ?? 0) + 1);
        continue;
      }
      const m = pairs.get(t) ?? new Map<string, number>();
      for (const o of onlyOriginal) m.set(o, (m.get(o) ?? 0) + 1);
      pairs.set(t, m);
    }
  }
  const out = new Map<string, string>();
  for (const [t, m] of pairs) {
    const n = tagged.get(t)!;
    // a number the original uses is its own (θεός is G2316 on both sides)
    if ((inOriginal.get(t) ?? 0) * 20 > n) continue;
    const needed = Math.max(MIN_PAIRINGS, (n - (inOriginal.get(t) ?? 0)) / 2);
    const best = [...m]
      .filter(([, c]) => c >= needed)
      .map(([o, c]) => [o, c / untagged.get(o)!] as const)
      .sort((a, b) => b[1] - a[1])[0];
    if (best) out.set(t, best[0]);
  }
  return out;
}

// by code: a few thousand codes for 446,934 words (a WeakMap of the words slows every collection)
const featuresOf = new Map<string, string[]>();

/** The grammatical features a word is known by, most specific first: whole code, own code, its start. */
function features(w: SourceWord): string[] {
  const key = `${w.morph} ${w.own}`;
  let known = featuresOf.get(key);
  if (!known) featuresOf.set(key, (known = computeFeatures(w)));
  return known;
}

function computeFeatures(w: SourceWord): string[] {
  const own = w.own;
  const short = own.includes('-') ? own.split('-').slice(0, 2).join('-') : own.slice(0, 3);
  return [...new Set([w.morph, own, short, own[0] ?? ''])].filter(Boolean);
}

const normalised = new Map<string, string>();
const normal = (word: string) => {
  let n = normalised.get(word);
  if (n === undefined)
    normalised.set(
      word,
      (n = word
        .toLowerCase()
        .replace(/[^\p{L}\p{N}' -]/gu, '')
        .trim()),
    );
  return n;
};

/** How a translation renders each number in each grammatical form, from its unambiguous verses. */
export class GlossModel {
  /** number → feature → word → count */
  private readonly counts = new Map<string, Map<string, Map<string, number>>>();
  /** number → feature → words counted */
  private readonly totals = new Map<string, Map<string, number>>();

  constructor(verses: SourceVerse[], candidates: (v: SourceVerse) => Map<string, Tagged[]>) {
    const once = new Map<string, SourceWord | null>(); // number → its one word in the verse, null: more
    for (const v of verses) {
      once.clear();
      for (const w of v.words) if (w.strongs) once.set(w.strongs, once.has(w.strongs) ? null : w);
      const byNumber = candidates(v);
      for (const [strongs, w] of once) {
        const tagged = byNumber.get(strongs);
        if (!w || tagged?.length !== 1) continue;
        const word = normal(tagged[0]!.word);
        let byFeature = this.counts.get(strongs);
        if (!byFeature) this.counts.set(strongs, (byFeature = new Map()));
        for (const f of ['', ...features(w)]) {
          let m = byFeature.get(f);
          if (!m) byFeature.set(f, (m = new Map()));
          m.set(word, (m.get(word) ?? 0) + 1);
        }
      }
    }
    for (const [strongs, byFeature] of this.counts)
      this.totals.set(
        strongs,
        new Map([...byFeature].map(([f, m]) => [f, [...m.values()].reduce((a, b) => a + b, 0)])),
      );
  }

  /**
   * log P(word | number, form): the most general estimate (the number alone, add-one smoothed)
   * refined by each more specific feature in turn (interpolated, each weighing as much as two
   * observations of it).
   */
  score(strongs: string, w: SourceWord, word: string): number {
    const byFeature = this.counts.get(strongs);
    const totals = this.totals.get(strongs);
    const key = normal(word);
    const all = byFeature?.get('');
    let p = ((all?.get(key) ?? 0) + 1) / ((totals?.get('') ?? 0) + (all?.size ?? 0) + 1);
    const fs = features(w);
    for (let i = fs.length - 1; i >= 0; i--) {
      const f = fs[i]!;
      const m = byFeature?.get(f);
      if (!m) continue;
      p = ((m.get(key) ?? 0) + 2 * p) / (totals!.get(f)! + 2);
    }
    return Math.log(p);
  }
}

/** The most words of one number in one verse paired by trying every pairing (5! = 120); past it, greedily. */
const MAX_TRIED = 5;

/**
 * The gloss of each of a verse's words with `strongs` (`words`, in the source's order) among the
 * translation's `tagged` words of it (in the verse's order): the likeliest pairing, each tagged
 * word used once while there are enough; a word left over takes its likeliest.
 */
export function assign(model: GlossModel, strongs: string, words: SourceWord[], tagged: Tagged[]): string[] {
  if (words.length === 1 || tagged.length === 1) return words.map((_, i) => (tagged[i] ?? tagged[0]!).word);
  const score = words.map((w) => tagged.map((t) => model.score(strongs, w, t.word)));
  if (Math.min(words.length, tagged.length) > MAX_TRIED) return greedy(score, tagged);
  // pair every item of the shorter side with a distinct one of the longer
  const rows = Math.min(words.length, tagged.length);
  const cols = Math.max(words.length, tagged.length);
  const at = (r: number, c: number) => (words.length <= tagged.length ? score[r]![c]! : score[c]![r]!);
  let best = { total: -Infinity, pick: [] as number[] };
  const pick: number[] = [];
  const walk = (r: number, total: number) => {
    if (r === rows) {
      // the source's order breaks ties: each pair out of order costs a little
      let crossings = 0;
      for (let a = 0; a < rows; a++) for (let b = a + 1; b < rows; b++) if (pick[a]! > pick[b]!) crossings++;
      if (total - crossings * 1e-3 > best.total) best = { total: total - crossings * 1e-3, pick: [...pick] };
      return;
    }
    for (let c = 0; c < cols; c++) {
      if (pick.includes(c)) continue;
      pick.push(c);
      walk(r + 1, total + at(r, c));
      pick.pop();
    }
  };
  walk(0, 0);
  const of = new Map<number, number>(); // word → tagged word
  best.pick.forEach((c, r) => (words.length <= tagged.length ? of.set(r, c) : of.set(c, r)));
  return words.map((_, i) => {
    const j = of.get(i) ?? score[i]!.indexOf(Math.max(...score[i]!));
    return tagged[j]!.word;
  });
}

/** Many words of one number (the Reina-Valera's articles): the likeliest pairs first, nearer ones on ties. */
function greedy(score: number[][], tagged: Tagged[]): string[] {
  const pairs = score
    .flatMap((row, i) => row.map((s, j) => ({ i, j, s: s - Math.abs(i - j) * 1e-3 })))
    .sort((a, b) => b.s - a.s);
  const of = new Map<number, number>();
  const used = new Set<number>();
  for (const { i, j } of pairs) {
    if (of.has(i) || (used.has(j) && used.size < tagged.length)) continue;
    of.set(i, j);
    used.add(j);
  }
  return score.map((_, i) => tagged[of.get(i)!]!.word);
}
