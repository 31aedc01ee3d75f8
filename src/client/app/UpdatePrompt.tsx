import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import {
  checkForUpdates,
  keepAnswersFetchedBeforeControl,
  reloadIntoNewVersion,
} from '../lib/service-worker';
import { whenSettled } from '../lib/when-settled';

/**
 * Registers the service worker and, when a new version of the app is installed and waiting, says
 * so with a Reload button: the new version takes over and the page reloads into it. It never
 * reloads by itself, so nothing being typed or read is lost (ADR 013). "Later" hides the notice;
 * it comes back on the next page load until the reader reloads.
 *
 * On a first visit (no worker in charge yet) the worker is registered only once the page has
 * settled (whenSettled): its install downloads the whole app, 70 files, and started at once it
 * shared the connection and the main thread with a chapter's first paint (issue 26). A returning
 * reader's page registers at once, so that a new version is announced without delay.
 */
export function UpdatePrompt() {
  const [ready, setReady] = useState(() => !!navigator.serviceWorker?.controller);
  useEffect(() => (ready ? undefined : whenSettled(() => setReady(true))), [ready]);
  return (
    <div className="update-region" aria-live="polite">
      {ready && <Registration />}
    </div>
  );
}

function Registration() {
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
  if (!needRefresh) return null;
  return (
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
  );
}
