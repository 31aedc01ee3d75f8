import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { ReadingPlans } from '../../features/reading-plans/ReadingPlans';

/** Reading plans (issue 28 §2): choose a plan and a start date, read each day's chapters, keep progress. */
export function ReadingPlansPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="page">
      <PageHeader title={t('plans.title')} lead={t('plans.lead')} />
      <ReadingPlans selected={params.get('plan')} />
    </div>
  );
}
