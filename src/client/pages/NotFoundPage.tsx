import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/ui/PageHeader';

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('app.notFoundTitle')} lead={message ?? t('app.notFoundText')} />
      <Link className="button primary" to="/">
        {t('app.backHome')}
      </Link>
    </div>
  );
}
