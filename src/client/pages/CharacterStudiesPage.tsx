import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/PageHeader';
import { InProgress } from './InProgress';

export function CharacterStudiesPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('characterStudies.title')} lead={t('characterStudies.subtitle')} />
      <InProgress />
    </div>
  );
}
