import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';

interface Props {
  /** the passage, as the heading: "Juan 3:16-17" */
  reference: string;
  initial: string;
  /** stores the text; called on every change so nothing typed is lost. False: it was not stored */
  onSave: (text: string) => boolean;
  onDelete: () => void;
  /** the dialog closed (Done, Escape); the text is already saved */
  onClose: (text: string) => void;
}

/**
 * A note on verses, in a modal dialog (focus stays inside; Escape closes). Each keystroke is
 * saved at once; when the browser refuses to store it, the dialog says so and keeps the text.
 */
export function NoteEditor({ reference, initial, onSave, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState(initial);
  const [stored, setStored] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const statusId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  function handleChange(value: string) {
    setText(value);
    setStored(onSave(value));
  }

  return (
    <dialog ref={dialog} className="note-editor" aria-labelledby={titleId} onClose={() => onClose(text)}>
      <h2 id={titleId}>{t('library.note.title', { reference })}</h2>
      <textarea
        aria-labelledby={titleId}
        aria-describedby={statusId}
        value={text}
        rows={8}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type the note
        autoFocus
        onChange={(e) => handleChange(e.target.value)}
      />
      <p id={statusId} className={stored ? 'muted small' : 'error'} role={stored ? undefined : 'alert'}>
        {stored ? t('library.note.autosave') : t('library.note.notStored')}
      </p>
      <div className="note-editor-actions">
        <button type="button" className="button primary" onClick={() => dialog.current?.close()}>
          {t('library.note.done')}
        </button>
        {(initial !== '' || text !== '') && !confirming && (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden /> {t('library.note.delete')}
          </button>
        )}
        {confirming && (
          <span role="group" aria-label={t('library.note.confirmDelete')} className="note-confirm">
            {t('library.note.confirmDelete')}{' '}
            <button type="button" className="button danger" onClick={onDelete}>
              {t('library.note.deleteConfirmed')}
            </button>{' '}
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('library.note.keep')}
            </button>
          </span>
        )}
      </div>
    </dialog>
  );
}
