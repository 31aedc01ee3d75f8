/**
 * Strong's numbers as people type them, shared by the server (the lexicon routes) and the client
 * (a number typed into a search box opens its entry). Free of zod and of the reference parser.
 */

export type StrongsLanguage = 'hebrew' | 'greek';

/** `H430`, `h0430`, `H 430`, `G26`; a bare `430` needs the language it belongs to. */
export function parseStrongs(raw: string, language?: StrongsLanguage): string | null {
  const m = /^\s*([HGhg])?\s*0*(\d{1,5})[a-z]?\s*$/.exec(raw);
  if (!m) return null;
  const prefix = m[1]?.toUpperCase() ?? (language === 'hebrew' ? 'H' : language === 'greek' ? 'G' : null);
  return prefix && Number(m[2]) > 0 ? `${prefix}${Number(m[2])}` : null;
}

/** The language of a Strong's number (`H…` Hebrew, `G…` Greek). */
export const strongsLanguage = (strongs: string): StrongsLanguage =>
  strongs.startsWith('H') ? 'hebrew' : 'greek';
