import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import type { UiLanguage } from '../../../shared/books';
import { NoteEditor } from '../../components/ui/NoteEditor';
import { placeLabel, placePath } from '../../lib/library/labels';
import { noteAt, removeBookmark, removeNote, restore, saveNote } from '../../lib/library/library';
import type { Bookmark, Note } from '../../lib/library/records';
import { useLibrary } from '../../lib/library/use-library';
import { RemoveButton } from './RemoveButton';
import { Section } from './Section';
import { UndoBar } from './UndoBar';
import { useRemoval } from './use-removal';

interface Props {
  /** a translation's language, for the verses' `lang` */
  langOf: (translation: string) => string | undefined;
}

/** Bookmarked passages, newest first, each a link back to the reader. */
export function BookmarksSection({ langOf }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const bookmarks = useLibrary('bookmarks');
  const removal = useRemoval<Bookmark>((b) => restore('bookmarks', b));
  return (
    <Section id="bookmarks" title={t('library.bookmarks.title')} count={bookmarks.length}>
      <UndoBar removal={removal} />
      {bookmarks.length === 0 ? (
        <p className="muted">{t('library.bookmarks.empty')}</p>
      ) : (
        <ul className="library-list">
          {bookmarks.map((b) => {
            const label = placeLabel(b, lang);
            return (
              <li key={b.id}>
                <div className="library-item-main">
                  <Link to={placePath(b)} className="library-item-title">
                    {label} · {b.translation}
                  </Link>
                  <span className="library-excerpt" lang={langOf(b.translation)}>
                    {b.text}
                  </span>
                </div>
                <RemoveButton
                  label={label}
                  onRemove={() => removal.remove(b, label, () => removeBookmark(b.id))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** Notes on verses, last edited first: a link back to the verses, the note, Edit and Delete. */
export function NotesSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const notes = useLibrary('notes');
  const [editing, setEditing] = useState<Note | null>(null);
  const removal = useRemoval<Note>((n) => restore('notes', n));
  return (
    <Section id="notes" title={t('library.notes.title')} count={notes.length}>
      <UndoBar removal={removal} />
      {notes.length === 0 ? (
        <p className="muted">{t('library.notes.empty')}</p>
      ) : (
        <ul className="library-list">
          {notes.map((n) => {
            const label = placeLabel(n, lang);
            return (
              <li key={n.id}>
                <div className="library-item-main">
                  <Link to={placePath(n)} className="library-item-title">
                    {label} · {n.translation}
                  </Link>
                  <span className="library-note-text">{n.text}</span>
                  {n.conflicts?.length ? (
                    <span className="notice">
                      {t('library.conflict.inList', { count: n.conflicts.length })}
                    </span>
                  ) : null}
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('library.note.editNamed', { label })}
                  title={t('library.note.edit')}
                  onClick={() => setEditing(n)}
                >
                  <Pencil size={18} aria-hidden />
                </button>
                <RemoveButton
                  label={label}
                  onRemove={() => removal.remove(n, label, () => removeNote(n.id))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <NoteEditor
          key={editing.id}
          reference={placeLabel(editing, lang)}
          initial={noteAt(editing)?.text ?? editing.text}
          onSave={(text) => saveNote(editing, text)}
          onDelete={() => {
            const current = noteAt(editing) ?? editing;
            removal.remove(current, placeLabel(editing, lang), () => removeNote(editing.id));
            setEditing(null);
          }}
          onClose={(text) => {
            if (!text.trim()) removeNote(editing.id);
            setEditing(null);
          }}
        />
      )}
    </Section>
  );
}
