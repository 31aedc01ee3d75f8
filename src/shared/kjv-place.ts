/**
 * A verse's place in the KJV's numbering, the scheme every translation is aligned through (ADR 009).
 * No zod here (unlike api.ts), so the client can import it without the schema library.
 */
import type { PassageVerse } from './api';

/** The verse's `kjv` place, or its own numbers where they agree with the KJV's. */
export const kjvOf = (v: Pick<PassageVerse, 'chapter' | 'verse' | 'kjv'>) =>
  v.kjv ?? { chapter: v.chapter, verse: v.verse, verseEnd: v.verse };
