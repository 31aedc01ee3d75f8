import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { InProgress } from '../InProgress';

export function TopicStudyPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('concordance.topicTitle')} lead={t('concordance.topicSubtitle')} />
      <InProgress />
    </div>
  );
}
