/**
 * Choosing a speech voice for a translation's language (pure but for `loadVoices`, tested in
 * voices.test.ts). A voice is only ever one of the language's own: French is never read with an
 * English voice; where the browser has none, the reader says so.
 */

/** The part of SpeechSynthesisVoice used here (real voices, or the tests' fakes). */
export type Voice = Pick<SpeechSynthesisVoice, 'voiceURI' | 'name' | 'lang' | 'default' | 'localService'>;

/** The region most voices of a language are made for, preferred when the user's own is absent. */
const USUAL_REGION: Record<string, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', te: 'te-IN' };

/** `fr_FR`, `FR-fr` → `fr-fr`: browsers and systems spell voice languages differently. */
const norm = (tag: string) => tag.replace(/_/g, '-').toLowerCase();

/** The voices that speak `language` (a base language: en, fr…), whatever their region. */
export function voicesFor<V extends Voice>(voices: readonly V[], language: string): V[] {
  const base = norm(language).split('-')[0]!;
  return voices.filter((v) => {
    const tag = norm(v.lang);
    return tag === base || tag.startsWith(`${base}-`);
  });
}

/**
 * The voice to read `language` with: the one the user chose for it, if still there; else one whose
 * language is exactly a preferred form (the user's own, as in `preferred` = navigator.languages,
 * then the usual region: fr-FR); else the browser's default voice for the language; else any
 * voice of the language. Local voices win ties (they work offline and pause cleanly). Null when
 * the browser has no voice for the language.
 */
export function pickVoice<V extends Voice>(
  voices: readonly V[],
  language: string,
  chosen?: string | null,
  preferred: readonly string[] = [],
): V | null {
  const own = voicesFor(voices, language);
  if (!own.length) return null;
  const mine = chosen ? own.find((v) => v.voiceURI === chosen) : undefined;
  if (mine) return mine;
  const base = norm(language).split('-')[0]!;
  const usual = USUAL_REGION[base];
  const tags = [
    ...preferred.map(norm).filter((t) => t.startsWith(`${base}-`)),
    ...(usual ? [norm(usual)] : []),
  ];
  const rank = (v: V) => {
    const exact = tags.indexOf(norm(v.lang));
    return (exact < 0 ? tags.length + (v.default ? 0 : 1) : exact) * 2 + (v.localService ? 0 : 1);
  };
  return [...own].sort((a, b) => rank(a) - rank(b))[0]!;
}

/** What `loadVoices` needs of window.speechSynthesis. */
export type VoiceSource = Pick<SpeechSynthesis, 'getVoices' | 'addEventListener' | 'removeEventListener'>;

/**
 * The browser's voices. Chrome answers getVoices() with nothing until its engine has started and
 * then fires `voiceschanged`; a browser without any voice never fires it: after `timeoutMs` the
 * answer is the empty list.
 */
export function loadVoices(synth: VoiceSource, timeoutMs = 3000): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      const voices = synth.getVoices();
      if (!voices.length && !timer.expired) return; // an empty announcement: keep waiting
      clearTimeout(timer.id);
      synth.removeEventListener('voiceschanged', done);
      resolve(voices);
    };
    const timer = {
      expired: false,
      id: setTimeout(() => {
        timer.expired = true;
        done();
      }, timeoutMs),
    };
    synth.addEventListener('voiceschanged', done);
  });
}
