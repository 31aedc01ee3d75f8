import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bookmark, Copy, Highlighter, NotebookPen, Share2, X } from 'lucide-react';
import type { PassageVerse } from '../../../../shared/api';
import { setHighlight, toggleBookmark } from '../../../lib/library/library';
import { HIGHLIGHT_COLORS, placeId, placeOf, type VersePlace } from '../../../lib/library/records';
import { useLibrary } from '../../../lib/library/use-library';

interface Props {
  /** the selection's reference in the UI language: "Jean 3:16-17" */
  reference: string;
  verses: PassageVerse[];
  translation: { id: string; name: string };
  /** a link to the first verse of the selection */
  url: string;
  /** the book's OSIS id, for the library's records */
  book: string;
  /** opens the note editor on the selected verses */
  onNote: (place: VersePlace) => void;
  onClear: () => void;
}

/**
 * Copy or share the verses selected in the reader, with their reference and translation; bookmark
 * them or write a note on them (the library, lib/library).
 */
export function SelectionBar({ reference, verses, translation, url, book, onNote, onClear }: Props) {
  const { t } = useTranslation();
  const place = verses.length ? placeOf(book, verses, translation.id) : null;
  const id = place && placeId(place);
  const bookmarked = useLibrary('bookmarks').some((b) => b.id === id);
  const hasNote = useLibrary('notes').some((n) => n.id === id);
  const color = useLibrary('highlights').find((h) => h.id === id)?.color ?? null;
  const noteLabel = hasNote ? t('library.note.edit') : t('library.note.add');
  const [unsaved, setUnsaved] = useState(false);
  // the reader renders the bar with a key per selection and translation: "Copied" goes with them
  const [copied, setCopied] = useState(false);
  const text = `${verses.map((v) => (verses.length > 1 ? `${v.verse} ${v.text}` : v.text)).join(' ')}\n— ${reference} (${translation.name})`;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(`${text}\n${url}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const handleShare = async () => {
    if (!navigator.share) return handleCopy();
    try {
      await navigator.share({ title: reference, text, url });
    } catch {
      /* the user closed the share sheet */
    }
  };

  return (
    <div className="selection-bar" role="region" aria-label={t('reader.selection')}>
      <span className="selection-ref">
        {reference} · {translation.id}
      </span>
      <button type="button" className="button" onClick={handleCopy} aria-label={t('reader.copy')}>
        <Copy size={16} aria-hidden /> <span className="button-label">{t('reader.copy')}</span>
      </button>
      <button type="button" className="button" onClick={handleShare} aria-label={t('reader.share')}>
        <Share2 size={16} aria-hidden /> <span className="button-label">{t('reader.share')}</span>
      </button>
      {place && (
        <>
          <button
            type="button"
            className="button toggle"
            aria-pressed={bookmarked}
            aria-label={t('library.bookmark')}
            onClick={() =>
              setUnsaved(!toggleBookmark(place, verses.map((v) => v.text).join(' ')) && !bookmarked)
            }
          >
            <Bookmark size={16} aria-hidden /> <span className="button-label">{t('library.bookmark')}</span>
          </button>
          <span className="highlight-colors" role="group" aria-label={t('library.highlight.label')}>
            <Highlighter size={16} aria-hidden />
            {HIGHLIGHT_COLORS.map((c) => (
              <button
                key={c}
                type="button"
                className={`swatch hl-${c}`}
                aria-pressed={color === c}
                aria-label={t(`library.highlight.${c}`)}
                title={t(`library.highlight.${c}`)}
                onClick={() => setUnsaved(!setHighlight(place, color === c ? null : c))}
              />
            ))}
          </span>
          <button type="button" className="button" onClick={() => onNote(place)} aria-label={noteLabel}>
            <NotebookPen size={16} aria-hidden /> <span className="button-label">{noteLabel}</span>
          </button>
        </>
      )}
      <button type="button" className="icon-button" aria-label={t('reader.clearSelection')} onClick={onClear}>
        <X size={18} aria-hidden />
      </button>
      <span role="status" className="muted">
        {copied ? t('reader.copied') : unsaved ? t('library.notStored') : ''}
      </span>
    </div>
  );
}
