import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Share2, X } from 'lucide-react';
import type { PassageVerse } from '../../../../shared/api';

interface Props {
  /** the selection's reference in the UI language: "Jean 3:16-17" */
  reference: string;
  verses: PassageVerse[];
  translation: { id: string; name: string };
  /** a link to the first verse of the selection */
  url: string;
  onClear: () => void;
}

/** Copy or share the verses selected in the reader, with their reference and translation. */
export function SelectionBar({ reference, verses, translation, url, onClear }: Props) {
  const { t } = useTranslation();
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
      <button type="button" className="icon-button" aria-label={t('reader.clearSelection')} onClick={onClear}>
        <X size={18} aria-hidden />
      </button>
      <span role="status" className="muted">
        {copied ? t('reader.copied') : ''}
      </span>
    </div>
  );
}
