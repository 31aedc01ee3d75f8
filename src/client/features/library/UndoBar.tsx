import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Removal } from './use-removal';

/** "Removed: John 3:16. Undo" after a removal; focus moves to Undo (the removed row's button is gone). */
export function UndoBar({ removal }: { removal: Removal }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const { removed } = removal;
  useEffect(() => {
    if (removed) button.current?.focus();
  }, [removed]);
  return (
    <p className="undo-bar" role="status">
      {removed && (
        <>
          {t('library.removed', { label: removed.label })}{' '}
          <button ref={button} type="button" className="link-button" onClick={removal.undo}>
            {t('library.undo')}
          </button>
        </>
      )}
    </p>
  );
}
