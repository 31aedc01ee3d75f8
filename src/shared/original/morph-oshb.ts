/**
 * OSHB morphology codes (Open Scriptures Hebrew Bible; openscriptures.github.io/morphhb/parsing/
 * HebrewMorphologyCodes.html). A full code is one language letter (H Hebrew, A Aramaic), then the
 * word's segments separated by '/': prefixes, the main word, suffixes — `HC/Td/Ncbsa`,
 * `HR/Ncmsc/Sp2ms`, `ANcmsd`. A segment is a part of speech and its fields:
 *
 *   A adjective  type gender number state      P pronoun    type [person gender number]
 *   C conjunction                              R preposition [d: with the article]
 *   D adverb                                   S suffix     d | h | n | p person gender number
 *   N noun       type gender number state      T particle   [type]
 *                (a proper name: Np alone)     V verb       stem conjugation, then
 *     person gender number (finite), gender number state (participle) or nothing (infinitive).
 *
 * 'x' holds the place of an unknown or unneeded value, only before a value that follows it
 * (`Pdxms`, `Nxxxa`); the verb stems differ between Hebrew and Aramaic. The data has `Pf`, `Pi`
 * and a bare `T`, so a pronoun's person, gender and number and a particle's type may be absent.
 */
import { read, said, slot, type Feature, type Grammar, type Sequence, type Slot } from './morph-grammar';
import type { TermKey } from './morph-terms';

const HEBREW_STEMS: Readonly<Record<string, TermKey>> = {
  q: 'stem.qal',
  N: 'stem.niphal',
  p: 'stem.piel',
  P: 'stem.pual',
  h: 'stem.hiphil',
  H: 'stem.hophal',
  t: 'stem.hithpael',
  o: 'stem.polel',
  O: 'stem.polal',
  r: 'stem.hithpolel',
  m: 'stem.poel',
  M: 'stem.poal',
  k: 'stem.palel',
  K: 'stem.pulal',
  Q: 'stem.qalPassive',
  l: 'stem.pilpel',
  L: 'stem.polpal',
  f: 'stem.hithpalpel',
  D: 'stem.nithpael',
  j: 'stem.pealal',
  i: 'stem.pilel',
  u: 'stem.hothpaal',
  c: 'stem.tiphil',
  v: 'stem.hishtaphel',
  w: 'stem.nithpalel',
  y: 'stem.nithpoel',
  z: 'stem.hithpoel',
};

const ARAMAIC_STEMS: Readonly<Record<string, TermKey>> = {
  q: 'stem.peal',
  Q: 'stem.peil',
  u: 'stem.hithpeel',
  p: 'stem.pael',
  P: 'stem.ithpaal',
  M: 'stem.hithpaal',
  a: 'stem.aphel',
  h: 'stem.haphel',
  s: 'stem.saphel',
  e: 'stem.shaphel',
  H: 'stem.hophal',
  i: 'stem.ithpeel',
  t: 'stem.hishtaphel',
  v: 'stem.ishtaphel',
  w: 'stem.hithaphel',
  o: 'stem.polel',
  z: 'stem.ithpoel',
  r: 'stem.hithpolel',
  f: 'stem.hithpalpel',
  b: 'stem.hephal',
  c: 'stem.tiphel',
  m: 'stem.poel',
  l: 'stem.palpel',
  L: 'stem.ithpalpel',
  O: 'stem.ithpolel',
  G: 'stem.ittaphal',
};

const only = (token: string, feature: Feature | null): Slot => [[token, feature]];

const PERSON = slot({
  '1': said('person.1', 'person'),
  '2': said('person.2', 'person'),
  '3': said('person.3', 'person'),
  x: null,
});
const GENDER = slot({
  m: said('gender.masculine', 'gender'),
  f: said('gender.feminine', 'gender'),
  c: said('gender.common', 'gender'),
  b: said('gender.both', 'gender'),
  x: null,
});
const NUMBER = slot({
  s: said('number.singular', 'number'),
  p: said('number.plural', 'number'),
  d: said('number.dual', 'number'),
  x: null,
});
const STATE = slot({ a: said('state.absolute'), c: said('state.construct'), d: said('state.determined') });

const ADJECTIVE_TYPE = slot({
  a: null,
  c: said('type.cardinal'),
  g: said('type.gentilic'),
  o: said('type.ordinal'),
  x: null,
});
const NOUN_TYPE = slot({ c: said('type.common'), g: said('type.gentilic'), x: null });
const PRONOUN_TYPE = slot({
  d: said('pronoun.demonstrative'),
  f: said('pronoun.indefinite'),
  i: said('pronoun.interrogative'),
  p: said('pronoun.personal'),
  r: said('pronoun.relative'),
  x: said('pos.pronoun'),
});
const SUFFIX_TYPE = slot({
  d: said('suffix.directionalHe'),
  h: said('suffix.paragogicHe'),
  n: said('suffix.paragogicNun'),
});
const PARTICLE_TYPE = slot({
  a: said('particle.affirmation'),
  d: said('article.definite'),
  e: said('particle.exhortation'),
  i: said('particle.interrogative'),
  j: said('pos.interjection'),
  m: said('particle.demonstrative'),
  n: said('particle.negative'),
  o: said('particle.objectMarker'),
  r: said('particle.relative'),
});
const FINITE = slot({
  p: said('conjugation.perfect'),
  q: said('conjugation.sequentialPerfect'),
  i: said('conjugation.imperfect'),
  w: said('conjugation.sequentialImperfect'),
  h: said('conjugation.cohortative'),
  j: said('conjugation.jussive'),
  v: said('mood.imperative'),
});
const PARTICIPLE = slot({
  r: said('conjugation.activeParticiple'),
  s: said('conjugation.passiveParticiple'),
});
const INFINITIVE = slot({
  a: said('conjugation.infinitiveAbsolute'),
  c: said('conjugation.infinitiveConstruct'),
});

function grammar(stems: Slot): Grammar {
  const verb = only('V', said('pos.verb'));
  const sequences: Sequence[] = [
    [only('A', said('pos.adjective')), ADJECTIVE_TYPE, GENDER, NUMBER, STATE],
    [only('C', said('pos.conjunction'))],
    [only('D', said('pos.adverb'))],
    [only('N', said('pos.noun')), only('p', said('type.properName'))],
    [only('N', said('pos.noun')), NOUN_TYPE, GENDER, NUMBER, STATE],
    [only('P', null), PRONOUN_TYPE],
    [only('P', null), PRONOUN_TYPE, PERSON, GENDER, NUMBER],
    [only('R', said('pos.preposition'))],
    [only('R', null), only('d', said('preposition.withArticle'))],
    [only('S', null), SUFFIX_TYPE],
    [only('S', null), only('p', said('suffix.pronominal')), PERSON, GENDER, NUMBER],
    [only('T', said('pos.particle'))],
    [only('T', null), PARTICLE_TYPE],
    [verb, stems, FINITE, PERSON, GENDER, NUMBER],
    [verb, stems, PARTICIPLE, GENDER, NUMBER, STATE],
    [verb, stems, INFINITIVE],
  ];
  return { sequences, placeholder: 'x' };
}

const stemSlot = (...tables: Readonly<Record<string, TermKey>>[]): Slot =>
  tables.flatMap((table) => Object.entries(table).map(([letter, key]) => [letter, said(key)] as const));

const GRAMMARS = {
  H: grammar(stemSlot(HEBREW_STEMS)),
  A: grammar(stemSlot(ARAMAIC_STEMS)),
} as const;
/** A code without its language letter may be either's: its stem letter is read as either's. */
const EITHER = grammar(stemSlot(HEBREW_STEMS, ARAMAIC_STEMS));

export interface OshbReading {
  readonly language: 'language.hebrew' | 'language.aramaic';
  /** What each segment says, in the code's order. */
  readonly segments: readonly (readonly Feature[])[];
}

/** A full OSHB code read (`HVqp3ms`, `HC/Td/Ncbsa`), or null when it is not one. */
export function readOshb(code: string): OshbReading | null {
  const letter = code.charAt(0);
  if (letter !== 'H' && letter !== 'A') return null;
  const parts = code.slice(1).split('/');
  // a suffix hangs on a word: it never opens the code
  if (parts[0].startsWith('S')) return null;
  const segments: (readonly Feature[])[] = [];
  for (const part of parts) {
    const features = part === '' ? null : read(part, GRAMMARS[letter]).features;
    if (!features) return null;
    segments.push(features);
  }
  return { language: letter === 'H' ? 'language.hebrew' : 'language.aramaic', segments };
}

/**
 * Whether `prefix` begins some word's own code — written without the language letter and without
 * the particles prefixed to the word (`Vqp3ms`, `Ncmsc/Sp2ms`): `Vq` does, `Vx` does not.
 */
export function validOshbPrefix(prefix: string): boolean {
  const parts = prefix.split('/');
  const last = parts.length - 1;
  if (parts[0] === '' || parts[0].startsWith('S')) return false;
  for (let i = 0; i < last; i++) if (!read(parts[i], EITHER).features) return false;
  // after a complete segment and its '/', another segment (a suffix) may always follow
  return parts[last] === '' || read(parts[last], EITHER).prefix;
}
