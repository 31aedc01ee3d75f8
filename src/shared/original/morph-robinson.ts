/**
 * Robinson's Greek morphology codes, as the Robinson-Pierpont Byzantine text writes them
 * (`V-AAI-3S`, `N-NSM`, `P-1GP`, `ADV-S`). Fields are separated by '-':
 *
 *   undeclined words     ADV CONJ COND PRT PREP INJ ARAM HEB; indeclinable N-PRI N-LI N-OI A-NUI
 *   declined words       N A R C D T K I X Q - case number gender (`T-GPM`)
 *                        P - [1|2 case number] or [case number gender] (1st and 2nd have no gender)
 *                        F - person case number gender;  S - person possessors case number gender
 *   verbs                V - tense voice mood, then - person number (I S O M), - case number
 *                        gender (participles P R) or nothing (infinitive N)
 *
 * and any of them may end with a suffix: -S -C -ABB -I -N -K -ATT, or for a verb -ATT -M -C -T -A
 * -AP -IRR (Robinson's list; the Byzantine text uses -ATT on verbs). Codes are upper case.
 */
import { read, said, slot, type Feature, type Sequence, type Slot } from './morph-grammar';
import type { TermKey } from './morph-terms';

const only = (token: string, feature: Feature | null): Slot => [[token, feature]];
const DASH = only('-', null);

const CASE = slot({
  N: said('case.nominative'),
  V: said('case.vocative'),
  G: said('case.genitive'),
  D: said('case.dative'),
  A: said('case.accusative'),
});
const NUMBER = slot({ S: said('number.singular', 'number'), P: said('number.plural', 'number') });
const GENDER = slot({
  M: said('gender.masculine', 'gender'),
  F: said('gender.feminine', 'gender'),
  N: said('gender.neuter', 'gender'),
});
const PERSONS = {
  '1': said('person.1', 'person'),
  '2': said('person.2', 'person'),
  '3': said('person.3', 'person'),
} as const;
const person = (...digits: (keyof typeof PERSONS)[]): Slot =>
  digits.map((digit) => [digit, PERSONS[digit]] as const);
const POSSESSORS = slot({ S: said('possessor.singular'), P: said('possessor.plural') });

const TENSE = slot({
  P: said('tense.present'),
  I: said('tense.imperfect'),
  F: said('tense.future'),
  '2F': said('tense.secondFuture'),
  A: said('tense.aorist'),
  '2A': said('tense.secondAorist'),
  R: said('tense.perfect'),
  '2R': said('tense.secondPerfect'),
  L: said('tense.pluperfect'),
  '2L': said('tense.secondPluperfect'),
  X: said('tense.none'),
});
const VOICE = slot({
  A: said('voice.active'),
  M: said('voice.middle'),
  P: said('voice.passive'),
  E: said('voice.middleOrPassive'),
  D: said('voice.middleDeponent'),
  O: said('voice.passiveDeponent'),
  N: said('voice.middleOrPassiveDeponent'),
  Q: said('voice.impersonalActive'),
  X: said('voice.none'),
});
const FINITE = slot({
  I: said('mood.indicative'),
  S: said('mood.subjunctive'),
  O: said('mood.optative'),
  M: said('mood.imperative'),
});
const PARTICIPLE = slot({ P: said('mood.participle'), R: said('mood.imperativeParticiple') });

const SUFFIX = slot({
  S: said('extra.superlative'),
  C: said('extra.comparative'),
  ABB: said('extra.abbreviated'),
  I: said('extra.interrogative'),
  N: said('extra.negative'),
  K: said('extra.crasis'),
  ATT: said('extra.attic'),
});
const VERB_SUFFIX = slot({
  ATT: said('extra.attic'),
  M: said('extra.middleSense'),
  C: said('extra.contracted'),
  T: said('extra.transitive'),
  A: said('extra.aeolic'),
  AP: said('extra.apocopated'),
  IRR: said('extra.irregular'),
});

const UNDECLINED: Readonly<Record<string, TermKey>> = {
  ADV: 'pos.adverb',
  CONJ: 'pos.conjunction',
  COND: 'particle.conditional',
  PRT: 'pos.particle',
  PREP: 'pos.preposition',
  INJ: 'pos.interjection',
  ARAM: 'word.aramaic',
  HEB: 'word.hebrew',
};
const DECLINED: Readonly<Record<string, TermKey>> = {
  N: 'pos.noun',
  A: 'pos.adjective',
  R: 'pronoun.relative',
  C: 'pronoun.reciprocal',
  D: 'pronoun.demonstrative',
  T: 'article.definite',
  K: 'pronoun.correlative',
  I: 'pronoun.interrogative',
  X: 'pronoun.indefinite',
  Q: 'pronoun.correlativeOrInterrogative',
};

const withSuffix = (sequence: Sequence, suffix = SUFFIX): Sequence[] => [
  sequence,
  [...sequence, DASH, suffix],
];

const VERB = only('V', said('pos.verb'));
const SEQUENCES: readonly Sequence[] = [
  ...Object.entries(UNDECLINED).flatMap(([word, key]) => withSuffix([only(word, said(key))])),
  ...withSuffix([only('N', null), DASH, only('PRI', said('indeclinable.properNoun'))]),
  ...withSuffix([only('N', null), DASH, only('LI', said('indeclinable.letter'))]),
  ...withSuffix([only('N', null), DASH, only('OI', said('indeclinable.noun'))]),
  ...withSuffix([only('A', null), DASH, only('NUI', said('indeclinable.numeral'))]),
  ...Object.entries(DECLINED).flatMap(([letter, key]) =>
    withSuffix([only(letter, said(key)), DASH, CASE, NUMBER, GENDER]),
  ),
  ...withSuffix([only('P', said('pronoun.personal')), DASH, person('1', '2'), CASE, NUMBER]),
  ...withSuffix([only('P', said('pronoun.personal')), DASH, CASE, NUMBER, GENDER]),
  ...withSuffix([only('F', said('pronoun.reflexive')), DASH, person('1', '2', '3'), CASE, NUMBER, GENDER]),
  ...withSuffix([
    only('S', said('pronoun.possessive')),
    DASH,
    person('1', '2', '3'),
    POSSESSORS,
    CASE,
    NUMBER,
    GENDER,
  ]),
  ...withSuffix([VERB, DASH, TENSE, VOICE, FINITE, DASH, person('1', '2', '3'), NUMBER], VERB_SUFFIX),
  ...withSuffix([VERB, DASH, TENSE, VOICE, PARTICIPLE, DASH, CASE, NUMBER, GENDER], VERB_SUFFIX),
  ...withSuffix([VERB, DASH, TENSE, VOICE, only('N', said('mood.infinitive'))], VERB_SUFFIX),
];
const GRAMMAR = { sequences: SEQUENCES };

/** What a Robinson code says, or null when it is not one. Upper case, as the source writes it. */
export function readRobinson(code: string): readonly Feature[] | null {
  return read(code, GRAMMAR).features;
}

/** Whether `prefix` begins some Robinson code (`V-`, `V-AAI`): `V-Z` does not. */
export function validRobinsonPrefix(prefix: string): boolean {
  return prefix !== '' && read(prefix, GRAMMAR).prefix;
}
