import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../components/ui/PageHeader';
import { LiveReading } from '../features/live-reading/LiveReading';

/** /groups/:id/live: a group's reading together, alone (the group's page mounts the same control). */
export function LiveReadingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={t('liveReading.title')} />
      <LiveReading groupId={id} />
    </>
  );
}
