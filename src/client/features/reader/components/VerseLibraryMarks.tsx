import { useTranslation } from 'react-i18next';
import { Bookmark as BookmarkIcon, NotebookPen } from 'lucide-react';
import type { UiLanguage } from '../../../../shared/books';
import { NoteEditor } from '../../../components/ui/NoteEditor';
import { noteAt, removeNote, resolveNote, saveNote } from '../../../lib/library/library';
import { placeLabel } from '../../../lib/library/labels';
import { placeId } from '../../../lib/library/records';
import type { VerseLibrary } from '../hooks/use-verse-library';

/** After a verse: the mark of a bookmark that starts there, and the notes that end there. */
export function VerseLibraryMarks({ verse, library }: { verse: number; library: VerseLibrary }) {
  const bookmarks = library.bookmarksAt(verse);
  const notes = library.notesAfter(verse);
  // most verses have neither: no strings asked for them (see VerseText)
  return bookmarks.length || notes.length ? (
    <Marks bookmarks={bookmarks} notes={notes} library={library} />
  ) : null;
}

function Marks({
  bookmarks,
  notes,
  library,
}: {
  bookmarks: ReturnType<VerseLibrary['bookmarksAt']>;
  notes: ReturnType<VerseLibrary['notesAfter']>;
  library: VerseLibrary;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  return (
    <>
      {bookmarks.map((b) => (
        <span
          key={b.id}
          className="verse-bookmark"
          role="img"
          aria-label={t('library.bookmarkOn', { reference: placeLabel(b, lang) })}
          title={t('library.bookmarkOn', { reference: placeLabel(b, lang) })}
        >
          <BookmarkIcon size={14} aria-hidden />
        </span>
      ))}
      {notes.map((n) => (
        <span
          key={n.id}
          className="verse-note"
          role="note"
          aria-label={t('library.noteOn', { reference: placeLabel(n, lang) })}
        >
          <span className="verse-note-head">
            <NotebookPen size={14} aria-hidden /> {placeLabel(n, lang)}
          </span>
          <span className="verse-note-text">{n.text}</span>
          {n.conflicts?.map((c) => (
            // edited on two devices at once (ADR 019): both texts kept until the reader chooses
            <span
              key={c.updatedAt + c.text}
              className="verse-note-conflict"
              role="group"
              aria-label={t('library.conflict.label')}
            >
              <strong>{t('library.conflict.other')}</strong>
              <span className="verse-note-text">{c.text}</span>
              <button type="button" className="link-button" onClick={() => resolveNote(n.id, n.text)}>
                {t('library.conflict.keepFirst')}
              </button>{' '}
              <button type="button" className="link-button" onClick={() => resolveNote(n.id, c.text)}>
                {t('library.conflict.keepOther')}
              </button>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => resolveNote(n.id, `${n.text}\n\n${c.text}`)}
              >
                {t('library.conflict.keepBoth')}
              </button>
            </span>
          ))}
          <button type="button" className="link-button" onClick={() => library.edit(n)}>
            {t('library.note.edit')}
            <span className="visually-hidden"> ({placeLabel(n, lang)})</span>
          </button>
        </span>
      ))}
    </>
  );
}

/** The note editor for the verses chosen (Add note in the selection bar, or Edit on a note). */
export function ReaderNoteEditor({ library }: { library: VerseLibrary }) {
  const { i18n } = useTranslation();
  const place = library.editing;
  if (!place) return null;
  const id = placeId(place);
  return (
    <NoteEditor
      key={id}
      reference={placeLabel(place, i18n.language as UiLanguage)}
      initial={noteAt(place)?.text ?? ''}
      onSave={(text) => saveNote(place, text)}
      onDelete={() => {
        removeNote(id);
        library.edit(null);
      }}
      onClose={(text) => {
        // an emptied note is no note
        if (!text.trim() && noteAt(place)) removeNote(id);
        library.edit(null);
      }}
    />
  );
}
