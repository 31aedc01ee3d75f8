import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/PageHeader';
import { NotFoundHelp } from '../features/not-found/NotFoundHelp';

/** Any address that is no page (the server answered it with a 404): what is wrong, and ways on. */
export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('app.notFoundTitle')} lead={message ?? t('app.notFoundText')} />
      <NotFoundHelp />
    </div>
  );
}
