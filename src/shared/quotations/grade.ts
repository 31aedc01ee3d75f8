/**
 * What the words that differ between a quotation and its verses do to its meaning (issue 26): a
 * changed content word, or a negation added or dropped, misquotes it however short the slip;
 * spelling, accents, case and archaic forms ("believeth", "thine", "á") are the same words;
 * other slips (a "shall" for a "will", a word left out) are counted against closeAllowance.
 */
import { closeAllowance, MIN_QUOTE_WORDS, type QuoteReason, type WordDiff } from './types';

/**
 * Marks, apostrophes and case gone: `á` and `a`, `Éternel` and `eternel`. Only in Latin script:
 * a Telugu vowel sign is a letter of the word, not an accent.
 */
export const plain = (w: string) =>
  (/\p{Script=Telugu}/u.test(w) ? w.normalize('NFC') : w.normalize('NFD').replace(/\p{M}/gu, ''))
    .replace(/['’ʼ‘]/g, '')
    .toLowerCase();

/** The KJV's forms and their modern ones: the same words, older spelling. */
const ARCHAIC: Record<string, string> = {
  thee: 'you',
  thou: 'you',
  ye: 'you',
  thy: 'your',
  thine: 'your',
  thyself: 'yourself',
  hath: 'has',
  hast: 'have',
  doth: 'does',
  dost: 'do',
  saith: 'says',
  shalt: 'shall',
  wilt: 'will',
  art: 'are',
  canst: 'can',
  couldest: 'could',
  didst: 'did',
  hadst: 'had',
  wast: 'were',
  wert: 'were',
  shouldest: 'should',
  wouldest: 'would',
  mayest: 'may',
  unto: 'to',
  whosoever: 'whoever',
  whatsoever: 'whatever',
  shew: 'show',
  shewed: 'showed',
  spake: 'spoke',
  gat: 'got',
  // the Segond's "ne … point" is today's "ne … pas"
  point: 'pas',
};

const moderns = new Map<string, string>();

/** A word's modern, unaccented form, as the alignment compares words (remembered: a Bible's words are few). */
export function modern(w: string): string {
  let m = moderns.get(w);
  if (m === undefined) {
    const p = plain(w);
    const a = ARCHAIC[p] ?? p;
    // British spellings: honour, labour, saviour
    m = a.length > 4 && a.endsWith('our') ? `${a.slice(0, -3)}or` : a;
    // words, not whatever a pasted text holds between spaces; and never more than so many
    if (w.length <= 40) {
      if (moderns.size > 100_000) moderns.clear();
      moderns.set(w, m);
    }
  }
  return m;
}

/** "believeth"/"believes", "knowest"/"know", "cometh"/"comes": an archaic verb ending. */
function sameVerb(a: string, b: string): boolean {
  for (const [old, now] of [
    [a, b],
    [b, a],
  ]) {
    if (old.length < 5 || !/(?:eth|est)$/.test(old)) continue;
    const stem = old.slice(0, -3);
    const rest = now.slice(stem.length);
    // "knowest"/"know" but not "greatest"/"great": "-est" needs the ending of the verb it became
    if (now.startsWith(stem) && /^(?:e?s|es|e)$/.test(rest)) return true;
    if (now === stem && old.endsWith('eth')) return true;
  }
  return false;
}

/** Same word, written another way. */
export const sameWord = (a: string, b: string) => modern(a) === modern(b) || sameVerb(modern(a), modern(b));

const list = (s: string) => new Set(s.split(/\s+/));

/** Words whose loss or gain turns a statement around, in the three Latin-script languages. */
const NEGATIONS = list(`not no never nor neither none nothing nobody cannot nay dont doesnt didnt wont wouldnt
  shouldnt cant couldnt isnt arent wasnt werent havent hasnt hadnt
  ni nunca jamas nada nadie ninguno ninguna ningun tampoco
  ne pas point jamais rien aucun aucune nul nulle non`);

/** Words of grammar: a slip among them is counted, never called a change of meaning. */
const FUNCTION_WORDS =
  list(`a an the and or but for so yet of to in on at by with from into unto upon onto over
  under about after before through toward towards against among between within as than that which who whom whose
  what this these those there here then when where while if because though i me my mine we us our ours you your
  yours ye thee thou thy thine he him his she her hers it its they them their theirs myself yourself himself
  herself itself ourselves themselves thyself is are was were be been being am art wast have has had hath hast do
  does did doth dost shall shalt will wilt would should could can may might must let also even very too upon
  el la los las lo un una unos unas y e o u pero mas que de del al en con por para sin sobre entre hasta desde
  hacia segun como cuando donde si porque pues yo tu te ti mi me el ella ello nos nosotros vosotros os ellos ellas
  le les se su sus nuestro nuestra vuestro vuestra este esta estos estas ese esa eso aquel es son fue era ser
  sido estar esta estan ha han he has habia haber sera seran sea a
  le la les l un une des du d et ou mais donc car qu qui quoi dont ou au aux dans par pour sous avec vers chez
  comme je j il elle nous vous ils elles m t s lui leur leurs mon ma mes ton ta tes sa ses notre votre nos vos ce
  c cet cette ces y est sont etait ete etre ont avait avoir sera seront soit`);

/** A word's elided article or pronoun (`l’`, `qu’`, `n’`) and the word itself. */
export function parts(surface: string): { elided: string; word: string } {
  const m = /^([\p{L}]{1,2})['’]([\p{L}].*)$/u.exec(surface);
  return m ? { elided: plain(m[1]), word: plain(m[2]) } : { elided: '', word: plain(surface) };
}

const isNegation = (surface: string) => {
  const { elided, word } = parts(surface);
  return elided === 'n' || NEGATIONS.has(word);
};
const isContent = (surface: string) => {
  const { word } = parts(surface);
  return !FUNCTION_WORDS.has(word) && !NEGATIONS.has(word) && !ARCHAIC[word];
};

/** Two forms of one word (`judge`, `judged`; `loved`, `loves`): a slip, not another word. */
const sameStem = (a: string, b: string) => {
  const [x, y] = [parts(a).word, parts(b).word];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  // the shorter the longer's stem with an ending (`heart`/`heard`, `seven`/`seventy` are other words)
  return (
    short.length >= 3 &&
    long.startsWith(short.replace(/e$/, '')) &&
    /^(?:s|es|ed|d|ing|eth|est|ly)$/.test(long.slice(short.replace(/e$/, '').length))
  );
};

/**
 * Negations that follow what they deny: `received him not`, `tu ne tueras point`. Before a
 * quotation, `pas` and `point` deny the verb before it (`si ce n’est pas pour un temps comme
 * celui-ci`: the quotation is whole); English `not` denies either way (`Let not your heart be
 * troubled`).
 */
const POSTPOSED = list('not pas point');
const deniesAfter = (w?: string) =>
  w !== undefined && isNegation(w) && (parts(w).word === 'not' || !POSTPOSED.has(parts(w).word));
const deniesBefore = (w?: string) => w !== undefined && POSTPOSED.has(parts(w).word);

export interface Grade {
  status: 'exact' | 'close' | 'misquoted';
  /** the same words, in a modern spelling */
  spelling: boolean;
  reason: QuoteReason | null;
  /** `fragment` or `condition`: the verse's words left out */
  omitted?: string;
}

/**
 * What compareQuote found around the quoted words: the verse words just before and after them
 * (no punctuation between), and what it leaves out that changes the verse's meaning (omissions.ts).
 */
export interface Edges {
  before?: string;
  after?: string;
  /** the verse words before it back to a pause, nearest first (`shalt Neither` before `thou shalt`) */
  lead?: string[];
  /** the head of its subject left out (`the love of`) */
  head?: string;
  /** its condition left out (`If we confess our sins`) */
  condition?: string;
}

/**
 * The grade of an alignment. `edges`: the verse words just before and after the quoted stretch,
 * where no punctuation parts them from it, and what it leaves out (Edges). A negation there is one
 * the quotation dropped (`Man can serve two masters` from `No man can serve …`; `his own received
 * him` from `… received him not`); one across a pause belongs to another clause (`and ye shall not
 * be judged` after `Judge not,`). A quotation that leaves out the head of its subject (`money is
 * the root of all evil`) or its condition is misquoted, with the words it leaves out.
 */
export function grade(diff: WordDiff[], words: number, edges: Edges = {}): Grade {
  const { before, after } = edges;
  // a negation before it, across grammar words only (`Neither shalt thou commit adultery`; not
  // `not ashamed of the gospel`, which denies another word, nor `n’est pas pour …`, which denies
  // the verb before)
  const lead = edges.lead ?? (before === undefined ? [] : [before]);
  const nearest = lead.find((w) => isNegation(w) || isContent(w));
  const deniedBefore = nearest !== undefined && deniesAfter(nearest);
  // a quotation of two or three words has no slip to spare: another word is another saying
  const short = words < MIN_QUOTE_WORDS;
  let slips = 0;
  let spelling = false;
  let reason: QuoteReason | null = null;
  for (const d of diff) {
    if (d.op === 'same') continue;
    if (d.op === 'spelling') {
      spelling = true;
      continue;
    }
    const q = d.quote ?? '';
    const v = d.verse ?? '';
    if (d.op === 'changed') {
      if (isNegation(q) !== isNegation(v)) reason ??= 'negation';
      else if ((short || (isContent(q) && isContent(v))) && !sameStem(q, v)) reason ??= 'word';
      else slips++;
    } else if (isNegation(d.op === 'added' ? q : v)) reason ??= 'negation';
    // a word the verse does not have says something it does not; one left out is a slip
    else if (d.op === 'added' && isContent(q)) reason ??= 'word';
    else slips++;
  }
  // (a quotation with a negation of its own keeps it: `n’a « point honte »`, ne … point in two)
  const negative = diff.some((d) => (d.op === 'same' || d.op === 'spelling') && isNegation(d.quote ?? ''));
  if (!negative && (deniedBefore || deniesBefore(after))) reason ??= 'negation';
  // most words differ: these are other words, not a slip in these
  const differ = diff.filter((d) => d.op !== 'same' && d.op !== 'spelling').length;
  if (differ * 2 > words) return { status: 'misquoted', spelling, reason: 'words' };
  if (reason) return { status: 'misquoted', spelling, reason };
  if (edges.head) return { status: 'misquoted', spelling, reason: 'fragment', omitted: edges.head };
  if (edges.condition)
    return { status: 'misquoted', spelling, reason: 'condition', omitted: edges.condition };
  if (!slips) return { status: 'exact', spelling, reason: null };
  return slips <= closeAllowance(words)
    ? { status: 'close', spelling, reason: null }
    : { status: 'misquoted', spelling, reason: 'words' };
}
