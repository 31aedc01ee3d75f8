/**
 * The words a morphology explanation is made of, in the four UI languages. They are data, in
 * `morph-terms.json` (a key, then `en`, `es`, `fr`, `te`): a translator edits that file, not code.
 * Its keys are the type `TermKey`, so the grammars cannot name a term the file lacks, and the
 * compiler refuses the file if a term lacks a language (morph.unit.test.ts checks the texts).
 * Three entries are templates: `template.labelled` ({language}, {text}),
 * `template.personGenderNumber` and `template.personNumber` ({person}, {gender}, {number}).
 */
import terms from './morph-terms.json';

export type MorphLang = 'en' | 'es' | 'fr' | 'te';

export const MORPH_LANGS: readonly MorphLang[] = ['en', 'es', 'fr', 'te'];

export type TermKey = keyof typeof terms;

export const MORPH_TERMS: Readonly<Record<TermKey, Readonly<Record<MorphLang, string>>>> = terms;

export function term(key: TermKey, lang: MorphLang): string {
  return MORPH_TERMS[key][lang] ?? MORPH_TERMS[key].en;
}

/** A template term with its `{name}` slots filled. */
export function fillTemplate(
  key: TermKey,
  lang: MorphLang,
  values: Readonly<Record<string, string>>,
): string {
  return term(key, lang).replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
