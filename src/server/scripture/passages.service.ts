import { nextTurn } from '../steps';
import { JsonCache, type CachedText } from '../http/json-cache';
import { AppError } from '../errors';
import { formatReference } from '../../shared/reference/format';
import type { ParsedReference, RefRange } from '../../shared/reference/osis';
import { parseReference } from '../../shared/reference/parse';
import type { Passage, PassageVerse } from '../../shared/api';
import { bookByOsis, type UiLanguage } from '../../shared/books';
import type { ScriptureRepo } from './scripture.repo';

/** The most verses one passage request returns (Psalms 119 has 176; Genesis 1-50 has 1,533). */
export const MAX_PASSAGE_VERSES = 2000;

/**
 * Reads passages. Answers are kept, serialised, in a bounded LRU cache: scripture never changes
 * while the server runs, and a hit then costs neither parsing, a query nor JSON encoding.
 */
export class PassageService {
  // bounded by the bytes held, not the number of passages (a whole book is ~200 KB of JSON)
  private readonly cache = new JsonCache(32 * 1024 * 1024);

  constructor(private readonly repo: ScriptureRepo) {}

  /** The passage as JSON text (see the `Passage` type). */
  async getJson(
    ref: string | undefined,
    translation: string,
    lang: UiLanguage,
    withWords = false,
    scheme: 'own' | 'kjv' = 'own',
  ): Promise<CachedText> {
    if (!ref) throw new AppError('reference_required', 400);
    const id = this.repo.translationId(translation);
    const key = `${id}\u0000${lang}\u0000${withWords}\u0000${scheme}\u0000${ref}`;
    if (!withWords) return this.cache.get(key, () => this.read(ref, id, lang, scheme));
    return this.cache.getAsync(key, () => this.addWords(this.read(ref, id, lang, scheme)));
  }

  /**
   * Adds each verse's tagged words, read chapter by chapter with a turn of the event loop between
   * chapters: for a whole book (Genesis with its Strong's words, 0.1–0.15 s) the event loop was
   * held that long (issue 41).
   */
  private async addWords(passage: Passage): Promise<Passage> {
    const chapters = new Map<string, ReturnType<ScriptureRepo['chapterWords']>>();
    const verses: Passage['verses'] = [];
    for (const v of passage.verses) {
      const key = `${v.book}.${v.chapter}`;
      let words = chapters.get(key);
      if (!words) {
        if (chapters.size) await nextTurn();
        words = this.repo.chapterWords(passage.translation, bookByOsis(v.book)!.order, v.chapter);
        chapters.set(key, words);
      }
      verses.push({ ...v, words: words.get(v.verse) ?? [] });
    }
    return { ...passage, verses };
  }

  private read(ref: string, translation: string, lang: UiLanguage, scheme: 'own' | 'kjv'): Passage {
    const { parsed, verses } = readVerses(this.repo, ref, translation, scheme);
    return { reference: formatReference(parsed, lang), osis: parsed.osis, translation, verses };
  }
}

/**
 * The verses a reference covers in a translation, at most MAX_PASSAGE_VERSES, with the API's
 * errors: not a reference, too long, or no verses there. `scheme: 'kjv'` reads the reference in
 * the KJV's numbering (the translation's verses at those KJV places).
 */
export function readVerses(
  repo: ScriptureRepo,
  ref: string,
  translation: string,
  scheme: 'own' | 'kjv' = 'own',
): { parsed: ParsedReference; verses: PassageVerse[] } {
  return readRanges(ref, (range, left) =>
    scheme === 'kjv' ? repo.versesByKjv(translation, range, left) : repo.verses(translation, range, left),
  );
}

/** The same, the verses' places only (ScriptureRepo.places). */
export const readPlaces = (repo: ScriptureRepo, ref: string, translation: string) =>
  readRanges(ref, (range, left) => repo.places(translation, range, left));

function readRanges<T>(
  ref: string,
  read: (range: RefRange, left: number) => T[],
): { parsed: ParsedReference; verses: T[] } {
  const parsed = parseReference(ref);
  if (!parsed) throw new AppError('reference_invalid', 400);
  const verses: T[] = [];
  for (const range of parsed.ranges) {
    verses.push(...read(range, MAX_PASSAGE_VERSES + 1 - verses.length));
    if (verses.length > MAX_PASSAGE_VERSES) throw new AppError('reference_too_long', 400);
  }
  if (!verses.length) throw new AppError('reference_not_found', 400);
  return { parsed, verses };
}
