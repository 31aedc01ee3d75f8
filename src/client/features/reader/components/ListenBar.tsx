import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw, Square, X } from 'lucide-react';
import type { Listen } from '../hooks/use-listen';

/** The id of the reader's Listen button, where the focus goes back when the bar closes. */
export const LISTEN_BUTTON_ID = 'listen-button';

const backToListen = () => document.getElementById(LISTEN_BUTTON_ID)?.focus({ preventScroll: true });

/**
 * What is being read aloud, and its buttons: pause or resume, stop, the voice when the browser
 * has several for the language; or why nothing is read (no voice for the language, no speech
 * synthesis). Docked at the bottom of the window, so it moves nothing on the page. Its state is
 * said to screen readers once per change (not at every verse: that would talk over the reading).
 */
export function ListenBar({ listen }: { listen: Listen }) {
  const { t } = useTranslation();
  const { status, verse, last, voice, voices } = listen;
  const language = t(`listen.languages.${listen.language}`, { defaultValue: listen.language });
  const messages: Record<typeof status, string> = {
    idle: '',
    loading: t('listen.loading'),
    playing: t('listen.reading', { voice: voice?.name ?? '' }),
    paused: t('listen.paused', { verse }),
    ended: t('listen.ended'),
    stopped: t('listen.stopped'),
    'no-voice': t('listen.noVoice', { language }),
    unsupported: t('listen.unsupported'),
    error: t('listen.error', { error: listen.error ?? '' }),
  };
  const shown = status !== 'idle' && status !== 'stopped';
  const active = status === 'playing' || status === 'paused';
  const bar = useRef<HTMLDivElement>(null);
  // the bar opens at the user's request: its first button takes the focus, so the keyboard reaches
  // Pause without going through every verse; when its buttons change (loading → playing → ended),
  // the focus goes to the new first one, unless the user has gone elsewhere meanwhile
  const buttons = !shown ? 'none' : active ? 'active' : status;
  useEffect(() => {
    const el = bar.current;
    const at = document.activeElement;
    const ours = !at || at === document.body || at.id === LISTEN_BUTTON_ID || !!el?.contains(at);
    if (el && ours) el.querySelector('button')?.focus({ preventScroll: true });
  }, [buttons]);

  const close = () => {
    listen.stop();
    backToListen();
  };
  const button = (label: string, icon: ReactNode, onClick: () => void) => (
    <button type="button" className="button" onClick={onClick}>
      {icon}
      <span>{label}</span>
    </button>
  );

  return (
    <>
      <p className="visually-hidden" role="status">
        {messages[status]}
      </p>
      {shown && (
        <div ref={bar} className="listen-bar" role="group" aria-label={t('listen.region')}>
          <div className="listen-buttons">
            {/* one button that changes, so the focus stays on it */}
            {active &&
              (status === 'playing'
                ? button(t('listen.pause'), <Pause aria-hidden size={16} />, listen.pause)
                : button(t('listen.resume'), <Play aria-hidden size={16} />, listen.resume))}
            {(active || status === 'loading') &&
              button(t('listen.stop'), <Square aria-hidden size={16} />, close)}
            {status === 'ended' &&
              button(t('listen.again'), <RotateCcw aria-hidden size={16} />, () => listen.start())}
          </div>
          <p className={`listen-message${active || status === 'loading' ? '' : ' listen-alert'}`}>
            {active && verse !== null ? t('listen.progress', { verse, last }) : messages[status]}
          </p>
          {active && voices.length > 1 && (
            <label className="listen-voice">
              <span>{t('listen.voice')}</span>
              <select value={voice?.voiceURI ?? ''} onChange={(e) => listen.chooseVoice(e.target.value)}>
                {voices.map((v) => (
                  <option key={v.voiceURI} value={v.voiceURI}>
                    {v.name} ({v.lang})
                  </option>
                ))}
              </select>
            </label>
          )}
          {!active && status !== 'loading' && (
            <button type="button" className="icon-button" aria-label={t('listen.close')} onClick={close}>
              <X aria-hidden size={18} />
            </button>
          )}
        </div>
      )}
    </>
  );
}
