/**
 * Morphology codes of the original-language texts, checked and explained in the UI languages
 * (issue 27): the OSHB codes of the Hebrew and Aramaic Old Testament (morph-oshb.ts) and Robinson's
 * codes of the Greek New Testament (morph-robinson.ts). Pure, for the server's route and search.
 *
 * The notations are told apart by reading: a code is read as OSHB first (H or A, then a part of
 * speech; case matters, `Vqp3ms` is not `VQp3ms`), then as Robinson. No string is both: Robinson's
 * codes either hold a '-', which OSHB never does, or are undeclined words that OSHB cannot read
 * (`HEB`: no part of speech E; `ADV`, `ARAM`: an adverb has no field, a preposition's only field
 * is d). Robinson's codes are upper case; a code all in lower case is read upper-cased, mixed case
 * is refused, and so is anything else (braces, spaces, letters outside ASCII).
 */
import { sayFeatures } from './morph-grammar';
import { readOshb, validOshbPrefix } from './morph-oshb';
import { readRobinson, validRobinsonPrefix } from './morph-robinson';
import { fillTemplate, term, type MorphLang } from './morph-terms';

export type { MorphLang } from './morph-terms';
export type MorphNotation = 'oshb' | 'robinson';

/** Longer than any real code (the longest in the data has 18 characters); refused unread. */
const MAX_CODE_LENGTH = 64;
const CODE_CHARACTERS = /^[A-Za-z0-9/-]+$/;

const readable = (code: unknown): code is string =>
  typeof code === 'string' && code.length <= MAX_CODE_LENGTH && CODE_CHARACTERS.test(code);

/** A Robinson code in its upper case, or null when its case is mixed. */
function robinsonCase(code: string): string | null {
  const upper = code.toUpperCase();
  return code === upper || code === code.toLowerCase() ? upper : null;
}

/**
 * A morphology code explained in `lang`, or null when it is not a valid code of either notation.
 * `HVqp3ms` → "Hebrew: verb, Qal, perfect, third person masculine singular"; the segments of an
 * OSHB code are joined by " + " in their order (prefixes, main word, suffixes); `V-AAI-3S` →
 * "verb, aorist, active, indicative, third person singular".
 */
export function explainMorph(code: string, lang: MorphLang): string | null {
  if (!readable(code)) return null;
  const oshb = readOshb(code);
  if (oshb) {
    const text = oshb.segments.map((segment) => sayFeatures(segment, lang)).join(' + ');
    return fillTemplate('template.labelled', lang, { language: term(oshb.language, lang), text });
  }
  const upper = robinsonCase(code);
  const features = upper === null ? null : readRobinson(upper);
  return features ? sayFeatures(features, lang) : null;
}

/**
 * Whether `prefix` begins at least one syntactically possible code, for a search by morphology.
 * OSHB: a word's own code, without the language letter and the prefixed particles (`Vqp3ms`, `Vq`,
 * `Ncmsc/Sp2ms`, `N`); its stem letter may be Hebrew or Aramaic. Robinson: the code as written
 * (`V-AAI-3S`, `V-AAI`, `V-`). The empty prefix is refused: it would match everything.
 */
export function validMorphPrefix(prefix: string, notation: MorphNotation): boolean {
  if (prefix === '' || !readable(prefix)) return false;
  if (notation === 'oshb') return validOshbPrefix(prefix);
  const upper = robinsonCase(prefix);
  return upper !== null && validRobinsonPrefix(upper);
}
