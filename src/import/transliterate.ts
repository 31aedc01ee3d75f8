/**
 * Transliteration of the original words. Greek: SBL's academic style, by rule (a handful of
 * letters, diphthongs and the rough breathing). Hebrew: the `hebrew-transliteration` package (SBL
 * academic), which syllabifies each word: about a millisecond a form, so the forms are done once
 * each, cantillation removed, in a worker thread while the import writes the Bibles.
 */
import { Worker } from 'node:worker_threads';

const GREEK: Record<string, string> = {
  α: 'a', β: 'b', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'ē', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'ph', χ: 'ch', ψ: 'ps',
  ω: 'ō', ϊ: 'i', ϋ: 'y',
}; // prettier-ignore

const ROUGH = '\u0314';
const GAMMA_NASAL = new Set(['γ', 'κ', 'ξ', 'χ']);

/** `Ἰησοῦ` → `Iēsou`, `ὁ` → `ho`, `ἄγγελος` → `angelos`, `εὐαγγέλιον` → `euangelion`, `ῥῆμα` → `rhēma`. */
export function transliterateGreek(word: string): string {
  const letters = [...word.normalize('NFD')].reduce<{ base: string; rough: boolean; upper: boolean }[]>(
    (out, ch) => {
      if (/\p{M}/u.test(ch)) {
        if (ch === ROUGH && out.length) out.at(-1)!.rough = true;
        return out;
      }
      out.push({ base: ch.toLowerCase(), rough: false, upper: ch !== ch.toLowerCase() });
      return out;
    },
    [],
  );
  let rough = false;
  const out = letters.map((l, i) => {
    const prev = letters[i - 1]?.base;
    const next = letters[i + 1];
    let t = GREEK[l.base] ?? (l.base === "'" ? '’' : l.base);
    if (l.base === 'γ' && next && GAMMA_NASAL.has(next.base)) t = 'n';
    // υ in a diphthong is u (αυ, ευ, ηυ, ου, υι: υἱός → huios)
    if (l.base === 'υ' && ((prev && 'αεηο'.includes(prev)) || next?.base === 'ι')) t = 'u';
    if (l.base === 'ρ' && l.rough) t = 'rh';
    // the breathing stands on a word's first vowel, or its diphthong's second: said first (οὗ → hou)
    else if (l.rough) rough = true;
    return t;
  });
  const word0 = out.join('');
  if (!rough) return letters[0]?.upper ? word0[0]!.toUpperCase() + word0.slice(1) : word0;
  return letters[0]?.upper ? `H${word0}` : `h${word0}`;
}

/** Cantillation and the other marks that do not change how a word is said. */
export const withoutAccents = (hebrew: string) =>
  hebrew.replace(/[\u0591-\u05AF\u05BD\u05C0\u05C3\u05C6]/g, '');

/**
 * The transliterations of Hebrew forms, done in a worker (hebrew-translit.worker.mjs); the
 * promise settles with a map form → transliteration (a form the package cannot read maps to '').
 */
export function transliterateHebrewForms(forms: string[]): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hebrew-translit.worker.mjs', import.meta.url), {
      workerData: forms,
    });
    worker.once('message', (out: string[]) => resolve(new Map(forms.map((f, i) => [f, out[i]!]))));
    worker.once('error', reject);
    worker.once('exit', (code) => code && reject(new Error(`Hebrew transliteration stopped (${code})`)));
  });
}
