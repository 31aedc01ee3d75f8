import { useSyncExternalStore } from 'react';
import { createSlot } from '../../../lib/library/slot';

/**
 * The voice the user chose for each language (voiceURI by base language: `{ "fr": "…" }`), in its
 * own localStorage key beside the library's, checked when read like theirs. Voices belong to the
 * browser, not to the person, so this is not part of the library's export.
 */
const voiceChoices = createSlot<Record<string, string>>({
  key: 'listen.voices',
  empty: {},
  parse: (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const entries = Object.entries(data as Record<string, unknown>);
    const good = entries.filter(
      (e): e is [string, string] =>
        /^[a-z]{2,3}$/.test(e[0]) && typeof e[1] === 'string' && e[1].length <= 500,
    );
    return { value: Object.fromEntries(good), dropped: entries.length - good.length };
  },
});

/** The chosen voices by language, and a setter for one language's. */
export function useVoiceChoice(): [Record<string, string>, (language: string, voiceURI: string) => void] {
  const choices = useSyncExternalStore(voiceChoices.subscribe, voiceChoices.get);
  const choose = (language: string, voiceURI: string) =>
    void voiceChoices.set({ ...voiceChoices.get(), [language]: voiceURI });
  return [choices, choose];
}
