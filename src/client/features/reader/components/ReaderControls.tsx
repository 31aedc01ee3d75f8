import { useTranslation } from 'react-i18next';
import type { ReaderTranslations } from '../hooks/use-reader-translations';

interface Toggle {
  on: boolean;
  set: (on: boolean) => void;
}

interface Props {
  tr: ReaderTranslations;
  redLetters: Toggle;
  versePerLine: Toggle;
  commentary: Toggle;
}

/** The translation, the one beside it, and the toggles (red letters, verse per line, commentary, Strong's). */
export function ReaderControls({ tr, redLetters, versePerLine, commentary }: Props) {
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
          {tr.list.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('reader.compareWith')}
        <select value={tr.compare ?? ''} onChange={(e) => tr.setParam('compare', e.target.value || null)}>
          <option value="">{t('reader.none')}</option>
          {tr.list
            .filter((x) => x.id !== tr.translation)
            .map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
        </select>
      </label>
      <div className="reader-toggles">
        {toggle(t('reader.redLetters'), redLetters)}
        {!tr.compare && toggle(t('reader.versePerLine'), versePerLine)}
        {toggle(t('reader.commentary'), commentary)}
        {tr.tagged &&
          toggle(t('reader.strongs'), {
            on: tr.strongsOn,
            set: (on) => tr.setParam('strongs', on ? '1' : null),
          })}
      </div>
    </div>
  );
}
