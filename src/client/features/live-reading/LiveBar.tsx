/**
 * The reader's bar while this tab is in a group's live reading (issue 46 §2). A follower's reader
 * goes to the leader's place — a KJV place, found in the translation shown through the reader's
 * `kv` (use-highlight.ts) — and can step away and come back; the leader's reader sends its place
 * when the chapter changes or a verse is chosen (`useLiveLeader`'s `select`).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { bookByOsis, type BookInfo, type UiLanguage } from '../../../shared/books';
import type { LivePlace, LiveState } from '../../../shared/api';
import { accountState } from '../../lib/account';
import { readerPath } from '../../lib/paths';
import { liveApi, setTabLive, useTabLive } from './live-session';
import { useLiveStream } from './use-live-stream';

const myId = () => {
  const a = accountState();
  return a.status === 'signed-out' ? null : a.user.id;
};

export function placeName(place: LivePlace, lang: UiLanguage) {
  const book = bookByOsis(place.book);
  return `${book ? book.names[lang] : place.book} ${place.chapter}:${place.verse}`;
}

/** The bar and, for the leader, `select(kjvVerse)` to send a verse chosen in the reader. */
export function useLiveReader(book: BookInfo, chapter: number) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const tab = useTabLive();
  const stream = useLiveStream(tab?.groupId ?? null);
  const state = stream.state;
  const leading = !!state?.active && state.leader?.id === myId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const sent = useRef<string>('');

  // the leader: a new chapter is sent (its first verse) unless it is already the session's
  useEffect(() => {
    if (!tab || !leading || !state?.place) return;
    if (state.place.book === book.osis && state.place.chapter === chapter) return;
    const key = `${book.osis} ${chapter}`;
    if (sent.current === key) return;
    sent.current = key;
    void liveApi.move(tab.groupId, { book: book.osis, chapter, verse: 1 }).catch(() => {});
  }, [tab, leading, state?.place, book.osis, chapter]);

  // a follower: the reader goes where the leader is, in the reader's own translation
  const following = !!tab?.following && !leading && !!state?.active;
  const place = state?.place;
  useEffect(() => {
    if (!following || !place) return;
    const translation = new URLSearchParams(search).get('translation') ?? undefined;
    const kv = new URLSearchParams(search).get('kv');
    if (place.book === book.osis && place.chapter === chapter && kv === String(place.verse)) return;
    void navigate(readerPath(place.book, place.chapter, { kjvVerse: place.verse, translation }));
  }, [following, place, book.osis, chapter, search, navigate]);

  const groupId = tab?.groupId;
  const select = useCallback(
    (verse: number) => {
      if (leading && groupId) void liveApi.move(groupId, { book: book.osis, chapter, verse }).catch(() => {});
    },
    [leading, groupId, book.osis, chapter],
  );

  if (!tab) return { bar: null, select };
  return {
    bar: <LiveBarView state={state} status={stream.status} leading={leading} t={t} lang={lang} />,
    select,
  };
}

function LiveBarView({
  state,
  status,
  leading,
  t,
  lang,
}: {
  state: LiveState | null;
  status: string;
  leading: boolean;
  t: (key: string, opts?: Record<string, string>) => string;
  lang: UiLanguage;
}) {
  const tab = useTabLive();
  if (!tab) return null;
  const close = () => setTabLive(null);
  let text: string;
  const buttons: [string, () => void][] = [];
  if (status === 'closed') {
    text = t('liveReading.closed');
    buttons.push([t('liveReading.leave'), close]);
  } else if (!state) text = t('liveReading.loading');
  else if (!state.active) {
    text = t('liveReading.ended');
    buttons.push([t('liveReading.leave'), close]);
  } else {
    const name = state.leader?.name ?? '';
    const where = state.place ? placeName(state.place, lang) : '';
    if (leading) {
      text = t('liveReading.leading', { place: where });
      buttons.push([t('liveReading.end'), () => void liveApi.end(tab.groupId).catch(() => {})]);
    } else if (tab.following) {
      text = t('liveReading.following', { name, place: where });
      buttons.push([t('liveReading.stepAway'), () => setTabLive({ ...tab, following: false })]);
    } else {
      text = t('liveReading.away', { name, place: where });
      buttons.push([t('liveReading.back'), () => setTabLive({ ...tab, following: true })]);
    }
    buttons.push([t('liveReading.leave'), close]);
  }
  return (
    <section className="live-bar" aria-label={t('liveReading.title')} data-testid="live-bar">
      <p role="status" aria-live="polite">
        {text}
        {status === 'reconnecting' && <> — {t('liveReading.reconnecting')}</>}
      </p>
      {buttons.map(([label, onClick]) => (
        <button key={label} type="button" className="button small" onClick={onClick}>
          {label}
        </button>
      ))}
    </section>
  );
}
