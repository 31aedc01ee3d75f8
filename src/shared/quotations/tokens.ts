/** A text's words as the comparison reads them: as written, with the punctuation after each. */
import { modern } from './grade';

/**
 * A word as written, its key (lower case, no apostrophes: as words() gives it), its modern form,
 * whether a mark of punctuation follows it (a clause ends or pauses there: `Judge not, and`), and
 * whether that mark ends a sentence or a clause of its own (`.`, `;`, `:`, `?`, `!`).
 */
export interface Token {
  text: string;
  key: string;
  modern: string;
  pause: boolean;
  stop: boolean;
}

const verseTokens = new Map<string, Token[]>();

/** A verse's words, remembered: a text citing Psalm 119 twenty times splits its verses once. */
export function verseTokensOf(text: string): Token[] {
  let tokens = verseTokens.get(text);
  if (!tokens) {
    tokens = tokensOf(text);
    if (verseTokens.size > 2_000) verseTokens.clear(); // a few MB: a text cites far fewer verses
    verseTokens.set(text, tokens);
  }
  return tokens;
}

const PAUSE = /[.,;:!?¿¡()—–]/;
const STOP = /[.;:!?¿¡]/;

/** The words of a text as written, in words()'s order. */
export function tokensOf(text: string): Token[] {
  // words and what separates them, in turn: [word, separator, word, …]
  const pieces = text
    .normalize('NFC')
    .replace(/\p{Cf}/gu, '') // a zero-width space or a soft hyphen inside a word
    .split(/([^\p{L}\p{M}\p{N}'’ʼ‘]+)/u);
  const tokens: Token[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const pause = PAUSE.test(pieces[i + 1] ?? '');
    const stop = STOP.test(pieces[i + 1] ?? '');
    const t = pieces[i].replace(/^['’ʼ‘]+|['’ʼ‘]+$/g, '');
    if (/[\p{L}\p{N}]/u.test(t))
      tokens.push({ text: t, key: t.toLowerCase().replace(/['’ʼ‘]/g, ''), modern: modern(t), pause, stop });
    else if (pause && tokens.length) {
      // a lone quote mark between
      tokens[tokens.length - 1].pause = true;
      tokens[tokens.length - 1].stop ||= stop;
    }
  }
  return tokens;
}
