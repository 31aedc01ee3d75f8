import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import { BibleDownload } from '../../../components/ui/BibleDownload';
import { ORIGINAL_MODES, type OriginalMode } from '../../../lib/library/records';
import { TranslationOptions } from '../../../components/ui/TranslationOptions';
import type { ReaderTranslations } from '../hooks/use-reader-translations';
import { LISTEN_BUTTON_ID } from './ListenBar';

interface Toggle {
  on: boolean;
  set: (on: boolean) => void;
}

interface Props {
  tr: ReaderTranslations;
  redLetters: Toggle;
  versePerLine: Toggle;
  commentary: Toggle;
  /** how the Hebrew or Greek shows; `busy` while it loads */
  original: { mode: OriginalMode; set: (mode: OriginalMode) => void; busy: boolean };
  /** reading aloud: on while it reads or is paused; pressed again, it stops */
  listen: Toggle;
}

const MODE_LABEL = {
  off: 'reader.originalOff',
  interlinear: 'reader.originalInterlinear',
  column: 'reader.originalColumn',
} as const;

/**
 * The translation, the one beside it, the original language (under or beside the text: it takes
 * the place of a second translation, so choosing either leaves the other), and the toggles (red
 * letters, verse per line, commentary, Strong's), Listen, and downloading the translation for
 * offline reading.
 */
export function ReaderControls({ tr, redLetters, versePerLine, commentary, original, listen }: Props) {
  const { t } = useTranslation();
  const toggle = (label: string, { on, set }: Toggle) => (
    <button type="button" className="button toggle" aria-pressed={on} onClick={() => set(!on)}>
      {label}
    </button>
  );
  return (
    <div className="reader-controls">
      <label>
        {t('reader.translation')}
        <select value={tr.translation ?? ''} onChange={(e) => tr.chooseTranslation(e.target.value)}>
          <TranslationOptions list={tr.list} />
        </select>
      </label>
      <label>
        {t('reader.compareWith')}
        <select
          value={tr.compare ?? ''}
          onChange={(e) => {
            tr.setParam('compare', e.target.value || null);
            if (e.target.value) original.set('off');
          }}
        >
          <option value="">{t('reader.none')}</option>
          <TranslationOptions list={tr.list} exclude={tr.translation} />
        </select>
      </label>
      <div className="reader-original">
        <label>
          {t('reader.original')}
          <select
            value={original.mode}
            aria-busy={original.busy}
            onChange={(e) => {
              const mode = e.target.value as OriginalMode;
              original.set(mode);
              if (mode !== 'off' && tr.compare) tr.setParam('compare', null);
            }}
          >
            {ORIGINAL_MODES.map((m) => (
              <option key={m} value={m}>
                {t(MODE_LABEL[m])}
              </option>
            ))}
          </select>
        </label>
        {/* under the select, out of the flow: it moves nothing */}
        <span className="reader-busy muted" role="status">
          {original.busy ? t('reader.originalLoading') : ''}
        </span>
      </div>
      <div className="reader-toggles">
        {toggle(t('reader.redLetters'), redLetters)}
        {!tr.compare && original.mode === 'off' && toggle(t('reader.versePerLine'), versePerLine)}
        {toggle(t('reader.commentary'), commentary)}
        {tr.tagged &&
          toggle(t('reader.strongs'), {
            on: tr.strongsOn,
            set: (on) => tr.setParam('strongs', on ? '1' : null),
          })}
        <button
          type="button"
          id={LISTEN_BUTTON_ID}
          className="button toggle"
          aria-pressed={listen.on}
          onClick={() => listen.set(!listen.on)}
        >
          <Volume2 aria-hidden size={16} />
          {t('listen.listen')}
        </button>
      </div>
      {tr.translation && <BibleDownload id={tr.translation} name={tr.nameOf(tr.translation)} compact />}
    </div>
  );
}
