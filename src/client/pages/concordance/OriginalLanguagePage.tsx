import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { InProgress } from '../InProgress';

export function OriginalLanguagePage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('concordance.originalTitle')} lead={t('concordance.originalSubtitle')} />
      <InProgress />
    </div>
  );
}
