/**
 * "Read together" on a group's page (issue 46 §2): start a live reading as its leader, or join the
 * one running; either opens the reader at the session's place, where the bar (LiveBar.tsx) leads
 * or follows. Exported for the group's page; /groups/:id/live shows it alone.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LivePlace, LiveState } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { errorKey } from '../../lib/api';
import { readerPath } from '../../lib/paths';
import { useApi } from '../../lib/use-api';
import { placeName } from './LiveBar';
import { liveApi, setTabLive } from './live-session';

/** where a new reading starts when the leader names no place: the first verse of the Bible */
const FIRST: LivePlace = { book: 'Gen', chapter: 1, verse: 1 };

/** `titled`: with its own heading (its page); a group's page gives it the heading of its section */
export function LiveReading({
  groupId,
  start = FIRST,
  titled = true,
}: {
  groupId: string;
  start?: LivePlace;
  titled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const navigate = useNavigate();
  const live = useApi<LiveState>(`/api/groups/${encodeURIComponent(groupId)}/live`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const go = (place: LivePlace) => {
    setTabLive({ groupId, following: true });
    void navigate(readerPath(place.book, place.chapter, { kjvVerse: place.verse }));
  };
  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      go((await liveApi.start(groupId, start)).place ?? start);
    } catch (err) {
      setError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (live.error) body = <p role="alert">{t(errorKey(live.error))}</p>;
  else if (!live.data) body = <p role="status">{t('liveReading.loading')}</p>;
  else if (live.data.active && live.data.place) {
    const place = live.data.place;
    body = (
      <>
        <p>{t('liveReading.ledBy', { name: live.data.leader?.name ?? '', place: placeName(place, lang) })}</p>
        <button type="button" className="button primary" onClick={() => go(place)}>
          {t('liveReading.join')}
        </button>
      </>
    );
  } else
    body = (
      <>
        <p>{t('liveReading.none')}</p>
        <button type="button" className="button primary" disabled={busy} onClick={() => void begin()}>
          {t('liveReading.start')}
        </button>
      </>
    );
  const content = (
    <>
      <p>{t('liveReading.intro')}</p>
      {body}
      {error && <p role="alert">{t(error)}</p>}
    </>
  );
  if (!titled) return <div className="live-reading">{content}</div>;
  return (
    <section className="live-reading" aria-labelledby="live-reading-title">
      <h2 id="live-reading-title">{t('liveReading.title')}</h2>
      {content}
    </section>
  );
}
