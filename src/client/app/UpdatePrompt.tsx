import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import {
  checkForUpdates,
  keepAnswersFetchedBeforeControl,
  reloadIntoNewVersion,
} from '../lib/service-worker';

/**
 * Registers the service worker and, when a new version of the app is installed and waiting,
 * says so with a Reload button: the new version takes over and the page reloads into it. It
 * never reloads by itself, so nothing being typed or read is lost (ADR 013). "Later" hides the
 * notice; it comes back on the next page load until the reader reloads.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload() {}, // reloadIntoNewVersion reloads, on every path
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      keepAnswersFetchedBeforeControl();
      checkForUpdates(registration);
    },
  });
  return (
    <div className="update-region" aria-live="polite">
      {needRefresh && (
        <div className="update-toast">
          <p>{t('update.available')}</p>
          <div className="update-actions">
            <button
              type="button"
              className="button primary"
              onClick={() => void reloadIntoNewVersion(updateServiceWorker)}
            >
              {t('update.reload')}
            </button>
            <button type="button" className="button" onClick={() => setNeedRefresh(false)}>
              {t('update.later')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
