import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';
import { BibleDownload } from '../../components/ui/BibleDownload';
import { formatBytes } from '../../lib/megabytes';
import { useOfflineBibles } from '../../lib/bible-download/offline-bibles';
import { Section } from './Section';

/**
 * Bibles downloaded for offline reading (ADR 017): every installed translation, to download,
 * update or remove, and the space the downloaded ones take. A Bible kept here but no longer
 * listed by the server (or listed from no cache while offline) still shows, so it can be removed.
 */
export function OfflineBiblesSection({ translations }: { translations: Translation[] | null }) {
  const { t, i18n } = useTranslation();
  const bibles = useOfflineBibles();
  const kept = [...bibles.stored.values()];
  const used = kept.reduce((n, b) => n + b.bytes, 0);
  const listed = translations ?? [];
  const rows = [
    ...listed.map((x) => ({ id: x.id, name: x.name, language: x.language })),
    ...kept.filter((b) => !listed.some((x) => x.id === b.id)),
  ];
  return (
    <Section id="offline" title={t('bibleDownload.title')} count={kept.length}>
      <p className="muted">{t('bibleDownload.intro')}</p>
      <p>
        {used ? t('bibleDownload.used', { size: formatBytes(used, i18n.language) }) : t('bibleDownload.none')}
      </p>
      <ul className="offline-bibles">
        {rows.map((b) => (
          <li key={b.id}>
            <span className="bible-name" lang={b.language}>
              {b.name}
            </span>
            <BibleDownload id={b.id} name={b.name} askSize={false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
