/**
 * The small engine both morphology notations are read with. A grammar is a list of sequences; a
 * sequence is a list of slots; a slot lists the tokens that may stand there, each with what it says.
 * Reading a code walks every sequence (the grammars are small and unambiguous, so a plain
 * depth-first walk is enough) and tells both whether the code is complete — and what it says — and
 * whether it is the beginning of some complete code, which is what a search by prefix needs.
 */
import { fillTemplate, term, type MorphLang, type TermKey } from './morph-terms';

/** What one token says: a term, or a person, gender or number (said together when adjacent). */
export interface Feature {
  readonly role: 'term' | 'person' | 'gender' | 'number';
  readonly key: TermKey;
}

/** The tokens that may stand at one place of a code; null says nothing (a '-', a placeholder). */
export type Slot = ReadonlyArray<readonly [token: string, feature: Feature | null]>;
export type Sequence = readonly Slot[];

export interface Grammar {
  readonly sequences: readonly Sequence[];
  /** A token that stands only before a value, never last (OSHB's 'x'). */
  readonly placeholder?: string;
}

export interface Reading {
  /** What the code says, when some sequence reads all of it; null otherwise. */
  readonly features: readonly Feature[] | null;
  /** Whether the code is the beginning (or the whole) of some complete code. */
  readonly prefix: boolean;
}

export const said = (key: TermKey, role: Feature['role'] = 'term'): Feature => ({ role, key });

export const slot = (tokens: Readonly<Record<string, Feature | null>>): Slot => Object.entries(tokens);

export function read(input: string, grammar: Grammar): Reading {
  let features: Feature[] | null = null;
  let prefix = false;
  const walk = (sequence: Sequence, index: number, at: number, saying: (Feature | null)[], last: string) => {
    if (features) return;
    if (at === input.length) {
      // every slot offers a token that is not the placeholder, so the rest can always be written
      if (index < sequence.length) prefix = true;
      else if (last !== grammar.placeholder) {
        features = saying.filter((feature): feature is Feature => feature !== null);
        prefix = true;
      }
      return;
    }
    if (index === sequence.length) return;
    const rest = input.slice(at);
    for (const [token, feature] of sequence[index]) {
      if (rest.startsWith(token)) walk(sequence, index + 1, at + token.length, [...saying, feature], token);
      else if (token.startsWith(rest)) prefix = true;
    }
  };
  for (const sequence of grammar.sequences) walk(sequence, 0, 0, [], '');
  return { features, prefix };
}

/**
 * The features as a phrase: terms joined by commas, a person said with the gender and number that
 * follow it ("third person masculine singular"), a gender or number without a person on its own.
 */
export function sayFeatures(features: readonly Feature[], lang: MorphLang): string {
  const parts: string[] = [];
  for (let i = 0; i < features.length; i++) {
    const feature = features[i];
    const next = features[i + 1];
    const after = features[i + 2];
    if (feature.role === 'person' && next?.role === 'gender' && after?.role === 'number') {
      const values = {
        person: term(feature.key, lang),
        gender: term(next.key, lang),
        number: term(after.key, lang),
      };
      parts.push(fillTemplate('template.personGenderNumber', lang, values));
      i += 2;
    } else if (feature.role === 'person' && next?.role === 'number') {
      parts.push(
        fillTemplate('template.personNumber', lang, {
          person: term(feature.key, lang),
          number: term(next.key, lang),
        }),
      );
      i += 1;
    } else {
      parts.push(term(feature.key, lang));
    }
  }
  return parts.join(', ');
}
