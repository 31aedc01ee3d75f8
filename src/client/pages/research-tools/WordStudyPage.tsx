import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { InProgress } from '../InProgress';

export function WordStudyPage({ language }: { language: 'hebrew' | 'greek' | 'spanish' }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t(`researchTools.${language}Title`)} lead={t(`researchTools.${language}Subtitle`)} />
      <InProgress />
    </div>
  );
}
