import { AppError } from '../errors';
import { formatReference, parseReference } from '../../shared/reference';
import type { Passage } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import type { ScriptureRepo } from './scripture.repo';

/** The most verses one passage request returns (Psalms 119 has 176; Genesis 1-50 has 1,533). */
export const MAX_PASSAGE_VERSES = 2000;

export function getPassage(repo: ScriptureRepo, ref: string | undefined, translation: string, lang: UiLanguage): Passage {
  if (!ref) throw new AppError('reference_required', 400);
  const id = repo.translationId(translation);
  if (!id) throw new AppError('translation_not_found', 400);
  const parsed = parseReference(ref);
  if (!parsed) throw new AppError('reference_invalid', 400);
  const verses = [];
  for (const range of parsed.ranges) {
    const rows = repo.verses(id, range, MAX_PASSAGE_VERSES + 1 - verses.length);
    verses.push(...rows);
    if (verses.length > MAX_PASSAGE_VERSES) throw new AppError('reference_too_long', 400);
  }
  if (!verses.length) throw new AppError('reference_not_found', 400);
  return { reference: formatReference(parsed, lang), osis: parsed.osis, translation: id, verses };
}
