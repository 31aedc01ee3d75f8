/**
 * The sentence corpus (src/shared/corpus/reference-sentences.json): real-looking sentences in
 * the four languages — references in every form people write, and look-alikes (ages, counts,
 * times, names followed by numbers) — each with the reading a careful reader would give it.
 * `null` as osis: the words look like a book's name but name none, and must be reported.
 */
import { describe, expect, it } from 'vitest';
import corpus from '../corpus/reference-sentences.json';
import { findReferences } from './scan';

type Entry = { lang: 'en' | 'es' | 'fr' | 'te'; text: string; refs: [string, string | null][] };
const entries = corpus as Entry[];

describe('reference sentence corpus', () => {
  it('has at least 100 sentences, in each of the four languages, with references and look-alikes', () => {
    expect(entries.length).toBeGreaterThanOrEqual(100);
    for (const lang of ['en', 'es', 'fr', 'te']) {
      const mine = entries.filter((e) => e.lang === lang);
      expect(mine.some((e) => e.refs.length === 0)).toBe(true);
      expect(mine.some((e) => e.refs.length > 0)).toBe(true);
    }
  });

  it.each(entries.map((e) => [e.lang, e.text, e.refs] as const))('%s: %s', (_lang, text, refs) => {
    expect(findReferences(text).map((f) => [text.slice(f.start, f.end), f.osis])).toEqual(refs);
  });
});
