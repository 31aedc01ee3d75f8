import { bookByOsis, type UiLanguage } from '../../shared/books';
import { splitOsisId } from '../../shared/reference/osis';
import { readerPath } from './paths';

/** `John.3.16` → its reader link and its name in the UI language (`Juan 3:16`). */
export function verseLink(osis: string, lang: UiLanguage, translation?: string) {
  const { book, chapter, verse } = splitOsisId(osis);
  const info = bookByOsis(book);
  return {
    to: readerPath(book, Number(chapter), { highlight: Number(verse), translation }),
    label: `${info?.names[lang] ?? book} ${chapter}:${verse}`,
  };
}
