import { useEffect, useMemo } from 'react';
import type { PassageVerse } from '../../../../shared/api';
import { useResettableState } from '../../../hooks/use-resettable-state';
import { recordReading } from '../../../lib/library/library';
import {
  covers,
  type Bookmark,
  type HighlightColor,
  type Note,
  type VersePlace,
} from '../../../lib/library/records';
import { useLibrary } from '../../../lib/library/use-library';

/**
 * The library in the reader: records the chapter in the reading history, finds the bookmarks
 * notes and highlights on the verses shown (in any translation, through the KJV's numbering), and holds the
 * note being edited. A bookmark shows at its first verse shown, a note after its last.
 */
export function useVerseLibrary(
  book: string,
  chapter: number,
  translation: string | null,
  verses: PassageVerse[],
) {
  useEffect(() => {
    if (translation) recordReading(book, chapter, translation);
  }, [book, chapter, translation]);
  const bookmarks = useLibrary('bookmarks');
  const notes = useLibrary('notes');
  const highlights = useLibrary('highlights');
  const [editing, setEditing] = useResettableState<VersePlace | null>(
    null,
    `${book} ${chapter} ${translation}`,
  );

  const { firstOf, lastOf, colorOf } = useMemo(() => {
    const firstOf = new Map<number, Bookmark[]>();
    const lastOf = new Map<number, Note[]>();
    // the newest highlight over a verse gives its colour (the list is newest first)
    const colorOf = new Map<number, HighlightColor>();
    for (const h of highlights)
      for (const v of verses) if (!colorOf.has(v.verse) && covers(h, book, v)) colorOf.set(v.verse, h.color);
    const place = <T>(map: Map<number, T[]>, r: T, v: PassageVerse | undefined) =>
      v && map.set(v.verse, [...(map.get(v.verse) ?? []), r]);
    for (const b of bookmarks)
      place(
        firstOf,
        b,
        verses.find((v) => covers(b, book, v)),
      );
    for (const n of notes)
      place(
        lastOf,
        n,
        verses.findLast((v) => covers(n, book, v)),
      );
    return { firstOf, lastOf, colorOf };
  }, [bookmarks, notes, highlights, verses, book]);

  return {
    bookmarksAt: (verse: number) => firstOf.get(verse) ?? [],
    notesAfter: (verse: number) => lastOf.get(verse) ?? [],
    /** the verse's highlight colour, in any translation (through the KJV's numbering) */
    colorOf: (verse: number) => colorOf.get(verse),
    editing,
    edit: setEditing,
  };
}

export type VerseLibrary = ReturnType<typeof useVerseLibrary>;
