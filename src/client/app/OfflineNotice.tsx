import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOnline } from '../hooks/use-online';
import { offlineNeed } from './network-only';

/**
 * Offline, on a screen that needs the server: says so at the top of the page, in plain words,
 * before the reader tries (and instead of a bare "could not reach the server").
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const { pathname } = useLocation();
  const need = offlineNeed(pathname);
  if (online || !need) return null;
  return (
    <p className="notice offline-notice" role="note">
      <strong>{t('offline.title')}</strong> {t(`offline.needs.${need}`)} {t('offline.readChapters')}
    </p>
  );
}
