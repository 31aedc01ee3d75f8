import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';

/** A library item's remove button, named by the item (its undo is the section's UndoBar). */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('library.removeNamed', { label })}
      title={t('library.remove')}
      onClick={onRemove}
    >
      <Trash2 size={18} aria-hidden />
    </button>
  );
}
