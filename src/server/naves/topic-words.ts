/**
 * The words of a Nave's topic: the stems of its name, and how many of a verse's words are its own
 * (topic-outline.ts chooses key passages by them; key-verse.ts and word-study.ts read them too).
 */
import { stem } from './naves-check';

/** The KJV's "I pray thee" is "please": not a verse about prayer. */
const POLITE = /\b(?:i )?pray (?:thee|you|ye)\b/g;

/** The words that say a verse is about the topic: its name's stems (`LOVE OF GOD` → love). */
export function topicStems(name: string): string[] {
  const words = name.toLowerCase().match(/\p{L}+/gu) ?? [];
  const skip = new Set(['of', 'the', 'and', 'to', 'in', 'for', 'god', 'lord', 'a', 'an', 'on', 'by']);
  return [...new Set(words.filter((w) => !skip.has(w)).map(stem))].filter((s) => s.length >= 3);
}

/** How many of a verse's words are the topic's own (`pray`, `prayers`; not "I pray thee"). */
export function topicWords(text: string, stems: string[]): number {
  const words =
    text
      .toLowerCase()
      .replace(POLITE, '')
      .match(/\p{L}+/gu) ?? [];
  return words.filter((w) => stems.some((s) => w.startsWith(s))).length;
}
