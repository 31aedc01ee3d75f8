import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { InProgress } from '../InProgress';

export function WordStudyPage({ language }: { language: 'hebrew' | 'greek' | 'spanish' }) {
  const { t } = useTranslation();
  usePageTitle(t(`researchTools.${language}Title`));
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t(`researchTools.${language}Title`)}</h1>
        <p className="lead">{t(`researchTools.${language}Subtitle`)}</p>
      </header>
      <InProgress />
    </div>
  );
}
