import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';
import { ApiRequestError, errorKey } from '../../lib/api';
import {
  askSize,
  cancelDownload,
  checkUpdate,
  removeDownloaded,
  startDownload,
  useOfflineBibles,
} from '../../lib/bible-download/offline-bibles';
import { formatBytes } from '../../lib/megabytes';

/** A Bible's size as a placeholder's words give it ("8.8 MB"): as wide as most real ones. */
const PLACEHOLDER_BYTES = 8_800_000;

/** How long after the page shows that the size or a newer copy is asked for. */
const ASK_AFTER_MS = 1500;

/**
 * "Download this Bible" for one translation (ADR 017): its size before, progress while it
 * arrives, then the space it takes, with Remove, and Update when the server's copy is newer.
 * `compact`: the reader's controls (the button's label names no Bible: it is the one read).
 * `askSize`: ask the server the size before any download (its first HEAD of a translation builds
 * it, seconds of a core): the reader does, for the Bible read; the library's list of every Bible
 * does not, or one visit would have the server build all twelve (the size then shows as it arrives).
 */
export function BibleDownload({
  id,
  name,
  compact = false,
  askSize: sizeFirst = true,
}: {
  id: string;
  name: string;
  compact?: boolean;
  askSize?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const bibles = useOfflineBibles();
  const kept = bibles.stored.get(id);
  const download = bibles.downloads.get(id);
  const size = bibles.sizes.get(id);
  const update = bibles.updates.get(id);
  const mb = (bytes: number) => formatBytes(bytes, i18n.language);

  useEffect(() => {
    if (!bibles.ready || !online) return;
    // after the page's own requests: the first HEAD of a translation has the server build it
    if (!kept && !sizeFirst) return;
    const later = setTimeout(() => (kept ? checkUpdate(id) : askSize(id)), ASK_AFTER_MS);
    return () => clearTimeout(later);
  }, [bibles.ready, online, kept, id, sizeFirst]);

  // the row's place is held while IndexedDB is read: the chapter under it must not move
  const label = compact ? t('bibleDownload.download') : t('bibleDownload.downloadNamed', { name });
  // the size comes seconds after the page: until then its words hold their place unseen, so that
  // the text below does not move down when it comes (at phone width it takes a line of its own)
  const sizeNote = size ? (
    t('bibleDownload.sizeToDownload', { size: mb(size.bytes) })
  ) : (
    <span className="placeholder" aria-hidden="true">
      {t('bibleDownload.sizeToDownload', { size: mb(PLACEHOLDER_BYTES) })}
    </span>
  );
  // before this browser's store has said what it keeps: the place of the button most readers will
  // see, held unseen, so that the controls beside it do not wrap anew when it comes (issue 26)
  if (!bibles.ready)
    return (
      <div className="bible-download" aria-hidden="true">
        <button type="button" className="button placeholder" disabled tabIndex={-1}>
          {label}
        </button>
        {sizeFirst && <span className="muted">{sizeNote}</span>}
      </div>
    );

  if (download?.phase === 'downloading') {
    const total = update?.bytes ?? size?.bytes ?? 0;
    return (
      <div className="bible-download busy">
        <progress max={1} value={download.share} aria-label={t('bibleDownload.downloadNamed', { name })} />
        <span role="status">
          {total
            ? t('bibleDownload.downloading', { name, received: mb(download.share * total), total: mb(total) })
            : t('bibleDownload.downloadingShare', {
                name,
                percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(download.share),
              })}
        </span>
        <button type="button" className="button" onClick={() => cancelDownload(id)}>
          {t('bibleDownload.cancel')}
        </button>
      </div>
    );
  }

  const failed = download?.phase === 'failed' && (
    <p className="error" role="alert">
      {download.error instanceof ApiRequestError
        ? `${t('bibleDownload.failed')} ${t(errorKey(download.error))}`
        : t('bibleDownload.storageFailed')}
    </p>
  );

  if (kept)
    return (
      <div className="bible-download kept">
        <span className="muted">
          {t(compact ? 'bibleDownload.storedShort' : 'bibleDownload.stored', { size: mb(kept.bytes) })}
        </span>
        {update && (
          <span className="bible-update" role="status">
            {t('bibleDownload.updateAvailable', { size: mb(update.bytes) })}{' '}
            <button
              type="button"
              className="button"
              disabled={!online}
              onClick={() => void startDownload(id)}
            >
              {t('bibleDownload.update')}
            </button>
          </span>
        )}
        <button
          type="button"
          className="button"
          aria-label={t('bibleDownload.removeNamed', { name })}
          onClick={() => void removeDownloaded(id)}
        >
          {t('bibleDownload.remove')}
        </button>
        {failed}
      </div>
    );

  return (
    <div className="bible-download">
      <button
        type="button"
        className="button"
        disabled={!online}
        aria-describedby={!online || size ? `bible-size-${id}` : undefined}
        onClick={() => void startDownload(id)}
      >
        {download ? t('bibleDownload.retry') : label}
      </button>
      <span className="muted" id={`bible-size-${id}`}>
        {!online ? t('bibleDownload.needsConnection') : sizeFirst || size ? sizeNote : ''}
      </span>
      {failed}
    </div>
  );
}
