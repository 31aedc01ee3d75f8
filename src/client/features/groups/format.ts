/** Dates and passages of a group, in the user's language and locale. */
import { isUiLanguage, type UiLanguage } from '../../../shared/books';
import { formatRange } from '../../../shared/reference/format';
import { osisRange } from '../../../shared/reference/osis';
import { readerPath } from '../../lib/paths';

export const groupDate = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { dateStyle: 'medium' });
export const groupDateTime = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A note's passage, kept as OSIS (`John.3.16`, `Rom.8.28-Rom.8.30`: checked by the reference
 * parser when it was added), named in the reader's language with a link to the reader; a passage
 * that is no OSIS (written through the API by hand) is shown as it was written, with no link.
 */
export function passageOf(passage: string, lang: string): { label: string; to: string | null } {
  const range = /^[1-3A-Za-z]+\.\d/.test(passage) ? osisRange(passage) : null;
  if (!range) return { label: passage, to: null };
  const ui: UiLanguage = isUiLanguage(lang) ? lang : 'en';
  const { start, end } = range;
  const sameChapter = start.book === end.book && start.chapter === end.chapter;
  return {
    label: formatRange(range, ui),
    to: readerPath(start.book, start.chapter, {
      highlight: start.verse ?? undefined,
      highlightEnd: sameChapter && end.verse !== start.verse ? (end.verse ?? undefined) : undefined,
    }),
  };
}
