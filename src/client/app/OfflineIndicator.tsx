import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import { useOnline } from '../hooks/use-online';

/**
 * The top bar's "Offline" chip. The live region is always there (empty while online), so a
 * screen reader announces the chip when the connection drops; it is not a role="status", which
 * would put an empty status on every page.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <span aria-live="polite" className="offline-status">
      {!online && (
        <span className="chip offline-chip" title={t('offline.indicatorTitle')}>
          <CloudOff size={16} aria-hidden />
          <span className="offline-label">{t('offline.indicator')}</span>
          <span className="visually-hidden"> {t('offline.readChapters')}</span>
        </span>
      )}
    </span>
  );
}
