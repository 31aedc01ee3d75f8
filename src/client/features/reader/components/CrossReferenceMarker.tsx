import { useTranslation } from 'react-i18next';

/** The small marker after a verse that has cross-references; it opens and closes their list. */
export function CrossReferenceMarker({
  verse,
  open,
  onToggle,
}: {
  verse: number;
  open: boolean;
  onToggle: (el: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="xref-marker"
      aria-expanded={open}
      aria-controls={open ? 'xref-popover' : undefined}
      aria-label={t('reader.crossReferencesOf', { n: verse })}
      title={t('reader.crossReferences')}
      onClick={(e) => onToggle(e.currentTarget)}
    >
      <span aria-hidden>✚</span>
    </button>
  );
}
