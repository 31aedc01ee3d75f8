import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { InProgress } from '../InProgress';

export function TopicStudyPage() {
  const { t } = useTranslation();
  usePageTitle(t('concordance.topicTitle'));
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('concordance.topicTitle')}</h1>
        <p className="lead">{t('concordance.topicSubtitle')}</p>
      </header>
      <InProgress />
    </div>
  );
}
