import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../hooks/use-page-title';
import { InProgress } from './InProgress';

export function CharacterStudiesPage() {
  const { t } = useTranslation();
  usePageTitle(t('characterStudies.title'));
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('characterStudies.title')}</h1>
        <p className="lead">{t('characterStudies.subtitle')}</p>
      </header>
      <InProgress />
    </div>
  );
}
