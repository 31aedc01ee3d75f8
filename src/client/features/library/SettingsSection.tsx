import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { LANGUAGES, setLanguage } from '../../i18n';
import { setDefaultTranslation } from '../../lib/library/library';
import { useLibrary, useSetting } from '../../lib/library/use-library';
import { Section } from './Section';

/** Language, the language's default translation, and the reader's red letters and verse per line. */
export function SettingsSection({ translations }: { translations: Translation[] | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const chosen = useLibrary('settings').translations[lang] ?? '';
  const [redLetters, setRedLetters] = useSetting('redLetters');
  const [versePerLine, setVersePerLine] = useSetting('versePerLine');
  const ids = { language: useId(), translation: useId() };
  const own = translations?.find((tr) => tr.language === lang);
  return (
    <Section id="settings" title={t('library.settings.title')}>
      <div className="library-settings">
        <div className="field">
          <label htmlFor={ids.language}>{t('library.settings.language')}</label>
          <select
            id={ids.language}
            value={lang}
            onChange={(e) => void setLanguage(e.target.value as UiLanguage)}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.translation}>{t('library.settings.translation')}</label>
          <select
            id={ids.translation}
            value={chosen}
            disabled={!translations}
            onChange={(e) => setDefaultTranslation(lang, e.target.value || null)}
          >
            <option value="">
              {own
                ? t('library.settings.languageBible', { name: own.name })
                : t('library.settings.automatic')}
            </option>
            {translations?.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {tr.name}
              </option>
            ))}
          </select>
          <p className="muted small">{t('library.settings.translationHint')}</p>
        </div>
        <label className="check-row">
          <input type="checkbox" checked={redLetters} onChange={(e) => setRedLetters(e.target.checked)} />
          {t('reader.redLetters')}
        </label>
        <label className="check-row">
          <input type="checkbox" checked={versePerLine} onChange={(e) => setVersePerLine(e.target.checked)} />
          {t('reader.versePerLine')}
        </label>
      </div>
    </Section>
  );
}
