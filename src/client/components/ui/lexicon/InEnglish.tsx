import { useTranslation } from 'react-i18next';

/** Beside a lexicon's title when the page is not in English: the lexicon's text is (lang="en" on it). */
export function InEnglish() {
  const { t, i18n } = useTranslation();
  if (i18n.language === 'en') return null;
  return <span className="badge lex-language">{t('wordStudy.lexiconInEnglish')}</span>;
}
