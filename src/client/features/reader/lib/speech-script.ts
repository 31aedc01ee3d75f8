/**
 * What "Listen" says for a chapter (pure, tested in speech-script.test.ts): the text of each verse
 * and the psalm titles the reader shows as titles, never verse numbers, section headings (the
 * editors' words, not the text) or markers, which are not in the verse text. Long verses are cut
 * at sentence or clause ends: one short utterance at a time is what every browser speaks reliably
 * (Chrome's online voices stop after about fifteen seconds of one utterance), and pausing goes
 * back at most one piece.
 */
import type { PassageVerse } from '../../../../shared/api';
import { readingBlocks } from './reader-layout';

/** One utterance: the verse it belongs to (highlighted while it is read) and what is said. */
export interface SpeechPiece {
  verse: number;
  text: string;
}

/** Longest piece, in characters: about ten to fifteen seconds of speech. */
export const MAX_PIECE = 220;

/** Cuts text into pieces of at most `max` characters: at sentence ends, else clause ends, else words. */
export function splitForSpeech(text: string, max = MAX_PIECE): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  if (clean.length <= max) return [clean];
  for (const boundary of [/(?<=[.!?;:])\s+/, /(?<=[,])\s+/, /\s+/]) {
    const parts = clean.split(boundary);
    if (parts.length < 2) continue;
    const out: string[] = [];
    let cur = '';
    for (const p of parts) {
      if (cur && cur.length + 1 + p.length > max) {
        out.push(cur);
        cur = p;
      } else cur = cur ? `${cur} ${p}` : p;
    }
    if (cur) out.push(cur);
    // a piece still too long (one long sentence) is cut again at the next finer boundary
    return out.flatMap((p) => (p.length > max ? splitForSpeech(p, max) : [p]));
  }
  // one word longer than the limit: said as it is
  return [clean];
}

/**
 * The chapter as the pieces to say, in order. A title held as a heading (the KJV's psalm titles)
 * is said before its verse and highlights that verse; the Segond's title verses are verses.
 */
export function speechScript(verses: PassageVerse[], opts: { psalms: boolean }): SpeechPiece[] {
  const pieces: SpeechPiece[] = [];
  const blocks = readingBlocks(verses, { versePerLine: true, psalms: opts.psalms });
  let title: string | null = null;
  for (const b of blocks) {
    if (b.kind === 'title' && b.text) title = b.text;
    for (const part of b.parts) {
      if (!part.first) continue;
      const v = part.verse;
      if (title) {
        for (const text of splitForSpeech(title)) pieces.push({ verse: v.verse, text });
        title = null;
      }
      for (const text of splitForSpeech(v.text)) pieces.push({ verse: v.verse, text });
    }
  }
  return pieces;
}

/** The first piece of a verse (or of the first verse after it), for starting from a selection. */
export function pieceOfVerse(script: SpeechPiece[], verse: number): number {
  const i = script.findIndex((p) => p.verse >= verse);
  return i < 0 ? 0 : i;
}
