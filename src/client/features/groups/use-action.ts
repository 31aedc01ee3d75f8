import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/api';

/**
 * One action of a group's page (make, join, remove, hand on…): busy while it runs (its button
 * disabled, so a double click does it once), and its failure said in the user's language.
 */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (err) {
        setError(err instanceof ShownError ? err.message : t(errorKey(err)));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, error, setError, run };
}

/** A failure the form found itself, its message already in the user's language. */
export class ShownError extends Error {}
